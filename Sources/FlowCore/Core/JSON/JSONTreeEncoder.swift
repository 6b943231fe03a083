/// Turns any `Encodable` into a `JSONValue`.
///
/// One rule goes beyond plain Codable: an enum case without a payload, which
/// Swift encodes as `{"case": {}}`, is written as the bare string `"case"`
/// (`"maskTapped"` rather than `{"maskTapped": {}}`). `JSONTreeDecoder`
/// reads both forms, so traces stay short and still decode exactly.
public enum JSONEncoding: Sendable {
    /// The JSON form of a value.
    public static func encode(_ value: some Encodable) throws -> JSONValue {
        let encoder = JSONTreeEncoder(codingPath: [])
        try value.encode(to: encoder)
        return encoder.node.value
    }

    /// The JSON form of a value the caller knows to be encodable without error
    /// (every state, event and effect of a machine); `null` if it was not.
    public static func tree(_ value: some Encodable) -> JSONValue {
        (try? encode(value)) ?? .null
    }
}

/// A value under construction; containers share nodes by reference so that
/// nested containers can keep writing into their parent after they are handed
/// out. Leaves are stored inline, without a node of their own.
final class EncodingNode {
    enum Slot {
        case value(JSONValue)
        case node(EncodingNode)

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
        case object([String: Slot])
        case array([Slot])
    }

    var content: Content = .empty
    /// Set for a keyed container opened with `nestedContainer(keyedBy:forKey:)`,
    /// which is how an enum case without a payload announces itself.
    var isNestedKeyedContainer = false

    var value: JSONValue {
        switch content {
        case .empty:
            return .object([:])
        case .value(let value):
            return value
        case .array(let slots):
            return .array(slots.map(\.value))
        case .object(let members):
            if members.count == 1, let (name, slot) = members.first, case .node(let child) = slot,
                child.isNestedKeyedContainer, case .object(let payload) = child.content, payload.isEmpty
            {
                return .string(name)
            }
            // An enum case's single unlabelled payload, `case gate(LaunchGate.Event)`,
            // which Swift writes as {"_0": payload}: the payload itself.
            if isNestedKeyedContainer, members.count == 1, let payload = members["_0"] {
                return payload.value
            }
            return .object(members.mapValues(\.value))
        }
    }

    func setMember(_ key: String, _ slot: Slot) {
        guard case .object(var members) = content else {
            content = .object([key: slot])
            return
        }
        content = .empty  // keeps the dictionary uniquely referenced, so it grows in place
        members[key] = slot
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
}

final class JSONTreeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey], node: EncodingNode = EncodingNode()) {
        self.codingPath = codingPath
        self.node = node
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([:]) }
        return KeyedEncodingContainer(KeyedTreeEncoding<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedTreeEncoding(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueTreeEncoding(encoder: self)
    }

    /// The value as a leaf, when it is one of the types JSON holds directly.
    static func leaf<T: Encodable>(_ value: T) -> JSONValue? {
        if T.self == String.self { return .string(value as! String) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Double.self { return .encoded(value as! Double) }
        if T.self == Int.self { return .number(Double(value as! Int)) }
        if T.self == JSONValue.self { return (value as! JSONValue) }
        return nil
    }

    /// The value as a slot: inline for a leaf, else a node it was encoded into.
    static func slot<T: Encodable>(for value: T, codingPath: @autoclosure () -> [any CodingKey]) throws -> EncodingNode.Slot {
        if let leaf = leaf(value) { return .value(leaf) }
        let node = EncodingNode()
        try value.encode(to: JSONTreeEncoder(codingPath: codingPath(), node: node))
        return .node(node)
    }
}

private struct KeyedTreeEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    private func set(_ key: Key, _ value: JSONValue) {
        node.setMember(key.stringValue, .value(value))
    }

    mutating func encodeNil(forKey key: Key) throws { set(key, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(key, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(key, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(key, .encoded(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(key, .encoded(Double(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(key, .encoded(Double(value))) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        node.setMember(key.stringValue, try JSONTreeEncoder.slot(for: value, codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodingNode()
        nested.content = .object([:])
        nested.isNestedKeyedContainer = true
        node.setMember(key.stringValue, .node(nested))
        return KeyedEncodingContainer(KeyedTreeEncoding<NestedKey>(node: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = EncodingNode()
        nested.content = .array([])
        node.setMember(key.stringValue, .node(nested))
        return UnkeyedTreeEncoding(node: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let nested = EncodingNode()
        node.setMember("super", .node(nested))
        return JSONTreeEncoder(codingPath: codingPath + [JSONCodingKey.superKey], node: nested)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let nested = EncodingNode()
        node.setMember(key.stringValue, .node(nested))
        return JSONTreeEncoder(codingPath: codingPath + [key], node: nested)
    }
}

private struct UnkeyedTreeEncoding: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int { node.arrayCount }

    private var nextKey: any CodingKey { JSONCodingKey(index: count) }

    private func append(_ value: JSONValue) { node.append(.value(value)) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(.encoded(value)) }
    mutating func encode(_ value: Float) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: Int) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: Int8) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: Int16) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: Int32) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: Int64) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: UInt) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: UInt8) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: UInt16) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: UInt32) throws { append(.encoded(Double(value))) }
    mutating func encode(_ value: UInt64) throws { append(.encoded(Double(value))) }

    mutating func encode(_ value: some Encodable) throws {
        let key = nextKey
        node.append(try JSONTreeEncoder.slot(for: value, codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let key = nextKey
        let nested = EncodingNode()
        nested.content = .object([:])
        node.append(.node(nested))
        return KeyedEncodingContainer(KeyedTreeEncoding<NestedKey>(node: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = nextKey
        let nested = EncodingNode()
        nested.content = .array([])
        node.append(.node(nested))
        return UnkeyedTreeEncoding(node: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let key = nextKey
        let nested = EncodingNode()
        node.append(.node(nested))
        return JSONTreeEncoder(codingPath: codingPath + [key], node: nested)
    }
}

private struct SingleValueTreeEncoding: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.node.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { encoder.node.content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.node.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { encoder.node.content = .value(.encoded(value)) }
    mutating func encode(_ value: Float) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int64) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt64) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int8) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int16) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int32) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt8) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt16) throws { encoder.node.content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt32) throws { encoder.node.content = .value(.encoded(Double(value))) }

    mutating func encode(_ value: some Encodable) throws {
        switch try JSONTreeEncoder.slot(for: value, codingPath: codingPath) {
        case .value(let leaf): encoder.node.content = .value(leaf)
        case .node(let node): encoder.node.content = node.content
        }
    }
}

extension JSONValue {
    /// A number as JSON holds it: non-finite values, which JSON cannot hold,
    /// become the strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
    static func encoded(_ number: Double) -> JSONValue {
        if number.isNaN { return .string("NaN") }
        if number.isInfinite { return .string(number < 0 ? "-Infinity" : "Infinity") }
        return .number(number)
    }
}
