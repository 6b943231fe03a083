/// The notification permission request the seed makes at launch
/// (`setupNotification`): `requestAuthorization` with alert, badge, sound and
/// CarPlay on iOS 10 and later; before that, `registerUserNotificationSettings`
/// with alert, badge and sound.
///
/// Here the request is made only while the user has not answered (the system
/// would not show its prompt again anyway), at most once at a time, and the
/// answer is handed to the host to keep, so that a popup queue can ask
/// "may I ask?" without the system.
/// - JSON: machine
public struct NotificationPermission: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "notification-permission"

    /// What `requestAuthorization` asks for (the seed's: alert, badge, sound, CarPlay).
    public let options: [Option]
    /// What the pre-iOS 10 registration asks for (the seed's: alert, badge, sound).
    public let legacyTypes: [Option]
    /// Whether a system without `UNUserNotificationCenter` gets the old
    /// registration (the seed's fallback), or nothing.
    public let usesLegacyFallback: Bool

    /// A request with the seed's options by default.
    public init(
        options: [Option] = [.alert, .badge, .sound, .carPlay], legacyTypes: [Option] = [.alert, .badge, .sound], usesLegacyFallback: Bool = true
    ) {
        self.options = options
        self.legacyTypes = legacyTypes
        self.usesLegacyFallback = usesLegacyFallback
    }

    /// One thing a notification may do.
    /// - JSON: coded
    public enum Option: String, Hashable, Sendable, CaseIterable {
        /// Show an alert.
        case alert
        /// Badge the icon.
        case badge
        /// Play a sound.
        case sound
        /// Show in CarPlay.
        case carPlay
        /// Deliver quietly without asking first (iOS 12).
        case provisional
    }

    /// What the user answered, as `UNAuthorizationStatus` says it.
    /// - JSON: coded
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Not asked yet.
        case notDetermined
        /// Refused.
        case denied
        /// Allowed.
        case authorized
        /// Allowed to deliver quietly.
        case provisional
        /// Allowed for an App Clip's while.
        case ephemeral
    }

    /// The last known answer, and whether a request is out.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// The last known status.
        public var status: Status = .notDetermined
        /// Whether the system's prompt is up.
        public var isAsking = false

        /// Nothing known yet.
        public init() {}
    }

    /// What the app and the system tell it.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The app launched; `status` is what `getNotificationSettings` says,
        /// and `hasUserNotifications` whether the system has
        /// `UNUserNotificationCenter` (iOS 10 and later).
        case launched(status: Status, hasUserNotifications: Bool)
        /// The system's prompt was answered (`granted`), or the old
        /// registration reported its settings (`granted`: any type allowed).
        case answered(granted: Bool)
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// `UNUserNotificationCenter.current().requestAuthorization(options:)`.
        case requestAuthorization(options: [Option])
        /// `UIApplication.shared.registerUserNotificationSettings(_:)` with these types.
        case registerUserNotificationSettings(types: [Option])
        /// Keep the answer (for a popup's precondition, or the next launch).
        case persist(status: Status)
    }

    /// The state before any event.
    public var initialState: State { State() }
}
