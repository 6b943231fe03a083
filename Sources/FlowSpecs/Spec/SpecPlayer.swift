@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowJSON

/// Plays a spec's steps against one machine type: checks them, records
/// them, or writes out what happened. Steps are read one at a time
/// (`StepReader`), so a trace of any length is played in little memory.
///
/// Checking walks the steps in order: before a `send`, no timer may go off
/// (one that falls due by then must be listed as a `fire` step first); a
/// `fire` step is the next timer going off, at exactly its time; after the
/// last step, no timer may go off until `until`. Effects and fired events
/// are compared as Swift values, and only when they differ as JSON (where
/// numbers may differ within the tolerance); a step's `state` is compared on
/// the members it names, which are the only ones encoded.
///
/// Recording and transcripts run freely instead: `send` steps are delivered
/// at their times and timers go off by themselves when they fall due (before
/// a send at the same instant), up to the last step or `until`.
struct SpecPlayer<M: SpecMachine> {
    let machine: M
    let file: String
    let until: Double?
    /// How far apart numbers that are not both whole may be.
    let tolerance: Double
    /// The timers the spec says are still waiting at its end.
    let pending: [Spec.PendingTimer]
    /// The machine's own invariants, for a `ChaosTestable` one: a check
    /// fails at the first step that breaks one, even where the steps'
    /// expectations hold (a shrunk random run is written as such a spec).
    let invariant: ((ChaosStep<M>) -> String?)?

    /// One thing that happened during a free run.
    struct Transition {
        var at: Double
        var source: Spec.Step.Source
        /// The send step delivered, for sends.
        var step: Spec.Step?
        var timer: TimerID?
        var event: M.Event
        var effects: [M.Effect]
        var before: M.State
        var after: M.State
        /// The timers waiting after it, when the run was asked for them.
        var pending: [Runner<M>.PendingTimer] = []
    }

    init(header: SpecHeader, file: String) throws(SpecFailure) {
        self.file = file
        until = header.until
        tolerance = header.tolerance ?? Spec.defaultTolerance
        pending = header.pending
        do {
            machine = try JSONDecoding.decode(M.self, from: header.config, at: JSONPath.root.appending("config"))
        } catch {
            throw SpecFailure(file: file, path: error.path, reason: "invalid configuration: \(error.reason)")
        }
        invariant = (machine as? any ChaosTestable).flatMap { Self.invariant(of: $0) }
    }

    /// `machine`'s invariants as a judge of this player's steps (`C` is `M`).
    /// The judge is cast to `M`'s steps once, here: casting each step to
    /// `ChaosStep<C>` instead copied it, through reabstraction thunks, on
    /// every step (about 3,500 instructions a launch-gate step).
    private static func invariant<C: ChaosTestable>(of machine: C) -> ((ChaosStep<M>) -> String?)? {
        let judge: (ChaosStep<C>) -> String? = { step in machine.invariantViolation(step) }
        return judge as? (ChaosStep<M>) -> String?
    }

    /// A failure when `step` breaks the machine's invariants.
    private func broken(_ step: ChaosStep<M>, index: Int) -> SpecFailure? {
        guard let invariant, let reason = invariant(step) else { return nil }
        return SpecFailure(file: file, step: index, path: path(index), reason: "the machine's invariant does not hold: \(reason)")
    }

    init(spec: Spec, file: String) throws(SpecFailure) {
        try self.init(header: SpecHeader(spec), file: file)
    }

    // MARK: Reading a step

    private func path(_ index: Int) -> JSONPath {
        SpecReader.stepsPath.appending(index)
    }

    // Values are decoded at the root and a failure's path is put together
    // afterwards: a step that reads builds no paths.

    func event(of step: Spec.Step, index: Int) throws(SpecFailure) -> M.Event {
        try event(JSONInput(step.event), source: step.source, index: index)
    }

    func event(of step: ReadStep, index: Int) throws(SpecFailure) -> M.Event {
        try event(JSONInput(tape: step.tape, at: step.event), source: step.source, index: index)
    }

    private func event(_ json: JSONInput, source: Spec.Step.Source, index: Int) throws(SpecFailure) -> M.Event {
        do {
            return try JSONDecoding.decode(M.Event.self, from: json)
        } catch {
            let eventPath = path(index).appending(source.rawValue)
            let reason =
                error.path == .root && error.reason.hasPrefix("unknown member")
                ? "unknown event " + error.reason.dropFirst("unknown member ".count) + " for machine \(M.specName)"
                : "invalid event: \(error.reason)"
            throw SpecFailure(file: file, step: index, path: eventPath.appending(error.path), reason: reason)
        }
    }

    /// The step's expected effects, decoded from its tape.
    func effects(of step: ReadStep, index: Int) throws(SpecFailure) -> [M.Effect] {
        guard let list = step.effects, case .array(let count, let end) = step.tape.tokens[list] else { return [] }
        var effects: [M.Effect] = []
        effects.reserveCapacity(count)
        var effect = list + 1
        while effect < end {
            do {
                effects.append(try JSONDecoding.decode(M.Effect.self, from: JSONInput(tape: step.tape, at: effect)))
            } catch {
                let effectPath = path(index).appending("expect").appending("effects").appending(effects.count)
                throw SpecFailure(file: file, step: index, path: effectPath.appending(error.path), reason: "invalid effect: \(error.reason)")
            }
            effect = step.tape.end(of: effect)
        }
        return effects
    }

    // MARK: Checking

    /// How many steps pass between two calls of a progress handler.
    var progressInterval = 100_000

    /// The first way the machine departs from the steps, or nil when it
    /// follows them. `progress` hears the number of steps played every
    /// `progressInterval` steps; `visit`, when given, each event delivered,
    /// before the step's expectations are compared.
    func check(_ steps: inout StepReader, progress: (Int) -> Void = { _ in }, visit: ((Transition) -> Void)? = nil) -> SpecFailure? {
        var runner = Runner(machine)
        do throws(SpecFailure) {
            while let step = try steps.nextRead() {
                let index = steps.index - 1
                if steps.index % progressInterval == 0 { progress(steps.index) }
                switch step.source {
                case .send:
                    if let firing = runner.fireNextTimer(dueBy: step.at) {
                        return SpecFailure(
                            file: file, step: index, path: path(index),
                            reason: "timer \"\(firing.id)\" fired at \(JSONWriter.format(firing.time)) s before this step; list it as a fire step",
                            actual: JSONEncoding.tree(firing.event))
                    }
                    _ = runner.advance(to: step.at)
                    let event = try event(of: step, index: index)
                    let before = runner.state
                    let effects = runner.send(event)
                    visit?(
                        Transition(
                            at: step.at, source: .send, step: step.step, timer: nil, event: event, effects: effects, before: before, after: runner.state,
                            pending: runner.pendingTimers))
                    if let failure = try compare(step, index: index, effects: effects, state: runner.state) { return failure }
                    if invariant != nil, let failure = broken(
                        ChaosStep(index: index, time: step.at, fromTimer: false, event: event, before: before, after: runner.state, effects: effects), index: index)
                    {
                        return failure
                    }
                case .fire:
                    let listed = try event(of: step, index: index)
                    guard let due = runner.nextTimerDue else {
                        return SpecFailure(
                            file: file, step: index, path: path(index).appending("fire"),
                            reason: "this timer never fired at \(JSONWriter.format(step.at)) s", expected: step.eventValue)
                    }
                    if VirtualTime.nanoseconds(due) > VirtualTime.nanoseconds(step.at) {
                        return SpecFailure(
                            file: file, step: index, path: path(index).appending("fire"),
                            reason: "this timer never fired at \(JSONWriter.format(step.at)) s (the next timer is due at \(JSONWriter.format(due)) s)",
                            expected: step.eventValue)
                    }
                    guard VirtualTime.nanoseconds(due) == VirtualTime.nanoseconds(step.at) else {
                        return SpecFailure(
                            file: file, step: index, path: path(index).appending("at"), reason: "the next timer fired at another time",
                            expected: .number(step.at), actual: .number(due))
                    }
                    let before = runner.state
                    let firing = runner.fireNextTimer(dueBy: due)!
                    if firing.event != listed {
                        let listedJSON = JSONEncoding.tree(listed)
                        let firedJSON = JSONEncoding.tree(firing.event)
                        if let difference = JSONComparison.firstDifference(expected: listedJSON, actual: firedJSON, at: path(index).appending("fire"), tolerance: tolerance) {
                            return SpecFailure(
                                file: file, step: index, path: difference.path, reason: "the timer delivered another event: \(difference.reason)",
                                expected: difference.expected, actual: difference.actual, diff: JSONDiff(expected: listedJSON, actual: firedJSON))
                        }
                    }
                    visit?(
                        Transition(
                            at: firing.time, source: .fire, step: nil, timer: firing.id, event: firing.event, effects: firing.effects, before: before,
                            after: runner.state, pending: runner.pendingTimers))
                    if let failure = try compare(step, index: index, effects: firing.effects, state: runner.state) { return failure }
                    if invariant != nil, let failure = broken(
                        ChaosStep(index: index, time: due, fromTimer: true, event: firing.event, before: before, after: runner.state, effects: firing.effects),
                        index: index)
                    {
                        return failure
                    }
                }
            }
        } catch {
            return error.inFile(file)
        }
        // The trace observes until its last step, or until `until` when that is later.
        let end = max(steps.lastTime ?? 0, until ?? 0)
        if let firing = runner.fireNextTimer(dueBy: end) {
            return SpecFailure(
                file: file, path: SpecReader.stepsPath,
                reason: "timer \"\(firing.id)\" fired at \(JSONWriter.format(firing.time)) s after the last step; list it as a fire step",
                actual: JSONEncoding.tree(firing.event))
        }
        return endFailure(runner.pendingTimers)
    }

    /// How the timers still pending at the end differ from the spec's `pending` list.
    private func endFailure(_ actual: [Runner<M>.PendingTimer]) -> SpecFailure? {
        for (index, timer) in actual.enumerated() {
            let path = SpecReader.pendingPath.appending(index)
            let eventJSON = JSONEncoding.tree(timer.event)
            guard index < pending.count else {
                return SpecFailure(
                    file: file, path: path,
                    reason: "timer \"\(timer.id)\" is still pending at the end (due at \(JSONWriter.format(timer.due)) s); "
                        + "list it under \"pending\", or as a fire step with a later \"until\"",
                    actual: Spec.PendingTimer(at: timer.due, event: eventJSON).json)
            }
            let listed = pending[index]
            if VirtualTime.nanoseconds(listed.at) != VirtualTime.nanoseconds(timer.due) {
                return SpecFailure(
                    file: file, path: path.appending("at"), reason: "pending timer \"\(timer.id)\" is due at another time",
                    expected: .number(listed.at), actual: .number(timer.due))
            }
            let listedEvent = Self.currentSpelling(of: listed.event)
            if let difference = JSONComparison.firstDifference(
                expected: listedEvent, actual: eventJSON, at: path.appending("event"), tolerance: tolerance)
            {
                return SpecFailure(
                    file: file, path: difference.path, reason: "pending timer \"\(timer.id)\" will deliver another event: \(difference.reason)",
                    expected: difference.expected, actual: difference.actual, diff: JSONDiff(expected: listedEvent, actual: eventJSON))
            }
        }
        guard actual.count < pending.count else { return nil }
        return SpecFailure(
            file: file, path: SpecReader.pendingPath.appending(actual.count),
            reason: "this timer is not pending at the end", expected: pending[actual.count].json)
    }

    /// How a step's expectations differ from what happened, or nil.
    private func compare(_ step: ReadStep, index: Int, effects: [M.Effect], state: M.State) throws(SpecFailure) -> SpecFailure? {
        let expected = try self.effects(of: step, index: index)
        if expected != effects {
            // Equal as JSON within the tolerance is equal: a hand-written 0.3 for a computed 0.30000000000000004.
            let expectedJSON = expected.map { JSONEncoding.tree($0) }
            let actualJSON = effects.map { JSONEncoding.tree($0) }
            let effectsPath = path(index).appending("expect").appending("effects")
            if let difference = JSONComparison.firstDifference(
                expected: .array(expectedJSON), actual: .array(actualJSON), at: effectsPath, tolerance: tolerance)
            {
                return SpecFailure(
                    file: file, step: index, path: difference.path, reason: "effect \(difference.reason)",
                    expected: difference.expected, actual: difference.actual,
                    diff: JSONDiff(expectedElements: expectedJSON, actualElements: actualJSON))
            }
        }
        guard let stateIndex = step.state else { return nil }
        guard !Self.state(state, matches: JSONExpected(step.tape, at: stateIndex, tolerance: tolerance)) else { return nil }
        let expectedState = step.tape.value(at: stateIndex)
        let statePath = path(index).appending("expect").appending("state")
        // Report against the whole state, so that a different enum case shows whole.
        let actualState = JSONEncoding.tree(state)
        // The two comparisons follow one rule; were they ever to disagree,
        // the step fails rather than passes.
        let difference =
            JSONComparison.firstDifference(expected: expectedState, actual: actualState, at: statePath, partial: true, tolerance: tolerance)
            ?? JSONComparison.Difference(
                path: statePath, reason: "differs: a member it names (null) is none of the state's", expected: expectedState, actual: actualState)
        return SpecFailure(
            file: file, step: index, path: difference.path, reason: "state \(difference.reason)",
            expected: difference.expected, actual: difference.actual,
            diff: JSONDiff(expected: expectedState, actual: actualState, partial: true))
    }

    /// Whether `state` holds what a step expects of it: compared as it is
    /// walked (`jsonMatches`), or, for a state coded only through Codable,
    /// written as far as the expectation names and then compared.
    private static func state(_ state: M.State, matches expected: JSONExpected) -> Bool {
        // Through the type rather than the value: a state held as `any
        // JSONEncodable` would be copied into a box of its own each step.
        if let coded = M.State.self as? any JSONEncodable.Type { return Self.state(state, as: coded, matches: expected) }
        return expected.matches((try? JSONEncoding.encode(state, keeping: expected.value)) ?? .null)
    }

    /// `state`, whose type is `T`, compared as a `T`.
    private static func state<T: JSONEncodable>(_ state: M.State, as type: T.Type, matches expected: JSONExpected) -> Bool {
        (state as! T).jsonMatches(expected)
    }

    // MARK: Running freely

    /// The most timer firings a free run (`record`, `replay`) delivers: a
    /// timer that keeps rescheduling itself (an endlessly looping GIF) and a
    /// far `until` would otherwise run for ever. A million firings is an
    /// hour of a 4 ms timer, far past any trace a person reads.
    var maximumFirings = 1_000_000

    /// Delivers the send steps and lets timers go off by themselves, handing
    /// each transition to `visit`, and each fire step read to `listed`;
    /// `progress` hears the number of transitions every `progressInterval`.
    /// More than `maximumFirings` firings is a failure naming the timer.
    @discardableResult
    func run(
        _ steps: inout StepReader, listed: (Spec.Step) -> Void = { _ in }, progress: (Int) -> Void = { _ in }, reportsPending: Bool = false,
        visit: (Transition) -> Void
    ) throws(SpecFailure) -> [Runner<M>.PendingTimer] {
        var runner = Runner(machine)
        var transitions = 0
        var firings = 0
        func count() {
            transitions += 1
            if transitions % progressInterval == 0 { progress(transitions) }
        }
        func fireTimers(dueBy time: Double) throws(SpecFailure) {
            var before = runner.state
            while let firing = runner.fireNextTimer(dueBy: time) {
                firings += 1
                if firings > maximumFirings {
                    throw SpecFailure(
                        file: file, path: SpecReader.stepsPath,
                        reason: "timers fired more than \(maximumFirings) times by \(JSONWriter.format(firing.time)) s "
                            + "(timer \"\(firing.id)\" keeps firing); the run stops here: end the trace or its \"until\" earlier")
                }
                visit(
                    Transition(
                        at: firing.time, source: .fire, step: nil, timer: firing.id, event: firing.event,
                        effects: firing.effects, before: before, after: runner.state, pending: reportsPending ? runner.pendingTimers : []))
                count()
                before = runner.state
            }
        }
        do throws(SpecFailure) {
            while let step = try steps.next() {
                let index = steps.index - 1
                guard step.source == .send else {
                    _ = try event(of: step, index: index)
                    listed(step)
                    continue
                }
                try fireTimers(dueBy: step.at)
                _ = runner.advance(to: step.at)
                let event = try event(of: step, index: index)
                let before = runner.state
                let effects = runner.send(event)
                visit(
                    Transition(
                        at: step.at, source: .send, step: step, timer: nil, event: event, effects: effects, before: before, after: runner.state,
                        pending: reportsPending ? runner.pendingTimers : []))
                count()
            }
            try fireTimers(dueBy: max(steps.lastTime ?? 0, until ?? 0))
        } catch {
            throw error.inFile(file)
        }
        return runner.pendingTimers
    }

    // MARK: Recording

    /// The steps with their expectations filled in from what the machine
    /// does: every effect; for the state, the members the step already
    /// checked (refreshed), or else what changed (`JSONComparison.changedMembers`).
    /// Timers become fire steps where they go off, keeping a listed fire
    /// step's state template when one matches.
    func record(_ steps: inout StepReader, progress: (Int) -> Void = { _ in }) throws(SpecFailure) -> Recording {
        var recorded: [Spec.Step] = []
        let pending = try record(&steps, progress: progress) { recorded.append($0) }
        return Recording(steps: recorded, pending: pending)
    }

    /// Records as `record(_:progress:)` does, handing each recorded step to
    /// `emit` as soon as it is made (nothing is kept), and returns the timers
    /// still pending at the end.
    func record(_ steps: inout StepReader, progress: (Int) -> Void = { _ in }, emit: (Spec.Step) -> Void) throws(SpecFailure) -> [Spec.PendingTimer] {
        var listedFires: [Spec.Step] = []
        let pending = try run(
            &steps,
            listed: { listed in
                var fire = listed
                fire.event = Self.currentSpelling(of: listed.event)
                listedFires.append(fire)
            }, progress: progress
        ) { transition in
            let eventJSON = JSONEncoding.tree(transition.event)
            var template = transition.step?.state
            var picture = transition.step?.picture
            if transition.source == .fire, let position = listedFires.firstIndex(where: { listed in
                VirtualTime.nanoseconds(listed.at) == VirtualTime.nanoseconds(transition.at)
                    && JSONComparison.firstDifference(expected: listed.event, actual: eventJSON, at: .root) == nil
            }) {
                let listed = listedFires.remove(at: position)
                (template, picture) = (listed.state, listed.picture)
            }
            let after = JSONEncoding.tree(transition.after)
            let state = template.map { JSONComparison.project(after, like: $0) }
                ?? JSONComparison.changedMembers(from: JSONEncoding.tree(transition.before), to: after)
            emit(
                Spec.Step(
                    at: transition.step?.at ?? transition.at, source: transition.source, event: eventJSON,
                    effects: transition.effects.map { JSONEncoding.tree($0) }, state: state, picture: picture))
        }
        return pending.map { Spec.PendingTimer(at: $0.due, event: JSONEncoding.tree($0.event)) }
    }

    /// An event as `record` writes it now: one recorded under a former
    /// spelling of its case reads as the new one. An event the machine
    /// cannot read is left as written, for the comparison to report.
    static func currentSpelling(of event: JSONValue) -> JSONValue {
        (try? JSONDecoding.decode(M.Event.self, from: event)).map { JSONEncoding.tree($0) } ?? event
    }

    /// A recorded run: its steps, and the timers left pending at its end.
    struct Recording {
        var steps: [Spec.Step]
        var pending: [Spec.PendingTimer]
    }

    // MARK: Transcript

    /// What happened, step by step.
    func transcriptEntries(_ steps: inout StepReader, progress: (Int) -> Void = { _ in }) throws(SpecFailure) -> [Transcript.Entry] {
        var entries: [Transcript.Entry] = []
        try transcriptEntries(&steps, progress: progress) { entries.append($0) }
        return entries
    }

    /// What happened, handed to `visit` entry by entry as the run goes (nothing is kept).
    func transcriptEntries(_ steps: inout StepReader, progress: (Int) -> Void = { _ in }, visit: (Transcript.Entry) -> Void) throws(SpecFailure) {
        var writer = EntryWriter()
        try run(&steps, progress: progress, reportsPending: true) { visit(writer.entry($0)) }
    }

    /// The run's entries, handed to `visit` as they come, and its verdict
    /// (nil when the run follows the spec), in one pass over the steps
    /// while the run follows them. A run that departs from the spec is run
    /// again freely from the start, for the entries past the point where the
    /// check stopped: until then the two runs are the same. `visit` hears
    /// each transition with its entry (a trace page draws the transition).
    func checkedTranscript(
        _ input: SpecInput, progress: (Int) -> Void = { _ in }, visit: (Transition, Transcript.Entry) -> Void
    ) throws(SpecFailure) -> SpecFailure? {
        var writer = EntryWriter()
        var written = 0
        // (`check` takes an optional visitor, which is escaping: this one does not escape the call.)
        let verdict = withoutActuallyEscaping(visit) { visit in
            input.withSteps { steps in
                check(&steps, progress: progress) { transition in
                    visit(transition, writer.entry(transition))
                    written += 1
                }
            }
        }
        guard let verdict else { return nil }
        var rest = EntryWriter()
        var passed = 0
        _ = try input.withSteps { steps in
            Result { () throws(SpecFailure) in
                try run(&steps, reportsPending: true) { transition in
                    guard passed == written else { return passed += 1 }
                    visit(transition, rest.entry(transition))
                }
            }
        }.get()
        return verdict
    }

    /// Turns transitions into transcript entries, each state encoded once:
    /// a step's state before is the last one's after.
    struct EntryWriter {
        private var previous: (state: M.State, tree: JSONValue)?

        mutating func entry(_ transition: Transition) -> Transcript.Entry {
            let before = previous.flatMap { $0.state == transition.before ? $0.tree : nil } ?? JSONEncoding.tree(transition.before)
            let after = transition.after == transition.before ? before : Self.tree(transition.after, since: transition.before, written: before)
            previous = (transition.after, after)
            let changes = JSONComparison.changes(from: before, to: after)
            return Transcript.Entry(
                at: transition.at, source: transition.source, timer: transition.timer,
                event: JSONEncoding.tree(transition.event),
                effects: transition.effects.map { JSONEncoding.tree($0) },
                changes: changes.map { Transcript.Change(path: $0.path, before: $0.expected, after: $0.actual) },
                pending: transition.pending.map { Transcript.Timer(id: $0.id, due: $0.due, event: JSONEncoding.tree($0.event)) })
        }

        /// The form of `state`, whose part equal to `old`'s keeps `old`'s
        /// form `written` (the same storage): the changes between the two
        /// are then found without walking what did not change.
        private static func tree(_ state: M.State, since old: M.State, written: JSONValue) -> JSONValue {
            guard let coded = M.State.self as? any JSONEncodable.Type else { return JSONEncoding.tree(state) }
            return tree(state, as: coded, since: old, written: written)
        }

        private static func tree<T: JSONEncodable>(_ state: M.State, as type: T.Type, since old: M.State, written: JSONValue) -> JSONValue {
            (state as! T).jsonValue(since: old as! T, written: written)
        }
    }
}

/// A spec's run written out for people: each event with its effects and the
/// state it changed, and whether the run matches the spec's expectations.
public struct Transcript: Sendable {
    /// The machine's registered name.
    public var machine: String
    /// The spec's title.
    public var title: String
    /// Every delivered event, in order.
    public var entries: [Entry]
    /// Nil when the run matches the spec.
    public var verdict: SpecFailure?

    /// One delivered event.
    public struct Entry: Sendable {
        /// When, in seconds.
        public var at: Double
        /// Sent from outside or fired by a timer.
        public var source: Spec.Step.Source
        /// The timer that fired, for a fired event.
        public var timer: TimerID?
        /// The event.
        public var event: JSONValue
        /// The effects, in order.
        public var effects: [JSONValue]
        /// The state values that changed.
        public var changes: [Change]
        /// The timers waiting after it, soonest first.
        public var pending: [Timer] = []
    }

    /// A timer waiting to go off.
    public struct Timer: Sendable {
        /// Its id.
        public var id: TimerID
        /// When it goes off, in seconds.
        public var due: Double
        /// The event it delivers.
        public var event: JSONValue
    }

    /// One state value that changed (nil before: it appeared; nil after: it went away).
    public struct Change: Sendable {
        /// Where in the state.
        public var path: JSONPath
        /// The value before the event.
        public var before: JSONValue?
        /// The value after the event.
        public var after: JSONValue?
    }
}
