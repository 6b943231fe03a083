import FlowCore

/// A JSON value read by the bridge's decoders, with its place in the request
/// (`event.show.screen.width`) for the errors.
///
/// The bridge decodes by hand because Embedded Swift has no `Codable`; the
/// native test suite checks each decoder against the `Codable` one, so the
/// web front and the specs speak the same JSON.
struct JSONReader {
    /// The value.
    let value: JSONValue
    /// Where it sits in the request.
    let path: String

    init(_ value: JSONValue, at path: String) {
        self.value = value
        self.path = path
    }

    private func fail(_ expected: String) -> WebError {
        WebError("\(path): expected \(expected)")
    }

    /// The members of an object; anything else is refused.
    func members() throws(WebError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw fail("an object") }
        return members
    }

    /// An object's members, refusing any key not in `allowed`.
    func members(allowing allowed: [String]) throws(WebError) -> [String: JSONValue] {
        let members = try members()
        for key in members.keys.sorted() where !allowed.contains(key) {
            throw WebError("\(path): unknown key \"\(key)\" (the web bridge reads \(allowed.joined(separator: ", ")))")
        }
        return members
    }

    /// The member `key` of an object, which must be there.
    func member(_ key: String) throws(WebError) -> JSONReader {
        guard let member = try members()[key] else { throw WebError("\(path): missing \"\(key)\"") }
        return JSONReader(member, at: path + "." + key)
    }

    /// The member `key` of an object, or nil when it is left out or null.
    func optionalMember(_ key: String) throws(WebError) -> JSONReader? {
        guard let member = try members()[key] else { return nil }
        if case .null = member { return nil }
        return JSONReader(member, at: path + "." + key)
    }

    /// A number; as in the specs, the strings `"NaN"`, `"Infinity"` and
    /// `"-Infinity"` stand for the numbers JSON cannot write.
    func number() throws(WebError) -> Double {
        switch value {
        case .number(let number): return number
        case .string("NaN"): return .nan
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        default: throw fail("a number")
        }
    }

    /// A whole number that fits an `Int` on this platform.
    func int() throws(WebError) -> Int {
        let number = try number()
        guard let int = Int(exactly: number) else { throw fail("a whole number") }
        return int
    }

    /// A string.
    func string() throws(WebError) -> String {
        guard case .string(let string) = value else { throw fail("a string") }
        return string
    }

    /// A Boolean.
    func bool() throws(WebError) -> Bool {
        guard case .bool(let bool) = value else { throw fail("true or false") }
        return bool
    }

    /// The elements of an array.
    func elements() throws(WebError) -> [JSONReader] {
        guard case .array(let elements) = value else { throw fail("an array") }
        return elements.enumerated().map { JSONReader($1, at: path + "[\($0)]") }
    }

    /// A value of a `String` raw-valued enum, by its raw value.
    func rawValue<T: RawRepresentable>(_ type: T.Type) throws(WebError) -> T where T.RawValue == String {
        let text = try string()
        guard let value = T(rawValue: text) else { throw WebError("\(path): \"\(text)\" is not one of the values allowed here") }
        return value
    }

    /// An enum case as the specs write it: a bare name without a payload,
    /// or an object of one member, the case's name, holding its payload.
    func enumCase() throws(WebError) -> JSONCase {
        switch value {
        case .string(let name):
            return JSONCase(name: name, payload: nil, path: path)
        case .object(let members) where members.count == 1:
            let (name, payload) = members.first!
            return JSONCase(name: name, payload: JSONReader(payload, at: path + "." + name), path: path)
        default:
            throw fail("a case name, or an object with one member")
        }
    }
}

/// An enum case read from JSON: its name and its payload.
struct JSONCase {
    /// The case's name.
    let name: String
    /// Its payload, nil for a bare name.
    let payload: JSONReader?
    /// Where the case sits in the request.
    let path: String

    /// The payload a case needs.
    func payloadValue() throws(WebError) -> JSONReader {
        guard let payload else { throw WebError("\(path): \"\(name)\" needs its values") }
        return payload
    }

    /// The payload's object, refusing any key not in `keys`.
    func values(_ keys: [String]) throws(WebError) -> JSONReader {
        let payload = try payloadValue()
        _ = try payload.members(allowing: keys)
        return payload
    }

    /// The payload's one member `key`.
    func value(_ key: String) throws(WebError) -> JSONReader {
        try values([key]).member(key)
    }

    /// The refusal of a case the machine does not have.
    var unknown: WebError { WebError("\(path): unknown event \"\(name)\"") }
}

/// Makes a machine, turning its configuration error into the bridge's, at `path`.
func configured<T, E: Error>(at path: String, _ make: () throws(E) -> T) throws(WebError) -> T {
    do throws(E) {
        return try make()
    } catch {
        throw WebError("\(path): \(error)")
    }
}

/// A value the bridge reads from JSON.
protocol JSONReadable {
    /// Reads the value.
    init(reading json: JSONReader) throws(WebError)
}

/// A value the bridge writes as JSON, exactly as `Codable` writes it for the specs.
protocol JSONWritable {
    /// The value's JSON.
    var json: JSONValue { get }
}

extension JSONReader {
    /// A value of a readable type.
    func read<T: JSONReadable>(_ type: T.Type) throws(WebError) -> T {
        try T(reading: self)
    }
}

/// An object from members, leaving out the absent ones, as `Codable` leaves out nil optionals.
func jsonObject(_ members: [(String, JSONValue?)]) -> JSONValue {
    var object: [String: JSONValue] = [:]
    for (key, value) in members {
        if let value { object[key] = value }
    }
    return .object(object)
}

/// An enum case as the specs write it: `{name: payload}`, or the bare name
/// when there is no payload or every value in it is absent (as
/// `JSONEncoding` writes `{"open": {}}`).
func jsonCase(_ name: String, _ members: [(String, JSONValue?)]? = nil) -> JSONValue {
    guard let members, members.contains(where: { $0.1 != nil }) else { return .string(name) }
    return .object([name: jsonObject(members)])
}

/// An enum case with one unlabelled payload, which the specs write as `{name: payload}`.
func jsonCase(_ name: String, payload: JSONValue) -> JSONValue {
    .object([name: payload])
}

/// A number as the specs write it: JSON's own, or `"NaN"`, `"Infinity"`,
/// `"-Infinity"` for what JSON cannot write.
func jsonNumber(_ number: Double) -> JSONValue {
    if number.isNaN { return .string("NaN") }
    if number.isInfinite { return .string(number < 0 ? "-Infinity" : "Infinity") }
    return .number(number)
}
