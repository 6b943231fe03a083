/// A font as data: a size in points, a weight, and optionally a family name
/// (`"PingFang-SC-Regular"`) the front may honour.
public struct FontSpec: Hashable, Codable, Sendable {
    /// The thickness of the strokes.
    public enum Weight: String, Hashable, Codable, Sendable, CaseIterable {
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
    }

    /// The point size.
    public var size: Double
    /// How heavy the strokes are.
    public var weight: Weight
    /// A font family, when the design asks for one.
    public var family: String?

    /// A font of `size` points.
    public init(size: Double, weight: Weight = .regular, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.family = family
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case size, weight, family }

    /// Reads a font; the weight defaults to regular, and a size outside
    /// `Bounds.length` is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.decode(Double.self, forKey: .size)
        try Bounds.check(size, "size", in: Bounds.length, or: { $0 })
        self.init(
            size: size,
            weight: try container.decodeIfPresent(Weight.self, forKey: .weight) ?? .regular,
            family: try container.decodeIfPresent(String.self, forKey: .family))
    }

    /// The system font at `size`.
    public static func system(_ size: Double, weight: Weight = .regular) -> FontSpec {
        FontSpec(size: size, weight: weight)
    }
}
