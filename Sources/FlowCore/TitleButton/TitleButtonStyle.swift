/// A title button's look; the seed's values are the defaults.
public struct TitleButtonStyle: Equatable, Codable, Sendable {
    /// The arrow image's size, as the front's asset measures.
    public var arrowSize: Size
    /// The arrow pointing down (not selected) and up (selected).
    public var arrowImage: String
    /// The arrow image while selected (`nav_arrow_up`).
    public var selectedArrowImage: String
    /// Shown when there is no title.
    public var homeTitle: String
    /// Bold 17 pt, dark grey.
    public var font: FontSpec
    /// The title's colour (the seed's dark grey).
    public var textColor: ColorToken
    /// The room the navigation bar gives the title view; a longer title is cut.
    public var maxWidth: Double
    /// Which way the title reads: right to left, the arrow goes first.
    public var layoutDirection: LayoutDirection

    /// A style; throws for an arrow size or maximum width that is negative or NaN.
    public init(
        arrowSize: Size, arrowImage: String = "nav_arrow_down", selectedArrowImage: String = "nav_arrow_up", homeTitle: String = "首页",
        font: FontSpec = .system(17, weight: .bold), textColor: ColorToken = "#555555", maxWidth: Double = .infinity,
        layoutDirection: LayoutDirection = .leftToRight
    ) throws(TitleButtonError) {
        guard arrowSize.width.isFinite, arrowSize.height.isFinite, arrowSize.width >= 0, arrowSize.height >= 0 else {
            throw .invalidArrowSize(arrowSize)
        }
        guard maxWidth >= 0 else { throw .invalidMaxWidth(maxWidth) }
        self.arrowSize = arrowSize
        self.arrowImage = arrowImage
        self.selectedArrowImage = selectedArrowImage
        self.homeTitle = homeTitle
        self.font = font
        self.textColor = textColor
        self.maxWidth = maxWidth
        self.layoutDirection = layoutDirection
    }
}

/// Why a title button configuration was rejected.
public enum TitleButtonError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The arrow size (given) is negative or not finite.
    case invalidArrowSize(Size)
    /// The maximum width (given) is not positive.
    case invalidMaxWidth(Double)

    public var description: String {
        switch self {
        case .invalidArrowSize(let size): "the arrow size must be finite and not negative, got \(size.width) × \(size.height)"
        case .invalidMaxWidth(let width): "maxWidth must not be negative or NaN, got \(width)"
        }
    }
}
