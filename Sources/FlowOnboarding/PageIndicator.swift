/// A page indicator whose current dot is wider and slides to the next page
/// (the seed's MLGuidePageControl).
///
/// The seed's slide works for neighbours only and drops a request made during
/// an animation. Here a jump of any length stretches over all the dots it
/// crosses and ends exactly on the static layout of the new page; a request
/// during a slide is kept (the latest wins) and runs when the slide ends, so
/// the indicator never disagrees with the pager. There is also an interactive
/// mode that follows a fractional scroll position, and a windowed mode for
/// many pages.
/// - JSON: machine
public struct PageIndicator: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "page-indicator"

    /// How the indicator moves between pages.
    /// - JSON: coded
    public enum Mode: Hashable, Sendable {
        /// The seed's: the current dot slides in two stages.
        case slide
        /// UIPageControl's (the new-feature screen's): the current dot
        /// changes at once, with no animation.
        case instant
        /// Frames follow the scroll position (`scrolled(progress:)`), like
        /// AdvancedPageControl's worm.
        case interactive
        /// At most `maxVisible` dots, the window sliding with the current
        /// page, like FlexiblePageControl; the page changes at once.
        /// - JSON: bounds 1...Bounds.count.upperBound
        case windowed(maxVisible: Int)
    }

    /// How many pages (dots) there are.
    /// - JSON: bounds Bounds.count
    public let count: Int
    /// The current dot's width.
    /// - JSON: bounds Bounds.length
    public let currentDotWidth: Double
    /// The other dots' width.
    /// - JSON: bounds Bounds.length
    public let otherDotWidth: Double
    /// Every dot's height.
    /// - JSON: bounds Bounds.length
    public let dotHeight: Double
    /// The gap between dots.
    /// - JSON: bounds Bounds.length
    public let spacing: Double
    /// The dots' corner radius (half the height by default).
    /// - JSON: bounds Bounds.length; default dotHeight / 2
    public let cornerRadius: Double
    /// The current dot's colour.
    public let currentColor: ColorToken
    /// The other dots' colour.
    public let otherColor: ColorToken
    /// The second stage of a slide (the seed's 0.1 s).
    /// - JSON: bounds Bounds.duration
    public let slideDuration: Double
    /// How it moves between pages.
    public let mode: Mode
    /// Reduce Motion: a slide is an instant change (the current page moves
    /// at once, with no effect or timer), as the `instant` mode.
    public let reducesMotion: Bool
    /// Which way the pages read: right to left the first page's dot is on
    /// the right, as UIPageControl mirrors.
    public let layoutDirection: ReadingDirection
    /// What VoiceOver calls the indicator (`seedAccessibilityLabel`, "页码").
    public let accessibilityLabel: String
    /// The indicator's value for VoiceOver: `{page}` of `{count}`.
    public let accessibilityValue: TextTemplate

    /// The indicator's name for VoiceOver by default: "页码".
    public static let seedAccessibilityLabel = "页码"
    /// Its value for VoiceOver by default: "第 {page} 页,共 {count} 页".
    public static let seedAccessibilityValue: TextTemplate = "第 {page} 页,共 {count} 页"

    /// An indicator; throws `OutOfBounds` (as `.outOfBounds`) for a count
    /// past `Bounds.count`, a length outside `Bounds.length`, a slide
    /// duration outside `Bounds.duration`, or a window of fewer than one dot.
    public init(
        count: Int, currentDotWidth: Double, otherDotWidth: Double, dotHeight: Double, spacing: Double = 0,
        cornerRadius: Double? = nil, currentColor: ColorToken = "#187CFF", otherColor: ColorToken = "#EBEDF0",
        slideDuration: Double = 0.1, mode: Mode = .slide, reducesMotion: Bool = false, layoutDirection: ReadingDirection = .leftToRight,
        accessibilityLabel: String = PageIndicator.seedAccessibilityLabel, accessibilityValue: TextTemplate = PageIndicator.seedAccessibilityValue
    ) throws(PageIndicatorError) {
        let error = PageIndicatorError.outOfBounds
        try Bounds.check(count, "count", in: Bounds.count, or: error)
        let lengths = [
            ("currentDotWidth", currentDotWidth), ("otherDotWidth", otherDotWidth), ("dotHeight", dotHeight), ("spacing", spacing),
            ("cornerRadius", cornerRadius ?? 0),
        ]
        for (name, value) in lengths { try Bounds.check(value, name, in: Bounds.length, or: error) }
        try Bounds.check(slideDuration, "slideDuration", in: Bounds.duration, or: error)
        if case .windowed(let maxVisible) = mode { try Bounds.check(
            maxVisible, "mode.windowed.maxVisible", in: 1...Bounds.count.upperBound, or: error
        ) }
        self.count = count
        self.currentDotWidth = currentDotWidth
        self.otherDotWidth = otherDotWidth
        self.dotHeight = dotHeight
        self.spacing = spacing
        self.cornerRadius = cornerRadius ?? dotHeight / 2
        self.currentColor = currentColor
        self.otherColor = otherColor
        self.slideDuration = slideDuration
        self.mode = mode
        self.reducesMotion = reducesMotion
        self.layoutDirection = layoutDirection
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
    }

    /// The current page and any slide under way.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// The page the indicator shows (after any slide in progress).
        public var currentPage = 0
        /// The page a slide in progress is heading to.
        public var slidingTo: Int?
        /// The latest page asked for during a slide, to slide to next.
        public var queuedPage: Int?
        /// The scroll position, in pages (interactive mode).
        public var progress = 0.0
        /// The first page shown (windowed mode).
        public var windowStart = 0

        /// An indicator on the first page.
        public init() {}
    }

    /// Page changes from the pager, and the slide's own timer.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Show `page` (ignored out of range or when already shown).
        /// - JSON: was goTo
        case pageRequested(page: Int)
        /// Follow the scroll position, in pages (interactive mode).
        /// - JSON: was follow
        case scrolled(progress: Double)
        /// A slide's second stage ended (the indicator's own timer).
        case slideEnded
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Play a slide; `topmostDot` is drawn above the others while it runs.
        case slide(animation: Timeline, topmostDot: Int)
    }

    public var initialState: State { State() }

    /// The timer that ends a slide.
    public static let slideTimer: TimerID = "slide"

    /// The dots' frames with `page` current: left to right, `spacing` apart,
    /// the current dot `currentDotWidth` wide and the others `otherDotWidth`.
    public func layout(page: Int) -> [LayoutRect] {
        var x = 0.0
        return (0..<max(count, 0)).map { index in
            let width = index == page ? currentDotWidth : otherDotWidth
            defer { x += width + spacing }
            return LayoutRect(x: x, y: 0, width: width, height: dotHeight)
        }
    }

    /// The indicator's whole width.
    public var totalWidth: Double {
        count > 0 ? currentDotWidth + Double(count - 1) * (otherDotWidth + spacing) : 0
    }
}

/// Why an indicator configuration was rejected.
public enum PageIndicatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A count, length or duration outside the range `Bounds` gives for it.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        }
    }
}
