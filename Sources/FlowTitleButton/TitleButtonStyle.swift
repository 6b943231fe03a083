/// A title button's look; the seed's values are the defaults.
public struct TitleButtonStyle: Hashable, Sendable {
    /// The arrow image's size, as the front's asset measures.
    /// - JSON: bounds Bounds.sizeMembers
    public var arrowSize: LayoutSize
    /// The arrow pointing down (not selected) and up (selected).
    public var arrowImage: String
    /// The arrow image while selected (`nav_arrow_up`).
    public var selectedArrowImage: String
    /// Shown when there is no title.
    public var homeTitle: String
    /// Bold 17 pt, growing as a headline.
    public var font: FontSpec
    /// The title's colour (the seed's dark grey).
    public var textColor: ColorToken
    /// The room the navigation bar gives the title view; a longer title is cut.
    /// - JSON: bounds Bounds.length or infinity
    public var maxWidth: Double
    /// Which way the title reads: right to left, the arrow goes first.
    public var layoutDirection: ReadingDirection
    /// The reader's text size (Dynamic Type; the seed's `.large` by default):
    /// the font grows by its text style, the button grows with it, and a
    /// title wider than `maxWidth` is cut (`isTruncated`).
    public var contentSize: TextSizeCategory
    /// Whether a title of nothing but whitespace shows the home title too.
    /// The seed shows "首页" only for a missing title (B1): a blank one is
    /// drawn as it is, with its arrow (VoiceOver then reads the home title,
    /// rather than nothing).
    public var blankTitleIsHome: Bool

    /// The seed's font: bold 17, growing as a headline.
    public static let seedFont = FontSpec.system(17, weight: .bold, textStyle: .headline)

    /// A style; throws `.outOfBounds` for an arrow or font size outside
    /// `Bounds.length`, or a maximum width neither in it nor infinite.
    public init(
        arrowSize: LayoutSize, arrowImage: String = "nav_arrow_down", selectedArrowImage: String = "nav_arrow_up", homeTitle: String = "首页",
        font: FontSpec = TitleButtonStyle.seedFont, textColor: ColorToken = "#555555", maxWidth: Double = .infinity,
        layoutDirection: ReadingDirection = .leftToRight, contentSize: TextSizeCategory = .large, blankTitleIsHome: Bool = false
    ) throws(TitleButtonError) {
        try Bounds.check(arrowSize, "arrowSize", or: TitleButtonError.outOfBounds)
        try Bounds.check(font.size, "font.size", in: Bounds.length, or: TitleButtonError.outOfBounds)
        if maxWidth != .infinity { try Bounds.check(maxWidth, "maxWidth", in: Bounds.length, or: TitleButtonError.outOfBounds) }
        self.arrowSize = arrowSize
        self.arrowImage = arrowImage
        self.selectedArrowImage = selectedArrowImage
        self.homeTitle = homeTitle
        self.font = font
        self.textColor = textColor
        self.maxWidth = maxWidth
        self.layoutDirection = layoutDirection
        self.contentSize = contentSize
        self.blankTitleIsHome = blankTitleIsHome
    }
}

/// Why a title button configuration was rejected.
public enum TitleButtonError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The arrow size or font size is outside `Bounds.length`, or `maxWidth`
    /// is neither in it nor infinite.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        }
    }
}
