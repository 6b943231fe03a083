/// The "welcome back" screen (the seed's HQWelcomeView): the avatar rises
/// with a spring, "欢迎归来" fades in under it, then the screen goes.
/// - JSON: machine
public struct WelcomeScreen: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "welcome-screen"

    /// The avatar's side (the seed's 90).
    /// - JSON: bounds Bounds.length
    public let avatarSize: Double
    /// The avatar's bottom edge starts this far above the screen's bottom and
    /// ends this far below its top.
    /// - JSON: bounds Bounds.length
    public let travelInset: Double
    /// What the greeting says ("欢迎归来").
    public let greeting: String
    /// The greeting's font.
    public let greetingFont: FontSpec
    /// The gap between the avatar and the greeting.
    /// - JSON: bounds Bounds.length
    public let greetingGap: Double
    /// How long the rise lasts.
    /// - JSON: bounds Bounds.duration
    public let riseDuration: Double
    /// The rise's spring damping.
    /// - JSON: bounds WelcomeScreen.dampingRatios
    public let dampingRatio: Double
    /// How long the greeting's fade in lasts.
    /// - JSON: bounds Bounds.duration
    public let fadeDuration: Double
    /// Measures the greeting.
    public let measurer: AnyTextMeasuring
    /// The greeting's colour (the seed's `hq_titleTextColor`, a token the front resolves).
    public let greetingColor: ColorToken
    /// The screen's background image (the seed's `ad_background`).
    public let backgroundImage: String
    /// The avatar's address, from the user's profile (`avatar_large`); nil when unknown.
    public let avatarURL: String?
    /// The image shown while the avatar loads, or without one (`avatar_default_big`).
    public let avatarPlaceholder: String
    /// Reduce Motion: the avatar fades in where the rise would end (over
    /// `fadeDuration`), then the greeting fades in; no spring, no travel,
    /// and the screen goes after both fades.
    public let reducesMotion: Bool
    /// The reader's text size (Dynamic Type; the seed's `.large` by default):
    /// the greeting grows by its font's text style and wraps to the screen's
    /// width, still 16 under the avatar.
    public let contentSize: TextSizeCategory
    /// What VoiceOver calls the avatar ("头像").
    public let avatarLabel: String

    /// The spring damping ratios accepted (the seed's 0.7; 1 is critical damping).
    public static let dampingRatios: ClosedRange<Double> = 0.01...10

    /// The seed's welcome screen.
    public static let standard = try! WelcomeScreen()

    /// A welcome screen with the seed's values by default. Throws
    /// `.outOfBounds` for a length or font size outside `Bounds.length`, a
    /// duration outside `Bounds.duration`, or a damping ratio outside
    /// `dampingRatios`.
    public init(
        avatarSize: Double = 90, travelInset: Double = 200, greeting: String = "欢迎归来", greetingFont: FontSpec = .system(18, textStyle: .title3),
        greetingGap: Double = 16, riseDuration: Double = 2, dampingRatio: Double = 0.7, fadeDuration: Double = 1,
        measurer: AnyTextMeasuring = EstimatedTextMeasurer(), greetingColor: ColorToken = "hq_titleTextColor",
        backgroundImage: String = "ad_background", avatarURL: String? = nil, avatarPlaceholder: String = "avatar_default_big",
        reducesMotion: Bool = false, contentSize: TextSizeCategory = .large, avatarLabel: String = "头像"
    ) throws(WelcomeScreenError) {
        let error = WelcomeScreenError.outOfBounds
        for (name, value) in [
            ("avatarSize", avatarSize), ("travelInset", travelInset), ("greetingGap", greetingGap), ("greetingFont.size", greetingFont.size),
        ] {
            try Bounds.check(value, name, in: Bounds.length, or: error)
        }
        try Bounds.check(riseDuration, "riseDuration", in: Bounds.duration, or: error)
        try Bounds.check(fadeDuration, "fadeDuration", in: Bounds.duration, or: error)
        try Bounds.check(dampingRatio, "dampingRatio", in: Self.dampingRatios, or: error)
        self.avatarSize = avatarSize
        self.travelInset = travelInset
        self.greeting = greeting
        self.greetingFont = greetingFont
        self.greetingGap = greetingGap
        self.riseDuration = riseDuration
        self.dampingRatio = dampingRatio
        self.fadeDuration = fadeDuration
        self.measurer = measurer
        self.greetingColor = greetingColor
        self.backgroundImage = backgroundImage
        self.avatarURL = avatarURL
        self.avatarPlaceholder = avatarPlaceholder
        self.reducesMotion = reducesMotion
        self.contentSize = contentSize
        self.avatarLabel = avatarLabel
    }

    /// Waiting to start, animating, or gone.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Made, not on screen yet.
        case waiting
        /// The avatar is rising.
        case animating
        /// Gone; every event is ignored.
        case removed
    }

    /// Where the welcome animation is, and on what screen.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Where the screen is in its life.
        public var phase: Phase = .waiting
        /// The display it appeared on (lengths that are not finite or are
        /// negative count as 0); zero until it appears.
        /// - JSON: optional
        public var screen: LayoutSize = .zero
        /// Whether the avatar at `avatarURL` has loaded: until it has, the
        /// placeholder shows, as the seed's image view shows
        /// `avatar_default_big` while SDWebImage loads the address (N6).
        /// - JSON: optional
        public var isAvatarLoaded = false
        /// A new welcome screen.
        public init() {}
    }

    /// What the front reports, and the screen's own timers.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The screen is on a display of `screen` points (didMoveToWindow).
        case appeared(screen: LayoutSize)
        /// The avatar asked for by `loadAvatar` has loaded (a failure is not
        /// reported: the placeholder stays, as the seed's does).
        case avatarLoaded
        /// The animation ended (the screen's own timer).
        case animationEnded
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Play this timeline.
        case animate(timeline: Timeline)
        /// Load the avatar at `url` and report `avatarLoaded` (the seed's
        /// `hq_setImage(urlString:placeholderImage:)`).
        case loadAvatar(url: String)
        /// The screen is done: remove it.
        /// - JSON: was removed
        case remove
    }

    public var initialState: State { State() }

    /// The timer that removes the screen when its animation ends.
    public static let endTimer: TimerID = "welcome"

    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch (state.phase, event) {
        case (.waiting, .appeared(let screen)):
            state.phase = .animating
            state.screen = Self.visible(screen)
            let timeline = animation(on: screen)
            commands.append(.effect(.animate(timeline: timeline)))
            if let avatarURL { commands.append(.effect(.loadAvatar(url: avatarURL))) }
            commands.append(.schedule(.animationEnded, after: timeline.duration, id: Self.endTimer))
        case (.animating, .avatarLoaded) where avatarURL != nil:
            state.isAvatarLoaded = true
        case (.animating, .animationEnded):
            state.phase = .removed
            commands.append(.effect(.remove))
        case (_, .appeared), (_, .avatarLoaded), (_, .animationEnded):
            // Every other event, in every other phase, does not apply and is
            // ignored. Listed by name, not `default`: a new event must be
            // placed, here or above, and is never ignored unseen.
            break
        }
    }

    /// The avatar (90 × 90, corner 45) rises from its bottom 200 above the
    /// screen's bottom to its bottom 200 below the top, with a spring (2 s,
    /// damping 0.7, no initial velocity), the greeting following 16 below
    /// it; then the greeting's alpha goes from 0 to 1 over 1 s.
    public func animation(on screen: LayoutSize) -> Timeline {
        let visible = Self.visible(screen)
        let (width, height) = (visible.width, visible.height)
        let label = measurer.size(of: greeting, font: greetingFont.scaled(to: contentSize), maxWidth: width)
        func avatar(bottom: Double) -> LayoutRect { LayoutRect(x: (width - avatarSize) / 2, y: bottom - avatarSize, width: avatarSize, height: avatarSize) }
        func greetingFrame(below avatar: LayoutRect) -> LayoutRect {
            LayoutRect(x: (width - label.width) / 2, y: avatar.maxY + greetingGap, width: label.width, height: label.height)
        }
        let start = avatar(bottom: height - travelInset)
        let end = avatar(bottom: travelInset)
        if reducesMotion {
            return Timeline(tracks: [
                Track(target: "avatar", property: .frame, keyframes: [Keyframe(time: 0, value: .rect(end))]),
                Track(
                    target: "avatar", property: .alpha,
                    keyframes: [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: fadeDuration, value: .scalar(1), curve: .easeInOut)]
                ),
                Track(target: "greeting", property: .frame, keyframes: [Keyframe(time: 0, value: .rect(greetingFrame(below: end)))]),
                Track(
                    target: "greeting", property: .alpha,
                    keyframes: [
                        Keyframe(time: 0, value: .scalar(0)), Keyframe(time: fadeDuration, value: .scalar(0)),
                        Keyframe(time: 2 * fadeDuration, value: .scalar(1), curve: .easeInOut),
                    ]),
            ])
        }
        let spring = Curve.spring(dampingRatio: dampingRatio, initialVelocity: 0)
        return Timeline(tracks: [
            Track(
                target: "avatar", property: .frame,
                keyframes: [Keyframe(time: 0, value: .rect(start)), Keyframe(time: riseDuration, value: .rect(end), curve: spring)]
            ),
            Track(
                target: "greeting", property: .frame,
                keyframes: [
                    Keyframe(time: 0, value: .rect(greetingFrame(below: start))),
                    Keyframe(time: riseDuration, value: .rect(greetingFrame(below: end)), curve: spring),
                ]),
            Track(
                target: "greeting", property: .alpha,
                keyframes: [
                    Keyframe(time: 0, value: .scalar(0)), Keyframe(time: riseDuration, value: .scalar(0)),
                    Keyframe(time: riseDuration + fadeDuration, value: .scalar(1), curve: .easeInOut),
                ]),
        ])
    }
}

extension WelcomeScreen {
    /// `screen` with lengths that are not finite, or negative, as 0.
    static func visible(_ screen: LayoutSize) -> LayoutSize {
        LayoutSize(width: screen.width.isFinite ? max(screen.width, 0) : 0, height: screen.height.isFinite ? max(screen.height, 0) : 0)
    }
}

/// Why a welcome screen configuration was rejected.
public enum WelcomeScreenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A length, duration or damping ratio outside its range.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        }
    }
}
