/// Guards requests against a missing or expired token and brings up login
/// (the seed's `HQUserShouldLoginNotification` handling).
///
/// A request without a token fails and login is presented at once; a
/// response whose status says the token expired (403, the seed's; add 401
/// for servers that use it, `SessionGuard.expiredStatusesWith401`) shows an
/// info notice on the progress HUD and presents login `loginDelay` seconds
/// later; a login the user asks for is never delayed. Beyond the
/// seed: any number of expiries at once present one login; requests made
/// while login is pending fail fast; an expiry reported by a request sent
/// before the latest login does not ask for another; when login ends the
/// guard re-arms.
///
/// Login outranks the launch popup queue: a host that runs both sends
/// ``PopupQueue/Event/suspended`` on ``Effect/presentLogin(reason:)`` and
/// ``PopupQueue/Event/resumed(now:)`` once login is finished.
/// - JSON: machine
public struct SessionGuard: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "session"

    /// Response statuses that mean the token expired (the seed's 403).
    public let expiredStatuses: [Int]

    /// 401 as well as 403: for servers that answer an expired token with
    /// "unauthorized", as many do.
    public static let expiredStatusesWith401 = [401, 403]
    /// How long the notice shows before login comes up.
    /// - JSON: bounds Bounds.duration
    public let loginDelay: Double
    /// The notice (the seed's "登录超时,请重新登录" on a gradient mask).
    public let notice: ProgressHUD.Content
    /// The HUD that shows the notice.
    public let hud: ProgressHUD

    /// A guard; throws `.outOfBounds` for a delay outside `Bounds.duration`
    /// or more than `Bounds.count` expired statuses.
    public init(
        expiredStatuses: [Int] = [403], loginDelay: Double = 2,
        notice: ProgressHUD.Content = ProgressHUD.Content(kind: .info, text: "登录超时,请重新登录", mask: .gradient),
        hud: ProgressHUD = .standard
    ) throws(SessionGuardError) {
        try Bounds.check(loginDelay, "loginDelay", in: Bounds.duration, or: SessionGuardError.outOfBounds)
        try Bounds.check(expiredStatuses.count, "expiredStatuses.count", in: Bounds.count, or: SessionGuardError.outOfBounds)
        self.expiredStatuses = expiredStatuses
        self.loginDelay = loginDelay
        self.notice = notice
        self.hud = hud
    }

    /// Whether login is pending.
    /// - JSON: coded
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Requests go through.
        case active
        /// The token expired; login comes after the notice.
        case loginScheduled
        /// Login is on screen.
        case loggingIn
    }

    /// Why login is presented.
    /// - JSON: coded
    public enum LoginReason: String, Hashable, Sendable, CaseIterable {
        /// There was no token at all.
        case noToken
        /// A response said the token expired.
        case tokenExpired
        /// The user asked to log in.
        case userRequested
    }

    /// Why a request was stopped.
    /// - JSON: coded
    public enum FailureReason: String, Hashable, Sendable, CaseIterable {
        /// There is no token to send.
        case noToken
        /// Login is pending; the request would only fail with the old token.
        case loginPending
        /// The server said the token expired.
        case tokenExpired
    }

    /// The guard's phase, the requests out, and the HUD.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// Whether login is pending.
        public var phase: Phase = .active
        /// Successful logins so far: a request carries the token of the login it was sent under.
        public var loginCount = 0
        /// Requests on the wire, by id (unique among those in flight), with
        /// the login they were sent under. Each leaves with its response or
        /// its cancellation.
        public var inFlight: [String: Int] = [:]
        /// The notice HUD's state.
        public var hud = ProgressHUD.State()

        /// A guard with no request out.
        public init() {}
    }

    /// What the networking layer and the login screen report.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The app is about to send request `id`.
        case requestStarted(id: String, hasToken: Bool)
        /// Request `id` came back with an HTTP `status`.
        case responseReceived(id: String, status: Int)
        /// Request `id` ended without a response (cancelled, offline, timed out).
        case requestCancelled(id: String)
        /// The user tapped a login button.
        case loginRequested
        /// Login went away, signed in or not.
        case loginFinished(success: Bool)
        /// The notice has shown long enough (the guard's own timer).
        case loginDue
        /// An event for the HUD (its timers come back this way).
        case hud(event: ProgressHUD.Event)
    }

    /// What the host does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Send the request.
        case proceed(request: String)
        /// Give up on the request.
        case fail(request: String, reason: FailureReason)
        /// Put the login screen up.
        case presentLogin(reason: LoginReason)
        /// Something for the HUD to do.
        case hud(effect: ProgressHUD.Effect)
    }

    /// The state before any event.
    public var initialState: State { State() }

    /// The timer between the notice and login.
    public static let loginTimer: TimerID = "login"
}

/// Why a session guard configuration was rejected.
public enum SessionGuardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The login delay is outside `Bounds.duration`, or more than
    /// `Bounds.count` statuses are listed.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        }
    }
}
