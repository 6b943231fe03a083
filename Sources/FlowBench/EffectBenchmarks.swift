import FlowCore

/// A counter whose every event returns one effect with no heap payload: the
/// effect path's cost, against a hand-rolled store doing the same work.
struct Counter: Machine {
    struct State: Equatable, Sendable {
        var count = 0
    }

    enum Event: Equatable, Sendable {
        case tap
        case reset
    }

    enum Effect: Equatable, Sendable {
        case counted(Int)
        case cleared
    }

    var initialState: State { State() }

    func reduce(_ state: inout State, _ event: Event, into commands: inout Commands<Event, Effect>) {
        switch event {
        case .tap:
            state.count &+= 1
            commands.append(.effect(.counted(state.count)))
        case .reset:
            state.count = 0
            commands.append(.effect(.cleared))
        }
    }
}

/// The peer: what an app writes without a library. A class holding the
/// state, a `switch`, and the effect appended to an array it reuses.
final class HandRolledCounterStore {
    var state = Counter.State()
    var effects: [Counter.Effect] = []

    func send(_ event: Counter.Event) -> [Counter.Effect] {
        effects.removeAll(keepingCapacity: true)
        switch event {
        case .tap:
            state.count &+= 1
            effects.append(.counted(state.count))
        case .reset:
            state.count = 0
            effects.append(.cleared)
        }
        return effects
    }
}

/// The same store with Swift's run-time exclusivity checks turned off for
/// its properties: the floor a class-based store can reach.
final class UncheckedCounterStore {
    @exclusivity(unchecked) var state = Counter.State()
    @exclusivity(unchecked) var effects: [Counter.Effect] = []

    func send(_ event: Counter.Event) -> [Counter.Effect] {
        effects.removeAll(keepingCapacity: true)
        switch event {
        case .tap:
            state.count &+= 1
            effects.append(.counted(state.count))
        case .reset:
            state.count = 0
            effects.append(.cleared)
        }
        return effects
    }
}

/// The runner as an app holds it: in a final class (a view model), whose
/// property access Swift checks for exclusivity at run time, as it checks
/// the hand-rolled store's.
final class CounterModel {
    var runner = Runner(Counter())

    func send(_ event: Counter.Event) -> [Counter.Effect] {
        runner.send(event)
    }
}

/// The hand-rolled store as a value held in a local variable, as the
/// runner is in `core.effect.runner`: no exclusivity checks for either.
struct LocalCounterStore {
    var state = Counter.State()
    var effects: [Counter.Effect] = []

    mutating func send(_ event: Counter.Event) -> [Counter.Effect] {
        effects.removeAll(keepingCapacity: true)
        switch event {
        case .tap:
            state.count &+= 1
            effects.append(.counted(state.count))
        case .reset:
            state.count = 0
            effects.append(.cleared)
        }
        return effects
    }
}

/// A machine holding `n` pending timers, whose event reschedules one of them.
struct TimerField: Machine {
    let ids: [TimerID]

    init(count: Int) {
        ids = (0..<count).map { TimerID("t\($0)") }
    }

    typealias State = Int
    enum Event: Equatable, Sendable {
        case reschedule(index: Int, delay: Double)
        case fired(Int)
    }
    typealias Effect = Int

    var initialState: Int { 0 }

    func reduce(_ state: inout Int, _ event: Event, into commands: inout Commands<Event, Effect>) {
        switch event {
        case .reschedule(let index, let delay):
            commands.append(.schedule(.fired(index), after: delay, id: ids[index]))
        case .fired:
            state &+= 1
        }
    }
}

enum EffectBenchmarks {
    static let operations = 2_000_000

    static var all: [Benchmark] {
        [
            Benchmark(name: "core.effect.runner", operations: operations) {
                var runner = Runner(Counter())
                for index in 0..<operations {
                    blackHole(runner.send(index & 1023 == 0 ? .reset : .tap))
                }
                blackHole(runner.state)
            },
            Benchmark(name: "core.effect.runner-in-class", operations: operations) {
                let model = CounterModel()
                for index in 0..<operations {
                    blackHole(model.send(index & 1023 == 0 ? .reset : .tap))
                }
                blackHole(model.runner.state)
            },
            Benchmark(name: "core.effect.hand-rolled-local", operations: operations) {
                var store = LocalCounterStore()
                for index in 0..<operations {
                    blackHole(store.send(index & 1023 == 0 ? .reset : .tap))
                }
                blackHole(store.state)
            },
            Benchmark(name: "core.effect.hand-rolled", operations: operations) {
                let store = HandRolledCounterStore()
                for index in 0..<operations {
                    blackHole(store.send(index & 1023 == 0 ? .reset : .tap))
                }
                blackHole(store.state)
            },
            Benchmark(name: "core.effect.hand-rolled-unchecked", operations: operations) {
                let store = UncheckedCounterStore()
                for index in 0..<operations {
                    blackHole(store.send(index & 1023 == 0 ? .reset : .tap))
                }
                blackHole(store.state)
            },
            reschedule(pending: 10, name: "core.timers.reschedule-10"),
            reschedule(pending: 10_000, name: "core.timers.reschedule-10k"),
            reschedule(pending: 100_000, name: "core.timers.reschedule-100k"),
            fill(pending: 100_000, name: "core.timers.fill-100k"),
        ]
    }

    /// Delays spread over a second, so a rescheduled timer moves through the heap.
    static func delay(_ index: Int) -> Double { 1 + Double((index &* 7919) % 1000) / 1000 }

    /// One reschedule among `pending` timers, through the runner.
    static func reschedule(pending: Int, name: String) -> Benchmark {
        Benchmark(name: name) {
            var seeded = Runner(TimerField(count: pending))
            for index in 0..<pending { _ = seeded.send(.reschedule(index: index, delay: delay(index))) }
            let operations = 1_000_000
            return Workload(operations: operations) { [seeded] in
                var runner = seeded
                for operation in 0..<operations {
                    let index = (operation &* 48_271) % pending
                    blackHole(runner.send(.reschedule(index: index, delay: delay(operation))))
                }
            }
        }
    }

    /// Scheduling `pending` timers from none, per timer.
    static func fill(pending: Int, name: String) -> Benchmark {
        Benchmark(name: name) {
            let machine = TimerField(count: pending)
            return Workload(operations: pending) {
                var runner = Runner(machine)
                for index in 0..<pending {
                    blackHole(runner.send(.reschedule(index: index, delay: delay(index))))
                }
                blackHole(runner.pendingTimerCount)
            }
        }
    }
}
