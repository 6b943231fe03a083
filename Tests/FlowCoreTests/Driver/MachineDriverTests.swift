import Observation
import Testing

import FlowCore
@testable import FlowDriver

/// The driver's core where Swift's `Clock` is and Observation is not (iOS 16,
/// macOS 13): the same clock, timers, effects in order and async work as
/// `MachineModel`, its state followed by a callback or an `AsyncSequence`.
/// `MachineModel` is this driver with Observation on top: one code path.
@MainActor @Suite struct MachineDriverTests {
    typealias Indicator = NetworkActivityIndicator

    @Test func timersEffectsAndObserversWithoutObservation() async throws {
        let clock = TestClock()
        let driver = MachineDriver(try Indicator(), clock: clock)
        #expect(!(driver is any Observable), "a driver alone needs no Observation")
        let effects = Recorder<Indicator.Effect>()
        driver.onEffect = { effects.items.append($0) }
        let phases = Recorder<Indicator.Phase>()
        let observation = driver.observe { phases.items.append($0.phase) }
        driver.send(.enabledChanged(true))
        driver.send(.requestStarted)
        await clock.advance(by: .milliseconds(999))
        #expect(effects.items.isEmpty)
        await clock.advance(by: .milliseconds(1))
        #expect(effects.items == [.setVisible(true)])
        #expect(driver.state.phase == .visible && driver.now == 1)
        #expect(phases.items == [.hidden, .hidden, .delayingStart, .visible], "the state now, then each change once (turning it on changes the state, not the phase)")
        observation.cancel()
        driver.send(.requestEnded)
        await clock.advance(by: .milliseconds(170))
        #expect(effects.items == [.setVisible(true), .setVisible(false)])
        #expect(phases.items.count == 4, "a cancelled observation hears nothing more")
    }

    @Test func asyncWorkAndStatesAsASequence() async throws {
        let clock = TestClock()
        var driver: MachineDriver<Indicator>? = MachineDriver(try Indicator(), clock: clock)
        var states = try #require(driver).states().makeAsyncIterator()
        #expect(await states.next()?.isEnabled == false)
        driver?.send(.enabledChanged(true))
        #expect(await states.next()?.isEnabled == true)
        let work = try #require(driver).run {
            try? await clock.sleep(for: .seconds(2))
            return .requestStarted
        }
        await clock.advance(by: .seconds(2))
        #expect(await states.next()?.activityCount == 1, "the work's event, sent when it ended")
        #expect(!work.isCancelled)
        driver = nil
        #expect(await states.next() == nil, "the sequence ends with the driver")
    }

    @Test func aModelIsADriverThatAlsoTellsObservation() throws {
        let model = MachineModel(try Indicator(), clock: TestClock())
        let driver: MachineDriver<Indicator> = model
        let changes = ChangeCounter()
        withObservationTracking { _ = model.state } onChange: { changes.count += 1 }
        driver.send(.enabledChanged(true))
        #expect(changes.count == 1)
        #expect(driver.state.isEnabled && model.state.isEnabled)
    }
}
