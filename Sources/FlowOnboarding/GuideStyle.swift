/// The guide and new-feature screens' buttons and indicator bar as the seed
/// draws them, in design points: a layout multiplies what the seed scales
/// with `MLFit` (marked "fit") by the pager's `fitScale`.
/// - JSON: every member optional
/// - JSON: coded
public struct GuideStyle: Hashable, Sendable {
    /// One button's look.
    /// - JSON: coded
    public struct Button: Hashable, Sendable {
        /// Its title.
        public var title: String
        /// The title's font (its size is scaled when `scalesFont`).
        public var font: FontSpec
        /// Whether the font size is a fit size.
        public var scalesFont: Bool
        /// The title's colour.
        public var titleColor: ColorToken
        /// The background colour, nil when the button shows `backgroundImage`.
        public var background: ColorToken?
        /// The background image's name, for the front to load.
        public var backgroundImage: String?
        /// The corner radius (scaled when `scalesCornerRadius`).
        /// - JSON: bounds Bounds.length
        public var cornerRadius: Double
        /// Whether the corner radius is a fit size.
        public var scalesCornerRadius: Bool

        /// A button look.
        public init(
            title: String, font: FontSpec, scalesFont: Bool = false, titleColor: ColorToken, background: ColorToken? = nil,
            backgroundImage: String? = nil, cornerRadius: Double = 0, scalesCornerRadius: Bool = false
        ) {
            self.title = title
            self.font = font
            self.scalesFont = scalesFont
            self.titleColor = titleColor
            self.background = background
            self.backgroundImage = backgroundImage
            self.cornerRadius = cornerRadius
            self.scalesCornerRadius = scalesCornerRadius
        }
    }

    /// The guide's skip button: "跳 过", 12 pt fit (growing as a caption),
    /// white on black at 40%, corners of 5.
    public var skip = Button(
        title: "跳 过", font: .system(12, textStyle: .caption1), scalesFont: true, titleColor: "#FFFFFF", background: "#00000066", cornerRadius: 5)
    /// The guide's start button: "立即体验", 17 pt fit (growing as body
    /// text), white on `#187CFF`, corners of 20 fit.
    public var start = Button(
        title: "立即体验", font: .system(17, textStyle: .body), scalesFont: true, titleColor: "#FFFFFF", background: "#187CFF", cornerRadius: 20,
        scalesCornerRadius: true)
    /// The new-feature start button: "开始体验" in white on the image
    /// `new_feature_finish_button` (UIButton's 15 pt title font, growing as
    /// a subheadline; the seed sets none).
    public var newFeatureStart = Button(
        title: "开始体验", font: .system(15, textStyle: .subheadline), titleColor: "#FFFFFF", backgroundImage: "new_feature_finish_button")
    /// The bar behind the guide's dots (`#EBEDF0`, corners of half its height).
    public var indicatorBar: ColorToken = "#EBEDF0"
    /// The new-feature pages' images: the prefix, then the page's number from 1
    /// (`new_feature_1` … `new_feature_4`).
    public var newFeatureImagePrefix = "new_feature_"
    /// Which way the pages read: right to left the scene mirrors (the skip
    /// button top left, the first page's dot on the right).
    public var layoutDirection: ReadingDirection = .leftToRight
    /// The reader's text size (Dynamic Type; the seed's `.large` by default).
    /// A button's title grows by its font's text style and the button grows
    /// by as much (as `UIFontMetrics.scaledValue(for:)` grows a length),
    /// keeping its anchor (skip: its top right; start: its bottom centre)
    /// and no wider than the page less 20 on each side.
    public var contentSize: TextSizeCategory = .large
    /// What VoiceOver calls a page's picture: `{page}` is its number from 1.
    public var pageLabel: TextTemplate = "引导页 {page}"

    /// The seed's look.
    public init() {}

    /// Throws `error` for a font size or corner radius outside `Bounds.length`.
    func checkBounds<E: Error>(or error: (OutOfBounds) -> E) throws(E) {
        for (name, button) in [("skip", skip), ("start", start), ("newFeatureStart", newFeatureStart)] {
            try Bounds.check(button.font.size, "style.\(name).font.size", in: Bounds.length, or: error)
            try Bounds.check(button.cornerRadius, "style.\(name).cornerRadius", in: Bounds.length, or: error)
        }
    }
}

/// A button as a front draws it: where, and how it looks at the pager's scale.
/// - JSON: coded
public struct GuideButton: Hashable, Sendable {
    /// Its frame, in screen coordinates.
    public var frame: LayoutRect
    /// Its title.
    public var title: String
    /// The title's font, scaled.
    public var font: FontSpec
    /// The title's colour.
    public var titleColor: ColorToken
    /// The background colour, or nil for the image.
    public var background: ColorToken?
    /// The background image's name.
    public var backgroundImage: String?
    /// The corner radius, scaled.
    public var cornerRadius: Double

    /// A button from its parts, as read back from JSON.
    package init(
        frame: LayoutRect, title: String, font: FontSpec, titleColor: ColorToken, background: ColorToken?, backgroundImage: String?, cornerRadius: Double
    ) {
        self.frame = frame
        self.title = title
        self.font = font
        self.titleColor = titleColor
        self.background = background
        self.backgroundImage = backgroundImage
        self.cornerRadius = cornerRadius
    }

    /// Where a button keeps its place as it grows with the text size.
    enum Anchor {
        /// Its top right corner stays (the skip button).
        case topRight
        /// The middle of its bottom edge stays (the start buttons).
        case bottomCenter
    }

    /// `style` drawn in `frame` at `fitScale` and `contentSize`, growing
    /// from `anchor` but no wider than `pageWidth` less 20 on each side.
    init(
        _ style: GuideStyle.Button, frame: LayoutRect, fitScale: Double, contentSize: TextSizeCategory, anchor: Anchor, pageWidth: Double
    ) {
        let growth = style.font.textStyle.map { contentSize.scale(for: $0) } ?? 1
        var frame = frame
        if growth != 1 {
            let width = min(frame.width * growth, max(pageWidth - 40, frame.width))
            let height = frame.height * growth
            switch anchor {
            case .topRight: frame = LayoutRect(x: frame.maxX - width, y: frame.y, width: width, height: height)
            case .bottomCenter: frame = LayoutRect(x: frame.midX - width / 2, y: frame.maxY - height, width: width, height: height)
            }
        }
        self.frame = frame
        title = style.title
        var font = style.font.scaled(to: contentSize)
        if style.scalesFont { font.size *= fitScale }
        self.font = font
        titleColor = style.titleColor
        background = style.background
        backgroundImage = style.backgroundImage
        cornerRadius = style.scalesCornerRadius ? style.cornerRadius * fitScale : style.cornerRadius
    }
}
