extension JSONValue {
    /// An object of the members that are there: a nil member is left out,
    /// as a configuration or state leaves out what it does not hold.
    @_spi(FlowTools) public static func members(_ members: [String: JSONValue?]) -> JSONValue {
        var object: [String: JSONValue] = [:]
        object.reserveCapacity(members.count)
        for (key, value) in members {
            if let value { object[key] = value }
        }
        return .object(object)
    }

    /// An enum case as the specs write it: `{name: {members}}`, or the bare
    /// name when the case has no members there (`"loginDue"`).
    @_spi(FlowTools) public static func enumCase(_ name: String, _ members: [String: JSONValue?] = [:]) -> JSONValue {
        let object = Self.members(members)
        if case .object(let present) = object, present.isEmpty { return .string(name) }
        return .object([name: object])
    }

    /// An enum case with one unlabelled value, written as `{name: value}`.
    @_spi(FlowTools) public static func enumCase(_ name: String, payload: JSONValue) -> JSONValue {
        .object([name: payload])
    }
}

extension Dictionary where Key == String, Value == JSONValue? {
    /// Sets `key` to `value` unless it equals `fallback`: a configuration
    /// written back holds only what differs from its defaults, and reads back
    /// the same.
    @_spi(FlowTools) public mutating func set<T: JSONEncodable & Equatable>(_ key: String, _ value: T, unlessEqualTo fallback: T) {
        if value != fallback { self[key] = .some(value.jsonValue) }
    }

    /// Sets `key` to `value` unless it is written as `fallback` is: for a
    /// value that is not `Equatable` (a machine's configuration inside
    /// another's), the same comparison by JSON form.
    @_spi(FlowTools) public mutating func set<T: JSONEncodable>(_ key: String, _ value: T, unlessEqualTo fallback: T) {
        let written = value.jsonValue
        if written != fallback.jsonValue { self[key] = .some(written) }
    }
}
