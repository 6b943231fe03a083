/// A progress HUD with SVProgressHUD's and MBProgressHUD's timing rules.
///
/// A grace time (default 0) passes before it appears, and a hide before then
/// means it never appears; once up it stays at least the minimum show time (a
/// hide before then waits out the rest); showing again cancels a pending hide;
/// notices (info, success, error) hide by themselves after
/// clamp(0.06 × characters + 0.5, minimum, maximum) seconds. A delayed hide
/// that comes due during the grace time cancels the HUD (MBProgressHUD could
/// leave it up for good in that case). Fades are timelines.
public struct ProgressHUD: Machine, Sendable {
    /// How long a show waits before the HUD appears, so quick tasks never flash it.
    public var graceTime: Double
    /// The least time on screen (the seed's `setMinimumDismissTimeInterval(1)`).
    public var minimumShowTime: Double
    /// The longest a notice stays up (SVProgressHUD's is unlimited).
    public var maximumNoticeTime: Double
    /// The fades' lengths.
    public var fadeInDuration: Double
    /// How long the fade out lasts.
    public var fadeOutDuration: Double

    /// A HUD; throws for a negative or NaN time, an infinite one other than
    /// the maximum, or a maximum below the minimum.
    public init(
        graceTime: Double = 0, minimumShowTime: Double = 1, maximumNoticeTime: Double = .infinity, fadeInDuration: Double = 0.15,
        fadeOutDuration: Double = 0.15
    ) throws(ProgressHUDError) {
        let finite = [("graceTime", graceTime), ("minimumShowTime", minimumShowTime), ("fadeInDuration", fadeInDuration), ("fadeOutDuration", fadeOutDuration)]
        for (name, value) in finite where !(value.isFinite && value >= 0) { throw .invalidTime(name, value) }
        guard maximumNoticeTime >= minimumShowTime else { throw .maximumBelowMinimum(maximum: maximumNoticeTime, minimum: minimumShowTime) }
        self.init(valid: graceTime, minimumShowTime, maximumNoticeTime, fadeInDuration, fadeOutDuration)
    }

    private init(valid graceTime: Double, _ minimumShowTime: Double, _ maximumNoticeTime: Double, _ fadeInDuration: Double, _ fadeOutDuration: Double) {
        self.graceTime = graceTime
        self.minimumShowTime = minimumShowTime
        self.maximumNoticeTime = maximumNoticeTime
        self.fadeInDuration = fadeInDuration
        self.fadeOutDuration = fadeOutDuration
    }

    /// The defaults: no grace time, the seed's 1 s minimum, no maximum, 0.15 s fades.
    public static let standard = ProgressHUD(valid: 0, 1, .infinity, 0.15, 0.15)

    /// What the HUD shows.
    public struct Content: Equatable, Codable, Sendable {
        /// What kind of message it is.
        public enum Kind: String, Equatable, Codable, Sendable {
            /// A spinner, until hidden.
            case progress
            /// Notices, which hide by themselves.
            case info, success, error
        }

        /// What is behind the HUD (SVProgressHUD's mask types).
        public enum Mask: String, Equatable, Codable, Sendable {
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
    public enum Phase: String, Equatable, Codable, Sendable {
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
    public struct State: Equatable, Codable, Sendable {
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
    public enum Event: Equatable, Codable, Sendable {
        /// Show `content` (again: replacing what is up, cancelling a pending hide).
        case show(content: Content)
        /// Hide now (or after `delay` seconds).
        case hide(delay: Double = 0)
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
    public enum Effect: Equatable, Codable, Sendable {
        /// Put the HUD up, fading it in.
        case present(content: Content, animation: Timeline)
        /// Change what it shows.
        case update(content: Content)
        /// Fade it out.
        case fadeOut(animation: Timeline)
        /// It is gone.
        case removed
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
        min(max(0.06 * Double(text?.count ?? 0) + 0.5, minimumShowTime), maximumNoticeTime)
    }
}

/// Why a progress HUD configuration was rejected.
public enum ProgressHUDError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A time (named by the first value) that is negative or not finite.
    case invalidTime(String, Double)
    /// The maximum notice time is below the minimum show time.
    case maximumBelowMinimum(maximum: Double, minimum: Double)

    public var description: String {
        switch self {
        case .invalidTime(let name, let value): "\(name) must be finite and not negative, got \(value)"
        case .maximumBelowMinimum(let maximum, let minimum): "maximumNoticeTime \(maximum) is below minimumShowTime \(minimum)"
        }
    }
}
