/// Decides which launch popup shows when (the seed's first-launch storm: a
/// forced update, the coach marks, a new-user gift arriving after a network
/// call, the notification prompt, a rating prompt, some of which vanished
/// because they were added to a key window that went away).
///
/// One popup at a time; offers arrive whenever they like. Eligibility (once
/// ever, a cooldown, a quota, a precondition the host answers) is decided when
/// a popup is offered; arbitration picks the highest priority, first come
/// first served within a priority (SwiftEntryKit's users lost preempted
/// entries and entries of equal priority: here neither happens). A higher
/// priority arriving waits or preempts, as configured; a preempted popup goes
/// back to the head of the queue. A forced update takes over and stays.
/// Duplicates merge. Popups are `gap` apart. Every popup is presented in the
/// app's root window, never the key window of the moment.
/// - JSON: custom
public struct PopupQueue: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "popup-queue"

    /// What a higher-priority arrival does to the popup on screen.
    /// - JSON: coded
    public enum Preemption: String, Hashable, Sendable, CaseIterable {
        /// It waits its turn (first, being the highest).
        case wait
        /// It takes the screen; the one it replaced goes back to the head of the queue.
        case preempt
    }

    /// Where popups are presented.
    /// - JSON: coded
    public enum PresentationTarget: String, Hashable, Sendable, CaseIterable {
        /// The application delegate's window (the seed's GB_ROOT_WINDOWS),
        /// which does not change under a popup the way the key window does.
        case rootWindow
    }

    /// The popups it knows (fixed at creation: offers are looked up by id).
    public private(set) var kinds: [PopupKind]
    /// What a higher-priority arrival does.
    public let preemption: Preemption
    /// The pause between one popup going and the next appearing.
    public let gap: Double
    /// Each kind's place in `kinds`, by id: arbitration looks kinds up for every waiting popup.
    let positions: [String: Int]

    /// A queue; throws `.duplicateKind` for two kinds with one id, and
    /// `.outOfBounds` for more than `Bounds.count` kinds, a gap outside
    /// `Bounds.duration`, or a rule outside `PopupRules.cooldownHours`,
    /// `Bounds.count` (a quota's count) or `PopupRules.quotaDays`.
    public init(kinds: [PopupKind], preemption: Preemption = .wait, gap: Double = 0.5) throws(PopupQueueError) {
        let error = PopupQueueError.outOfBounds
        try Bounds.check(kinds.count, "kinds.count", in: Bounds.count, or: error)
        var seen = Set<String>()
        for (index, kind) in kinds.enumerated() {
            guard seen.insert(kind.id).inserted else { throw .duplicateKind(kind.id) }
            let rules = kind.rules
            if let hours = rules.cooldownHours {
                try Bounds.check(hours, "kinds[\(index)].rules.cooldownHours", in: PopupRules.cooldownHours, or: error)
            }
            if let quota = rules.quota {
                try Bounds.check(quota.count, "kinds[\(index)].rules.quota.count", in: Bounds.count, or: error)
                try Bounds.check(quota.days, "kinds[\(index)].rules.quota.days", in: PopupRules.quotaDays, or: error)
            }
        }
        try Bounds.check(gap, "gap", in: Bounds.duration, or: error)
        self.kinds = kinds
        // Ids are unique (checked above); a loop, since Embedded Swift cannot
        // compile `Dictionary(uniqueKeysWithValues:)`.
        var positions: [String: Int] = [:]
        for (index, kind) in kinds.enumerated() { positions[kind.id] = index }
        self.positions = positions
        self.preemption = preemption
        self.gap = gap
    }

    /// A popup waiting its turn, with what decides its place in line (copied
    /// from its kind, so that choosing among many reads no table).
    /// - JSON: coded
    public struct Waiting: Hashable, Sendable {
        /// The popup.
        public var id: String
        /// Its kind's priority.
        public var priority: Int
        /// Whether it is a forced update.
        public var isBlocking: Bool
        /// Its arrival number, for first come first served.
        public var sequence: Int
        /// Preempted once: it goes first.
        public var isReturned: Bool

        /// A waiting popup with the given ranking inputs.
        public init(id: String, priority: Int, isBlocking: Bool, sequence: Int, isReturned: Bool) {
            self.id = id
            self.priority = priority
            self.isBlocking = isBlocking
            self.sequence = sequence
            self.isReturned = isReturned
        }

        /// The key that orders the line, largest first: a forced update, then
        /// a returning popup, then the highest priority, then the earliest
        /// (`~sequence` reverses the order as `-sequence` would, without
        /// overflowing at `Int.min`).
        var rank: (Int, Int, Int, Int) { (isBlocking ? 1 : 0, isReturned ? 1 : 0, priority, ~sequence) }
    }

    /// The queue, the popup on screen, and the eligibility record.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// When each popup showed (what is persisted).
        public var record = PopupRecord()
        /// The latest time the host gave; time never runs backwards.
        public var now = 0.0
        /// Popups waiting their turn, in arrival order.
        public var waiting: [Waiting] = []
        /// Popups whose precondition the host was asked about.
        public var askedPreconditions: [String] = []
        /// The popup on screen.
        public var showing: String?
        /// When the gap after the last popup ends, while the next waits for it.
        public var gapEndsAt: Double?
        /// While login is up, no popup shows.
        public var isSuspended = false
        /// The next arrival number.
        public var nextSequence = 0

        /// An empty queue.
        public init() {}
    }

    /// What the host reports.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The persisted record, at launch.
        /// - JSON: was load
        case recordLoaded(record: PopupRecord)
        /// A popup wants to show; `now` is the host's clock in seconds.
        /// - JSON: was offer
        case offered(id: String, now: Double)
        /// The host's answer to a precondition.
        case preconditionAnswered(id: String, allowed: Bool)
        /// The user closed the popup on screen.
        case dismissed(id: String, now: Double)
        /// Login (or anything that outranks popups) takes the screen, and gives it back.
        /// - JSON: was suspend
        case suspended
        /// The login screen went: popups may show again.
        /// - JSON: was resume
        case resumed(now: Double)
        /// The gap after a popup passed (the queue's own timer).
        case gapEnded
    }

    /// What the host does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Ask the host whether a popup's precondition holds.
        case askPrecondition(id: String, condition: String)
        /// Show a popup.
        case present(id: String, target: PresentationTarget)
        /// Take a popup down (preempted or suspended); it will show again.
        case dismiss(id: String)
        /// Turned away.
        /// - JSON: was refused
        case notifyRefused(id: String, reason: PopupRefusal)
        /// Store the record.
        case persist(record: PopupRecord)
    }

    /// The state before any event.
    public var initialState: State { State() }

    /// The timer for the pause between popups.
    public static let gapTimer: TimerID = "gap"
}

/// Why a popup queue configuration was rejected.
public enum PopupQueueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Two kinds share this id.
    case duplicateKind(String)
    /// A count, duration or rule outside its range.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .duplicateKind(let id): "two popup kinds share the id \(MessageText.quoted(id))"
        case .outOfBounds(let error): error.description
        }
    }
}
