import Testing

import FlowCore

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

    func presented(_ effects: [PopupQueue.Effect]) -> [String] {
        effects.compactMap { effect in
            if case .present(let id, let target) = effect, target == .rootWindow { return id }
            return nil
        }
    }

    /// Dismisses whatever shows at `now` and lets the gap pass; returns what shows next.
    func next(_ runner: inout Runner<PopupQueue>, dismissingAt now: Double) -> [String] {
        guard let showing = runner.state.showing else { return [] }
        var effects = runner.send(.dismissed(id: showing, now: now))
        effects += runner.advance(by: runner.machine.gap).flatMap(\.effects)
        return presented(effects)
    }

    @Test func theFirstLaunchStormShowsOneAtATimeByPriorityWithTheLateGiftInItsPlace() throws {
        let queue = try PopupQueue(kinds: [update, coachMarks, gift, notifications, rating])
        var runner = Runner(queue)
        // Held while the launch screen is up, so the storm is judged as a whole.
        _ = runner.send(.suspended)
        for id in ["rating", "notifications", "coachMarks", "update"] { #expect(presented(runner.send(.offered(id: id, now: 0))).isEmpty) }
        #expect(runner.state.askedPreconditions == ["notifications"])
        _ = runner.send(.preconditionAnswered(id: "notifications", allowed: true))
        _ = runner.advance(to: 1)
        #expect(runner.send(.resumed(now: 1)).isEmpty, "the gap comes first")
        #expect(presented(runner.advance(to: 1.5).flatMap(\.effects)) == ["update"])
        _ = runner.advance(to: 3)
        #expect(presented(runner.send(.offered(id: "gift", now: 3))).isEmpty, "the gift's network answer arrives late and waits")
        #expect(next(&runner, dismissingAt: 4) == ["coachMarks"])
        #expect(next(&runner, dismissingAt: 8) == ["gift"])
        #expect(next(&runner, dismissingAt: 10) == ["notifications"])
        #expect(next(&runner, dismissingAt: 12) == ["rating"])
        #expect(next(&runner, dismissingAt: 14).isEmpty && runner.state.showing == nil)
        #expect(Set(runner.state.record.showings.keys) == ["update", "coachMarks", "gift", "notifications", "rating"])
    }

    @Test func equalPrioritiesShowFirstComeFirstServed() throws {
        var runner = Runner(try PopupQueue(kinds: [gift, banner, rating], gap: 0))
        _ = runner.send(.offered(id: "rating", now: 0))
        _ = runner.send(.offered(id: "banner", now: 1))
        _ = runner.send(.offered(id: "gift", now: 2))
        #expect(next(&runner, dismissingAt: 3) == ["banner"])
        #expect(next(&runner, dismissingAt: 4) == ["gift"])
    }

    @Test func aHigherPriorityWaitsUnlessConfiguredToPreempt() throws {
        var waiting = Runner(try PopupQueue(kinds: [coachMarks, rating]))
        _ = waiting.send(.offered(id: "rating", now: 0))
        #expect(waiting.send(.offered(id: "coachMarks", now: 1)).isEmpty)
        #expect(waiting.state.showing == "rating")

        var preempting = Runner(try PopupQueue(kinds: [coachMarks, rating, banner], preemption: .preempt))
        _ = preempting.send(.offered(id: "rating", now: 0))
        let effects = preempting.send(.offered(id: "coachMarks", now: 1))
        #expect(effects.first == .dismiss(id: "rating"))
        #expect(presented(effects) == ["coachMarks"])
        #expect(preempting.send(.offered(id: "banner", now: 1.5)).isEmpty, "lower than the coach marks: it waits")
        // The preempted popup goes back to the head, ahead of the banner's higher priority.
        let back = next(&preempting, dismissingAt: 2)
        #expect(back == ["rating"])
        #expect(preempting.state.record.showings["rating"] == [0], "coming back is not a second showing")
        #expect(next(&preempting, dismissingAt: 3) == ["banner"])
    }

    @Test func anEqualPriorityNeverPreempts() throws {
        var runner = Runner(try PopupQueue(kinds: [gift, banner], preemption: .preempt))
        _ = runner.send(.offered(id: "gift", now: 0))
        #expect(runner.send(.offered(id: "banner", now: 0)).isEmpty)
    }

    @Test func aCooldownOfThreeDaysIsSeventyTwoHoursFromTheLastShowing() throws {
        var runner = Runner(try PopupQueue(kinds: [gift]))
        _ = runner.send(.recordLoaded(record: PopupRecord(showings: ["gift": [10 * Self.hour]])))
        #expect(runner.send(.offered(id: "gift", now: 81.99 * Self.hour)) == [.notifyRefused(id: "gift", reason: .coolingDown)])
        #expect(presented(runner.send(.offered(id: "gift", now: 82 * Self.hour))) == ["gift"])

        var zero = Runner(try PopupQueue(kinds: [PopupKind(id: "gift", priority: 1, rules: PopupRules(cooldownHours: 0))], gap: 0))
        _ = zero.send(.offered(id: "gift", now: 5))
        #expect(next(&zero, dismissingAt: 5).isEmpty)
        #expect(presented(zero.send(.offered(id: "gift", now: 5))) == ["gift"], "a cooldown of 0 never refuses")
    }

    @Test func aQuotaAllowsThreeShowingsInAnyYear() throws {
        var runner = Runner(try PopupQueue(kinds: [rating], gap: 0))
        _ = runner.send(.recordLoaded(record: PopupRecord(showings: ["rating": [0, 100 * Self.day, 200 * Self.day]])))
        #expect(runner.send(.offered(id: "rating", now: 300 * Self.day)) == [.notifyRefused(id: "rating", reason: .quotaReached)])
        #expect(runner.send(.offered(id: "rating", now: 364.9 * Self.day)) == [.notifyRefused(id: "rating", reason: .quotaReached)])
        let effects = runner.send(.offered(id: "rating", now: 365 * Self.day))
        #expect(presented(effects) == ["rating"], "the first showing is a full year old")
        // The record keeps what the rules still need: showings in the last year.
        #expect(effects.last == .persist(record: PopupRecord(showings: ["rating": [100 * Self.day, 200 * Self.day, 365 * Self.day]])))
    }

    @Test func onceEverAndPreconditionsRefuseWithAReason() throws {
        var runner = Runner(try PopupQueue(kinds: [coachMarks, notifications]))
        _ = runner.send(.recordLoaded(record: PopupRecord(showings: ["coachMarks": [1]])))
        #expect(runner.send(.offered(id: "coachMarks", now: 9)) == [.notifyRefused(id: "coachMarks", reason: .shownBefore)])
        #expect(runner.send(.offered(id: "notifications", now: 9)) == [.askPrecondition(id: "notifications", condition: "notDetermined")])
        #expect(runner.send(.offered(id: "notifications", now: 9)).isEmpty, "asked once")
        #expect(runner.send(.preconditionAnswered(id: "notifications", allowed: false)) == [.notifyRefused(id: "notifications", reason: .preconditionUnmet)])
        #expect(runner.send(.preconditionAnswered(id: "notifications", allowed: true)).isEmpty, "an answer nobody asked for")
    }

    @Test func aForcedUpdateTakesOverAndCannotBeDismissedOrSuspended() throws {
        var runner = Runner(try PopupQueue(kinds: [forcedUpdate, coachMarks, rating]))
        _ = runner.send(.offered(id: "rating", now: 0))
        let effects = runner.send(.offered(id: "forcedUpdate", now: 1))
        #expect(effects.first == .dismiss(id: "rating") && presented(effects) == ["forcedUpdate"], "even in wait mode")
        #expect(runner.send(.dismissed(id: "forcedUpdate", now: 2)).isEmpty)
        #expect(runner.send(.suspended).isEmpty)
        #expect(runner.send(.offered(id: "coachMarks", now: 3)).isEmpty)
        _ = runner.send(.resumed(now: 4))
        _ = runner.advance(by: 10)
        #expect(runner.state.showing == "forcedUpdate")
        #expect(runner.state.waiting.map(\.id).sorted() == ["coachMarks", "rating"], "nothing is lost behind it")

        var inGap = Runner(try PopupQueue(kinds: [forcedUpdate, rating]))
        _ = inGap.send(.offered(id: "rating", now: 0))
        _ = inGap.send(.dismissed(id: "rating", now: 1))
        #expect(inGap.nextTimerDue == 0.5, "the gap runs")
        #expect(presented(inGap.send(.offered(id: "forcedUpdate", now: 1.1))) == ["forcedUpdate"], "a forced update does not wait for the gap")
        #expect(inGap.nextTimerDue == nil && inGap.state.gapEndsAt == nil)
    }

    @Test func suspendingForLoginWithdrawsThePopupAndResumingBringsItBack() throws {
        var runner = Runner(try PopupQueue(kinds: [coachMarks, rating]))
        _ = runner.send(.offered(id: "rating", now: 0))
        #expect(runner.send(.suspended) == [.dismiss(id: "rating")])
        #expect(runner.send(.offered(id: "coachMarks", now: 1)).isEmpty, "nothing shows over login")
        _ = runner.send(.resumed(now: 5))
        #expect(presented(runner.advance(by: 0.5).flatMap(\.effects)) == ["rating"], "the withdrawn popup returns first")
        #expect(runner.state.record.showings["rating"] == [0])
    }

    @Test func theClockNeverRunsBackwards() throws {
        var runner = Runner(try PopupQueue(kinds: [gift], gap: 0))
        _ = runner.send(.offered(id: "gift", now: 100 * Self.hour))
        _ = runner.send(.dismissed(id: "gift", now: 50 * Self.hour))
        #expect(runner.state.now == 100 * Self.hour)
        _ = runner.send(.offered(id: "gift", now: .nan))
        _ = runner.send(.offered(id: "gift", now: -.infinity))
        #expect(runner.state.now == 100 * Self.hour)
        #expect(runner.send(.offered(id: "gift", now: 1)) == [.notifyRefused(id: "gift", reason: .coolingDown)], "an earlier time counts as no time passing")
    }

    @Test func unknownIdsAreRefusedAndDuplicatesMerge() throws {
        var runner = Runner(try PopupQueue(kinds: [rating, banner]))
        #expect(runner.send(.offered(id: "nope", now: 0)) == [.notifyRefused(id: "nope", reason: .unknown)])
        _ = runner.send(.offered(id: "rating", now: 0))
        _ = runner.send(.offered(id: "banner", now: 0))
        #expect(runner.send(.offered(id: "rating", now: 0)).isEmpty && runner.send(.offered(id: "banner", now: 0)).isEmpty)
        #expect(runner.state.waiting.map(\.id) == ["banner"])
        #expect(runner.send(.dismissed(id: "banner", now: 1)).isEmpty, "only the popup on screen can be dismissed")
        #expect(runner.send(.gapEnded).isEmpty, "a stray timer event does nothing")
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
