/// A JSON value being read by a `JSONDecodable`: the leaf conversions, an
/// object's members, and an enum case, each refusing what does not fit with
/// a `JSONDecodingError`.
///
/// The value is read from a tape (`JSONTape`), not from a `JSONValue`: a
/// value parsed straight into a tape is decoded without a dictionary or an
/// array built for each of its objects and arrays.
public struct JSONInput: Sendable {
    /// The tape holding the value.
    @usableFromInline let tape: JSONTape
    /// Where the value starts in `tape`.
    @usableFromInline let index: Int
    @usableFromInline let slot: JSONProbe.Slot

    /// Set only while `JSONSchema` draws a type: the reads are then recorded
    /// and answered with samples, and `value` is `null`.
    @inlinable var probe: JSONProbe? { slot.probe }

    /// The value's first token (a container's says where it ends).
    @inlinable var token: JSONTape.Token { tape.tokens[index] }

    /// The value, built whole.
    @_spi(FlowTools) public var value: JSONValue { tape.value(at: index) }

    /// Input over `value`.
    @_spi(FlowTools) public init(_ value: JSONValue) {
        self.init(tape: JSONTape(value), at: 0)
    }

    /// Input over the value at `index` of `tape`.
    @usableFromInline package init(tape: JSONTape, at index: Int) {
        self.tape = tape
        self.index = index
        slot = JSONProbe.Slot(nil)
    }

    /// Input that records the decoder's reads (`JSONSchema`).
    init(probe: JSONProbe) {
        tape = JSONTape(.null)
        index = 0
        slot = JSONProbe.Slot(probe)
    }

    /// Whether the value is `null`.
    @inlinable var isNull: Bool {
        if case .null = token { return true }
        return false
    }

    /// Notes, while a schema is drawn, that the value may also be one of
    /// `values`: for a decoder that looks at the value itself first (a
    /// preset's name, or an object).
    package func mayAlsoBe(oneOf values: [JSONValue]) {
        probe?.allowsAlso(.values(values))
    }

    /// Reads the value as a `T`.
    @inlinable @_spi(FlowTools) public func decode<T: JSONDecodable>(_ type: T.Type = T.self) throws(JSONDecodingError) -> T {
        try T(json: self)
    }

    /// The error for a value of the wrong kind: "expected …, found …".
    @_spi(FlowTools) public func expected(_ what: String) -> JSONDecodingError {
        Self.expected(what, found: token)
    }

    @usableFromInline static func expected(_ what: String, found token: JSONTape.Token) -> JSONDecodingError {
        JSONDecodingError("expected \(what), found \(token.kindDescription)")
    }

    /// A string.
    @inlinable @_spi(FlowTools) public func string() throws(JSONDecodingError) -> String {
        if let probe {
            probe.read(.string)
            return ""
        }
        return try Self.string(token)
    }

    /// `true` or `false`.
    @inlinable @_spi(FlowTools) public func bool() throws(JSONDecodingError) -> Bool {
        if let probe {
            probe.read(.boolean)
            return false
        }
        return try Self.bool(token)
    }

    /// A number; the strings `"NaN"`, `"Infinity"` and `"-Infinity"` stand for
    /// the numbers JSON cannot write.
    @_spi(FlowTools) public func number() throws(JSONDecodingError) -> Double {
        if let probe {
            probe.read(.number(nil))
            return 0
        }
        return try Self.number(token)
    }

    /// A whole number that fits `T`: a number within ±(2^53 − 1), or past
    /// it a string of its digits (`"9007199254740993"`).
    @_spi(FlowTools) public func integer<T: FixedWidthInteger>(_ type: T.Type) throws(JSONDecodingError) -> T {
        if let probe {
            probe.read(.integer(Int(clamping: T.min)...Int(clamping: T.max)))
            return 0
        }
        return try Self.integer(T.self, token)
    }

    // The leaf conversions of one token, which the Codable bridge's
    // decoder (`JSONDecoding`) shares: a scalar is read without a tape.

    /// The string `token` holds.
    @usableFromInline package static func string(_ token: JSONTape.Token) throws(JSONDecodingError) -> String {
        guard case .string(let text) = token else { throw expected("a string", found: token) }
        return text
    }

    /// The flag `token` holds.
    @usableFromInline package static func bool(_ token: JSONTape.Token) throws(JSONDecodingError) -> Bool {
        guard case .bool(let flag) = token else { throw expected("true or false", found: token) }
        return flag
    }

    /// The number `token` holds, or stands for.
    package static func number(_ token: JSONTape.Token) throws(JSONDecodingError) -> Double {
        switch token {
        case .number(let number): return number
        case .string("NaN"): return .nan
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        default: throw expected("a number", found: token)
        }
    }

    /// The whole number `token` holds, which must fit `T`: a JSON number
    /// within ±(2^53 − 1), or past it a string of its digits
    /// (`JSONWholeNumber`).
    package static func integer<T: FixedWidthInteger>(_ type: T.Type, _ token: JSONTape.Token) throws(JSONDecodingError) -> T {
        if case .string(let text) = token { return try JSONWholeNumber.parse(text, as: T.self).get() }
        guard case .number(let number) = token else { throw expected("an integer", found: token) }
        guard number == number.rounded() else {
            throw JSONDecodingError("expected a whole number, found \(JSONWriter.format(number))")
        }
        // From 2^53 on a JSON number no longer says which integer it means
        // (9007199254740993 reads as 9007199254740992), so only the integers
        // below it are taken as numbers: JavaScript's safe integers.
        guard abs(number) <= Self.largestExactInteger else {
            // Past 2^53 the number read is the nearest Double, not always the
            // one written: it is named as about that.
            throw JSONDecodingError(
                "expected a whole number within ±(2^53 − 1) (JSON numbers are exact only that far; past it, a string of its digits), "
                    + "found a number of about \(JSONWriter.format(number))")
        }
        guard let integer = T(exactly: number) else {
            throw JSONDecodingError("expected a whole number from \(T.min) to \(T.max), found \(JSONWriter.format(number))")
        }
        return integer
    }

    /// 2^53 − 1: the largest integer whose successor a JSON number still tells apart.
    static let largestExactInteger = Double(JSONWholeNumber.largestExact)

    /// The members of an object whose keys are all among `allowed`; any
    /// other key is refused with the list of those allowed (a typo in a spec
    /// must not be ignored).
    @_spi(FlowTools) public func members(_ allowed: [String]) throws(JSONDecodingError) -> JSONMembers {
        try members(allowing: { allowed.contains($0) }, listed: { allowed })
    }

    /// The members of an object whose keys are all among `allowed`, listed
    /// as one literal (`json.members("title message kind")`).
    @_spi(FlowTools) public func members(_ allowed: JSONNames) throws(JSONDecodingError) -> JSONMembers {
        try members(allowing: { allowed.contains($0) }, listed: { allowed.names })
    }

    /// The members, each key checked by `isAllowed`; `listed` gives the
    /// names allowed, for a refusal or a schema.
    private func members(allowing isAllowed: (String) -> Bool, listed: () -> [String]) throws(JSONDecodingError) -> JSONMembers {
        if let probe {
            probe.allowedKeys = listed()
            return JSONMembers(tape: JSONTape(), object: nil, caseName: nil, probe: probe)
        }
        guard case .object(_, let end) = token else { throw expected("an object") }
        var member = index + 1
        while member < end {
            if case .string(let key) = tape.tokens[member], !isAllowed(key) {
                // The error names the first unknown key in sorted order: the
                // least of this one and those after it.
                var unknown = key
                var other = tape.end(of: member + 1)
                while other < end {
                    if case .string(let name) = tape.tokens[other], !isAllowed(name), name < unknown { unknown = name }
                    other = tape.end(of: other + 1)
                }
                throw JSONDecodingError(
                    "unknown member \(JSONValue.quoted(unknown)) (allowed: \(listed().map { JSONValue.quoted($0) }.joined(separator: ", ")))")
            }
            member = tape.end(of: member + 1)
        }
        return JSONMembers(tape: tape, object: index, caseName: nil, probe: nil)
    }

    /// The name a case written as `name` has now. A short scan, not a
    /// dictionary: the table is a literal at each decoder, read on every
    /// event and effect decoded, and holds a few names.
    private static func currentName(of name: String, _ renamed: KeyValuePairs<String, String>) -> String {
        for (former, current) in renamed where former == name { return current }
        return name
    }

    /// An enum case as the specs write it: the bare name of a case without a
    /// payload (`"loginDue"`), or an object of one member, the case's name,
    /// holding its payload (`{"hideRequested": {"delay": 1}}`).
    ///
    /// `renamed` maps a case's former spellings to its name: recorded
    /// traces are public data, so a renamed case still reads under the
    /// name it was recorded with, and reads as its new name (the schema
    /// lists the old one as deprecated; `flow record` writes the new one).
    ///
    /// `bare` names the cases that carry nothing: those are their bare name
    /// alone, and an object holding anything for one (`{"tapped": {}}`,
    /// `{"tapped": null}`) is refused, as its schema refuses it.
    @_spi(FlowTools) public func enumCase(renamed: KeyValuePairs<String, String> = [:], bare: JSONNames = "") throws(JSONDecodingError) -> JSONCase {
        if let probe {
            // The first pass names no case, so the decoder's refusal lists them.
            probe.isCase = true
            for (former, current) in renamed where probe.caseRenames[former] == nil { probe.caseRenames[former] = current }
            return JSONCase(name: probe.forcedCase ?? "", tape: JSONTape(), payload: nil, probe: probe)
        }
        switch token {
        case .string(let name):
            return JSONCase(name: Self.currentName(of: name, renamed), spelling: name, tape: tape, payload: nil, probe: nil)
        case .object(count: 1, _):
            guard case .string(let name) = tape.tokens[index + 1] else { throw expected("a case name") }
            let current = Self.currentName(of: name, renamed)
            if bare.contains(current) {
                throw JSONDecodingError("case \(JSONValue.quoted(name)) carries nothing: write it as the bare name \(JSONValue.quoted(name))").inside(.key(name))
            }
            return JSONCase(name: current, spelling: name, tape: tape, payload: index + 2, probe: nil)
        case .object:
            throw JSONDecodingError("expected exactly one case name")
        default:
            throw expected("a case name, or an object with one member")
        }
    }
}

/// An object's members, read by key; an error in a member names it.
///
/// Its generic readers are inlinable, so that each machine's module (a
/// module of its own, beside the runtime) specializes them for the types it
/// reads: called unspecialized across the module boundary, every read looked
/// up generic metadata at run time (replaying a spec took 15% more
/// instructions). They are not
/// inlined: a copy for each type read, rather than one at each of a
/// configuration's many reads, keeps an app's decoders small (44 KB of a
/// one-machine app, `Scripts/app-size.sh`, for 1% more instructions
/// replaying a spec).
@_spi(FlowTools) public struct JSONMembers: Sendable {
    /// The tape holding the object.
    @usableFromInline let tape: JSONTape
    /// Where the object starts in `tape`; nil for no members (a bare case).
    @usableFromInline let object: Int?
    /// The enum case whose payload these are, which an error's path names too.
    @usableFromInline let caseName: String?
    @usableFromInline let slot: JSONProbe.Slot

    /// The probe recording the object's reads, while `JSONSchema` draws it.
    @inlinable var probe: JSONProbe? { slot.probe }

    /// The members, by key, built whole.
    @_spi(FlowTools) public var values: [String: JSONValue] {
        guard let object else { return [:] }
        return tape.value(at: object).objectValue ?? [:]
    }

    /// Members from an object's dictionary.
    @_spi(FlowTools) public init(_ values: [String: JSONValue]) {
        self.init(tape: JSONTape(.object(values)), object: 0, caseName: nil, probe: nil)
    }

    @usableFromInline init(tape: JSONTape, object: Int?, caseName: String?, probe: JSONProbe?) {
        self.tape = tape
        self.object = object
        self.caseName = caseName
        slot = JSONProbe.Slot(probe)
    }

    /// Where the value of member `key` starts in `tape`, or nil.
    @usableFromInline func member(_ key: String) -> Int? {
        guard let object else { return nil }
        return tape.member(key, of: object)
    }

    /// Where the value of member `key` starts, or nil when it is left out or `null`.
    func presentMember(_ key: String) -> Int? {
        guard let member = member(key) else { return nil }
        if case .null = tape.tokens[member] { return nil }
        return member
    }

    // What every generic reader does around `T(json:)`, written once: the
    // web module holds a copy of each reader for each type it reads (about
    // 150), and each copy carried this inline.

    /// Member `key`, or nil when it is left out or `null`.
    @usableFromInline @inline(never) func presentInput(_ key: String) -> JSONInput? {
        presentMember(key).map { JSONInput(tape: tape, at: $0) }
    }

    /// Member `key`, which must be there.
    @usableFromInline @inline(never) func requiredInput(_ key: String) throws(JSONDecodingError) -> JSONInput {
        guard let member = member(key) else { throw within(.missingMember(key)) }
        return JSONInput(tape: tape, at: member)
    }

    /// `error`, met reading member `key`, seen from the object (and its case).
    @usableFromInline @inline(never) func located(_ error: JSONDecodingError, at key: String) -> JSONDecodingError {
        probe?.noteRefusedSample(at: key, error)
        return within(error.inside(.key(key)))
    }

    /// Whether `key` is there (and not `null`).
    @_spi(FlowTools) public func contains(_ key: String) -> Bool {
        presentMember(key) != nil
    }

    /// The member `key`, which must be there.
    @inlinable @_spi(FlowTools) public func decode<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws(JSONDecodingError) -> T {
        if let probe { return try decode(probe.requiredMember(key, T.readAndDrop), at: key) }
        return try decode(try requiredInput(key), at: key)
    }

    /// The member `key`, or nil when it is left out or `null`.
    @inlinable @_spi(FlowTools) public func decodeIfPresent<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws(JSONDecodingError) -> T? {
        if let probe {
            probe.optionalMember(key, T.self)
            return nil
        }
        guard let input = presentInput(key) else { return nil }
        return try decode(input, at: key)
    }

    /// The member `key`, or `fallback` when it is left out or `null`: how a
    /// configuration reads its documented defaults.
    @inlinable @_spi(FlowTools) public func decode<T: JSONDecodable>(_ key: String, default fallback: T) throws(JSONDecodingError) -> T {
        // The fallback is a value, not an autoclosure: a closure at each of
        // hundreds of call sites weighed tens of kilobytes in the web module.
        try decodeIfPresent(key, as: T.self) ?? fallback
    }

    /// The member `key`, or `fallback` when it is left out or `null`; the
    /// default is written into the type's schema too.
    @inlinable @_spi(FlowTools) public func decode<T: JSONCodable>(_ key: String, default fallback: T) throws(JSONDecodingError) -> T {
        if let probe { return probe.defaultedMember(key, fallback) }
        return try decodeIfPresent(key, as: T.self) ?? fallback
    }

    /// The number `key`, or `fallback` when it is left out or `null`, with
    /// the bounds the type's own validation holds it to, which its JSON
    /// Schema states (`JSONSchema`). The check stays with the type, which
    /// makes the same when built in Swift; `Scripts/check-schemas.py` holds
    /// each schema's bounds to what the machine accepts and refuses.
    /// With `orInfinity`, the value may also be infinite (`"Infinity"`):
    /// "no limit", where the type takes that.
    @inline(never) @_spi(FlowTools) public func decode(
        _ key: String, default fallback: Double, schemaBounds bounds: ClosedRange<Double>, orInfinity: Bool = false
    ) throws(JSONDecodingError) -> Double {
        if let probe {
            let finite = JSONShape.number(bounds)
            probe.optionalMember(key, shape: orInfinity ? .anyOf([finite, .values(["Infinity"])]) : finite, defaultValue: fallback.jsonValue)
            return fallback
        }
        return try decodeIfPresent(key, as: Double.self) ?? fallback
    }

    // Reading over a default in place: `try c.update(&width, from: "width")`
    // leaves `width` as it is when the member is left out. One call a
    // member, which passes where the value lives instead of the default
    // and takes the result back (in the web module, about a third of each
    // member's reading).

    /// Replaces `value` with member `key` when it is there (and not `null`).
    @inlinable @_spi(FlowTools) public func update<T: JSONCodable>(_ value: inout T, from key: String) throws(JSONDecodingError) {
        value = try decode(key, default: value)
    }

    /// Replaces `value` with member `key` when it is there, with the bounds
    /// of its numbers by their keys, for its schema.
    @inlinable @_spi(FlowTools) public func update<T: JSONCodable>(
        _ value: inout T, from key: String, schemaBounds bounds: [String: ClosedRange<Double>]
    ) throws(JSONDecodingError) {
        value = try decode(key, default: value, schemaBounds: bounds)
    }

    /// Replaces `value` with the number `key` when it is there, with the
    /// bounds the type's own validation holds it to, for its schema (see
    /// `decode(_:default:schemaBounds:orInfinity:)`).
    @inline(never) @_spi(FlowTools) public func update(
        _ value: inout Double, from key: String, schemaBounds bounds: ClosedRange<Double>, orInfinity: Bool = false
    ) throws(JSONDecodingError) {
        value = try decode(key, default: value, schemaBounds: bounds, orInfinity: orInfinity)
    }

    /// Replaces `value` with the whole number `key` when it is there, with
    /// the bounds the type's own validation holds it to, for its schema.
    @inline(never) @_spi(FlowTools) public func update(_ value: inout Int, from key: String, schemaBounds bounds: ClosedRange<Int>) throws(JSONDecodingError) {
        value = try decode(key, default: value, schemaBounds: bounds)
    }

    /// The number `key`, which must be there, with the bounds the type's
    /// own validation holds it to, for its schema (see the form with a default).
    @inline(never) @_spi(FlowTools) public func decode(_ key: String, schemaBounds bounds: ClosedRange<Double>) throws(JSONDecodingError) -> Double {
        if let probe { return try decode(probe.requiredMember(key, Double.readAndDrop, shape: .number(bounds)), at: key) }
        return try decode(key, as: Double.self)
    }

    /// The whole number `key`, which must be there, with the bounds the
    /// type's own validation holds it to, for its schema.
    @inline(never) @_spi(FlowTools) public func decode(_ key: String, schemaBounds bounds: ClosedRange<Int>) throws(JSONDecodingError) -> Int {
        if let probe { return try decode(probe.requiredMember(key, Int.readAndDrop, shape: .integer(bounds)), at: key) }
        return try decode(key, as: Int.self)
    }

    /// The number `key`, or nil when it is left out or `null`, with the
    /// bounds the type's own validation holds it to, for its schema.
    @inline(never) @_spi(FlowTools) public func decodeIfPresent(_ key: String, schemaBounds bounds: ClosedRange<Double>) throws(JSONDecodingError) -> Double? {
        if let probe {
            probe.optionalMember(key, shape: .number(bounds))
            return nil
        }
        return try decodeIfPresent(key, as: Double.self)
    }

    /// The numbers `key`, which must be there, each within `bounds` (or
    /// infinite, with `orInfinity`), `count` of them when given: what the
    /// type's own validation holds them to, for its schema.
    @inline(never) @_spi(FlowTools) public func decode(
        _ key: String, schemaBounds bounds: ClosedRange<Double>, orInfinity: Bool = false, count: ClosedRange<Int>? = nil
    ) throws(JSONDecodingError) -> [Double] {
        if let probe {
            let finite = JSONShape.number(bounds)
            let element = orInfinity ? JSONShape.anyOf([finite, .values(["Infinity"])]) : finite
            return try decode(probe.requiredMember(key, shape: .array(element, count: count)), at: key)
        }
        return try decode(key, as: [Double].self)
    }

    /// The array `key`, which must be there, of `count` elements: what the
    /// type's own validation holds it to, for its schema.
    @inlinable @_spi(FlowTools) public func decode<T: JSONDecodable>(_ key: String, count: ClosedRange<Int>) throws(JSONDecodingError) -> [T] {
        if let probe {
            return try decode(probe.requiredMember(key, shape: .array(probe.shape(of: T.readAndDrop), count: count)), at: key)
        }
        return try decode(key, as: [T].self)
    }

    /// The member `key` (a size, a rectangle, insets, a point), or
    /// `fallback`, with the bounds the type's own validation holds its
    /// numbers to, by their keys (`Bounds.sizeMembers`), for its schema.
    @inlinable @_spi(FlowTools) public func decode<T: JSONCodable>(
        _ key: String, default fallback: T, schemaBounds bounds: [String: ClosedRange<Double>]
    ) throws(JSONDecodingError) -> T {
        if let probe { return probe.defaultedMember(key, fallback, bounds: bounds) }
        return try decodeIfPresent(key, as: T.self) ?? fallback
    }

    /// The member `key`, which must be there, with the bounds of its
    /// numbers by their keys, for its schema (see the form with a default).
    @inlinable @_spi(FlowTools) public func decode<T: JSONDecodable>(_ key: String, as type: T.Type = T.self, schemaBounds bounds: [String: ClosedRange<Double>]) throws(JSONDecodingError) -> T {
        if let probe { return try decode(probe.requiredMember(key, T.readAndDrop, bounds: bounds), at: key) }
        return try decode(key, as: T.self)
    }

    /// The whole number `key`, or nil when it is left out or `null`, with
    /// the bounds the type's own validation holds it to, for its schema.
    @inline(never) @_spi(FlowTools) public func decodeIfPresent(_ key: String, schemaBounds bounds: ClosedRange<Int>) throws(JSONDecodingError) -> Int? {
        if let probe {
            probe.optionalMember(key, shape: .integer(bounds))
            return nil
        }
        return try decodeIfPresent(key, as: Int.self)
    }

    /// The whole number `key`, or `fallback`, with the bounds the type's
    /// own validation holds it to, for its schema (see the `Double` form).
    @inline(never) @_spi(FlowTools) public func decode(_ key: String, default fallback: Int, schemaBounds bounds: ClosedRange<Int>) throws(JSONDecodingError) -> Int {
        if let probe {
            probe.optionalMember(key, shape: .integer(bounds), defaultValue: fallback.jsonValue)
            return fallback
        }
        return try decodeIfPresent(key, as: Int.self) ?? fallback
    }

    @inlinable func decode<T: JSONDecodable>(_ input: JSONInput, at key: String) throws(JSONDecodingError) -> T {
        do throws(JSONDecodingError) {
            return try T(json: input)
        } catch {
            throw located(error, at: key)
        }
    }

    /// `error` with the case's name in front, for a case's payload.
    func within(_ error: JSONDecodingError) -> JSONDecodingError {
        caseName.map { error.inside(.key($0)) } ?? error
    }
}

/// An enum case read from JSON: its name and its payload.
@_spi(FlowTools) public struct JSONCase: Sendable {
    /// The case's name.
    @_spi(FlowTools) public let name: String
    /// The name as written, which an error's path names: a former spelling
    /// (`enumCase(renamed:)`) reads as `name`.
    @usableFromInline let spelling: String
    /// The tape holding the payload.
    @usableFromInline let tape: JSONTape
    /// Where the payload starts in `tape`; nil for a bare name.
    @usableFromInline let payloadIndex: Int?
    @usableFromInline let slot: JSONProbe.Slot

    /// The probe recording the case's reads, while `JSONSchema` draws it.
    @inlinable var probe: JSONProbe? { slot.probe }

    /// Its payload, built whole; nil for a bare name.
    @_spi(FlowTools) public var payload: JSONValue? { payloadIndex.map { tape.value(at: $0) } }

    /// A case read from JSON.
    @_spi(FlowTools) public init(name: String, payload: JSONValue?) {
        self.init(name: name, tape: payload.map { JSONTape($0) } ?? JSONTape(), payload: payload == nil ? nil : 0, probe: nil)
    }

    init(name: String, spelling: String? = nil, tape: JSONTape, payload: Int?, probe: JSONProbe?) {
        self.name = name
        self.spelling = spelling ?? name
        self.tape = tape
        payloadIndex = payload
        slot = JSONProbe.Slot(probe)
    }

    /// The members of the case's payload object, refusing any key not in
    /// `allowed`. A bare name reads as an empty payload, so a case whose
    /// members are all optional may be written bare.
    @_spi(FlowTools) public func members(_ allowed: [String]) throws(JSONDecodingError) -> JSONMembers {
        if let probe { return JSONMembers(tape: tape, object: nil, caseName: name, probe: probe.payloadObject(allowed)) }
        return try members { (payload: JSONInput) throws(JSONDecodingError) in try payload.members(allowed) }
    }

    /// The members of the case's payload object, listed as one literal
    /// (`value.members("screen safeArea")`).
    @_spi(FlowTools) public func members(_ allowed: JSONNames) throws(JSONDecodingError) -> JSONMembers {
        if let probe { return JSONMembers(tape: tape, object: nil, caseName: name, probe: probe.payloadObject(allowed.names)) }
        return try members { (payload: JSONInput) throws(JSONDecodingError) in try payload.members(allowed) }
    }

    /// The payload's members as `check` reads them off the payload, with
    /// the case's name in front of an error.
    private func members(checkedBy check: (JSONInput) throws(JSONDecodingError) -> JSONMembers) throws(JSONDecodingError) -> JSONMembers {
        guard let payloadIndex else { return JSONMembers(tape: tape, object: nil, caseName: spelling, probe: nil) }
        do throws(JSONDecodingError) {
            _ = try check(JSONInput(tape: tape, at: payloadIndex))
            return JSONMembers(tape: tape, object: payloadIndex, caseName: spelling, probe: nil)
        } catch {
            throw error.inside(.key(spelling))
        }
    }

    /// The payload's one member `key`.
    @inlinable @_spi(FlowTools) public func value<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws(JSONDecodingError) -> T {
        try members([key]).decode(key)
    }

    /// The payload's one whole number `key`, with the bounds the type's own
    /// validation holds it to, for its schema.
    @_spi(FlowTools) public func value(_ key: String, schemaBounds bounds: ClosedRange<Int>) throws(JSONDecodingError) -> Int {
        try members([key]).decode(key, schemaBounds: bounds)
    }

    /// The payload of a case with one unlabelled value, written as the
    /// value itself (`{"gate": {"launch": …}}`).
    @inlinable @_spi(FlowTools) public func payload<T: JSONDecodable>(as type: T.Type = T.self) throws(JSONDecodingError) -> T {
        let input: JSONInput
        if let probe {
            // Drawn, the value is read from the sample of its shape.
            input = probe.payloadValue(T.readAndDrop)
        } else {
            guard let payloadIndex else { throw .needsValue(spelling) }
            input = JSONInput(tape: tape, at: payloadIndex)
        }
        do throws(JSONDecodingError) {
            return try T(json: input)
        } catch {
            throw located(error)
        }
    }

    /// `error`, met reading the payload, seen from the case.
    @usableFromInline @inline(never) func located(_ error: JSONDecodingError) -> JSONDecodingError {
        probe?.noteRefusedSample(at: name, error)
        return error.inside(.key(spelling))
    }

    /// The refusal of a case the type does not have, listing those it has.
    @_spi(FlowTools) public func unknown(among names: JSONNames) -> JSONDecodingError {
        unknown(among: names.names)
    }

    /// The refusal of a case the type does not have, listing those it has.
    @_spi(FlowTools) public func unknown(among names: [String]) -> JSONDecodingError {
        probe?.caseNames = names
        return JSONDecodingError("unknown case \(JSONValue.quoted(spelling)) (allowed: \(names.map { JSONValue.quoted($0) }.joined(separator: ", ")))")
    }
}
