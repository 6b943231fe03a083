/// A kind of popup the queue knows, and when it may show.
/// - JSON: coded
public struct PopupKind: Hashable, Sendable {
    /// The name offers use.
    public var id: String
    /// Higher shows first; equal priorities show in order of arrival.
    public var priority: Int
    /// A forced update: it takes the screen at once, blocks everything else,
    /// and cannot be dismissed.
    /// - JSON: optional
    public var isBlocking: Bool
    /// When it is eligible.
    /// - JSON: optional
    public var rules: PopupRules

    /// A popup kind.
    public init(id: String, priority: Int, isBlocking: Bool = false, rules: PopupRules = PopupRules()) {
        self.id = id
        self.priority = priority
        self.isBlocking = isBlocking
        self.rules = rules
    }

    /// The seed's first-launch popups, in its order of importance: the forced
    /// update (rare, and the app is unusable until it is done), the mask
    /// guide (only if never shown), the new user's gift (at most every three
    /// days, once the host's network call says there is one), the
    /// notification permission (only while not determined), and the rating
    /// prompt (StoreKit's three a year).
    public static let seedKinds = [
        PopupKind(id: "forcedUpdate", priority: 5, isBlocking: true),
        PopupKind(id: "coachMarks", priority: 4, rules: PopupRules(onceEver: true)),
        PopupKind(id: "newUserGift", priority: 3, rules: PopupRules(cooldownHours: 72, precondition: "giftAvailable")),
        PopupKind(id: "notifications", priority: 2, rules: PopupRules(precondition: "notDetermined")),
        PopupKind(id: "rating", priority: 1, rules: PopupRules(quota: PopupRules.Quota(count: 3, days: 365))),
    ]
}

/// When a popup is eligible, decided when it is offered (separately from
/// which popup shows when).
/// - JSON: coded
public struct PopupRules: Hashable, Sendable {
    /// At most `count` showings in any `days` days (StoreKit's review prompt: 3 in 365).
    /// - JSON: coded
    public struct Quota: Hashable, Sendable {
        /// Showings allowed in the window.
        /// - JSON: bounds Bounds.count
        public var count: Int
        /// The window's length, in days.
        /// - JSON: bounds PopupRules.quotaDays
        public var days: Double

        /// A quota.
        public init(count: Int, days: Double) {
            self.count = count
            self.days = days
        }
    }

    /// Shown once ever.
    /// - JSON: optional
    public var onceEver: Bool
    /// Hours that must pass after a showing (3 days is 72 hours).
    /// - JSON: bounds PopupRules.cooldownHours
    public var cooldownHours: Double?
    /// A cap on showings over a sliding window.
    public var quota: Quota?
    /// A condition the host is asked about before queueing (the notification
    /// permission not yet determined, say).
    public var precondition: String?

    /// The cooldowns accepted, in hours: up to ten years.
    public static let cooldownHours: ClosedRange<Double> = 0...87_600
    /// The quota windows accepted, in days: up to ten years.
    public static let quotaDays: ClosedRange<Double> = 0...3_650

    /// Rules; by default none (a queue checks them against the ranges above).
    public init(onceEver: Bool = false, cooldownHours: Double? = nil, quota: Quota? = nil, precondition: String? = nil) {
        self.onceEver = onceEver
        self.cooldownHours = cooldownHours
        self.quota = quota
        self.precondition = precondition
    }

    /// Why a popup may not show now, given when it showed before; nil when it may.
    func refusal(showings: [Double], now: Double) -> PopupRefusal? {
        if onceEver, !showings.isEmpty { return .shownBefore }
        if let cooldownHours, let last = showings.last, now - last < cooldownHours * 3600 { return .coolingDown }
        if let quota, quota.count <= showings.filter({ now - $0 < quota.days * 86_400 }).count { return .quotaReached }
        return nil
    }
}

/// Why an offered popup was turned away.
/// - JSON: coded
public enum PopupRefusal: String, Hashable, Sendable, CaseIterable {
    /// No kind has that id.
    case unknown
    /// A once-ever popup was shown before.
    case shownBefore
    /// Its cooldown since the last showing has not passed.
    case coolingDown
    /// It was shown as often as its quota allows in the window.
    case quotaReached
    /// The host said its precondition does not hold.
    case preconditionUnmet
}

/// When each popup showed, in seconds on the host's clock: what the queue
/// persists between launches.
/// - JSON: coded
public struct PopupRecord: Hashable, Sendable {
    /// Each popup's showings, oldest first.
    public var showings: [String: [Double]]

    /// A record.
    public init(showings: [String: [Double]] = [:]) {
        self.showings = showings
    }
}
