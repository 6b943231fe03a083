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

/// A font as data: a size in points, a weight, and optionally a family name
/// (`"PingFang-SC-Regular"`) the front may honour.
public struct FontSpec: Hashable, Codable, Sendable {
    /// The thickness of the strokes.
    public enum Weight: String, Hashable, Codable, Sendable {
        case regular, medium, semibold, bold
    }

    /// The point size.
    public var size: Double
    public var weight: Weight
    /// A font family, when the design asks for one.
    public var family: String?

    /// A font of `size` points.
    public init(size: Double, weight: Weight = .regular, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.family = family
    }

    /// The system font at `size`.
    public static func system(_ size: Double, weight: Weight = .regular) -> FontSpec {
        FontSpec(size: size, weight: weight)
    }
}
