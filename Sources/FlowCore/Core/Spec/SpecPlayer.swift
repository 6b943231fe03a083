/// Plays one spec against one machine type: checks it, records it, or writes
/// out what happened.
///
/// All three run the trace the same way: `send` steps are delivered at their
/// times, and timers go off by themselves when they fall due (before a send
/// at the same instant), up to the time of the last step or `until`. Checking then walks the resulting transitions and the
/// spec's steps side by side, so a timer that fires unlisted, or a listed one
/// that never fires, shows up as a misaligned step.
struct SpecPlayer<M: SpecMachine> {
    let spec: Spec
    let file: String
    let machine: M
    /// Each step's event, decoded.
    let events: [M.Event]
    /// Each step's expected effects, decoded then encoded again (normalised).
    let expectedEffects: [[JSONValue]]

    /// One thing that happened during the run.
    struct Transition {
        var at: Double
        var source: Spec.Step.Source
        /// The send step delivered, for sends.
        var stepIndex: Int?
        var timer: TimerID?
        var event: M.Event
        var effects: [M.Effect]
        var before: M.State
        var after: M.State
    }

    init(spec: Spec, file: String) throws(SpecFailure) {
        self.spec = spec
        self.file = file
        do {
            machine = try JSONDecoding.decode(M.self, from: spec.config, at: JSONPath.root.appending("config"))
        } catch {
            throw SpecFailure(file: file, path: error.path, reason: "invalid configuration: \(error.reason)")
        }
        var events: [M.Event] = []
        var expectedEffects: [[JSONValue]] = []
        events.reserveCapacity(spec.steps.count)
        expectedEffects.reserveCapacity(spec.steps.count)
        for (index, step) in spec.steps.enumerated() {
            let stepPath = JSONPath.root.appending("steps").appending(index)
            let eventPath = stepPath.appending(step.source.rawValue)
            do {
                events.append(try JSONDecoding.decode(M.Event.self, from: step.event, at: eventPath))
            } catch {
                throw SpecFailure(file: file, step: index, path: error.path, reason: Self.describeEventError(error, eventPath: eventPath))
            }
            var normalised: [JSONValue] = []
            for (effectIndex, effect) in step.effects.enumerated() {
                let effectPath = stepPath.appending("expect").appending("effects").appending(effectIndex)
                do {
                    normalised.append(JSONEncoding.tree(try JSONDecoding.decode(M.Effect.self, from: effect, at: effectPath)))
                } catch {
                    throw SpecFailure(file: file, step: index, path: error.path, reason: "invalid effect: \(error.reason)")
                }
            }
            expectedEffects.append(normalised)
        }
        self.events = events
        self.expectedEffects = expectedEffects
    }

    private static func describeEventError(_ error: JSONDecodingError, eventPath: JSONPath) -> String {
        if error.path == eventPath, error.reason.hasPrefix("unknown member") {
            return "unknown event " + error.reason.dropFirst("unknown member ".count) + " for machine \(M.specName)"
        }
        return "invalid event: \(error.reason)"
    }

    /// Runs the trace, handing each transition to `visit` until it returns false.
    func run(_ visit: (Transition) -> Bool) {
        var runner = Runner(machine)
        func fireTimers(dueBy time: Double) -> Bool {
            var before = runner.state
            while let firing = runner.fireNextTimer(dueBy: time) {
                let transition = Transition(
                    at: firing.time, source: .fire, stepIndex: nil, timer: firing.id, event: firing.event,
                    effects: firing.effects, before: before, after: runner.state)
                guard visit(transition) else { return false }
                before = runner.state
            }
            return true
        }
        for (index, step) in spec.steps.enumerated() where step.source == .send {
            guard fireTimers(dueBy: step.at) else { return }
            _ = runner.advance(to: step.at)
            let before = runner.state
            let effects = runner.send(events[index])
            let transition = Transition(
                at: step.at, source: .send, stepIndex: index, timer: nil, event: events[index],
                effects: effects, before: before, after: runner.state)
            guard visit(transition) else { return }
        }
        // The trace observes until its last step (a fire step may come after
        // the last send), or until `until` when that is later.
        let end = max(spec.steps.last?.at ?? 0, spec.until ?? 0)
        _ = fireTimers(dueBy: end)
    }

    // MARK: Checking

    /// The first way the machine departs from the spec, or nil when it follows it.
    func check() -> SpecFailure? {
        var index = 0
        var failure: SpecFailure?
        run { transition in
            failure = compare(transition, with: index)
            index += 1
            return failure == nil
        }
        if failure == nil, index < spec.steps.count {
            let step = spec.steps[index]
            failure = SpecFailure(
                file: file, step: index, path: stepPath(index).appending("fire"),
                reason: "this timer never fired at \(JSONWriter.format(step.at)) s", expected: step.event)
        }
        return failure
    }

    private func stepPath(_ index: Int) -> JSONPath {
        JSONPath.root.appending("steps").appending(index)
    }

    private func compare(_ transition: Transition, with index: Int) -> SpecFailure? {
        let eventJSON = JSONEncoding.tree(transition.event)
        guard index < spec.steps.count else {
            return SpecFailure(
                file: file, path: JSONPath.root.appending("steps"),
                reason: "timer \"\(transition.timer?.rawValue ?? "")\" fired at \(JSONWriter.format(transition.at)) s after the last step; list it as a fire step",
                actual: eventJSON)
        }
        let step = spec.steps[index]
        let path = stepPath(index)
        switch (transition.source, step.source) {
        case (.fire, .send):
            return SpecFailure(
                file: file, step: index, path: path,
                reason: "timer \"\(transition.timer?.rawValue ?? "")\" fired at \(JSONWriter.format(transition.at)) s before this step; list it as a fire step",
                actual: eventJSON)
        case (.send, .fire):
            return SpecFailure(
                file: file, step: index, path: path.appending("fire"),
                reason: "this timer never fired at \(JSONWriter.format(step.at)) s (the next send came first)",
                expected: step.event)
        case (.fire, .fire):
            if VirtualTime.nanoseconds(transition.at) != VirtualTime.nanoseconds(step.at) {
                return SpecFailure(
                    file: file, step: index, path: path.appending("at"), reason: "the next timer fired at another time",
                    expected: .number(step.at), actual: .number(transition.at))
            }
            let listed = JSONEncoding.tree(events[index])
            if let difference = JSONComparison.firstDifference(expected: listed, actual: eventJSON, at: path.appending("fire")) {
                return SpecFailure(
                    file: file, step: index, path: difference.path, reason: "the timer delivered another event: \(difference.reason)",
                    expected: difference.expected, actual: difference.actual, diff: JSONDiff(expected: listed, actual: eventJSON))
            }
        case (.send, .send):
            break
        }
        let actualEffects = transition.effects.map { JSONEncoding.tree($0) }
        let effectsPath = path.appending("expect").appending("effects")
        if let difference = JSONComparison.firstDifference(expected: .array(expectedEffects[index]), actual: .array(actualEffects), at: effectsPath) {
            return SpecFailure(
                file: file, step: index, path: difference.path, reason: "effect \(difference.reason)",
                expected: difference.expected, actual: difference.actual,
                diff: JSONDiff(expectedElements: expectedEffects[index], actualElements: actualEffects))
        }
        if let expectedState = step.state {
            let statePath = path.appending("expect").appending("state")
            let actualState = JSONEncoding.tree(transition.after)
            if let difference = JSONComparison.firstDifference(expected: expectedState, actual: actualState, at: statePath, partial: true) {
                return SpecFailure(
                    file: file, step: index, path: difference.path, reason: "state \(difference.reason)",
                    expected: difference.expected, actual: difference.actual,
                    diff: JSONDiff(expected: expectedState, actual: actualState, partial: true))
            }
        }
        return nil
    }

    // MARK: Recording

    /// The spec with its steps and expectations filled in from what the
    /// machine does: every effect; for the state, the members the step
    /// already checked (refreshed), or else the top-level members that changed.
    /// Timers become fire steps where they go off.
    func record() -> Spec {
        var unusedFires = spec.steps.indices.filter { spec.steps[$0].source == .fire }
        var steps: [Spec.Step] = []
        run { transition in
            let eventJSON = JSONEncoding.tree(transition.event)
            var template: JSONValue?
            if let index = transition.stepIndex {
                template = spec.steps[index].state
            } else if let position = unusedFires.firstIndex(where: { index in
                VirtualTime.nanoseconds(spec.steps[index].at) == VirtualTime.nanoseconds(transition.at)
                    && JSONComparison.firstDifference(expected: JSONEncoding.tree(events[index]), actual: eventJSON, at: .root) == nil
            }) {
                template = spec.steps[unusedFires.remove(at: position)].state
            }
            let after = JSONEncoding.tree(transition.after)
            let state = template.map { JSONComparison.project(after, like: $0) }
                ?? JSONComparison.changedMembers(from: JSONEncoding.tree(transition.before), to: after)
            steps.append(
                Spec.Step(
                    at: transition.stepIndex.map { spec.steps[$0].at } ?? transition.at,
                    source: transition.source, event: eventJSON,
                    effects: transition.effects.map { JSONEncoding.tree($0) }, state: state))
            return true
        }
        var recorded = spec
        recorded.steps = steps
        return recorded
    }

    // MARK: Transcript

    /// What happened, step by step, with the check's verdict.
    func transcript() -> Transcript {
        var entries: [Transcript.Entry] = []
        run { transition in
            let changes = JSONComparison.changes(from: JSONEncoding.tree(transition.before), to: JSONEncoding.tree(transition.after))
            entries.append(
                Transcript.Entry(
                    at: transition.at, source: transition.source, timer: transition.timer,
                    event: JSONEncoding.tree(transition.event),
                    effects: transition.effects.map { JSONEncoding.tree($0) },
                    changes: changes.map { Transcript.Change(path: $0.path, before: $0.expected, after: $0.actual) }))
            return true
        }
        return Transcript(machine: spec.machine, title: spec.title, entries: entries, verdict: check())
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
