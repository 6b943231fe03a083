import Testing

import FlowCore
@testable import FlowSpecs

@Suite struct RunnerTests {
    typealias Event = TimerProbe.Event

    @Test func timersFireInDueOrderAndTiesInSchedulingOrder() {
        var runner = Runner(TimerProbe())
        _ = runner.send(.start(name: "late", after: 2, id: "a"))
        _ = runner.send(.start(name: "tie-first", after: 1, id: "b"))
        _ = runner.send(.start(name: "early", after: 0.5, id: "c"))
        _ = runner.send(.start(name: "tie-second", after: 1, id: "d"))
        let fired = runner.advance(to: 10)
        #expect(fired.map(\.time) == [0.5, 1, 1, 2])
        #expect(runner.state.rung == ["early", "tie-first", "tie-second", "late"])
        #expect(fired.map(\.effects) == [[.rang(name: "early")], [.rang(name: "tie-first")], [.rang(name: "tie-second")], [.rang(name: "late")]])
        #expect(runner.now == 10)
    }

    @Test func cancelRemovesAndReschedulingAnIdReplacesIt() {
        var runner = Runner(TimerProbe())
        _ = runner.send(.start(name: "one", after: 1, id: "x"))
        _ = runner.send(.start(name: "two", after: 3, id: "x"))
        _ = runner.send(.start(name: "gone", after: 2, id: "y"))
        _ = runner.send(.stop(id: "y"))
        _ = runner.send(.stop(id: "never-scheduled"))
        #expect(runner.pendingTimers.map(\.id) == ["x"])
        #expect(runner.nextTimerDue == 3)
        _ = runner.advance(to: 5)
        #expect(runner.state.rung == ["two"])
        #expect(runner.nextTimerDue == nil)
    }

    @Test func delaysAddUpExactly() {
        var runner = Runner(TimerProbe())
        _ = runner.send(.start(name: "a", after: 0.1, id: "a"))
        _ = runner.advance(to: 0.1)
        _ = runner.send(.start(name: "b", after: 0.2, id: "b"))
        #expect(runner.nextTimerDue == 0.3)
        #expect(runner.fireNextTimer(dueBy: 0.3)?.time == 0.3)
    }

    @Test func timeNeverRunsBackwards() {
        var runner = Runner(TimerProbe(), at: 5)
        _ = runner.send(.start(name: "a", after: 1, id: "a"))
        #expect(runner.advance(to: 2).isEmpty)
        #expect(runner.now == 5)
        #expect(runner.advance(by: -3).isEmpty)
        #expect(runner.advance(by: .nan).isEmpty)
        #expect(runner.advance(by: 1).count == 1)
        #expect(runner.now == 6)
    }

    @Test func hostileDelaysNeverTrap() {
        var runner = Runner(TimerProbe())
        _ = runner.send(.start(name: "nan", after: .nan, id: "a"))
        _ = runner.send(.start(name: "negative", after: -5, id: "b"))
        _ = runner.send(.start(name: "forever", after: .infinity, id: "c"))
        _ = runner.send(.start(name: "huge", after: 1e300, id: "d"))
        #expect(runner.pendingTimers.map(\.id) == ["a", "b", "d"])
        _ = runner.advance(to: 0)
        #expect(runner.state.rung == ["nan", "negative"])
        // A finite delay past the end of time is due at its end, which
        // advancing to infinity reaches: no timer is unreachable.
        #expect(runner.advance(to: .infinity).map(\.time) == [VirtualTime.end])
        #expect(runner.now == VirtualTime.end)
        #expect(runner.state.rung == ["nan", "negative", "huge"])
    }

    @Test func aTimerScheduledAtTheEndOfTimeStillFires() {
        var runner = Runner(TimerProbe(), at: .infinity)
        #expect(runner.now == VirtualTime.end)
        _ = runner.send(.start(name: "late", after: 5, id: "a"))
        #expect(runner.nextTimerDue == VirtualTime.end)
        #expect(runner.advance(by: 1).map(\.event) == [.ring(name: "late")])
    }

    @Test func anInfiniteDelayCancelsAPendingTimerOfTheSameId() {
        var runner = Runner(TimerProbe())
        _ = runner.send(.start(name: "soon", after: 1, id: "a"))
        _ = runner.send(.start(name: "never", after: .infinity, id: "a"))
        #expect(runner.pendingTimers.isEmpty)
    }

    @Test func aTimerScheduledByAFiringTimerFiresInTheSameAdvance() {
        struct Chain: Machine {
            var initialState: Int { 0 }
            func reduce(_ state: inout Int, _ event: Int, into commands: inout MachineCommands<Int, Int>) {
                state = event
                commands.append(.effect(event))
                if event < 3 { commands.append(.schedule(event + 1, after: 0.5, id: "next")) }
            }
        }
        var runner = Runner(Chain())
        #expect(runner.send(0) == [0])
        let fired = runner.advance(to: 1.2)
        #expect(fired.map(\.event) == [1, 2])
        #expect(runner.state == 2)
        #expect(runner.advance(to: 1.5).map(\.time) == [1.5])
    }

    @Test func anEventThatDoesNothingReturnsNothing() {
        var runner = Runner(TimerProbe())
        #expect(runner.send(.nothing).isEmpty)
        #expect(runner.state == TimerProbe.State())
    }
}

/// The command buffer keeps effects and timer commands apart, and the timer
/// list's type holds timer commands only: no effect can be put where a
/// runner does not look for one.
@Suite struct CommandsTests {
    @Test func appendingSortsEffectsFromTimersAndAllPutsThemBack() {
        var commands = MachineCommands<String, Int>()
        commands.append(.schedule("ring", after: 1, id: "bell"))
        commands.append(.effect(7))
        commands.append(.cancel(id: "bell"))
        commands.append(.effect(8))
        #expect(commands.effects == [7, 8])
        #expect(commands.timers == [.schedule("ring", after: 1, id: "bell"), .cancel(id: "bell")])
        #expect(commands.all == [.effect(7), .effect(8), .schedule("ring", after: 1, id: "bell"), .cancel(id: "bell")])
        commands.removeAll()
        #expect(commands.isEmpty)
    }

    @Test func anEmbeddedTimerIsScopedAndItsEventWrapped() {
        let timer = TimerCommand<String>.schedule("ring", after: 2, id: "bell")
        #expect(timer.embedded(in: "door") { "door:" + $0 } == .schedule("door:ring", after: 2, id: "door/bell"))
        #expect(TimerCommand<String>.cancel(id: "bell").embedded(in: "door") { $0 } == .cancel(id: "door/bell"))
    }
}
