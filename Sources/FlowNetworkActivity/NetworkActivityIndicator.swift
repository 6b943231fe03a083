/// The status bar's network activity indicator, as the seed turns on with
/// `AFNetworkActivityIndicatorManager.shared().isEnabled = true`: it counts
/// the requests in flight and shows only for a request still running after
/// the activation delay (1 s), and hides only after the completion delay
/// (0.17 s) with none running, so fast requests never make it flicker.
///
/// Unbalanced ends never take the count below zero, and turning the
/// indicator off hides it at once (the count goes on being kept).
/// - JSON: machine
public struct NetworkActivityIndicator: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "network-activity"

    /// How long a request must run before the indicator shows (AFNetworking's 1.0 s).
    /// - JSON: bounds Bounds.duration
    public let activationDelay: Double
    /// How long the indicator stays after the last request ends (AFNetworking's 0.17 s).
    /// - JSON: bounds Bounds.duration
    public let completionDelay: Double

    /// An indicator with AFNetworking's delays by default; throws
    /// `.outOfBounds` for a delay outside `Bounds.duration`.
    public init(activationDelay: Double = 1.0, completionDelay: Double = 0.17) throws(NetworkActivityIndicatorError) {
        try Bounds.check(activationDelay, "activationDelay", in: Bounds.duration, or: NetworkActivityIndicatorError.outOfBounds)
        try Bounds.check(completionDelay, "completionDelay", in: Bounds.duration, or: NetworkActivityIndicatorError.outOfBounds)
        self.activationDelay = activationDelay
        self.completionDelay = completionDelay
    }

    /// AFNetworking's manager.
    public static let standard = try! NetworkActivityIndicator()

    /// Where the indicator is (AFNetworking's four states).
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Hidden, nothing running (or turned off).
        case hidden
        /// A request is running; waiting out the activation delay.
        case delayingStart
        /// Shown.
        case visible
        /// Shown, nothing running; waiting out the completion delay.
        case delayingEnd
    }

    /// The count and the phase.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Whether the indicator is turned on (`isEnabled`).
        public var isEnabled = false
        /// Requests in flight.
        public var activityCount = 0
        /// Where the indicator is.
        public var phase: Phase = .hidden

        /// Turned off, nothing running.
        public init() {}
    }

    /// What the app and the timers tell it.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Turn the indicator on or off (`isEnabled`).
        /// - JSON: was setEnabled
        case enabledChanged(Bool)
        /// A request started.
        case requestStarted
        /// A request ended, however it ended.
        case requestEnded
        /// The activation delay ran out (its own timer).
        case activationDelayEnded
        /// The completion delay ran out (its own timer).
        case completionDelayEnded
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Show or hide the indicator (`isNetworkActivityIndicatorVisible`).
        case setVisible(Bool)
    }

    /// The state before any event.
    public var initialState: State { State() }

    /// The timer of the activation delay.
    public static let activationTimer: TimerID = "activation"
    /// The timer of the completion delay.
    public static let completionTimer: TimerID = "completion"
}

/// Why a network activity indicator configuration was rejected.
public enum NetworkActivityIndicatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A delay outside `Bounds.duration`.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        }
    }
}
