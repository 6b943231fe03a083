@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowJSON

/// Turns any `Encodable` into a `JSONValue`.
///
/// One rule goes beyond plain Codable: an enum case without a payload, which
/// Swift encodes as `{"case": {}}`, is written as the bare string `"case"`
/// (`"maskTapped"` rather than `{"maskTapped": {}}`), and a case's single
/// unlabelled payload, which Swift writes as `{"case": {"_0": payload}}`, as
/// `{"case": payload}`. `JSONDecoding` reads both forms, so traces stay short
/// and still decode exactly.
public enum JSONEncoding: Sendable {
    /// The JSON form of a value.
    public static func encode(_ value: some Encodable) throws -> JSONValue {
        if let leaf = JSONTreeEncoder.leaf(value) { return leaf }
        if let coded = value as? any JSONEncodable { return coded.jsonValue }
        let encoder = JSONTreeEncoder(parent: nil, key: nil)
        try value.encode(to: encoder)
        return encoder.value
    }

    /// The JSON form of a value the caller knows to be encodable without error
    /// (every state, event and effect of a machine); `null` if it was not.
    public static func tree(_ value: some Encodable) -> JSONValue {
        (try? encode(value)) ?? .null
    }

    /// The members of the value's JSON form that `template` names, at any
    /// depth, as a spec's partial `state` names them: an object in the
    /// template keeps only the members it lists (the others are never
    /// encoded), anything else in it keeps the whole value there.
    public static func encode(_ value: some Encodable, keeping template: JSONValue) throws -> JSONValue {
        if let leaf = JSONTreeEncoder.leaf(value) { return leaf }
        if let coded = value as? any JSONEncodable { return coded.jsonValue(keeping: template) }
        let encoder = JSONTreeEncoder(parent: nil, key: nil, template: template)
        try value.encode(to: encoder)
        return encoder.value
    }
}


/// One value under construction, and the encoder its `encode(to:)` is given.
///
/// Containers write into it by reference, so nested containers can keep
/// writing into their parent after they are handed out. Leaves are stored
/// inline; only a nested container or value gets an encoder of its own. The
/// coding path is worked out from the parents only when asked for (errors),
/// and objects are collected as pairs and made into a dictionary once, at
/// its final size.
final class JSONTreeEncoder: JSONValueEncoder {
    enum Slot {
        case value(JSONValue)
        case node(JSONTreeEncoder)

        var value: JSONValue {
            switch self {
            case .value(let value): value
            case .node(let node): node.value
            }
        }
    }

    enum Content {
        case empty
        case value(JSONValue)
        case object([(key: String, slot: Slot)])
        case array([Slot])
    }

    var content: Content = .empty

    func encodeWhole(_ value: JSONValue) { content = .value(template.map { value.keeping($0) } ?? value) }
    /// Set for a keyed container opened with `nestedContainer(keyedBy:forKey:)`,
    /// which is how an enum case announces its payload.
    var isNestedKeyedContainer = false
    /// Unowned: a parent holds its children, and outlives them while encoding.
    private unowned let parent: JSONTreeEncoder?
    private let key: (any CodingKey)?
    /// What to encode (see `JSONEncoding.encode(_:keeping:)`); nil for everything.
    let template: JSONValue?

    init(parent: JSONTreeEncoder?, key: (any CodingKey)?, template: JSONValue? = nil) {
        self.parent = parent
        self.key = key
        self.template = template
    }

    /// What a member's value is encoded against: nil when the member is left
    /// out, else its template (nil inside it: everything).
    func template(forMember name: String) -> JSONValue?? {
        guard case .object(let members)? = template else { return .some(nil) }
        if let member = members[name] { return .some(member) }
        // A lone unlabelled payload stands where its case does, so it takes the case's template.
        if isNestedKeyedContainer, name == "_0" { return .some(template) }
        return nil
    }

    /// A node that takes what is written into it and is never read: for a
    /// member the template leaves out but whose container Codable still asks for.
    static func discard() -> JSONTreeEncoder {
        JSONTreeEncoder(parent: nil, key: nil, template: .object([:]))
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var node: JSONTreeEncoder? = self
        while let current = node, let key = current.key {
            path.append(key)
            node = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var value: JSONValue {
        switch content {
        case .empty:
            return .object([:])
        case .value(let value):
            return value
        case .array(let slots):
            return .array(slots.map(\.value))
        case .object(let members):
            if members.count == 1 {
                let (name, slot) = members[0]
                if case .node(let child) = slot, child.isNestedKeyedContainer, case .object(let payload) = child.content, payload.isEmpty {
                    return .string(name)
                }
                // An enum case's single unlabelled payload, `case gate(LaunchGate.Event)`,
                // which Swift writes as {"_0": payload}: the payload itself.
                if isNestedKeyedContainer, name == "_0" { return slot.value }
            }
            var object: [String: JSONValue] = Dictionary(minimumCapacity: members.count)
            for (name, slot) in members { object[name] = slot.value }
            return .object(object)
        }
    }

    func setMember(_ key: String, _ slot: Slot) {
        guard case .object(var members) = content else {
            content = .object([(key, slot)])
            return
        }
        content = .empty  // keeps the storage uniquely referenced, so it grows in place
        members.append((key, slot))
        content = .object(members)
    }

    func append(_ slot: Slot) {
        guard case .array(var elements) = content else {
            content = .array([slot])
            return
        }
        content = .empty
        elements.append(slot)
        content = .array(elements)
    }

    var arrayCount: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }

    /// A child encoder for a nested value or container at `key`.
    func child(_ key: any CodingKey, template: JSONValue? = nil) -> JSONTreeEncoder {
        JSONTreeEncoder(parent: self, key: key, template: template)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = content {} else { content = .object([]) }
        return KeyedEncodingContainer(KeyedTreeEncoding<Key>(node: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = content {} else { content = .array([]) }
        return UnkeyedTreeEncoding(node: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueTreeEncoding(encoder: self)
    }

    /// The value as a leaf, when it is one of the types JSON holds directly.
    static func leaf<T: Encodable>(_ value: T) -> JSONValue? {
        if T.self == String.self { return .string(value as! String) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Double.self { return .encoded(value as! Double) }
        if T.self == Int.self { return JSONWholeNumber.json(value as! Int) }
        if T.self == JSONValue.self { return (value as! JSONValue) }
        return nil
    }

    /// The value as a slot: inline for a leaf, else a child it was encoded into.
    func slot<T: Encodable>(for value: T, at key: any CodingKey, template: JSONValue? = nil) throws -> Slot {
        if let leaf = Self.leaf(value) { return .value(leaf) }
        let node = child(key, template: template)
        try value.encode(to: node)
        return .node(node)
    }
}

private struct KeyedTreeEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONTreeEncoder
    var codingPath: [any CodingKey] { node.codingPath }

    private func set(_ key: Key, _ value: @autoclosure () -> JSONValue) {
        guard node.template == nil || node.template(forMember: key.stringValue) != nil else { return }
        node.setMember(key.stringValue, .value(value()))
    }

    mutating func encodeNil(forKey key: Key) throws { set(key, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(key, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(key, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(key, .encoded(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(key, JSONWholeNumber.json(value)) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        guard let template = node.template(forMember: key.stringValue) else { return }
        node.setMember(key.stringValue, try node.slot(for: value, at: key, template: template))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        guard let template = node.template(forMember: key.stringValue) else {
            return KeyedEncodingContainer(KeyedTreeEncoding<NestedKey>(node: .discard()))
        }
        let nested = node.child(key, template: template)
        nested.content = .object([])
        nested.isNestedKeyedContainer = true
        node.setMember(key.stringValue, .node(nested))
        return KeyedEncodingContainer(KeyedTreeEncoding<NestedKey>(node: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        guard let template = node.template(forMember: key.stringValue) else { return UnkeyedTreeEncoding(node: .discard()) }
        let nested = node.child(key, template: template)
        nested.content = .array([])
        node.setMember(key.stringValue, .node(nested))
        return UnkeyedTreeEncoding(node: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let nested = node.child(JSONCodingKey.superKey)
        node.setMember("super", .node(nested))
        return nested
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let nested = node.child(key)
        node.setMember(key.stringValue, .node(nested))
        return nested
    }
}

private struct UnkeyedTreeEncoding: UnkeyedEncodingContainer {
    let node: JSONTreeEncoder
    var codingPath: [any CodingKey] { node.codingPath }
    var count: Int { node.arrayCount }

    private var nextKey: any CodingKey { JSONCodingKey(index: count) }

    private func append(_ value: JSONValue) { node.append(.value(value)) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(.encoded(value)) }
    mutating func encode(_ value: Float) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: Int) throws { append(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int8) throws { append(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int16) throws { append(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int32) throws { append(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int64) throws { append(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt) throws { append(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt8) throws { append(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt16) throws { append(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt32) throws { append(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt64) throws { append(JSONWholeNumber.json(value)) }

    mutating func encode(_ value: some Encodable) throws {
        node.append(try node.slot(for: value, at: nextKey))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = node.child(nextKey)
        nested.content = .object([])
        node.append(.node(nested))
        return KeyedEncodingContainer(KeyedTreeEncoding<NestedKey>(node: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = node.child(nextKey)
        nested.content = .array([])
        node.append(.node(nested))
        return UnkeyedTreeEncoding(node: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let nested = node.child(nextKey)
        node.append(.node(nested))
        return nested
    }
}

private struct SingleValueTreeEncoding: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func set(_ value: JSONValue) { encoder.content = .value(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(.encoded(value)) }
    mutating func encode(_ value: Float) throws { set(.encoded(Double(value))) }
    mutating func encode(_ value: Int) throws { set(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int64) throws { set(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt64) throws { set(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int8) throws { set(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int16) throws { set(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: Int32) throws { set(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt) throws { set(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt8) throws { set(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt16) throws { set(JSONWholeNumber.json(value)) }
    mutating func encode(_ value: UInt32) throws { set(JSONWholeNumber.json(value)) }

    mutating func encode(_ value: some Encodable) throws {
        if let leaf = JSONTreeEncoder.leaf(value) {
            set(leaf)
            return
        }
        // The value writes straight into this encoder, as if it were its own.
        try value.encode(to: encoder)
    }
}

extension JSONValue {
    /// A number as JSON holds it: non-finite values, which JSON cannot hold,
    /// become the strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
    static func encoded(_ number: Double) -> JSONValue { number.jsonValue }
}
