import FlowCore

/// A machine whose reachable states can be explored: from a configuration's
/// initial state, every event it declares is tried in every state reached,
/// and "let time pass to the next due timer" is tried wherever a timer is
/// pending, breadth first (`Exploration.run`).
///
/// Random soaking (`ChaosTestable`) finds what is likely; exploration finds
/// what is reachable, and proves properties of every state it reaches: the
/// machine's invariants (the chaos ones, reused), an exact JSON round trip,
/// that a user can always leave (no stuck state), and that a one-shot result
/// is never reported twice on a path, nor lost once it is owed.
///
/// A machine declares the events to try (`explorationEvents(in:)`); every
/// other requirement has a default. A `ChaosTestable` machine with hashable
/// state and events explores with one line, `extension MyFlow: Explorable {}`:
/// its events are then a fixed sample of its chaos generator and its
/// invariants the chaos ones. By default every state is at rest and no effect
/// is a one-shot result; declaring them makes the exploration say more.
public protocol Explorable: SpecMachine where State: Hashable, Event: Hashable, Effect: Hashable {
    /// The events to try in `state`: each case that applies, with boundary
    /// values (a drag at, inside and just outside its tolerance; each button
    /// index and one out of range), and some that do not apply. Must be a
    /// short, finite list: the exploration tries every one in every state.
    func explorationEvents(in state: State) -> [Event]

    /// The events a user has to leave the component with (close, cancel, a
    /// tap on the mask, the escape key), a subset of `explorationEvents`.
    /// Letting time pass always counts. From every reachable state these must
    /// lead to a resting state, or the state is reported as stuck.
    func exitEvents(in state: State) -> [Event]

    /// Whether the component is at rest in `state`: hidden, removed or
    /// finished, nothing on screen waiting for the user.
    func isResting(_ state: State) -> Bool

    /// The one-shot result `effect` reports (a verification, a finished
    /// login, a completion), named, or nil for an ordinary effect. Each name
    /// may be reported at most once on any path.
    func oneShotResult(of effect: Effect) -> String?

    /// The one-shot result `state` owes (one `oneShotResult(of:)` names):
    /// once the machine has accepted something (a captcha the server
    /// passed), leaving such a state without reporting it, to one that no
    /// longer owes it, loses it, and is a finding. By default, none.
    func promisedResult(in state: State) -> String?

    /// The part of `state` the state diagram groups by: its phase.
    func phase(of state: State) -> String

    /// What is wrong after `step`, or nil when all is well: for a
    /// `ChaosTestable` machine, by default, its chaos invariants; else
    /// nothing.
    func explorationViolation(_ step: ChaosStep<Self>) -> String?

    /// `state` as the exploration tells states apart: the same state, or
    /// one with what only grows (a request counter, a sequence number) made
    /// relative or cleared, where the machine's behaviour does not depend on
    /// it, so that the reachable space is finite. Two states with the same
    /// projection are explored once. By default, the state itself.
    func explorationProjection(of state: State) -> State

    /// `event`, a pending timer's in `state`, as the exploration tells timers
    /// apart: what `explorationProjection(of:)` makes relative in the state
    /// made relative here too (a request number a timeout carries), so that
    /// two states the projection merges have the same timers when they
    /// behave alike. By default, the event itself.
    func explorationProjection(ofTimer event: Event, in state: State) -> Event
}

extension Explorable where Self: ChaosTestable {
    /// The distinct events among the same 24 draws of the chaos generator in
    /// every state (a fixed seed, so the list is the same on every run).
    public func explorationEvents(in state: State) -> [Event] {
        var random = SplitMix64(seed: 0x0E_4970_12E5)
        var events: [Event] = []
        for _ in 0..<24 {
            let event = chaosEvent(in: state, using: &random)
            if !events.contains(event) { events.append(event) }
        }
        return events
    }

    /// The chaos invariants.
    public func explorationViolation(_ step: ChaosStep<Self>) -> String? { invariantViolation(step) }
}

extension Explorable {
    /// Nothing is checked but what every machine shares.
    public func explorationViolation(_ step: ChaosStep<Self>) -> String? { nil }

    /// Every explored event.
    public func exitEvents(in state: State) -> [Event] { explorationEvents(in: state) }

    /// Every state: a machine that declares no resting state is taken to be
    /// usable in all of them, and no state is reported stuck.
    public func isResting(_ state: State) -> Bool { true }

    /// The state itself.
    public func explorationProjection(of state: State) -> State { state }

    /// The event itself.
    public func explorationProjection(ofTimer event: Event, in state: State) -> Event { event }

    /// None.
    public func oneShotResult(of effect: Effect) -> String? { nil }

    /// None.
    public func promisedResult(in state: State) -> String? { nil }

    /// The state's `phase` member if it has one (by reflection), else "state".
    public func phase(of state: State) -> String {
        for child in Mirror(reflecting: state).children where child.label == "phase" {
            return ExplorationNames.caseName(of: child.value)
        }
        return "state"
    }
}

/// How explored values are named in reports and diagrams.
enum ExplorationNames {
    /// An enum value's case name (`buttonTapped` of `.buttonTapped(index: 1)`),
    /// or the value's description for anything else.
    static func caseName(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        return String(describing: value)
    }
}
