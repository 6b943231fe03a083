import Testing

import FlowCore
import FlowTesting

@Suite struct PopupQueueTests {
    static let hour = 3600.0
    static let day = 86_400.0

    let update = PopupKind(id: "update", priority: 1000)
    let forcedUpdate = PopupKind(id: "forcedUpdate", priority: 1000, isBlocking: true)
    let coachMarks = PopupKind(id: "coachMarks", priority: 100, rules: PopupRules(onceEver: true))
    let gift = PopupKind(id: "gift", priority: 50, rules: PopupRules(cooldownHours: 72))
    let banner = PopupKind(id: "banner", priority: 50)
    let notifications = PopupKind(id: "notifications", priority: 40, rules: PopupRules(precondition: "notDetermined"))
    let rating = PopupKind(id: "rating", priority: 10, rules: PopupRules(quota: .init(count: 3, days: 365)))

    /// A runner that checks every effect and timer, and the state members a test sets.
    func runner(_ queue: PopupQueue) -> TestRunner<PopupQueue> {
        let test = TestRunner(queue)
        test.exhaustivity = .partialState
        return test
    }

    /// What showing `id` for the first time at `time` does: it is presented,
    /// and the record, with this showing added to what `test` holds, is saved
    /// (keeping of the earlier showings only those inside the kind's quota
    /// window: a cooldown or once-ever needs only the latest).
    func firstShowing(_ id: String, at time: Double, in test: TestRunner<PopupQueue>, after dismissing: String? = nil) -> [PopupQueue.Effect] {
        var record = test.state.record
        let window = (test.machine.kinds.first { $0.id == id }?.rules.quota?.days ?? 0) * Self.day
        record.showings[id] = (record.showings[id] ?? []).filter { time - $0 < window } + [time]
        return (dismissing.map { [.dismiss(id: $0)] } ?? []) + [.present(id: id, target: .rootWindow), .persist(record: record)]
    }

    /// Dismisses the popup on screen at `now`, lets the gap pass, and asserts
    /// that `id` shows next (`returning` from a withdrawal: not a new
    /// showing), or nothing.
    func dismiss(
        _ test: TestRunner<PopupQueue>, at now: Double, thenShows id: String?, returning: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard let showing = test.state.showing else {
            Issue.record("nothing on screen to dismiss", sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        let gap = test.machine.gap
        let effects: [PopupQueue.Effect] = id.map { returning ? [.present(id: $0, target: .rootWindow)] : firstShowing($0, at: now + gap, in: test) } ?? []
        guard gap > 0 else {
            test.send(.dismissed(id: showing, now: now), effects: effects, fileID: fileID, filePath: filePath, line: line, column: column) { $0.showing = id }
            return
        }
        test.send(.dismissed(id: showing, now: now), fileID: fileID, filePath: filePath, line: line, column: column) { $0.showing = nil }
        test.advance(by: gap, fileID: fileID, filePath: filePath, line: line, column: column)
        test.receive(.gapEnded, effects: effects, fileID: fileID, filePath: filePath, line: line, column: column) { $0.showing = id }
    }

    @Test func theFirstLaunchStormShowsOneAtATimeByPriorityWithTheLateGiftInItsPlace() throws {
        let test = runner(try PopupQueue(kinds: [update, coachMarks, gift, notifications, rating]))
        // Held while the launch screen is up, so the storm is judged as a whole.
        test.send(.suspended) { $0.isSuspended = true }
        test.send(.offered(id: "rating", now: 0))
        test.send(.offered(id: "notifications", now: 0), effects: [.askPrecondition(id: "notifications", condition: "notDetermined")]) {
            $0.askedPreconditions = ["notifications"]
        }
        test.send(.offered(id: "coachMarks", now: 0))
        test.send(.offered(id: "update", now: 0)) { $0.showing = nil }
        test.send(.preconditionAnswered(id: "notifications", allowed: true)) { $0.askedPreconditions = [] }
        test.advance(to: 1)
        // The gap comes first.
        test.send(.resumed(now: 1)) { $0.showing = nil }
        test.advance(to: 1.49)
        let update = firstShowing("update", at: 1.5, in: test)
        test.advance(to: 1.5)
        test.receive(.gapEnded, effects: update) { $0.showing = "update" }
        // The gift's network answer arrives late and waits.
        test.send(.offered(id: "gift", now: 3)) { $0.showing = "update" }
        dismiss(test, at: 4, thenShows: "coachMarks")
        dismiss(test, at: 8, thenShows: "gift")
        dismiss(test, at: 10, thenShows: "notifications")
        dismiss(test, at: 12, thenShows: "rating")
        dismiss(test, at: 14, thenShows: nil)
        #expect(Set(test.state.record.showings.keys) == ["update", "coachMarks", "gift", "notifications", "rating"])
    }

    @Test func equalPrioritiesShowFirstComeFirstServed() throws {
        let test = runner(try PopupQueue(kinds: [gift, banner, rating], gap: 0))
        test.send(.offered(id: "rating", now: 0), effects: firstShowing("rating", at: 0, in: test))
        test.send(.offered(id: "banner", now: 1))
        test.send(.offered(id: "gift", now: 2))
        dismiss(test, at: 3, thenShows: "banner")
        dismiss(test, at: 4, thenShows: "gift")
    }

    @Test func aHigherPriorityWaitsUnlessConfiguredToPreempt() throws {
        let waiting = runner(try PopupQueue(kinds: [coachMarks, rating]))
        waiting.send(.offered(id: "rating", now: 0), effects: firstShowing("rating", at: 0, in: waiting))
        waiting.send(.offered(id: "coachMarks", now: 1)) { $0.showing = "rating" }

        let test = runner(try PopupQueue(kinds: [coachMarks, rating, banner], preemption: .preempt))
        test.send(.offered(id: "rating", now: 0), effects: firstShowing("rating", at: 0, in: test))
        test.send(.offered(id: "coachMarks", now: 1), effects: firstShowing("coachMarks", at: 1, in: test, after: "rating"))
        test.send(.offered(id: "banner", now: 1.5))  // lower than the coach marks: it waits
        // The preempted popup goes back to the head, ahead of the banner's higher
        // priority; coming back is not a second showing.
        dismiss(test, at: 2, thenShows: "rating", returning: true)
        #expect(test.state.record.showings["rating"] == [0])
        dismiss(test, at: 3, thenShows: "banner")
    }

    @Test func anEqualPriorityNeverPreempts() throws {
        let test = runner(try PopupQueue(kinds: [gift, banner], preemption: .preempt))
        test.send(.offered(id: "gift", now: 0), effects: firstShowing("gift", at: 0, in: test))
        test.send(.offered(id: "banner", now: 0)) { $0.showing = "gift" }
    }

    @Test func aCooldownOfThreeDaysIsSeventyTwoHoursFromTheLastShowing() throws {
        let test = runner(try PopupQueue(kinds: [gift]))
        test.send(.recordLoaded(record: PopupRecord(showings: ["gift": [10 * Self.hour]])))
        test.send(.offered(id: "gift", now: 81.99 * Self.hour), effects: [.notifyRefused(id: "gift", reason: .coolingDown)])
        test.send(.offered(id: "gift", now: 82 * Self.hour), effects: firstShowing("gift", at: 82 * Self.hour, in: test))

        let zero = runner(try PopupQueue(kinds: [PopupKind(id: "gift", priority: 1, rules: PopupRules(cooldownHours: 0))], gap: 0))
        zero.send(.offered(id: "gift", now: 5), effects: firstShowing("gift", at: 5, in: zero))
        dismiss(zero, at: 5, thenShows: nil)
        // A cooldown of 0 never refuses.
        zero.send(.offered(id: "gift", now: 5), effects: firstShowing("gift", at: 5, in: zero))
    }

    @Test func aQuotaAllowsThreeShowingsInAnyYear() throws {
        let test = runner(try PopupQueue(kinds: [rating], gap: 0))
        test.send(.recordLoaded(record: PopupRecord(showings: ["rating": [0, 100 * Self.day, 200 * Self.day]])))
        test.send(.offered(id: "rating", now: 300 * Self.day), effects: [.notifyRefused(id: "rating", reason: .quotaReached)])
        test.send(.offered(id: "rating", now: 364.9 * Self.day), effects: [.notifyRefused(id: "rating", reason: .quotaReached)])
        // The first showing is a full year old. The record keeps what the
        // rules still need: showings in the last year.
        let kept = PopupRecord(showings: ["rating": [100 * Self.day, 200 * Self.day, 365 * Self.day]])
        test.send(.offered(id: "rating", now: 365 * Self.day), effects: [.present(id: "rating", target: .rootWindow), .persist(record: kept)]) {
            $0.record = kept
        }
    }

    @Test func onceEverAndPreconditionsRefuseWithAReason() throws {
        let test = runner(try PopupQueue(kinds: [coachMarks, notifications]))
        test.send(.recordLoaded(record: PopupRecord(showings: ["coachMarks": [1]])))
        test.send(.offered(id: "coachMarks", now: 9), effects: [.notifyRefused(id: "coachMarks", reason: .shownBefore)])
        test.send(.offered(id: "notifications", now: 9), effects: [.askPrecondition(id: "notifications", condition: "notDetermined")])
        test.send(.offered(id: "notifications", now: 9))  // asked once
        test.send(.preconditionAnswered(id: "notifications", allowed: false), effects: [.notifyRefused(id: "notifications", reason: .preconditionUnmet)])
        test.exhaustivity = .on
        test.send(.preconditionAnswered(id: "notifications", allowed: true))  // an answer nobody asked for
    }

    @Test func aForcedUpdateTakesOverAndCannotBeDismissedOrSuspended() throws {
        let test = runner(try PopupQueue(kinds: [forcedUpdate, coachMarks, rating]))
        test.send(.offered(id: "rating", now: 0), effects: firstShowing("rating", at: 0, in: test))
        // Even in wait mode.
        test.send(.offered(id: "forcedUpdate", now: 1), effects: firstShowing("forcedUpdate", at: 1, in: test, after: "rating"))
        test.send(.dismissed(id: "forcedUpdate", now: 2)) { $0.showing = "forcedUpdate" }
        test.send(.suspended)
        test.send(.offered(id: "coachMarks", now: 3))
        test.send(.resumed(now: 4))
        test.advance(by: 10)
        // Nothing is lost behind it.
        #expect(test.state.showing == "forcedUpdate" && test.state.waiting.map(\.id).sorted() == ["coachMarks", "rating"])

        let inGap = runner(try PopupQueue(kinds: [forcedUpdate, rating]))
        inGap.send(.offered(id: "rating", now: 0), effects: firstShowing("rating", at: 0, in: inGap))
        inGap.send(.dismissed(id: "rating", now: 1))
        #expect(inGap.pendingTimers.map(\.due) == [0.5], "the gap runs")
        // A forced update does not wait for the gap, which ends.
        inGap.send(.offered(id: "forcedUpdate", now: 1.1), effects: firstShowing("forcedUpdate", at: 1.1, in: inGap)) { $0.gapEndsAt = nil }
        #expect(inGap.pendingTimers.isEmpty)
    }

    @Test func suspendingForLoginWithdrawsThePopupAndResumingBringsItBack() throws {
        let test = runner(try PopupQueue(kinds: [coachMarks, rating]))
        test.send(.offered(id: "rating", now: 0), effects: firstShowing("rating", at: 0, in: test))
        test.send(.suspended, effects: [.dismiss(id: "rating")]) { $0.showing = nil }
        test.send(.offered(id: "coachMarks", now: 1)) { $0.showing = nil }  // nothing shows over login
        test.send(.resumed(now: 5))
        test.advance(by: 0.5)
        // The withdrawn popup returns first, and is not a second showing.
        test.receive(.gapEnded, effects: [.present(id: "rating", target: .rootWindow)]) { $0.showing = "rating" }
        #expect(test.state.record.showings["rating"] == [0])
    }

    @Test func theClockNeverRunsBackwards() throws {
        let test = runner(try PopupQueue(kinds: [gift], gap: 0))
        test.send(.offered(id: "gift", now: 100 * Self.hour), effects: firstShowing("gift", at: 100 * Self.hour, in: test))
        test.send(.dismissed(id: "gift", now: 50 * Self.hour)) { $0.now = 100 * Self.hour }
        test.exhaustivity = .off  // what a cooling popup reports is the cooldown's test
        test.send(.offered(id: "gift", now: .nan)) { $0.now = 100 * Self.hour }
        test.send(.offered(id: "gift", now: -.infinity)) { $0.now = 100 * Self.hour }
        test.exhaustivity = .partialState
        // An earlier time counts as no time passing.
        test.send(.offered(id: "gift", now: 1), effects: [.notifyRefused(id: "gift", reason: .coolingDown)])
    }

    @Test func unknownIdsAreRefusedAndDuplicatesMerge() throws {
        let test = runner(try PopupQueue(kinds: [rating, banner]))
        test.send(.offered(id: "nope", now: 0), effects: [.notifyRefused(id: "nope", reason: .unknown)])
        test.send(.offered(id: "rating", now: 0), effects: firstShowing("rating", at: 0, in: test))
        test.send(.offered(id: "banner", now: 0))
        test.exhaustivity = .on
        test.send(.offered(id: "rating", now: 0))
        test.send(.offered(id: "banner", now: 0))
        #expect(test.state.waiting.map(\.id) == ["banner"])
        test.send(.dismissed(id: "banner", now: 1)) { $0.now = 1 }  // only the popup on screen can be dismissed; the clock moves
        test.send(.gapEnded)  // a stray timer event does nothing
    }

    @Test func badConfigurationIsRejected() {
        #expect(throws: PopupQueueError.duplicateKind("gift")) { try PopupQueue(kinds: [gift, gift]) }
        #expect(throws: PopupQueueError.outOfBounds(OutOfBounds(name: "gap", value: -1, range: Bounds.duration))) { try PopupQueue(kinds: [], gap: -1) }
        let cooling = PopupKind(id: "a", priority: 1, rules: PopupRules(cooldownHours: -3))
        #expect(throws: PopupQueueError.outOfBounds(OutOfBounds(name: "kinds[0].rules.cooldownHours", value: -3, range: PopupRules.cooldownHours))) {
            try PopupQueue(kinds: [cooling])
        }
        #expect((try? PopupQueue(kinds: [], gap: .infinity)) == nil)
    }
}
