/// A name that travels as a bare JSON string (timer ids, animated
/// properties, colour tokens): written as a string literal in code and in
/// specs, compared by its text.
public protocol StringToken: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
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

    #if !hasFeature(Embedded)
    /// Reads the token from a JSON string (for a token type that conforms to `Codable`).
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the token as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    #endif

    public var description: String { rawValue }
}
