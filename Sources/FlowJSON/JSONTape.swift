/// A JSON value laid out as one flat list of tokens in document order, which
/// decoding reads (`JSONInput`).
///
/// A container's token says how many elements or members it has and where
/// its tokens end, so a reader steps over a value without looking inside it.
/// An object's members are each a `.string` token for the name followed by
/// the value's tokens. Read into a tape that is kept from one value to the
/// next (a spec's steps, `JSONParser.Elements.next(into:)`), a value costs
/// no allocation for its objects and arrays, where a `JSONValue` allocates
/// a dictionary for every object and an array for every array.
@usableFromInline package struct JSONTape: Sendable {
    /// One value, or the start of a container.
    @usableFromInline package enum Token: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        /// An array of `count` elements, whose tokens run up to `end`.
        case array(count: Int, end: Int)
        /// An object of `count` members, whose tokens run up to `end`.
        case object(count: Int, end: Int)
    }

    /// The tokens.
    @usableFromInline package private(set) var tokens: [Token] = []

    /// An empty tape.
    package init() {}

    /// The tape of `value`.
    package init(_ value: JSONValue) {
        append(value)
    }

    /// Empties the tape, keeping its storage for the next value.
    package mutating func removeAll() {
        tokens.removeAll(keepingCapacity: true)
    }

    /// Appends `value`'s tokens and returns the index of its first.
    @discardableResult package mutating func append(_ value: JSONValue) -> Int {
        let start = tokens.count
        switch value {
        case .null: tokens.append(.null)
        case .bool(let flag): tokens.append(.bool(flag))
        case .number(let number): tokens.append(.number(number))
        case .string(let text): tokens.append(.string(text))
        case .array(let elements):
            tokens.append(.null)
            for element in elements { append(element) }
            tokens[start] = .array(count: elements.count, end: tokens.count)
        case .object(let members):
            tokens.append(.null)
            for (key, member) in members {
                tokens.append(.string(key))
                append(member)
            }
            tokens[start] = .object(count: members.count, end: tokens.count)
        }
        return start
    }

    /// Appends a scalar's token (the parser's reading).
    mutating func append(token: Token) {
        tokens.append(token)
    }

    /// Starts a container: a token that `closeArray` or `closeObject` fills in.
    mutating func open() -> Int {
        tokens.append(.null)
        return tokens.count - 1
    }

    /// Ends the array opened at `start`, of `count` elements.
    mutating func closeArray(at start: Int, count: Int) {
        tokens[start] = .array(count: count, end: tokens.count)
    }

    /// Ends the object opened at `start`, of `count` members.
    mutating func closeObject(at start: Int, count: Int) {
        tokens[start] = .object(count: count, end: tokens.count)
    }

    /// The index just past the value at `index`.
    @usableFromInline package func end(of index: Int) -> Int {
        switch tokens[index] {
        case .array(_, let end), .object(_, let end): end
        case .null, .bool, .number, .string: index + 1
        }
    }

    /// The index of the value of member `key` of the object at `object`, or nil.
    @usableFromInline package func member(_ key: String, of object: Int) -> Int? {
        guard case .object(_, let end) = tokens[object] else { return nil }
        var index = object + 1
        while index < end {
            if case .string(let name) = tokens[index], name == key { return index + 1 }
            index = self.end(of: index + 1)
        }
        return nil
    }

    /// The value at `index`, built whole.
    package func value(at index: Int) -> JSONValue {
        var repeatedName = false
        return value(at: index, repeatedName: &repeatedName)
    }

    /// The value whose token is at `index`, noting in `repeatedName` whether
    /// an object in it names a member twice (the later one is kept): a
    /// reader that skipped that check finds it here, where each object's
    /// dictionary is built anyway.
    package func value(at index: Int, repeatedName: inout Bool) -> JSONValue {
        switch tokens[index] {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array(let count, let end):
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            var element = index + 1
            while element < end {
                elements.append(value(at: element, repeatedName: &repeatedName))
                element = self.end(of: element)
            }
            return .array(elements)
        case .object(let count, let end):
            var object = [String: JSONValue](minimumCapacity: count)
            var name = index + 1
            while name < end {
                guard case .string(let key) = tokens[name] else { break }
                if object.updateValue(value(at: name + 1, repeatedName: &repeatedName), forKey: key) != nil { repeatedName = true }
                name = self.end(of: name + 1)
            }
            return .object(object)
        }
    }
}

extension JSONTape.Token {
    /// The token of a scalar; an empty container's for an array or an
    /// object (which says what it is, not what it holds).
    package init(leaf value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array: self = .array(count: 0, end: 0)
        case .object: self = .object(count: 0, end: 0)
        }
    }

    /// What the value is, for an error: "a string", "an object".
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
