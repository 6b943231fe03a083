import FlowCore

/// Breadth-first exploration of a machine's reachable states.
///
/// From the initial state, every event the machine declares for a state
/// (`Explorable.explorationEvents(in:)`) is sent, and wherever a timer is
/// pending, time passes to the next due instant; each distinct result is a
/// new state to explore. A state is identified by its value, the timers
/// pending (each with its time left, not the clock), and the one-shot
/// results reported on the way to it, so two paths that leave the machine
/// in the same place meet. Zero-delay timers an event schedules go off as
/// part of that event's transition, as they do when a spec is replayed.
///
/// Every transition is judged as a random run judges it (the machine's
/// invariants; an exact JSON round trip of each new state, event and
/// effect), and a one-shot result reported a second time on a path is a
/// finding. When the exploration ends, every explored state must reach a
/// resting state by exit events and the passing of time; one that cannot is
/// stuck. Each finding carries the shortest path that shows it.
///
/// The bounds (`ExplorationBounds`) stop it before it runs away: a state
/// count, a depth and a transition count, whichever comes first, reported
/// as a truncation rather than an error.
public enum Exploration: Sendable {
    /// Explores `machine` from its initial state within `bounds`, calling
    /// `progress` with the states and transitions found so far about every
    /// 10,000 events tried, counted as the report counts them.
    public static func run<M: Explorable>(
        _ machine: M, name: String = M.specName, bounds: ExplorationBounds = .standard, progress: (ExplorationProgress) -> Void = { _ in }
    ) -> ExplorationReport<M> {
        var explorer = Explorer(machine: machine, bounds: bounds)
        explorer.explore(progress: progress)
        return explorer.report(name: name)
    }
}

/// Where an exploration has got to, for a progress line.
public struct ExplorationProgress: Sendable {
    /// Distinct states found.
    public var states: Int
    /// Transitions found that changed the state or the timers or had an
    /// effect: what the report's `transitions` counts, so far.
    public var transitions: Int
    /// Events tried where they changed nothing: the report's `ignored`, so far.
    public var ignored: Int
    /// The depth (events and waits from the start) being explored.
    public var depth: Int
}

/// How far an exploration may go.
public struct ExplorationBounds: Equatable, Sendable {
    /// Distinct states kept, at most 10,000,000 (memory grows with them).
    public var maxStates: Int
    /// Moves from the initial state, at most 100,000.
    public var maxDepth: Int
    /// Transitions taken, at most 1,000,000,000.
    public var maxTransitions: Int
    /// Findings kept (the first of each kind and reason), at most 1,000.
    public var maxFindings: Int

    /// 100,000 states, depth 40, 5,000,000 transitions, 20 findings.
    public static let standard = ExplorationBounds(maxStates: 100_000, maxDepth: 40, maxTransitions: 5_000_000, maxFindings: 20)

    /// The largest value each bound may take.
    public static let limits = ExplorationBounds(maxStates: 10_000_000, maxDepth: 100_000, maxTransitions: 1_000_000_000, maxFindings: 1_000)

    /// Bounds as given; `validated()` checks them.
    public init(maxStates: Int, maxDepth: Int, maxTransitions: Int, maxFindings: Int = 20) {
        self.maxStates = maxStates
        self.maxDepth = maxDepth
        self.maxTransitions = maxTransitions
        self.maxFindings = maxFindings
    }

    /// These bounds, or a typed error naming the first outside its range
    /// (each at least 1 and at most `limits`).
    public func validated() throws(OutOfBounds) -> ExplorationBounds {
        let own: (OutOfBounds) -> OutOfBounds = { $0 }
        try Bounds.check(maxStates, "maxStates", in: 1...Self.limits.maxStates, or: own)
        try Bounds.check(maxDepth, "maxDepth", in: 1...Self.limits.maxDepth, or: own)
        try Bounds.check(maxTransitions, "maxTransitions", in: 1...Self.limits.maxTransitions, or: own)
        try Bounds.check(maxFindings, "maxFindings", in: 1...Self.limits.maxFindings, or: own)
        return self
    }
}

/// One move of an explored path: an event sent now, or time passing to the
/// next due timer (every timer due at that instant goes off).
public enum ExplorationMove<Event: Hashable & Sendable>: Hashable, Sendable {
    /// The event, sent at the current time.
    case send(Event)
    /// Time passes to the instant the next pending timer is due.
    case wait
}
