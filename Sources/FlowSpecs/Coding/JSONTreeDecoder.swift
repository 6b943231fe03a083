@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowJSON

/// Turns a `JSONValue` into any `Decodable`, strictly.
///
/// Beyond plain Codable: a member the type does not know is an error (a typo in
/// a spec or a configuration must not be silently ignored); every error names
/// the JSON path of the offending value; an error thrown by a type's own
/// `init(from:)` (a configuration that fails validation) is reported at the
/// path of that value; and a bare string is accepted wherever an object is
/// expected as the name of an enum case without a payload (see `JSONEncoding`).
public enum JSONDecoding: Sendable {
    /// Decodes `value` as a `T`; `path` is where `value` sits in its document.
    public static func decode<T: Decodable>(
        _ type: T.Type, from value: JSONValue, at path: JSONPath = .root
    ) throws(JSONDecodingError) -> T {
        if let coded = type as? any JSONDecodable.Type {
            do throws(JSONDecodingError) {
                return try coded.init(json: JSONInput(value)) as! T
            } catch {
                throw JSONDecodingError(path: path.appending(error.path), reason: error.reason)
            }
        }
        do {
            return try JSONTreeDecoder.decode(type, from: value, at: path)
        } catch let error as JSONDecodingError {
            throw error
        } catch {
            throw JSONDecodingError(path: path, reason: describe(error))
        }
    }

    /// Decodes the value `input` reads as a `T`: from its tape, without
    /// building it, when `T` has a `JSONDecodable` form.
    package static func decode<T: Decodable>(_ type: T.Type, from input: JSONInput) throws(JSONDecodingError) -> T {
        if let coded = type as? any JSONDecodable.Type { return try coded.init(json: input) as! T }
        return try decode(type, from: input.value)
    }

    /// Words for an error thrown while decoding.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as JSONDecodingError:
            return error.reason
        case DecodingError.typeMismatch(_, let context) where context.debugDescription.contains("number of keys"):
            return "expected exactly one case name"
        case DecodingError.typeMismatch(let type, let context),
            DecodingError.valueNotFound(let type, let context):
            return "expected \(type): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _):
            return "missing member \"\(key.stringValue)\""
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription
        case let error as CustomStringConvertible:
            return error.description
        default:
            return String(describing: error)
        }
    }
}

/// Decodes one value. Paths inside are relative to the value the decoder
/// was made for: a decode that fails reports its path from there, and each
/// enclosing value puts its own place in front as the error passes through,
/// so a decode that succeeds builds no paths at all.
struct JSONTreeDecoder: JSONValueDecoder {
    let value: JSONValue
    /// Where the decoder's value sits, relative to the value decoding began at.
    let path: JSONPath

    var codingPath: [any CodingKey] { Self.codingPath(of: path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func codingPath(of path: JSONPath) -> [any CodingKey] {
        path.components.map { component in
            switch component {
            case .key(let key): JSONCodingKey(stringValue: key)
            case .index(let index): JSONCodingKey(index: index)
            }
        }
    }

    /// Decodes `value`, with shortcuts for the leaf types; `place` says where
    /// it sits, and is worked out only for an error's path.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at place: @autoclosure () -> JSONPath) throws -> T {
        if T.self == JSONValue.self { return value as! T }
        if T.self == String.self { return try string(value, at: place()) as! T }
        if T.self == Bool.self { return try bool(value, at: place()) as! T }
        if T.self == Double.self { return try double(value, at: place()) as! T }
        if T.self == Int.self { return try integer(Int.self, value, at: place()) as! T }
        do {
            return try T(from: JSONTreeDecoder(value: value, path: .root))
        } catch let error as JSONDecodingError {
            throw JSONDecodingError(path: place().appending(error.path), reason: error.reason)
        } catch let error as DecodingError {
            if let reason = unknownCase(of: type, in: value, error: error) { throw JSONDecodingError(path: place(), reason: reason) }
            throw JSONDecodingError(path: place().appending(Self.path(of: error) ?? .root), reason: JSONDecoding.describe(error))
        } catch {
            throw JSONDecodingError(path: place(), reason: JSONDecoding.describe(error))
        }
    }

    /// For an enum of raw values that refused `value`, words naming what was
    /// found (quoted and shortened) and every value allowed, in place of
    /// Swift's "Cannot initialize … from invalid … value".
    private static func unknownCase<T>(of type: T.Type, in value: JSONValue, error: DecodingError) -> String? {
        guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
            let enumeration = type as? any (CaseIterable & RawRepresentable).Type
        else { return nil }
        let found = if case .string(let text) = value { JSONValue.quoted(text) } else { value.excerpt }
        return "unknown value \(found) (allowed: \(allowedValues(of: enumeration).joined(separator: ", ")))"
    }

    private static func allowedValues<E: CaseIterable & RawRepresentable>(of type: E.Type) -> [String] {
        type.allCases.map { element in
            if let name = element.rawValue as? String { JSONValue.quoted(name) } else { "\(element.rawValue)" }
        }
    }

    private static func path(of error: DecodingError) -> JSONPath? {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            JSONPath(codingPath: context.codingPath)
        case .keyNotFound(_, let context):
            JSONPath(codingPath: context.codingPath)
        @unknown default:
            nil
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try KeyedTreeDecoding<Key>(value: value, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw JSONDecodingError(path: path, reason: "expected an array, found \(value.kindDescription)")
        }
        return UnkeyedTreeDecoding(elements: elements, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueTreeDecoding(value: value, path: path)
    }

    // MARK: Leaf conversions, FlowCore's (`JSONInput`), at `path`

    static func string(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONDecodingError) -> String {
        try leaf(at: path()) { () throws(JSONDecodingError) in try JSONInput.string(JSONTape.Token(leaf: value)) }
    }

    static func bool(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONDecodingError) -> Bool {
        try leaf(at: path()) { () throws(JSONDecodingError) in try JSONInput.bool(JSONTape.Token(leaf: value)) }
    }

    static func double(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONDecodingError) -> Double {
        try leaf(at: path()) { () throws(JSONDecodingError) in try JSONInput.number(JSONTape.Token(leaf: value)) }
    }

    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(JSONDecodingError) -> T {
        try leaf(at: path()) { () throws(JSONDecodingError) in try JSONInput.integer(T.self, JSONTape.Token(leaf: value)) }
    }

    /// `read`'s value, or its error placed at `path` (worked out only then).
    private static func leaf<T>(at path: @autoclosure () -> JSONPath, _ read: () throws(JSONDecodingError) -> T) throws(JSONDecodingError) -> T {
        do throws(JSONDecodingError) {
            return try read()
        } catch {
            throw JSONDecodingError(path: path().appending(error.path), reason: error.reason)
        }
    }
}

private struct KeyedTreeDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    /// The enclosing container's path, and the member this one is, if any:
    /// the path is put together only when asked for (an error, `codingPath`).
    let base: JSONPath
    let memberKey: String?
    /// Whether `members` stands for a bare payload (see `init`).
    let isBarePayload: Bool

    /// Where the container sits.
    var path: JSONPath { memberKey.map { base.appending($0) } ?? base }

    /// A container over `value`. With `acceptsBarePayload` (an enum case's
    /// payload container), a case with one unlabelled value, whose keys are
    /// just `_0`, reads that value written bare, as `JSONEncoding` writes it:
    /// `{"gate": {"launch": …}}` rather than `{"gate": {"_0": {"launch": …}}}`.
    init(value: JSONValue, path base: JSONPath, member memberKey: String? = nil, acceptsBarePayload: Bool = false) throws(JSONDecodingError) {
        self.base = base
        self.memberKey = memberKey
        if acceptsBarePayload, Key(stringValue: "_0") != nil, Key(stringValue: "_1") == nil,
            value.objectValue?.keys.elementsEqual(["_0"]) != true
        {
            members = ["_0": value]
            isBarePayload = true
            return
        }
        isBarePayload = false
        switch value {
        case .object(let members):
            self.members = members
        case .string(let caseName):
            self.members = [caseName: .object([:])]
        default:
            throw JSONDecodingError(path: memberKey.map { base.appending($0) } ?? base, reason: "expected an object, found \(value.kindDescription)")
        }
        for name in members.keys where Key(stringValue: name) == nil {
            throw JSONDecodingError(path: path, reason: "unknown member \(JSONValue.quoted(name))" + Self.allowedMembers)
        }
    }

    /// The members a container may hold, when its keys can be listed.
    private static var allowedMembers: String {
        guard let keys = Key.self as? any CaseIterable.Type else { return "" }
        return " (allowed: \(memberNames(keys).joined(separator: ", ")))"
    }

    private static func memberNames<Keys: CaseIterable>(_ keys: Keys.Type) -> [String] {
        keys.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
    }

    var codingPath: [any CodingKey] { JSONTreeDecoder.codingPath(of: path) }
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    /// Where the member `key` sits: a bare payload sits where its container does.
    func childPath(_ key: Key) -> JSONPath {
        isBarePayload ? path : path.appending(key.stringValue)
    }

    private func member(_ key: Key) throws(JSONDecodingError) -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw JSONDecodingError(path: path, reason: "missing member \"\(key.stringValue)\"")
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        (members[key.stringValue] ?? .null) == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try JSONTreeDecoder.bool(member(key), at: childPath(key))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try JSONTreeDecoder.string(member(key), at: childPath(key))
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try JSONTreeDecoder.double(member(key), at: childPath(key))
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(try JSONTreeDecoder.double(member(key), at: childPath(key)))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try JSONTreeDecoder.integer(T.self, member(key), at: childPath(key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONTreeDecoder.decode(type, from: member(key), at: childPath(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(
            try KeyedTreeDecoding<NestedKey>(
                value: member(key), path: path, member: isBarePayload ? nil : key.stringValue,
                acceptsBarePayload: true))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONTreeDecoder(value: member(key), path: childPath(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONTreeDecoder(value: members["super"] ?? .null, path: path.appending("super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONTreeDecoder(value: members[key.stringValue] ?? .null, path: childPath(key))
    }
}

private struct UnkeyedTreeDecoding: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let path: JSONPath
    var currentIndex = 0

    init(elements: [JSONValue], path: JSONPath) {
        self.elements = elements
        self.path = path
    }

    var codingPath: [any CodingKey] { JSONTreeDecoder.codingPath(of: path) }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element and its index; the element's path is built only
    /// where it is needed (a nested container, or an error).
    private mutating func next() throws(JSONDecodingError) -> (JSONValue, Int) {
        guard currentIndex < elements.count else {
            throw JSONDecodingError(path: path, reason: "expected more than \(elements.count) elements")
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], currentIndex)
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, index) = try next()
        return try JSONTreeDecoder.decode(type, from: value, at: path.appending(index))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, index) = try next()
        return KeyedDecodingContainer(try KeyedTreeDecoding<NestedKey>(value: value, path: path.appending(index)))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, index) = try next()
        return try JSONTreeDecoder(value: value, path: path.appending(index)).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, index) = try next()
        return JSONTreeDecoder(value: value, path: path.appending(index))
    }
}

private struct SingleValueTreeDecoding: SingleValueDecodingContainer {
    let value: JSONValue
    let path: JSONPath

    var codingPath: [any CodingKey] { JSONTreeDecoder.codingPath(of: path) }

    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try JSONTreeDecoder.bool(value, at: path) }
    func decode(_ type: String.Type) throws -> String { try JSONTreeDecoder.string(value, at: path) }
    func decode(_ type: Double.Type) throws -> Double { try JSONTreeDecoder.double(value, at: path) }
    func decode(_ type: Float.Type) throws -> Float { Float(try JSONTreeDecoder.double(value, at: path)) }
    func decode(_ type: Int.Type) throws -> Int { try JSONTreeDecoder.integer(Int.self, value, at: path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try JSONTreeDecoder.integer(Int8.self, value, at: path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try JSONTreeDecoder.integer(Int16.self, value, at: path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try JSONTreeDecoder.integer(Int32.self, value, at: path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try JSONTreeDecoder.integer(Int64.self, value, at: path) }
    func decode(_ type: UInt.Type) throws -> UInt { try JSONTreeDecoder.integer(UInt.self, value, at: path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try JSONTreeDecoder.integer(UInt8.self, value, at: path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try JSONTreeDecoder.integer(UInt16.self, value, at: path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try JSONTreeDecoder.integer(UInt32.self, value, at: path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try JSONTreeDecoder.integer(UInt64.self, value, at: path) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONTreeDecoder.decode(type, from: value, at: path)
    }
}

extension JSONPath {
    /// The path a Codable coding path stands for.
    init(codingPath: [any CodingKey]) {
        self.init(
            codingPath.map { key in
                if let element = key as? JSONCodingKey, element.isIndex, let index = element.intValue {
                    return .index(index)
                }
                return .key(key.stringValue)
            })
    }
}

/// The coding key the JSON tree coders use: an object member or an array element.
struct JSONCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    let isIndex: Bool

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
        self.isIndex = false
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
        self.isIndex = false
    }

    init(index: Int) {
        self.stringValue = "[\(index)]"
        self.intValue = index
        self.isIndex = true
    }

    static let superKey = JSONCodingKey(stringValue: "super")
}
