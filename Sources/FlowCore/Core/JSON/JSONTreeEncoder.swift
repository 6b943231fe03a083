/// Turns any `Encodable` into a `JSONValue`.
///
/// One rule goes beyond plain Codable: an enum case without a payload, which
/// Swift encodes as `{"case": {}}`, is written as the bare string `"case"`
/// (`"maskTapped"` rather than `{"maskTapped": {}}`). `JSONTreeDecoder`
/// reads both forms, so traces stay short and still decode exactly.
public enum JSONEncoding {
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
/// nested containers can keep writing into their parent after they are handed out.
final class EncodingNode {
    enum Content {
        case empty
        case value(JSONValue)
        case object([String: EncodingNode])
        case array([EncodingNode])
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
        case .array(let nodes):
            return .array(nodes.map(\.value))
        case .object(let members):
            if members.count == 1, let (name, child) = members.first,
                child.isNestedKeyedContainer, case .object(let payload) = child.content, payload.isEmpty
            {
                return .string(name)
            }
            return .object(members.mapValues(\.value))
        }
    }

    func objectMembers() -> [String: EncodingNode] {
        if case .object(let members) = content { return members }
        return [:]
    }

    func setMember(_ key: String, _ node: EncodingNode) {
        var members = objectMembers()
        content = .empty
        members[key] = node
        content = .object(members)
    }

    func append(_ node: EncodingNode) {
        var elements: [EncodingNode] = []
        if case .array(let existing) = content { elements = existing }
        content = .empty
        elements.append(node)
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

    /// Encodes `value` into `node`, with shortcuts for the leaf types.
    static func encode(_ value: some Encodable, into node: EncodingNode, codingPath: [any CodingKey]) throws {
        switch value {
        case let flag as Bool: node.content = .value(.bool(flag))
        case let text as String: node.content = .value(.string(text))
        case let number as Double: node.content = .value(.encoded(number))
        case let number as Int: node.content = .value(.encoded(Double(number)))
        case let json as JSONValue: node.content = .value(json)
        default: try value.encode(to: JSONTreeEncoder(codingPath: codingPath, node: node))
        }
    }
}

private struct KeyedTreeEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> EncodingNode {
        let child = EncodingNode()
        node.setMember(key.stringValue, child)
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).content = .value(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { child(key).content = .value(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { child(key).content = .value(.encoded(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { child(key).content = .value(.encoded(Double(value))) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try JSONTreeEncoder.encode(value, into: child(key), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = child(key)
        nested.content = .object([:])
        nested.isNestedKeyedContainer = true
        return KeyedEncodingContainer(KeyedTreeEncoding<NestedKey>(node: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = child(key)
        nested.content = .array([])
        return UnkeyedTreeEncoding(node: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        JSONTreeEncoder(codingPath: codingPath + [JSONCodingKey.superKey], node: child(forName: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONTreeEncoder(codingPath: codingPath + [key], node: child(key))
    }

    private func child(forName name: String) -> EncodingNode {
        let child = EncodingNode()
        node.setMember(name, child)
        return child
    }
}

private struct UnkeyedTreeEncoding: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int { node.arrayCount }

    private func next() -> EncodingNode {
        let child = EncodingNode()
        node.append(child)
        return child
    }

    private var nextKey: any CodingKey { JSONCodingKey(index: count) }

    mutating func encodeNil() throws { next().content = .value(.null) }
    mutating func encode(_ value: Bool) throws { next().content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { next().content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { next().content = .value(.encoded(value)) }
    mutating func encode(_ value: Int) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Float) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int8) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int16) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int32) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: Int64) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt8) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt16) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt32) throws { next().content = .value(.encoded(Double(value))) }
    mutating func encode(_ value: UInt64) throws { next().content = .value(.encoded(Double(value))) }

    mutating func encode(_ value: some Encodable) throws {
        let key = nextKey
        try JSONTreeEncoder.encode(value, into: next(), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let key = nextKey
        let nested = next()
        nested.content = .object([:])
        return KeyedEncodingContainer(KeyedTreeEncoding<NestedKey>(node: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = nextKey
        let nested = next()
        nested.content = .array([])
        return UnkeyedTreeEncoding(node: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let key = nextKey
        return JSONTreeEncoder(codingPath: codingPath + [key], node: next())
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
        try JSONTreeEncoder.encode(value, into: encoder.node, codingPath: codingPath)
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
