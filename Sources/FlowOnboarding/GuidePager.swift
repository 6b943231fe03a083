/// Onboarding pages swiped sideways, with a skip button, a start button on
/// the last page and a page indicator, in the seed's two variants:
/// MLGuidePageView (`guide`) and HQNewFeatureView (`newFeature`).
///
/// The seed called its finish handler on every scroll callback past the
/// 30 pt threshold, so the host's completion ran many times: here the pager
/// finishes exactly once, and every later event is ignored.
/// - JSON: machine
public struct GuidePager: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "guide-pager"

    /// Which seed's behaviour.
    /// - JSON: coded
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        /// MLGuidePageView: the page settles when scrolling ends; the start
        /// button fades in on the last page; skip and start fade the guide
        /// out; optionally swiping on past the last page finishes.
        case guide
        /// HQNewFeatureView: a blank page after the last; the indicator
        /// follows the scroll by halves and hides on the blank page; the start
        /// button shows only on the last real page; ending on the blank page,
        /// or start, removes the screen.
        case newFeature
    }

    /// How the pager leaves when it finishes.
    /// - JSON: coded
    public enum ExitStyle: String, Hashable, Sendable, CaseIterable {
        /// Fade out over 1 s (ease-out), then go (MLGuidePageView).
        case fade
        /// Go at once (HQNewFeatureView).
        case immediate
    }

    /// The article's guide pages, or its new-feature pages.
    public let variant: Variant
    /// How the pager leaves when it finishes (by default the variant's).
    /// - JSON: default variant == .guide ? .fade : .immediate
    public let exitStyle: ExitStyle
    /// How many pages there are.
    /// - JSON: bounds Bounds.count
    public let pageCount: Int
    /// The screen the pages fill.
    /// - JSON: bounds Bounds.sizeMembers
    public let pageSize: LayoutSize
    /// The safe area, for the buttons and the indicator.
    /// - JSON: bounds Bounds.insetsMembers
    public let safeArea: Insets
    /// Whether the skip button is hidden (the seed's flag).
    public let hidesSkipButton: Bool
    /// Whether the start button is hidden (the seed's flag).
    public let hidesStartButton: Bool
    /// MLGuidePageView's `isSlipIntoHomeView`: the content is 50 pt wider and
    /// scrolling more than 30 pt past the last page finishes.
    public let slipsIntoHome: Bool
    /// The seed's `MLFit.fitFloat` scale applied to its design sizes.
    /// - JSON: bounds GuidePager.fitScales
    public let fitScale: Double
    /// The size of HQNewFeatureView's start button (its image's size).
    /// - JSON: bounds Bounds.sizeMembers
    public let newFeatureStartButtonSize: LayoutSize
    /// The indicator (by default the seed's: for the guide 14-wide dots, 4
    /// high, no spacing, sliding; for the new-feature pages UIPageControl's
    /// 7-point dots 9 apart, orange and black, changing at once).
    /// - JSON: default try? Self.defaultIndicator(variant: variant, pageCount: pageCount, fitScale: fitScale, reducesMotion: reducesMotion)
    public let indicator: PageIndicator
    /// The buttons' and the bar's look (the seed's by default).
    public let style: GuideStyle
    /// Reduce Motion: the default indicator changes page at once. The fades
    /// (the start button's, the guide's) stay: a fade does not move.
    public let reducesMotion: Bool

    /// How far past the last page a swipe finishes, and the extra content width that allows it.
    public static let slipThreshold = 30.0
    /// The extra content width that lets a swipe past the last page slip into the app.
    public static let slipExtraWidth = 50.0
    /// The fade out when the guide finishes, and the start button's fade in.
    public static let fadeDuration = 1.0
    /// The timer that removes the pager after its fade.
    public static let fadeTimer: TimerID = "fade"

    /// The fit scales accepted: the seed's is the screen width over 375, 1 to
    /// about 3.6 on today's devices.
    public static let fitScales: ClosedRange<Double> = 0.1...10

    /// A pager; the exit style defaults to the variant's seed. Throws
    /// `.outOfBounds` for a page count past `Bounds.count`, a size or inset
    /// outside `Bounds.length`, or a fit scale outside `fitScales`.
    public init(
        variant: Variant = .guide, exitStyle: ExitStyle? = nil, pageCount: Int, pageSize: LayoutSize, safeArea: Insets = .zero, hidesSkipButton: Bool = false,
        hidesStartButton: Bool = false, slipsIntoHome: Bool = false, fitScale: Double = 1,
        newFeatureStartButtonSize: LayoutSize = LayoutSize(width: 105, height: 36), indicator: PageIndicator? = nil, style: GuideStyle = GuideStyle(),
        reducesMotion: Bool = false
    ) throws(GuidePagerError) {
        let error = GuidePagerError.outOfBounds
        try Bounds.check(pageCount, "pageCount", in: Bounds.count, or: error)
        try Bounds.check(pageSize, "pageSize", or: error)
        try Bounds.check(safeArea, "safeArea", or: error)
        try Bounds.check(fitScale, "fitScale", in: Self.fitScales, or: error)
        try Bounds.check(newFeatureStartButtonSize, "newFeatureStartButtonSize", or: error)
        try style.checkBounds(or: error)
        self.style = style
        self.variant = variant
        self.exitStyle = exitStyle ?? (variant == .guide ? .fade : .immediate)
        self.pageCount = pageCount
        self.pageSize = pageSize
        self.safeArea = safeArea
        self.hidesSkipButton = hidesSkipButton
        self.hidesStartButton = hidesStartButton
        self.slipsIntoHome = slipsIntoHome
        self.fitScale = fitScale
        self.newFeatureStartButtonSize = newFeatureStartButtonSize
        self.reducesMotion = reducesMotion
        if let indicator {
            self.indicator = indicator
        } else {
            do throws(PageIndicatorError) {
                self.indicator = try Self.defaultIndicator(variant: variant, pageCount: pageCount, fitScale: fitScale, reducesMotion: reducesMotion)
            } catch {
                throw .indicator(error)
            }
        }
    }

    /// The seed's indicator for a variant: MLGuidePageControl's bar of
    /// 14 × 4 fit dots for the guide; UIPageControl's 7-point dots, 9 apart,
    /// the current one orange and the others black, for the new-feature pages.
    /// With `reducesMotion`, the guide's slide is an instant change.
    public static func defaultIndicator(
        variant: Variant, pageCount: Int, fitScale: Double, reducesMotion: Bool = false
    ) throws(PageIndicatorError) -> PageIndicator {
        switch variant {
        case .guide:
            try PageIndicator(
                count: pageCount, currentDotWidth: 14 * fitScale, otherDotWidth: 14 * fitScale, dotHeight: 4 * fitScale, reducesMotion: reducesMotion)
        case .newFeature:
            try PageIndicator(
                count: pageCount, currentDotWidth: 7, otherDotWidth: 7, dotHeight: 7, spacing: 9, currentColor: "#FF8000",
                otherColor: "#000000", mode: .instant)
        }
    }

    /// Where the pager is.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// On screen, following the scroll.
        case showing
        /// Fading out after finishing (guide variant).
        case finishing
        /// Gone; every event is ignored.
        case removed
    }

    /// The page, the buttons' visibility, the indicator, and whether the guide is leaving.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Where the pager is in its life.
        public var phase: Phase = .showing
        /// The page the scroll settled on.
        public var page = 0
        /// The scroll view's content offset, as its scrolls report it: the
        /// scene draws the pages there, so that they follow the finger.
        public var offset = 0.0
        /// Whether the start button is shown (its alpha's target).
        public var isStartButtonVisible: Bool
        /// Whether the indicator is hidden (on the new-feature blank page).
        public var isIndicatorHidden = false
        /// The page indicator's own state.
        public var indicator = PageIndicator.State()

        /// The state on the first page.
        public init(isStartButtonVisible: Bool = false) {
            self.isStartButtonVisible = isStartButtonVisible
        }
    }

    /// Scrolling and taps from the front, and the pager's own timers.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The scroll view scrolled to `offset` (scrollViewDidScroll).
        case scrolled(offset: Double)
        /// Scrolling ended at `offset` (scrollViewDidEndDecelerating).
        case scrollEnded(offset: Double)
        /// The skip button was tapped.
        case skipTapped
        /// The start button was tapped.
        case startTapped
        /// The fade out ended (the pager's own timer).
        case fadeOutEnded
        /// An event for the indicator (its own timers come back this way).
        case indicator(event: PageIndicator.Event)
        /// A hardware key: the left and right arrows turn a page (the front
        /// scrolls, with `scrollTo`), Return and Space tap the start button
        /// while it shows, Escape the skip button.
        /// - JSON: was key
        case keyPressed(KeyboardKey)
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Animate the start button in (alpha 0 → 1 over 1 s).
        case showStartButton(animation: Timeline)
        /// Call the host's completion (as the seed does, before the fade).
        /// - JSON: was finished
        case finish
        /// Fade the guide out (alpha 1 → 0 over 1 s, ease-out).
        case fadeOut(animation: Timeline)
        /// Remove the guide.
        /// - JSON: was removed
        case remove
        /// What the indicator asks for.
        case indicator(effect: PageIndicator.Effect)
        /// Scroll to `page` (a key asked for it); the scroll's own events follow.
        case scrollTo(page: Int)
    }

    /// The start button is visible at once when there is a single page.
    public var initialState: State { State(isStartButtonVisible: pageCount == 1 && !hidesStartButton) }

    /// The start button's fade in.
    public static let startButtonFadeIn = Timeline(.tween("startButton", .alpha, from: .scalar(0), to: .scalar(1), duration: fadeDuration))
    /// The guide's fade out.
    public static let guideFadeOut = Timeline(.tween("guide", .alpha, from: .scalar(1), to: .scalar(0), duration: fadeDuration, curve: .easeOut))
}

/// Why a guide pager configuration was rejected.
public enum GuidePagerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A count, length or scale outside the range `Bounds` (or `GuidePager.fitScales`) gives for it.
    case outOfBounds(OutOfBounds)
    /// The indicator's configuration was rejected.
    case indicator(PageIndicatorError)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        case .indicator(let error): "indicator: \(error)"
        }
    }
}
