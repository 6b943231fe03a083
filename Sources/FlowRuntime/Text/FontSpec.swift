/// A font as data: a size in points, a weight, optionally a family name
/// (`"PingFang-SC-Regular"`) the front may honour, and optionally the text
/// style it grows with under Dynamic Type.
public struct FontSpec: Hashable, Sendable {
    /// The thickness of the strokes.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
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
    /// The text style whose growth the font follows as the reader's text size
    /// changes (`UIFontMetrics(forTextStyle:)`); `nil` keeps `size` at every
    /// category, as a font never passed through `UIFontMetrics` does.
    public var textStyle: TextStyle?

    /// A font of `size` points.
    public init(size: Double, weight: Weight = .regular, family: String? = nil, textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.family = family
        self.textStyle = textStyle
    }

    /// The system font at `size`, growing with `textStyle` when one is given.
    public static func system(_ size: Double, weight: Weight = .regular, textStyle: TextStyle? = nil) -> FontSpec {
        FontSpec(size: size, weight: weight, textStyle: textStyle)
    }

    /// The font at the reader's `category`, as `UIFontMetrics.scaledFont(for:)`
    /// makes it: its size times its text style's growth there
    /// (`TextSizeCategory.scale(for:)`), and no text style any more, so
    /// scaling the result again changes nothing. A font without a text style
    /// is returned as it is.
    public func scaled(to category: TextSizeCategory) -> FontSpec {
        guard let textStyle else { return self }
        return FontSpec(size: size * category.scale(for: textStyle), weight: weight, family: family)
    }
}
