import FlowCore
import FlowDriver
import Observation

/// The counter as a view model with no library: an `@Observable` class that
/// switches on the event, writes its state and calls its handler with the
/// effect, the peer of `MachineModel` holding a `Counter` (issue 72: the
/// driver at most 2x it).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
final class PlainObservableCounter {
    var count = 0
    @ObservationIgnored let handle: (Counter.Effect) -> Void

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

/// `MachineModel.send` against the plain `@Observable` class, each with no
/// observer and with one re-armed by `withObservationTracking` after every
/// change, as SwiftUI re-reads a view's body.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum DriverBenchmarks {
    static let operations = 200_000

    static var all: [Benchmark] {
        [
            Benchmark(name: "driver.model-send", operations: operations) {
                MainActor.assumeIsolated { sendToModel(tracked: false) }
            },
            Benchmark(name: "driver.plain-observable-send", operations: operations) {
                MainActor.assumeIsolated { sendToPlain(tracked: false) }
            },
            Benchmark(name: "driver.model-send-tracked", operations: operations) {
                MainActor.assumeIsolated { sendToModel(tracked: true) }
            },
            Benchmark(name: "driver.plain-observable-send-tracked", operations: operations) {
                MainActor.assumeIsolated { sendToPlain(tracked: true) }
            },
        ]
    }

    static func event(_ index: Int) -> Counter.Event { index & 1023 == 0 ? .reset : .tap }

    @MainActor static func sendToModel(tracked: Bool) {
        let model = opaque(MachineModel(Counter(), clock: ContinuousClock()))
        model.onEffect = { blackHole($0) }
        for index in 0..<operations {
            if tracked {
                withObservationTracking { blackHole(model.state) } onChange: { blackHole(0) }
            }
            model.send(event(index))
        }
    }

    @MainActor static func sendToPlain(tracked: Bool) {
        let model = opaque(PlainObservableCounter(handle: { blackHole($0) }))
        for index in 0..<operations {
            if tracked {
                withObservationTracking { blackHole(model.count) } onChange: { blackHole(0) }
            }
            model.send(event(index))
        }
    }
}
