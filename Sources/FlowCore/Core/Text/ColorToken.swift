/// A colour as a name the front resolves: `"#RRGGBB"` or `"#RRGGBBAA"` for
/// the seeds' hex colours, or a semantic name a design system defines.
public struct ColorToken: Hashable, Codable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The token's text.
    public var rawValue: String

    /// A token with the given text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}
