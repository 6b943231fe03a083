/// A value that reads itself from FlowCore's JSON, strictly, with typed
/// errors that name the path and what is allowed there.
///
/// This is the one coding of every machine's configuration, events, effects
/// and state: specs, `flow`, FlowTesting and the web module (built with
/// Embedded Swift, which has no `Codable`) all read through it. `Codable` is
/// offered on top of it for apps that persist values with Foundation's coders.
public protocol JSONDecodable {
    /// Reads the value from `json`; a member the type does not know is an error.
    init(json: JSONInput) throws(JSONDecodingError)
}

/// A value that writes itself as FlowCore's JSON: the form `JSONDecodable`
/// reads back to an equal value.
public protocol JSONEncodable {
    /// The value's JSON form.
    var jsonValue: JSONValue { get }

    /// The members of the value's JSON form that `template` names, at any
    /// depth, as a spec's partial `state` names them (an object in the
    /// template keeps only the members it lists, anything else keeps the whole
    /// value there); nil for the whole form. A type whose form is large writes
    /// only what is named (`JSONMembersWriter`): a spec that checks one member
    /// of a state should not pay for writing all of it.
    @_spi(FlowTools) func jsonValue(keeping template: JSONValue?) -> JSONValue

    #if !hasFeature(Embedded)
    /// Whether the value's JSON form holds what a spec expects of it
    /// (`JSONExpected`): what `jsonValue(keeping:)` writes, compared
    /// without being written. A type whose form is large compares only
    /// what is named (`JSONMembersMatcher`), as it writes only that.
    @_spi(FlowTools) func jsonMatches(_ expected: JSONExpected) -> Bool

    /// The JSON form, given an earlier value `old` whose form is `written`:
    /// each member equal to the earlier one keeps the earlier form (the
    /// same storage), so a trace page that compares each step's state with
    /// the last one's passes over what did not change at once. A type whose
    /// form is large writes it member by member this way
    /// (`JSONMembersWriter.init(since:of:)`).
    @_spi(FlowTools) func jsonValue(since old: Self, written: JSONValue) -> JSONValue
    #endif
}

extension JSONEncodable {
    /// The whole JSON form, cut down to what `template` names.
    @_spi(FlowTools) public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        guard let template else { return jsonValue }
        return jsonValue.keeping(template)
    }

    #if !hasFeature(Embedded)
    /// The whole JSON form, compared with what is expected.
    @_spi(FlowTools) public func jsonMatches(_ expected: JSONExpected) -> Bool {
        expected.matches(jsonValue)
    }

    /// The whole JSON form, written again.
    @_spi(FlowTools) public func jsonValue(since old: Self, written: JSONValue) -> JSONValue {
        jsonValue
    }
    #endif
}

extension JSONValue {
    /// The members `template` names, at any depth: an object in the template
    /// keeps only the members it lists, anything else keeps the whole value
    /// there.
    package func keeping(_ template: JSONValue) -> JSONValue {
        guard case .object(let wanted) = template, case .object(let members) = self else { return self }
        // A template that names every member, each whole (a spec's rectangle
        // or size), keeps the value as it is: no object is made again.
        if wanted.count == members.count, wanted.allSatisfy({ key, inner in inner.objectValue == nil && members[key] != nil }) { return self }
        var kept: [String: JSONValue] = Dictionary(minimumCapacity: wanted.count)
        for (key, inner) in wanted {
            if let member = members[key] { kept[key] = member.keeping(inner) }
        }
        return .object(kept)
    }
}

/// An object's members written one at a time, each only when a template
/// names it: the one declaration of a large value's JSON form, whole
/// (`jsonValue`) or cut down (`jsonValue(keeping:)`). The article "Coding
/// a Machine as JSON" shows one.
@_spi(FlowTools) public struct JSONMembersWriter {
    /// The members wanted, with what to keep of each; nil for every member.
    private let wanted: [String: JSONValue]?
    private var members: [String: JSONValue] = [:]

    /// A writer of the members `template` names (every member when it is
    /// nil, or anything but an object).
    @_spi(FlowTools) public init(keeping template: JSONValue?) {
        self.init(keeping: template, of: 0)
    }

    /// A writer of the members `template` names (every member when it is
    /// nil, or anything but an object), of a type with `count` members:
    /// room for what it writes is made once.
    @_spi(FlowTools) public init(keeping template: JSONValue?, of count: Int) {
        if case .object(let wanted)? = template { self.wanted = wanted } else { wanted = nil }
        // Room for the members at once: a dictionary grown one member at a
        // time is made again as it fills.
        members.reserveCapacity(min(wanted?.count ?? count, count))
    }

    #if !hasFeature(Embedded)
    /// The members written before, by `init(since:of:)`.
    private var earlier: [String: JSONValue]?

    /// A writer of every member of a type with `count` members, which takes
    /// the form of each member equal to its earlier value from `written`,
    /// the form of that earlier value (`JSONEncodable.jsonValue(since:written:)`).
    @_spi(FlowTools) public init(since written: JSONValue, of count: Int) {
        self.init(keeping: nil, of: count)
        if case .object(let members) = written { earlier = members }
    }

    /// Writes `value` as member `key`: its earlier form when it equals `old`.
    @_spi(FlowTools) public mutating func set<T: JSONEncodable & Equatable>(_ key: String, _ value: T, since old: T) {
        guard let written = earlier?[key] else { return members[key] = value.jsonValue }
        members[key] = value == old ? written : value.jsonValue(since: old, written: written)
    }

    /// Writes `value` as member `key` when it is not nil: its earlier form
    /// when it equals `old`.
    @_spi(FlowTools) public mutating func set<T: JSONEncodable & Equatable>(_ key: String, _ value: T?, since old: T?) {
        guard let value else { return }
        guard let old else { return members[key] = value.jsonValue }
        set(key, value, since: old)
    }
    #endif

    /// Writes `value` as member `key`, when wanted.
    @_spi(FlowTools) public mutating func set<T: JSONEncodable>(_ key: String, _ value: T) {
        guard let wanted else { return members[key] = value.jsonValue }
        guard let inner = Self.member(key, of: wanted) else { return }
        members[key] = value.jsonValue(keeping: inner)
    }

    /// Member `key` of `wanted`. A spec's template names a few members, and a
    /// writer asks for each of its own: comparing a few short names costs less
    /// than hashing the key every time.
    private static func member(_ key: String, of wanted: [String: JSONValue]) -> JSONValue? {
        guard wanted.count <= 8 else { return wanted[key] }
        for (name, inner) in wanted where name == key { return inner }
        return nil
    }

    /// Writes `value` as member `key` when it is not nil and is wanted.
    @_spi(FlowTools) public mutating func set<T: JSONEncodable>(_ key: String, _ value: T?) {
        guard let value else { return }
        set(key, value)
    }

    /// The object written.
    @_spi(FlowTools) public var value: JSONValue { .object(members) }
}

/// A value with one JSON form, read and written by the same declaration.
public typealias JSONCodable = JSONDecodable & JSONEncodable

extension JSONValue: JSONCodable {
    /// Any JSON value, as it is.
    @_spi(FlowTools) public init(json: JSONInput) {
        json.probe?.read(.any)
        self = json.value
    }

    /// The value itself.
    @_spi(FlowTools) public var jsonValue: JSONValue { self }
}

extension String: JSONCodable {
    /// A JSON string.
    @inlinable @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) { self = try json.string() }

    /// A JSON string.
    @inlinable @_spi(FlowTools) public var jsonValue: JSONValue { .string(self) }
}

extension Bool: JSONCodable {
    /// `true` or `false`.
    @inlinable @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) { self = try json.bool() }

    /// `true` or `false`.
    @inlinable @_spi(FlowTools) public var jsonValue: JSONValue { .bool(self) }
}

extension Double: JSONCodable {
    /// A JSON number, or `"NaN"`, `"Infinity"` or `"-Infinity"`.
    @inlinable @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) { self = try json.number() }

    /// A JSON number; `"NaN"`, `"Infinity"` and `"-Infinity"` for what JSON cannot write.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        if isNaN { return .string("NaN") }
        if isInfinite { return .string(self < 0 ? "-Infinity" : "Infinity") }
        return .number(self)
    }
}

extension Int: JSONCodable {
    /// A whole JSON number within ±(2^53 − 1), or past it a string of its
    /// digits (`"9007199254740993"`).
    @inlinable @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) { self = try json.integer(Int.self) }

    /// A JSON number within ±(2^53 − 1), which JSON holds exactly; past it,
    /// a string of its digits, which reads back as the same number.
    @_spi(FlowTools) public var jsonValue: JSONValue { JSONWholeNumber.json(self) }
}

extension Optional: JSONDecodable where Wrapped: JSONDecodable {
    /// `null` for nil, else the wrapped value. A member that is left out
    /// reads as nil through `JSONMembers.decodeIfPresent`.
    @inlinable @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        if let probe = json.probe {
            probe.readOptional(Wrapped.readAndDrop)
            self = nil
            return
        }
        if json.isNull {
            self = nil
        } else {
            self = try Wrapped(json: json)
        }
    }
}

extension Optional: JSONEncodable where Wrapped: JSONEncodable {
    /// `null` for nil; a member holding nil is left out of its object instead.
    @_spi(FlowTools) public var jsonValue: JSONValue { self?.jsonValue ?? .null }
}

extension Array: JSONDecodable where Element: JSONDecodable {
    /// A JSON array; an element's error names its index.
    @inlinable @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        if let probe = json.probe {
            probe.readArray(of: Element.readAndDrop)
            self = []
            return
        }
        guard case .array(let count, let end) = json.token else { throw json.expected("an array") }
        var result: [Element] = []
        result.reserveCapacity(count)
        var element = json.index + 1
        while element < end {
            do throws(JSONDecodingError) {
                result.append(try Element(json: JSONInput(tape: json.tape, at: element)))
            } catch {
                throw error.inside(.index(result.count))
            }
            element = json.tape.end(of: element)
        }
        self = result
    }
}

extension Array: JSONEncodable where Element: JSONEncodable {
    /// A JSON array.
    @_spi(FlowTools) public var jsonValue: JSONValue { .array(map { $0.jsonValue }) }

    #if !hasFeature(Embedded)
    /// Whether the array holds what `expected` expects, element by element,
    /// each whole (as `JSONExpected` compares an array's elements): an array
    /// of numbers, strings or flags is compared as it is walked, with no
    /// JSON written for it (a popup queue's record, every step); any other
    /// is written first, as its elements' own matching is partial.
    @_spi(FlowTools) public func jsonMatches(_ expected: JSONExpected) -> Bool {
        // Metatypes compared, not a conformance looked up (which costs at run time).
        let isScalar = Element.self == Double.self || Element.self == Int.self || Element.self == String.self || Element.self == Bool.self
        guard isScalar else { return expected.matches(jsonValue) }
        guard case .array(let count, _) = expected.token, count == self.count else { return false }
        var element = expected.index + 1
        for value in self {
            guard value.jsonMatches(expected.at(element)) else { return false }
            element = expected.tape.end(of: element)
        }
        return true
    }
    #endif
}


extension Set: JSONDecodable where Element: JSONDecodable {
    /// A JSON array, whose repeated elements count once.
    @inlinable @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) { self = Set(try [Element](json: json)) }
}

extension Set: JSONEncodable where Element: JSONEncodable & Comparable {
    /// A sorted JSON array: a set has no order of its own, and the same set
    /// must always be written the same.
    @_spi(FlowTools) public var jsonValue: JSONValue { .array(sorted().map { $0.jsonValue }) }
}

extension Dictionary: JSONDecodable where Key == String, Value: JSONDecodable {
    /// A JSON object; a member's error names its key.
    @inlinable @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        if let probe = json.probe {
            probe.readDictionary(of: Value.readAndDrop)
            self = [:]
            return
        }
        guard case .object(let count, let end) = json.token else { throw json.expected("an object") }
        var result: [String: Value] = [:]
        result.reserveCapacity(count)
        var name = json.index + 1
        while name < end {
            guard case .string(let key) = json.tape.tokens[name] else { break }
            do throws(JSONDecodingError) {
                result[key] = try Value(json: JSONInput(tape: json.tape, at: name + 1))
            } catch {
                throw error.inside(.key(key))
            }
            name = json.tape.end(of: name + 1)
        }
        self = result
    }
}

extension Dictionary: JSONEncodable where Key == String, Value: JSONEncodable {
    /// A JSON object.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(mapValues { $0.jsonValue }) }

    #if !hasFeature(Embedded)
    /// Whether the dictionary holds what `expected` names, member by member
    /// (a member expected `null` matches one left out), each compared as its
    /// type compares it, with no JSON written for the dictionary: as a
    /// state's object is matched, in part.
    @_spi(FlowTools) public func jsonMatches(_ expected: JSONExpected) -> Bool {
        guard case .object(_, let end) = expected.token else { return false }
        var name = expected.index + 1
        while name < end {
            guard case .string(let key) = expected.tape.tokens[name] else { return false }
            if let value = self[key] {
                guard value.jsonMatches(expected.at(name + 1)) else { return false }
            } else if case .null = expected.tape.tokens[name + 1] {
            } else {
                return false
            }
            name = expected.tape.end(of: name + 1)
        }
        return true
    }
    #endif
}

// The raw-value readers below are not inlinable, unlike the other readers
// here: one shared copy serves every enum, where a copy specialized for each
// weighed 78 KB in an app of every machine (20 KB in one of the alert), for
// no measurable change in replaying a spec. Nor are the writers of
// optionals, collections and raw values, and `JSONMembersWriter`'s: an app
// writes JSON only to keep a state, and their specialized copies weighed
// 65 KB (13 KB), for 0.2% more instructions replaying a spec.
extension JSONDecodable where Self: RawRepresentable & CaseIterable, RawValue == String {
    /// One of the raw values; any other string is refused with the list of
    /// those allowed.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        if let probe = json.probe, let first = Self.allCases.first {
            probe.read(.values(Self.allCases.map { .string($0.rawValue) }))
            self = first
            return
        }
        let text = try json.string()
        guard let value = Self(rawValue: text) else {
            throw .unknownValue(text, allowed: Self.allCases.map { $0.rawValue })
        }
        self = value
    }
}

extension JSONEncodable where Self: RawRepresentable, RawValue == String {
    /// The raw value, as a string.
    @_spi(FlowTools) public var jsonValue: JSONValue { .string(rawValue) }
}

extension JSONDecodable where Self: RawRepresentable & CaseIterable, RawValue == Int {
    /// One of the raw values; any other number is refused with the list of
    /// those allowed.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        if let probe = json.probe, let first = Self.allCases.first {
            probe.read(.values(Self.allCases.map { .number(Double($0.rawValue)) }))
            self = first
            return
        }
        let number = try json.integer(Int.self)
        guard let value = Self(rawValue: number) else {
            throw .unknownValue(number, allowed: Self.allCases.map { $0.rawValue })
        }
        self = value
    }
}

extension JSONEncodable where Self: RawRepresentable, RawValue == Int {
    /// The raw value, as a number (past ±(2^53 − 1), as a string of its digits).
    @_spi(FlowTools) public var jsonValue: JSONValue { JSONWholeNumber.json(rawValue) }
}
