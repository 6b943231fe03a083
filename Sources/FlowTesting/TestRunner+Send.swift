import FlowCore

extension TestRunner {
    /// Sends `event` now and asserts what it did: exactly `effects`, in
    /// order, and the state `updateState` makes of the previous one.
    ///
    /// Fired timers not yet asserted with `receive` fail here first.
    public func send(
        _ event: M.Event, effects: [M.Effect] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert updateState: ((inout M.State) -> Void)? = nil
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let step = "sending " + Rendering.inline(event)
        reportUnreceived(before: step, at: site)
        let pending = runner.pendingTimers
        sent.append((runner.now, event))
        let actualEffects = runner.send(event)
        noteOrigins(since: pending, at: site)
        check(step, before: asserted, after: runner.state, effects: effects, actualEffects, updateState, at: site)
        asserted = runner.state
    }

    /// Asserts the next timer that fired: it delivered `event`, which gave
    /// exactly `effects` and the state `updateState` makes of the previous one.
    ///
    /// Timers fire during `advance(by:)` and `advance(to:)`, in due order;
    /// each must be received in that order. A non-exhaustive runner passes
    /// over firings until one delivers `event` and meets the assertion (as
    /// TCA's TestStore skips actions it was not told about).
    public func receive(
        _ event: M.Event, effects: [M.Effect] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assert updateState: ((inout M.State) -> Void)? = nil
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !fired.isEmpty else {
            report(Message.nothingFired(expected: event, pending: runner.pendingTimers, now: runner.now), at: site)
            return
        }
        var index = 0
        if case .off = exhaustivity {
            // Passed over up to the firing that delivered `event` and meets
            // the assertion (after `advance(by: 60)` of a 1 s countdown, the
            // tick that reached 0, not the first tick); failing that, the
            // first that delivered `event`, so the failure says what differs.
            let matches = fired.indices.filter { fired[$0].firing.event == event }
            index =
                matches.first { candidate in
                    let item = fired[candidate]
                    return evaluate(before: item.before, after: item.after, effects: effects, item.firing.effects, updateState).failures.isEmpty
                } ?? matches.first ?? 0
        }
        if index > 0 {
            report(Message.unreceived(fired[..<index].map(\.firing), before: "this receive"), at: site, skippable: true)
        }
        let item = fired[index]
        fired.removeFirst(index + 1)
        let step = "the timer \"\(item.firing.id)\" at \(Rendering.seconds(item.firing.time))"
        if item.firing.event != event {
            report(Message.otherEvent(step: step, expected: event, actual: item.firing.event), at: site)
        } else {
            check(step, before: item.before, after: item.after, effects: effects, item.firing.effects, updateState, at: site)
        }
        asserted = item.after
    }

    /// Fails the test unless the step gave `expectedEffects` and the state
    /// `updateState` makes of `before`, as `exhaustivity` says: one issue for
    /// whatever differs in the step, and one known issue for what a
    /// non-exhaustive runner passed over.
    func check(
        _ step: String, before: M.State, after actual: M.State, effects expectedEffects: [M.Effect], _ actualEffects: [M.Effect],
        _ updateState: ((inout M.State) -> Void)?, at location: CallSite
    ) {
        let (failures, skipped) = evaluate(step, before: before, after: actual, effects: expectedEffects, actualEffects, updateState)
        if !failures.isEmpty { report(failures.joined(separator: "\n\n"), at: location) }
        if !skipped.isEmpty { report(skipped.joined(separator: "\n\n"), at: location, skippable: true) }
    }

    /// What `check` would report: the failures, and what a non-exhaustive runner passes over.
    func evaluate(
        _ step: String = "", before: M.State, after actual: M.State, effects expectedEffects: [M.Effect], _ actualEffects: [M.Effect],
        _ updateState: ((inout M.State) -> Void)?
    ) -> (failures: [String], skipped: [String]) {
        var failures: [String] = []
        var skipped: [String] = []
        // What is passed over is described only when shown: a long run of
        // non-exhaustive sends would otherwise render every state it skips.
        let showsSkipped = exhaustivity == .off(showSkippedAssertions: true)
        if expectedEffects != actualEffects {
            if case .off = exhaustivity, Self.isInOrder(expectedEffects, within: actualEffects) {
                if showsSkipped { skipped.append(Message.effects(step: step, expected: expectedEffects, actual: actualEffects)) }
            } else {
                failures.append(Message.effects(step: step, expected: expectedEffects, actual: actualEffects))
            }
        }
        var expected = before
        updateState?(&expected)
        switch exhaustivity {
        case .on:
            if expected != actual {
                failures.append(Message.state(step: step, expected: expected, actual: actual))
            } else if updateState != nil, actual == before {
                failures.append(Message.noChange(step: step))
            }
        case .partialState, .off:
            // Only what the closure sets is checked: set it on the actual state
            // and nothing may change.
            var expectedGivenActual = actual
            updateState?(&expectedGivenActual)
            if expectedGivenActual != actual {
                failures.append(Message.state(step: step, expected: expectedGivenActual, actual: actual))
            } else if showsSkipped, expected != actual {
                skipped.append(Message.state(step: step, expected: expected, actual: actual))
            }
        }
        return (failures, skipped)
    }

    /// Whether every element of `part` appears in `whole`, in the same order.
    static func isInOrder(_ part: [M.Effect], within whole: [M.Effect]) -> Bool {
        var remaining = whole[...]
        for element in part {
            guard let index = remaining.firstIndex(of: element) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }
}
