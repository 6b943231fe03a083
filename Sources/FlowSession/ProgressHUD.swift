/// A progress HUD with SVProgressHUD's timing rules (the seed's), and
/// MBProgressHUD's as options.
///
/// Notices (info, success, error) dismiss themselves after
/// clamp(0.06 × length + 0.5, `minimumDismissTime`, `maximumDismissTime`)
/// seconds, the length counted as `noticeLengthUnit` (SVProgressHUD's
/// `displayDurationForString`; the seed's `setMinimumDismissTimeInterval(1)`
/// sets the minimum). A spinner stays until hidden, and goes at once then.
///
/// Options beyond the seed: a grace time passes before the HUD appears, and
/// a hide before then means it never appears; a minimum show time holds
/// every hide, spinners included (MBProgressHUD's `minShowTime`); a delayed
/// hide that comes due during the grace time cancels the HUD (MBProgressHUD
/// could leave it up for good in that case). Showing again cancels a pending
/// hide. Fades are timelines.
/// - JSON: machine
public struct ProgressHUD: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "progress-hud"

    /// How long a show waits before the HUD appears, so quick tasks never
    /// flash it (0: at once, as SVProgressHUD by default).
    /// - JSON: bounds Bounds.duration
    public let graceTime: Double
    /// The least time on screen for anything, spinners included; a hide
    /// before then waits out the rest (MBProgressHUD's `minShowTime`; 0, off,
    /// by default, as SVProgressHUD).
    /// - JSON: bounds Bounds.duration
    public let minimumShowTime: Double
    /// The shortest a notice stays (the seed's `setMinimumDismissTimeInterval(1)`).
    /// - JSON: bounds Bounds.duration
    public let minimumDismissTime: Double
    /// The longest a notice stays (SVProgressHUD's default: unlimited).
    /// - JSON: bounds Bounds.duration or infinity
    public let maximumDismissTime: Double
    /// How a notice's length is counted for its display time: UTF-16 units,
    /// as SVProgressHUD's `string.length`.
    public let noticeLengthUnit: TextLengthUnit
    /// The fades' lengths.
    /// - JSON: bounds Bounds.duration
    public let fadeInDuration: Double
    /// How long the fade out lasts.
    /// - JSON: bounds Bounds.duration
    public let fadeOutDuration: Double
    /// The reader's text size (Dynamic Type; `.large` by default). The
    /// status grows as a subheadline, as SVProgressHUD's does, and wraps at
    /// `Look.labelMaximumWidth`; the card grows around it.
    public let contentSize: TextSizeCategory
    /// What VoiceOver calls a spinner shown without text ("加载中").
    public let loadingLabel: String
    /// Whether the reader asked for less motion (iOS's Reduce Motion): the
    /// spinner then stands still rather than turning; the fades stay.
    public let reducesMotion: Bool

    /// A HUD; throws `.outOfBounds` for a time outside `Bounds.duration`
    /// (the maximum dismiss time may also be infinite), and
    /// `.maximumBelowMinimum` for a maximum below the minimum.
    public init(
        graceTime: Double = 0, minimumShowTime: Double = 0, minimumDismissTime: Double = 1, maximumDismissTime: Double = .infinity,
        noticeLengthUnit: TextLengthUnit = .utf16, fadeInDuration: Double = 0.15, fadeOutDuration: Double = 0.15,
        contentSize: TextSizeCategory = .large, loadingLabel: String = "加载中", reducesMotion: Bool = false
    ) throws(ProgressHUDError) {
        let finite = [
            ("graceTime", graceTime), ("minimumShowTime", minimumShowTime), ("minimumDismissTime", minimumDismissTime),
            ("fadeInDuration", fadeInDuration), ("fadeOutDuration", fadeOutDuration),
        ]
        for (name, value) in finite { try Bounds.check(value, name, in: Bounds.duration, or: ProgressHUDError.outOfBounds) }
        if maximumDismissTime != .infinity {
            try Bounds.check(maximumDismissTime, "maximumDismissTime", in: Bounds.duration, or: ProgressHUDError.outOfBounds)
        }
        guard maximumDismissTime >= minimumDismissTime else {
            throw .maximumBelowMinimum(maximum: maximumDismissTime, minimum: minimumDismissTime)
        }
        self.init(
            checked: graceTime, minimumShowTime, minimumDismissTime, maximumDismissTime, noticeLengthUnit, fadeInDuration, fadeOutDuration,
            contentSize, loadingLabel, reducesMotion)
    }

    private init(
        checked graceTime: Double, _ minimumShowTime: Double, _ minimumDismissTime: Double, _ maximumDismissTime: Double,
        _ noticeLengthUnit: TextLengthUnit, _ fadeInDuration: Double, _ fadeOutDuration: Double, _ contentSize: TextSizeCategory,
        _ loadingLabel: String, _ reducesMotion: Bool
    ) {
        self.graceTime = graceTime
        self.minimumShowTime = minimumShowTime
        self.minimumDismissTime = minimumDismissTime
        self.maximumDismissTime = maximumDismissTime
        self.noticeLengthUnit = noticeLengthUnit
        self.fadeInDuration = fadeInDuration
        self.fadeOutDuration = fadeOutDuration
        self.contentSize = contentSize
        self.loadingLabel = loadingLabel
        self.reducesMotion = reducesMotion
    }

    /// The seed's HUD: SVProgressHUD with a 1 s minimum dismiss time.
    public static let standard = ProgressHUD(checked: 0, 0, 1, .infinity, .utf16, 0.15, 0.15, .large, "加载中", false)

    /// What the HUD shows: a spinner or a notice, its text, and its mask.
    /// - JSON: coded
    public struct Content: Hashable, Sendable {
        /// What kind of message it is.
        /// - JSON: coded
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// A spinner, until hidden.
            case progress
            /// Notices, which hide by themselves.
            case info, success, error
        }

        /// What is behind the HUD (SVProgressHUD's mask types).
        /// - JSON: coded
        public enum Mask: String, Hashable, Sendable, CaseIterable {
            /// No mask: taps reach the app.
            case none
            /// A clear mask that blocks taps.
            case clear
            /// A dark mask.
            case black
            /// A radial gradient mask (SVProgressHUD's).
            case gradient
        }

        /// The kind, which decides the icon and whether it hides by itself.
        public var kind: Kind
        /// The message under the icon.
        public var text: String?
        /// What covers the screen behind it.
        public var mask: Mask

        /// Content for the HUD.
        public init(kind: Kind, text: String? = nil, mask: Mask = .none) {
            self.kind = kind
            self.text = text
            self.mask = mask
        }

        var isNotice: Bool { kind != .progress }
    }

    /// Where the HUD is in its life.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Not on screen.
        case hidden
        /// Asked to show; waiting out the grace time.
        case waitingGrace
        /// On screen.
        case visible
        /// Fading out.
        case fadingOut
    }

    /// The HUD's phase and what it shows.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Where the HUD is.
        public var phase: Phase = .hidden
        /// What it shows (or will, once the grace time ends).
        public var content: Content?
        /// Whether the minimum show time has passed since it appeared.
        public var minimumShowTimeElapsed = false
        /// A hide that waits for the minimum show time.
        public var isHidePending = false

        /// A hidden HUD.
        public init() {}
    }

    /// Requests from the app, and the HUD's own timers.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Show `content` (again: replacing what is up, cancelling a pending hide).
        /// - JSON: was show
        case showRequested(content: Content)
        /// Hide now (or after `delay` seconds).
        /// - JSON: was hide
        case hideRequested(delay: Double = 0)
        /// The HUD's own timers.
        case graceEnded
        /// The minimum show time passed (the HUD's own timer).
        case minimumShowTimeEnded
        /// A delayed hide fell due (the HUD's own timer).
        case delayedHideDue
        /// A notice's display time passed (the HUD's own timer).
        case noticeEnded
        /// The fade out ended (the HUD's own timer).
        case fadeOutEnded
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Put the HUD up, fading it in.
        case present(content: Content, animation: Timeline)
        /// Change what it shows.
        case update(content: Content)
        /// Fade it out.
        case fadeOut(animation: Timeline)
        /// It is gone.
        /// - JSON: was removed
        case remove
        /// Say this to VoiceOver users (an announcement): the status of what
        /// appears, or of an update.
        case announce(text: String)
    }

    public var initialState: State { State() }

    /// The grace time's timer.
    public static let graceTimer: TimerID = "grace"
    /// The minimum show time's timer.
    public static let minimumTimer: TimerID = "minimum"
    /// A delayed hide's timer.
    public static let hideTimer: TimerID = "hide"
    /// A notice's display time.
    public static let noticeTimer: TimerID = "notice"
    /// The fade out's timer.
    public static let fadeTimer: TimerID = "fade"

    /// How long a notice with `text` stays up.
    public func noticeDuration(for text: String?) -> Double {
        let length = noticeLengthUnit.measure(text ?? "")
        return min(max(0.06 * Double(length) + 0.5, minimumDismissTime), maximumDismissTime)
    }
}

/// Why a progress HUD configuration was rejected.
public enum ProgressHUDError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A time outside `Bounds.duration` (`maximumDismissTime` may also be infinite).
    case outOfBounds(OutOfBounds)
    /// The maximum dismiss time is below the minimum.
    case maximumBelowMinimum(maximum: Double, minimum: Double)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        case .maximumBelowMinimum(let maximum, let minimum): "maximumDismissTime \(maximum) is below minimumDismissTime \(minimum)"
        }
    }
}
