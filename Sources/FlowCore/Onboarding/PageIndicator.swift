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
public struct PageIndicator: Machine, Sendable {
    /// How the indicator moves between pages.
    public enum Mode: Equatable, Codable, Sendable {
        /// The seed's: the current dot slides in two stages.
        case slide
        /// Frames follow the scroll position (`follow(progress:)`), like
        /// AdvancedPageControl's worm.
        case interactive
        /// At most `maxVisible` dots, the window sliding with the current
        /// page, like FlexiblePageControl; the page changes at once.
        case windowed(maxVisible: Int)
    }

    /// How many pages (dots) there are.
    public var count: Int
    /// The current dot's width.
    public var currentDotWidth: Double
    /// The other dots' width.
    public var otherDotWidth: Double
    /// Every dot's height.
    public var dotHeight: Double
    /// The gap between dots.
    public var spacing: Double
    /// The dots' corner radius (half the height by default).
    public var cornerRadius: Double
    /// The current dot's colour.
    public var currentColor: ColorToken
    /// The other dots' colour.
    public var otherColor: ColorToken
    /// The second stage of a slide (the seed's 0.1 s).
    public var slideDuration: Double
    /// How it moves between pages.
    public var mode: Mode

    /// An indicator; throws for a negative count, a negative or non-finite
    /// length, or a window of fewer than one dot.
    public init(
        count: Int, currentDotWidth: Double, otherDotWidth: Double, dotHeight: Double, spacing: Double = 0,
        cornerRadius: Double? = nil, currentColor: ColorToken = "#187CFF", otherColor: ColorToken = "#EBEDF0",
        slideDuration: Double = 0.1, mode: Mode = .slide
    ) throws(PageIndicatorError) {
        guard count >= 0 else { throw .negativeCount(count) }
        let lengths = [("currentDotWidth", currentDotWidth), ("otherDotWidth", otherDotWidth), ("dotHeight", dotHeight), ("spacing", spacing), ("slideDuration", slideDuration), ("cornerRadius", cornerRadius ?? 0)]
        if let (name, value) = lengths.first(where: { !$0.1.isFinite || $0.1 < 0 }) { throw .invalidLength(name, value) }
        if case .windowed(let maxVisible) = mode, maxVisible < 1 { throw .emptyWindow(maxVisible) }
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
    }

    /// The current page and any slide under way.
    public struct State: Equatable, Codable, Sendable {
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
    public enum Event: Equatable, Codable, Sendable {
        /// Show `page` (ignored out of range or when already shown).
        case goTo(page: Int)
        /// Follow the scroll position, in pages (interactive mode).
        case follow(progress: Double)
        /// A slide's second stage ended (the indicator's own timer).
        case slideEnded
    }

    /// What the front does.
    public enum Effect: Equatable, Codable, Sendable {
        /// Play a slide; `topmostDot` is drawn above the others while it runs.
        case slide(animation: Timeline, topmostDot: Int)
    }

    public var initialState: State { State() }

    /// The timer that ends a slide.
    public static let slideTimer: TimerID = "slide"

    /// The dots' frames with `page` current: left to right, `spacing` apart,
    /// the current dot `currentDotWidth` wide and the others `otherDotWidth`.
    public func layout(page: Int) -> [Rect] {
        var x = 0.0
        return (0..<max(count, 0)).map { index in
            let width = index == page ? currentDotWidth : otherDotWidth
            defer { x += width + spacing }
            return Rect(x: x, y: 0, width: width, height: dotHeight)
        }
    }

    /// The indicator's whole width.
    public var totalWidth: Double {
        count > 0 ? currentDotWidth + Double(count - 1) * (otherDotWidth + spacing) : 0
    }
}

/// Why an indicator configuration was rejected.
public enum PageIndicatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `count` (given) is negative.
    case negativeCount(Int)
    /// A length (named by the first value) that is negative or not finite.
    case invalidLength(String, Double)
    /// A window of fewer than one dot.
    case emptyWindow(Int)

    public var description: String {
        switch self {
        case .negativeCount(let count): "count must be 0 or more, got \(count)"
        case .invalidLength(let name, let value): "\(name) must be finite and not negative, got \(value)"
        case .emptyWindow(let size): "a window shows at least one dot, got \(size)"
        }
    }
}
