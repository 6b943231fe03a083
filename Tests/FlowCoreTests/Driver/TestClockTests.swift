import Testing

import FlowCore
@testable import FlowDriver

/// The test clock waits for a model's `run` work instead of yielding to it
/// (issue 72): what a test reads after `advance` does not depend on how many
/// turns of the scheduler the work took, or how loaded the machine is.
@MainActor @Suite struct TestClockTests {
    typealias Indicator = NetworkActivityIndicator

    /// Turns of the scheduler far past the 20 the clock once yielded.
    nonisolated static func dawdle() async {
        for _ in 0..<500 { await Task.yield() }
    }

    @Test func workOnItsWayToASleepIsWaitedFor() async throws {
        let clock = TestClock()
        let model = MachineModel(try Indicator(), clock: clock)
        model.onEffect = { _ in }
        model.send(.enabledChanged(true))
        model.run {
            await Self.dawdle()
            try? await clock.sleep(for: .seconds(1))
            await Self.dawdle()
            return .requestStarted
        }
        await clock.advance(by: .milliseconds(999))
        #expect(model.state.activityCount == 0, "asleep until 1 s")
        #expect(model.isRunningWork)
        await clock.advance(by: .milliseconds(1))
        #expect(model.state.activityCount == 1, "woken at 1 s, and its event sent before advance returned")
        #expect(!model.isRunningWork)
    }

    @Test func workThatSleepsAgainIsWokenAgainInOneAdvance() async throws {
        let clock = TestClock()
        let model = MachineModel(try Indicator(), clock: clock)
        model.onEffect = { _ in }
        model.send(.enabledChanged(true))
        model.run {
            try? await clock.sleep(for: .seconds(1))
            await Self.dawdle()
            try? await clock.sleep(for: .seconds(1))
            return .requestStarted
        }
        await clock.advance(by: .seconds(2))
        #expect(model.state.activityCount == 1, "both sleeps end within the one advance")
        #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
    }

    @Test func workCancelledThroughItsHandleSendsNothing() async throws {
        let clock = TestClock()
        let model = MachineModel(try Indicator(), clock: clock)
        model.onEffect = { _ in }
        model.send(.enabledChanged(true))
        let work = model.run {
            try? await clock.sleep(for: .seconds(1))
            return .requestStarted
        }
        await clock.advance(by: .zero)
        #expect(clock.sleeperCount == 1, "the work sleeps on the clock")
        work.cancel()
        #expect(work.isCancelled)
        await clock.advance(by: .seconds(1))
        #expect(model.state.activityCount == 0, "the cancelled work's event is dropped")
        #expect(!model.isRunningWork)
    }

    @Test func statesArriveAsAnAsyncSequenceThatEndsWithTheModel() async throws {
        let clock = TestClock()
        var model: MachineModel<Indicator>? = MachineModel(try Indicator(), clock: clock)
        var states = try #require(model).states().makeAsyncIterator()
        #expect(await states.next()?.isEnabled == false, "the state now first")
        model?.send(.enabledChanged(true))
        #expect(await states.next()?.isEnabled == true)
        model?.send(.requestStarted)
        model?.send(.requestStarted)
        #expect(await states.next()?.activityCount == 2, "a slow reader gets the newest state")
        model = nil
        #expect(await states.next() == nil, "the sequence ends when the model goes")
    }
}
