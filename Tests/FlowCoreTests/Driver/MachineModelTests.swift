import Observation
import Testing

import FlowCore
@testable import FlowDriver

/// The driver on its test clock (issue 50): timers at their virtual times,
/// cancelled ones never, effects in order and once, observation once per
/// change, async work back as events, nothing kept alive after the model.
@MainActor @Suite struct MachineModelTests {
    typealias Indicator = NetworkActivityIndicator

    /// A model of the network indicator whose effects are kept.
    func indicator(clock: TestClock) throws -> (MachineModel<Indicator>, Recorder<Indicator.Effect>) {
        let model = MachineModel(try Indicator(), clock: clock)
        let recorder = Recorder<Indicator.Effect>()
        model.onEffect = { recorder.items.append($0) }
        return (model, recorder)
    }

    @Test func timersGoOffAtTheirVirtualTimes() async throws {
        let clock = TestClock()
        let (model, effects) = try indicator(clock: clock)
        model.send(.enabledChanged(true))
        model.send(.requestStarted)
        #expect(model.state.phase == .delayingStart)
        await clock.advance(by: .zero)
        #expect(clock.sleeperCount == 1, "one wake-up, for the activation delay")
        await clock.advance(by: .milliseconds(999))
        #expect(effects.items.isEmpty)
        await clock.advance(by: .milliseconds(1))
        #expect(effects.items == [.setVisible(true)])
        #expect(model.state.phase == .visible)
        #expect(model.now == 1)
        // The completion delay counts from the end of the request, on the same clock.
        model.send(.requestEnded)
        await clock.advance(by: .milliseconds(169))
        #expect(effects.items == [.setVisible(true)])
        await clock.advance(by: .milliseconds(1))
        #expect(effects.items == [.setVisible(true), .setVisible(false)])
        #expect(clock.sleeperCount == 0)
    }

    @Test func aCancelledTimerNeverGoesOffAndItsWakeUpGoes() async throws {
        let clock = TestClock()
        let (model, effects) = try indicator(clock: clock)
        model.send(.enabledChanged(true))
        model.send(.requestStarted)
        await clock.advance(by: .seconds(1))
        model.send(.requestEnded)  // the completion delay starts: 0.17 s
        await clock.advance(by: .milliseconds(100))
        model.send(.requestStarted)  // a new request before it ends: the timer is cancelled
        await clock.advance(by: .seconds(5))
        #expect(effects.items == [.setVisible(true)], "never hidden: the completion timer never went off")
        #expect(model.state.phase == .visible)
        #expect(model.pendingTimers.isEmpty)
        #expect(clock.sleeperCount == 0, "the wake-up for the cancelled timer was cancelled too")
    }

    @Test func effectsArriveInOrderOnceAndWaitForAHandler() async throws {
        let clock = TestClock()
        let model = MachineModel(try Indicator(), clock: clock)
        model.send(.enabledChanged(true))
        model.send(.requestStarted)
        await clock.advance(by: .seconds(1))  // setVisible(true), made before any handler
        model.send(.requestEnded)
        await clock.advance(by: .seconds(1))  // setVisible(false)
        let effects = Recorder<Indicator.Effect>()
        model.onEffect = { effects.items.append($0) }
        #expect(effects.items == [.setVisible(true), .setVisible(false)])
        model.onEffect = { effects.items.append($0) }
        #expect(effects.items.count == 2, "never twice")

        // The same events through a runner give the same effects, in the same order.
        var runner = Runner(try Indicator())
        var expected = runner.send(.enabledChanged(true)) + runner.send(.requestStarted)
        expected += runner.advance(to: 1).flatMap(\.effects)
        expected += runner.send(.requestEnded)
        expected += runner.advance(to: 2).flatMap(\.effects)
        #expect(effects.items == expected)
    }

    @Test func anEventSentFromTheHandlerWaitsForTheEffectsBeforeIt() throws {
        let clock = TestClock()
        let model = MachineModel(try AlertDialog(content: AlertContent(title: "提示", buttons: ["好"])), clock: clock)
        let effects = Recorder<String>()
        model.onEffect = { effect in
            effects.items.append("\(effect)".prefix { $0 != "(" }.description)
            // The front taps the button as soon as the alert is presented.
            if case .present = effect { model.send(.buttonTapped(index: 0)) }
        }
        model.send(.showRequested(screen: LayoutSize(width: 375, height: 667), safeArea: .zero))
        #expect(effects.items == ["resignKeyboard", "present", "notifyButtonSelected", "dismiss"])
    }

    @Test func observationFiresOncePerChangeAndNotForNothing() throws {
        let clock = TestClock()
        let model = MachineModel(try Indicator(), clock: clock)
        let changes = ChangeCounter()
        func observe() {
            withObservationTracking { _ = model.state } onChange: { changes.count += 1 }
        }
        observe()
        model.send(.requestStarted)  // disabled: nothing changes but the count
        #expect(changes.count == 1)
        observe()
        model.send(.enabledChanged(false))  // already disabled: no change at all
        #expect(changes.count == 1, "no change, no notification")
        model.send(.enabledChanged(true))
        #expect(changes.count == 2)
    }

    @Test func asyncWorkComesBackAsAnEvent() async throws {
        let clock = TestClock()
        let (model, effects) = try indicator(clock: clock)
        model.send(.enabledChanged(true))
        model.run { .requestStarted }
        // The work runs on a task of its own: wait (on the real clock) until it has ended.
        for _ in 0..<5_000 where model.isRunningWork { try await Task.sleep(for: .milliseconds(1)) }
        #expect(model.state.activityCount == 1)
        await clock.advance(by: .seconds(1))
        #expect(effects.items == [.setVisible(true)])
    }

    @Test func nothingOutlivesTheModel() async throws {
        let clock = TestClock()
        weak var released: MachineModel<Indicator>?
        do {
            let model = MachineModel(try Indicator(), clock: clock)
            model.onEffect = { _ in }
            model.send(.enabledChanged(true))
            model.send(.requestStarted)
            await clock.advance(by: .zero)
            #expect(clock.sleeperCount == 1)
            released = model
        }
        #expect(released == nil, "the wake-up holds the model weakly")
        #expect(clock.sleeperCount == 0, "its wake-up was cancelled with it")
    }

    /// On a real clock the wake-up is a task asleep on it: the timer goes
    /// off by itself, a little later than due, never before.
    @Test func onARealClockTimersGoOffByThemselves() async throws {
        let model = MachineModel(try Indicator(activationDelay: 0.05), clock: ContinuousClock())
        let effects = Recorder<Indicator.Effect>()
        model.onEffect = { effects.items.append($0) }
        model.send(.enabledChanged(true))
        model.send(.requestStarted)
        let sent = ContinuousClock.now
        while effects.items.isEmpty, ContinuousClock.now - sent < .seconds(10) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(effects.items == [.setVisible(true)])
        #expect(ContinuousClock.now - sent >= .milliseconds(50))
        #expect(model.now >= 0.05)
    }
}

/// A machine whose timer schedules itself again at once, for ever: a
/// machine's bug the driver must survive.
struct Relentless: Machine {
    enum Event: Equatable, Sendable { case start, tick }
    enum Effect: Equatable, Sendable { case ticked }
    var initialState: Int { 0 }
    func reduce(_ state: inout Int, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        state += event == .tick ? 1 : 0
        commands.append(.schedule(.tick, after: 0, id: "tick"))
    }
}

extension MachineModelTests {
    /// R8 (issue 68): a wake-up fires at most `maximumFiringsPerWakeUp`
    /// timers, then lets the main actor go and goes on at its next one: a
    /// timer that reschedules itself with no delay no longer holds the
    /// main actor (200,000 firings held it 76 s).
    @Test func aTimerThatNeverStopsLetsTheMainActorGo() async throws {
        let model = MachineModel(Relentless(), clock: ContinuousClock())
        let chunk = MachineModel<Relentless>.maximumFiringsPerWakeUp
        model.send(.start)
        // Every time this test gets the main actor back, a whole number of
        // wake-ups has run, each of `chunk` firings, and they go on.
        let waited = ContinuousClock.now
        var seen: Set<Int> = []
        while model.state < 2 * chunk, ContinuousClock.now - waited < .seconds(60) {
            seen.insert(model.state)
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(model.state >= 2 * chunk, "the rest fire at later wake-ups")
        #expect(seen.allSatisfy { $0 % chunk == 0 }, "\(seen.sorted().prefix(10))")
    }
}

/// What a closure was handed, kept for a test.
@MainActor final class Recorder<Item> {
    var items: [Item] = []
}

/// How many times observation said a value would change. (The callback is
/// `@Sendable`; observation calls it at once, on the thread that changes the
/// value, here the main actor's.)
final class ChangeCounter: @unchecked Sendable {
    var count = 0
}
