/// A name that travels as a bare JSON string (timer ids, animated
/// properties, colour tokens): written as a string literal in code and in
/// specs, compared by its text.
public protocol StringToken: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, JSONCodable {
    /// The text.
    var rawValue: String { get }
    /// A token with the given text.
    init(_ rawValue: String)
}

extension StringToken {
    /// A token written as a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Reads the token from a JSON string.
    public init(json: JSONInput) throws(JSONDecodingError) {
        self.init(try json.string())
    }

    /// The token as a JSON string.
    public var jsonValue: JSONValue { .string(rawValue) }

    public var description: String { rawValue }
}
