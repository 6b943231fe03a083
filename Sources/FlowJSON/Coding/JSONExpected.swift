extension JSONValue {
    /// Whether two numbers are equal as specs compare them: two whole
    /// numbers exactly (an epoch in milliseconds off by one is off), any
    /// others within `tolerance` (a written 0.3 for a computed
    /// 0.30000000000000004).
    package static func numbersEqual(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
        if a == b { return true }
        if a == a.rounded(), b == b.rounded() { return false }
        return abs(a - b) <= tolerance
    }

    /// Whether two strings are equal as Swift compares them (canonical
    /// equivalence), asking first whether their bytes are the same: a long
    /// text that is what a spec expects (a text view's, each step) then
    /// costs a comparison of words, where Swift's own compares a text that
    /// is not ASCII character by character.
    package static func stringsEqual(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count > 15 else { return a == b }
        return a.hasSameBytes(as: b) || a == b
    }
}

#if !hasFeature(Embedded)
/// What a spec expects of a value: a partial JSON value, read where the
/// spec was parsed, that `JSONEncodable.jsonMatches(_:)` compares a value
/// with as the value is walked, so a passing step builds no JSON for the
/// state it checks.
///
/// An object in it may leave members out (at any depth); a member it gives
/// as `null` matches a member the value leaves out (a nil optional). Two
/// numbers that are not both whole may differ by the spec's tolerance.
@_spi(FlowTools) public struct JSONExpected {
    let tape: JSONTape
    let index: Int
    let tolerance: Double

    /// The value at `index` of `tape`, compared within `tolerance`. The tape
    /// must come from a reader that refuses repeated member names (every
    /// spec reader does): an object's members are then its tokens.
    package init(_ tape: JSONTape, at index: Int, tolerance: Double) {
        self.tape = tape
        self.index = index
        self.tolerance = tolerance
    }

    var token: JSONTape.Token { tape.tokens[index] }

    /// The expectation at `index` of the same tape.
    @usableFromInline func at(_ index: Int) -> JSONExpected { JSONExpected(tape, at: index, tolerance: tolerance) }

    /// Whether the value at `index` of the same tape is `null`.
    @usableFromInline func isNull(at index: Int) -> Bool {
        if case .null = tape.tokens[index] { true } else { false }
    }

    /// The expected value, built whole.
    package var value: JSONValue { tape.value(at: index) }

    /// Whether `value`, the value's JSON form, holds what is expected.
    @_spi(FlowTools) public func matches(_ value: JSONValue) -> Bool {
        matches(value, whole: false)
    }

    /// Whether `value` holds what is expected. As a spec reads a state, an
    /// object it names is cut down to the members it names before the two
    /// are compared, except inside an array, whose elements are compared
    /// whole (`whole`): there one enum case (a one-member object) does not
    /// match another even where the expected case's member is `null`.
    private func matches(_ value: JSONValue, whole: Bool) -> Bool {
        switch (token, value) {
        case (.number(let a), .number(let b)): return JSONValue.numbersEqual(a, b, tolerance: tolerance)
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return JSONValue.stringsEqual(a, b)
        case (.array(let count, _), .array(let elements)):
            guard count == elements.count else { return false }
            var element = index + 1
            for actual in elements {
                guard at(element).matches(actual, whole: true) else { return false }
                element = tape.end(of: element)
            }
            return true
        case (.object(let count, let end), .object(let members)):
            if whole, count == 1, members.count == 1, case .string(let key) = tape.tokens[index + 1], members.first?.key != key { return false }
            // Whole (inside an array), every member the value has must be expected.
            if whole, members.count > count { return false }
            var name = index + 1
            var present = 0
            while name < end {
                guard case .string(let key) = tape.tokens[name] else { return false }
                if let member = members[key] {
                    guard at(name + 1).matches(member, whole: whole) else { return false }
                    present += 1
                } else if case .null = tape.tokens[name + 1] {
                    // Swift leaves a nil optional out: an expected null matches an absent member.
                } else {
                    return false
                }
                name = tape.end(of: name + 1)
            }
            return !whole || present == members.count
        default:
            return false
        }
    }
}

/// An object's members compared with what a spec expects, one at a time,
/// each only when the spec names it: the counterpart of `JSONMembersWriter`
/// that a large type's `jsonMatches(_:)` is written with.
///
/// Inlinable, so that a coding module's `jsonMatches` compares each member
/// through its own type's code: called across modules unspecialized, each
/// member cost the runtime's look-up of its type's metadata (an optional
/// member's `Optional<T>` about 480 instructions), 12% of replaying a popup
/// queue's trace. Only tools compare (it is not in an app's WebAssembly).
@_spi(FlowTools) public struct JSONMembersMatcher {
    @usableFromInline let expected: JSONExpected
    /// Where the expected object's tokens end (none when it is not one).
    @usableFromInline let end: Int
    /// Whether every member compared so far matched.
    @usableFromInline var allMatched: Bool
    /// How many members the expectation names, and how many of them name
    /// a member of the value: a name the value has no member of, even
    /// with `null`, is no match (it would hide a misspelled member).
    @usableFromInline var named = 0
    @usableFromInline var compared = 0

    /// A matcher of the members `expected` names; nothing matches an
    /// expectation that is not an object.
    @_spi(FlowTools) public init(_ expected: JSONExpected) {
        self.expected = expected
        guard case .object(let count, let end) = expected.token else {
            end = expected.index
            allMatched = false
            return
        }
        self.end = end
        allMatched = true
        named = count
    }

    /// The index of the value the expectation names `key` with, if it does.
    /// The names are looked up on the tape, not in a dictionary: a spec
    /// names a few members, and each is compared once.
    @usableFromInline func named(_ key: String) -> Int? {
        var name = expected.index + 1
        while name < end {
            if case .string(let named) = expected.tape.tokens[name], named == key { return name + 1 }
            name = expected.tape.end(of: name + 1)
        }
        return nil
    }

    /// Compares member `key`, holding `value`, when it is named.
    @inlinable @_spi(FlowTools) public mutating func check<T: JSONEncodable>(_ key: String, _ value: T) {
        guard allMatched, let index = named(key) else { return }
        compared += 1
        allMatched = value.jsonMatches(expected.at(index))
    }

    /// Compares member `key` when it is named: a nil value (left out of
    /// the object) matches only `null`.
    @inlinable @_spi(FlowTools) public mutating func check<T: JSONEncodable>(_ key: String, _ value: T?) {
        if let value { return check(key, value) }
        guard allMatched, let index = named(key) else { return }
        compared += 1
        allMatched = expected.isNull(at: index)
    }

    /// Whether every named member is one of the value's and matched.
    @inlinable @_spi(FlowTools) public var matches: Bool {
        allMatched && compared == named
    }
}
#endif
