import FlowCore

/// What a random run sent since it last started afresh, to be shrunk.
struct ChaosLog<M: Machine> {
    /// When the current fresh start began, in seconds of the run.
    var start = 0.0
    /// The events sent since, at their times from `start`.
    var sent: [(at: Double, event: M.Event)] = []

    mutating func restart(at time: Double) {
        start = time
        sent.removeAll(keepingCapacity: true)
    }
}

/// Shrinks a random run that broke an invariant to the fewest events that
/// still break it (delta debugging: Zeller's ddmin, as Hypothesis and
/// fast-check shrink), and writes them as a spec.
///
/// Events keep the gaps between them, so the timers between them go off as
/// they did; the spec starts at 0 (every time moved back by the first
/// event's, when the run still breaks the same way so moved: a machine
/// reads time only through its timers, which are relative). A candidate
/// counts as failing when some step breaks an invariant with the
/// same reason up to its first colon (what follows often names values that
/// change as events go). At most `budget` candidates are tried; the smallest
/// failing one found by then is kept.
struct ChaosShrinker<M: ChaosTestable> {
    let machine: M
    let reason: String
    var budget = 2_000

    /// The spec of the shrunk run, recorded until the step that breaks the
    /// invariant; nil when the run does not fail again (it always should:
    /// machines are pure) or cannot be written as JSON.
    func spec(shrinking sent: [(at: Double, event: M.Event)], name: String, seed: UInt64) -> Spec? {
        guard failure(of: sent) != nil else { return nil }
        var tries = 0
        let shrunk = Self.minimize(sent) { candidate in
            tries += 1
            return tries <= budget && failure(of: candidate) != nil
        }
        guard var end = failure(of: shrunk) else { return nil }
        var kept = shrunk
        if let first = shrunk.first?.at, first > 0 {
            let moved = shrunk.map { (at: $0.at - first, event: $0.event) }
            if let movedEnd = failure(of: moved) { (kept, end) = (moved, movedEnd) }
        }
        let title = "Shrunk by \(name == M.specName ? "flow" : name) chaos from seed \(seed), \(sent.count) events to \(kept.count): \(reason)"
        return try? Spec(recording: machine, sent: kept, until: end, title: title)
    }

    /// When the run of `sent` breaks the invariant (the time of the step),
    /// or nil. Timers still pending after the last event go off too, up to a
    /// thousand of them.
    func failure(of sent: [(at: Double, event: M.Event)]) -> Double? {
        var runner = Runner(machine)
        func breaks(_ step: ChaosStep<M>) -> Bool {
            guard let found = machine.invariantViolation(step) else { return false }
            return Self.kind(of: found) == Self.kind(of: reason)
        }
        func fire(dueBy time: Double) -> Double? {
            var before = runner.state
            var fired = 0
            while fired < 1_000, let firing = runner.fireNextTimer(dueBy: time) {
                fired += 1
                let step = ChaosStep<M>(index: 0, time: firing.time, fromTimer: true, event: firing.event, before: before, after: runner.state, effects: firing.effects)
                if breaks(step) { return firing.time }
                before = runner.state
            }
            return nil
        }
        for (at, event) in sent {
            if let time = fire(dueBy: at) { return time }
            _ = runner.advance(to: at)
            let before = runner.state
            let effects = runner.send(event)
            if breaks(ChaosStep(index: 0, time: runner.now, fromTimer: false, event: event, before: before, after: runner.state, effects: effects)) {
                return runner.now
            }
        }
        return fire(dueBy: VirtualTime.end)
    }

    /// A reason's kind: its text up to the first colon.
    static func kind(of reason: String) -> Substring {
        reason.prefix { $0 != ":" }
    }

    /// Zeller's ddmin: the input split into `n` parts; a part, or the input
    /// without one, that still fails replaces it; else the parts are halved,
    /// down to single items. The result fails, and removing any one item
    /// from it does not (when the budget lasts).
    static func minimize<T>(_ input: [T], fails: ([T]) -> Bool) -> [T] {
        var items = input
        var parts = 2
        while items.count >= 2 {
            let size = (items.count + parts - 1) / parts
            let chunks = stride(from: 0, to: items.count, by: size).map { $0..<min($0 + size, items.count) }
            var reduced = false
            for chunk in chunks where fails(Array(items[chunk])) {
                items = Array(items[chunk])
                parts = 2
                reduced = true
                break
            }
            if !reduced {
                for chunk in chunks {
                    let complement = Array(items[..<chunk.lowerBound] + items[chunk.upperBound...])
                    guard fails(complement) else { continue }
                    items = complement
                    parts = max(parts - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                guard parts < items.count else { break }
                parts = min(parts * 2, items.count)
            }
        }
        if items.count == 1, fails([]) { return [] }
        return items
    }
}
