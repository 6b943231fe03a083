import FlowCore

/// A machine that can be soaked with seeded random events: it picks a
/// configuration, makes up events that fit its state, and says what must hold
/// after every step.
///
/// The harness adds the checks every machine shares: nothing traps, the state
/// and effects survive a round trip through JSON exactly (so any state can be
/// written into a spec, and none holds NaN), and events read back as the same
/// JSON. The round trip goes through the JSON tree, not its text (the writer
/// and parser, tested on their own, are exact for every value a tree holds);
/// an event or effect equal to one checked lately is not checked again, nor a
/// state an event left unchanged. A long soak may check a sample of the new
/// values (`Chaos.run`'s `roundTrips`).
public protocol ChaosTestable: SpecMachine {
    /// A machine configured at random (every configuration it returns must be valid).
    static func chaosSample(using random: inout SplitMix64) -> Self

    /// A random event; may use `state` to favour events that apply now, and
    /// should include ones that do not, and hostile values.
    func chaosEvent(in state: State, using random: inout SplitMix64) -> Event

    /// What is wrong after `step`, or nil when all is well.
    func invariantViolation(_ step: ChaosStep<Self>) -> String?

    /// Whether a one-shot component is done (closed, removed), so the run
    /// goes on with a fresh one rather than feeding a finished one events
    /// that can no longer do anything. By default, never.
    func chaosIsFinished(_ state: State) -> Bool

    /// The event cases (by the names their JSON writes) that neither random
    /// events (with the timers they start) nor the exploration's events
    /// produce, each with why. A test holds every other case of the
    /// machine's events to being produced, and each reason to naming a case
    /// that is not. By default, none.
    static var unexercisedEvents: [String: String] { get }
}

extension ChaosTestable {
    public func chaosIsFinished(_ state: State) -> Bool { false }

    /// None.
    public static var unexercisedEvents: [String: String] { [:] }
}

/// One transition in a random run, for the machine's invariants to judge.
public struct ChaosStep<M: Machine>: Sendable {
    /// The transition's number in the run, from 0.
    public var index: Int
    /// The virtual time, in seconds.
    public var time: Double
    /// Whether a timer delivered the event (rather than the harness).
    public var fromTimer: Bool
    /// The event delivered.
    public var event: M.Event
    /// The state before the event.
    public var before: M.State
    /// The state after the event.
    public var after: M.State
    /// The effects the event produced, in order.
    public var effects: [M.Effect]
}

/// The outcome of a random run.
public struct ChaosReport: Sendable, CustomStringConvertible {
    /// The machine's registered name.
    public var machine: String
    /// The seed that reproduces this run.
    public var seed: UInt64
    /// Transitions run (sent and fired).
    public var steps: Int
    /// The first broken invariant, or nil when the run held up.
    public var failure: Failure?

    /// The first broken invariant.
    public struct Failure: Sendable {
        /// The failing transition's number, from 0.
        public var step: Int
        /// The event of the failing transition, as JSON.
        public var event: JSONValue
        /// What the invariant found.
        public var reason: String
        /// The state before the failing transition, as JSON.
        public var before: JSONValue
        /// The state after it, as JSON.
        public var after: JSONValue
        /// The run shrunk to the fewest events that still break the same
        /// invariant, written as a spec (recorded, so `flow check` replays
        /// it and fails at the broken invariant); nil when the failure is
        /// not an invariant's or cannot be written as JSON.
        public var spec: Spec?
        /// Events sent since the run last started afresh, before shrinking.
        public var sentBeforeShrinking = 0
        /// Whether a machine invariant broke (rather than a JSON round trip).
        var isInvariant = false
    }

    public var description: String {
        guard let failure else { return "ok    \(machine): \(steps) steps, seed \(seed)" }
        return "FAIL  \(machine): seed \(seed), step \(failure.step): \(failure.reason); event \(failure.event.compactText)"
    }
}

/// Runs seeded random events through a machine.
public enum Chaos: Sendable {
    /// Drives a machine of type `M`, configured by `chaosSample`, through
    /// `steps` transitions from `seed`: mostly random events at random small
    /// intervals, sometimes jumping to the next pending timer, starting over
    /// from the initial state whenever the machine says it is finished. Stops
    /// at the first broken invariant. `roundTrips` says which new states,
    /// events and effects go through JSON (every one by default).
    /// `progress` is called with the steps taken every
    /// `progressInterval` steps, for a long run's progress line.
    public static func run<M: ChaosTestable>(
        _ type: M.Type, name: String, seed: UInt64, steps: Int, roundTrips: RoundTrips = .every, progress: (Int) -> Void = { _ in }
    ) -> ChaosReport {
        var random = SplitMix64(seed: seed)
        let machine = M.chaosSample(using: &random)
        return run(machine, name: name, random: &random, seed: seed, steps: steps, roundTrips: roundTrips, progress: progress)
    }

    /// How many steps apart `progress` is called: a few seconds of the
    /// slowest machine's soak in a release build.
    public static var progressInterval: Int { 250_000 }

    /// Drives `machine` as `run(_:name:seed:steps:roundTrips:)` does, from
    /// `state` (a restored one, say) or its initial state: for checking a
    /// configuration or a state that came from outside.
    public static func run<M: ChaosTestable>(
        _ machine: M, from state: M.State? = nil, name: String, seed: UInt64, steps: Int, roundTrips: RoundTrips = .every,
        progress: (Int) -> Void = { _ in }
    ) -> ChaosReport {
        var random = SplitMix64(seed: seed)
        return run(machine, from: state, name: name, random: &random, seed: seed, steps: steps, roundTrips: roundTrips, progress: progress)
    }

    private static func run<M: ChaosTestable>(
        _ machine: M, from state: M.State? = nil, name: String, random: inout SplitMix64, seed: UInt64, steps: Int, roundTrips: RoundTrips,
        progress: (Int) -> Void
    ) -> ChaosReport {
        let start = random
        var noLog: ChaosLog<M>?
        var report = run(
            machine, from: state, name: name, random: &random, seed: seed, steps: steps, roundTrips: roundTrips, log: &noLog, progress: progress)
        // A broken invariant in a run from the initial state: the same seed
        // again, remembering what was sent, and that shrunk to a spec.
        guard let failure = report.failure, failure.isInvariant, state == nil else { return report }
        var again = start
        var log: ChaosLog<M>? = ChaosLog()
        _ = run(machine, name: name, random: &again, seed: seed, steps: failure.step + 1, roundTrips: roundTrips, log: &log, progress: { _ in })
        guard let sent = log?.sent else { return report }
        report.failure?.sentBeforeShrinking = sent.count
        report.failure?.spec = ChaosShrinker(machine: machine, reason: failure.reason).spec(shrinking: sent, name: name, seed: seed)
        return report
    }

    private static func run<M: ChaosTestable>(
        _ machine: M, from state: M.State? = nil, name: String, random: inout SplitMix64, seed: UInt64, steps: Int, roundTrips: RoundTrips,
        log: inout ChaosLog<M>?, progress: (Int) -> Void
    ) -> ChaosReport {
        var runner = Runner(machine, state: state)
        var report = ChaosReport(machine: name, seed: seed, steps: 0, failure: nil)
        var checked = RoundTripMemory<M>(policy: roundTrips)

        func judge(_ step: ChaosStep<M>) -> Bool {
            report.steps += 1
            if report.steps % progressInterval == 0 { progress(report.steps) }
            let broken = runner.machine.invariantViolation(step)
            if let reason = broken ?? checked.problem(step) {
                report.failure = .init(
                    step: step.index, event: JSONEncoding.tree(step.event), reason: reason,
                    before: JSONEncoding.tree(step.before), after: JSONEncoding.tree(step.after))
                report.failure?.isInvariant = broken != nil
                return false
            }
            if runner.machine.chaosIsFinished(runner.state) {
                runner = Runner(runner.machine, at: runner.now)
                log?.restart(at: runner.now)
            }
            return true
        }

        while report.steps < steps {
            let before = runner.state
            if let due = runner.nextTimerDue, random.chance(0.25) {
                guard let firing = runner.fireNextTimer(dueBy: due) else { break }
                let step = ChaosStep<M>(
                    index: report.steps, time: firing.time, fromTimer: true, event: firing.event,
                    before: before, after: runner.state, effects: firing.effects)
                if !judge(step) { return report }
                continue
            }
            let target = runner.now + random.double(in: 0...0.5)
            var previous = runner.state
            while report.steps < steps, let firing = runner.fireNextTimer(dueBy: target) {
                let step = ChaosStep<M>(
                    index: report.steps, time: firing.time, fromTimer: true, event: firing.event,
                    before: previous, after: runner.state, effects: firing.effects)
                if !judge(step) { return report }
                previous = runner.state
            }
            guard report.steps < steps else { break }
            _ = runner.advance(to: target)
            let event = runner.machine.chaosEvent(in: runner.state, using: &random)
            previous = runner.state
            if let start = log?.start { log?.sent.append((runner.now - start, event)) }
            let effects = runner.send(event)
            let step = ChaosStep<M>(
                index: report.steps, time: runner.now, fromTimer: false, event: event,
                before: previous, after: runner.state, effects: effects)
            if !judge(step) { return report }
        }
        return report
    }

}

/// Which new values (changed states, events and effects not seen lately) a
/// random run sends through JSON.
public enum RoundTrips: Hashable, Sendable {
    /// Every one.
    case every
    /// Of each kind, the first `first` of a run, then every `stride`th: for
    /// long soaks, where a round trip (encoding and decoding a whole value)
    /// costs far more than the machine's step.
    case sampled(first: Int, stride: Int)

    /// The first 1,000 of each kind, then every 16th: a million-step soak
    /// still sends some 60,000 new states through JSON, and the machine's
    /// own steps, not the encoding, set its pace.
    public static let soak = Self.sampled(first: 1_000, stride: 16)

    func includes(_ number: Int) -> Bool {
        switch self {
        case .every: true
        case .sampled(let first, let stride): number <= first || number % max(stride, 1) == 0
        }
    }
}

/// The round-trip checks of a random run, remembering the events and effects
/// checked lately so that repeats cost only an equality test.
struct RoundTripMemory<M: SpecMachine> {
    /// How many recent events and effects are remembered.
    static var capacity: Int { 8 }

    let policy: RoundTrips
    var events = Recent<M.Event>()
    var effects = Recent<M.Effect>()
    /// How many new values of each kind have been seen.
    var newStates = 0
    var newEvents = 0
    var newEffects = 0

    init(policy: RoundTrips) {
        self.policy = policy
    }

    mutating func problem(_ step: ChaosStep<M>) -> String? {
        if step.after != step.before {
            newStates += 1
            if policy.includes(newStates), !Self.survivesJSON(step.after) {
                return "the state does not survive a round trip through JSON"
            }
        }
        if !events.contains(step.event) {
            newEvents += 1
            if policy.includes(newEvents), !Self.rereadsAsSameJSON(step.event) {
                return "the event does not survive a round trip through JSON"
            }
            events.remember(step.event)
        }
        for effect in step.effects where !effects.contains(effect) {
            newEffects += 1
            if policy.includes(newEffects), !Self.survivesJSON(effect) {
                return "an effect does not survive a round trip through JSON: \(JSONEncoding.tree(effect).compactText)"
            }
            effects.remember(effect)
        }
        return nil
    }

    /// The last `capacity` values remembered, in no order: the newest
    /// takes the oldest's place, so remembering moves nothing.
    struct Recent<Value: Equatable> {
        private var values: [Value] = []
        private var oldest = 0

        func contains(_ value: Value) -> Bool { values.contains(value) }

        mutating func remember(_ value: Value) {
            guard values.count == capacity else { return values.append(value) }
            values[oldest] = value
            oldest = (oldest + 1) % capacity
        }
    }

    /// Events may carry NaN on purpose (hostile input), which never equals
    /// itself, so an event need only read back to the same JSON when it does
    /// not read back equal.
    static func rereadsAsSameJSON<T: Codable & Equatable>(_ value: T) -> Bool {
        guard let json = try? JSONEncoding.encode(value), let decoded = try? JSONDecoding.decode(T.self, from: json) else { return false }
        return decoded == value || (try? JSONEncoding.encode(decoded)) == json
    }

    static func survivesJSON<T: Codable & Equatable>(_ value: T) -> Bool {
        guard let json = try? JSONEncoding.encode(value), let decoded = try? JSONDecoding.decode(T.self, from: json) else { return false }
        return decoded == value
    }
}
