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

    func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
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

/// What a front holds and sends events to (a view model), for the benchmarks that hold one.
protocol CounterFront: AnyObject {
    associatedtype Answer
    func send(_ event: Counter.Event) -> Answer
}

extension HandRolledCounterStore: CounterFront {}
extension CounterModel: CounterFront {}
extension UncheckedCounterModel: CounterFront {}
extension UncheckedCounterStore: CounterFront {}
extension PlainCounterViewModel: CounterFront {}

/// The peer, written the Runner's way: what an app writes without a
/// library, its state and reused effect list in one stored struct (below),
/// held in a class as a view model and reached with one access a call.
final class HandRolledCounterStore {
    var store = LocalCounterStore()

    @inline(never)
    func send(_ event: Counter.Event) -> [Counter.Effect] {
        store.send(event)
    }
}

/// The runner as an app holds it: in a final class (a view model) whose
/// stored property Swift checks for exclusivity at run time on each access,
/// with `send` called out of line, as a view's action calls it.
final class CounterModel {
    var runner = Runner(Counter())

    @inline(never)
    func send(_ event: Counter.Event) -> [Counter.Effect] {
        runner.send(event)
    }
}

/// Both with Swift's run-time exclusivity check turned off for their one
/// property (`@exclusivity(unchecked)`): the floor a class can reach, at the
/// price of no diagnosis if the property is ever reached reentrantly (an
/// effect handler sending into the same model while `send` runs).
final class UncheckedCounterModel {
    @exclusivity(unchecked) var runner = Runner(Counter())

    @inline(never)
    func send(_ event: Counter.Event) -> [Counter.Effect] {
        runner.send(event)
    }
}

/// See ``UncheckedCounterModel``.
final class UncheckedCounterStore {
    @exclusivity(unchecked) var store = LocalCounterStore()

    @inline(never)
    func send(_ event: Counter.Event) -> [Counter.Effect] {
        store.send(event)
    }
}

/// No store at all: a view model that switches on the event, writes its
/// state and calls its handler with the effect. What the runner's
/// generality (an effect list, timers, the event log a spec needs) costs
/// over it is the difference.
final class PlainCounterViewModel {
    var count = 0
    let handle: (Counter.Effect) -> Void

    init(handle: @escaping (Counter.Effect) -> Void) {
        self.handle = handle
    }

    @inline(never)
    func send(_ event: Counter.Event) {
        switch event {
        case .tap:
            count &+= 1
            handle(.counted(count))
        case .reset:
            count = 0
            handle(.cleared)
        }
    }
}

/// The hand-rolled store as a value: held in a local variable, as the
/// runner is in `core.effect.runner` (no exclusivity checks for either), and
/// in ``HandRolledCounterStore`` as the class's one property.
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

/// `value`, through a call the optimizer does not see into: an object the
/// benchmark gets this way is one it did not build, as a view gets its model.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

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

    func reduce(_ state: inout Int, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
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
            Benchmark(name: "core.effect.hand-rolled-local", operations: operations) {
                var store = LocalCounterStore()
                for index in 0..<operations {
                    blackHole(store.send(index & 1023 == 0 ? .reset : .tap))
                }
                blackHole(store.state)
            },
            held(opaque(CounterModel()), name: "core.effect.runner-in-class"),
            held(opaque(HandRolledCounterStore()), name: "core.effect.hand-rolled"),
            held(opaque(UncheckedCounterModel()), name: "core.effect.runner-in-class-unchecked"),
            held(opaque(UncheckedCounterStore()), name: "core.effect.hand-rolled-unchecked"),
            held(opaque(PlainCounterViewModel(handle: { blackHole($0) })), name: "core.effect.plain-view-model"),
            reschedule(pending: 10, name: "core.timers.reschedule-10"),
            reschedule(pending: 10_000, name: "core.timers.reschedule-10k"),
            reschedule(pending: 100_000, name: "core.timers.reschedule-100k"),
            fill(pending: 100_000, name: "core.timers.fill-100k"),
        ]
    }

    /// Events sent to `model`, an object built before the run (as an app's
    /// view model is), through `send`, out of line.
    static func held<Model: CounterFront>(_ model: Model, name: String) -> Benchmark {
        Benchmark(name: name, operations: operations) {
            for index in 0..<operations {
                blackHole(model.send(index & 1023 == 0 ? .reset : .tap))
            }
        }
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
