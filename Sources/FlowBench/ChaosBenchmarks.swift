import FlowCore
import FlowSpecs

/// A seeded random soak of every machine that has a generator, in steps per
/// second (1e9 / ns per step): events, timers, invariants and JSON round
/// trips, as `flow chaos` runs it (new values sampled after the first 1,000).
enum ChaosBenchmarks {
    static let steps = 20_000

    static var all: [Benchmark] {
        MachineRegistry.all.entries.filter(\.supportsChaos).map { entry in
            Benchmark(name: "chaos.\(entry.name)", operations: steps) {
                guard let report = MachineRegistry.all.chaos(entry.name, seed: 1, steps: steps, roundTrips: .soak), report.failure == nil else {
                    fatalError("chaos.\(entry.name) failed")
                }
            }
        }
    }
}
