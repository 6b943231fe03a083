import AllocationCounter

/// One measured operation. Its setup runs only when the benchmark is
/// selected, so a filtered run does not build every other benchmark's data.
struct Benchmark {
    let name: String
    let prepare: () -> Workload

    init(name: String, prepare: @escaping () -> Workload) {
        self.name = name
        self.prepare = prepare
    }

    /// A benchmark whose setup is done (cheap, or done by the caller).
    init(name: String, operations: Int, bytesPerRun: Int? = nil, body: @escaping () -> Void) {
        self.init(name: name) { Workload(operations: operations, bytesPerRun: bytesPerRun, body: body) }
    }
}

/// What a prepared benchmark runs.
struct Workload {
    /// Operations per run; ns/op and allocations/op divide by this.
    let operations: Int
    /// Bytes of input one run processes, for a throughput figure.
    var bytesPerRun: Int? = nil
    /// Performs `operations` operations.
    let body: () -> Void
}

/// What one benchmark measured.
struct Measurement {
    let name: String
    let nanosecondsPerOperation: Double
    let allocationsPerOperation: Double
    let bytesPerOperation: Double
    /// Megabytes (10^6) of input per second, when the benchmark has an input size.
    let megabytesPerSecond: Double?
    let runs: Int
}

enum Harness {
    /// Timed runs per benchmark; the median is reported.
    static let timedRuns = 9

    static func measure(_ benchmark: Benchmark) -> Measurement {
        let workload = benchmark.prepare()
        workload.body()  // warm-up: caches, lazy globals, page faults
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<timedRuns {
            let elapsed = clock.measure { workload.body() }
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            samples.append(nanoseconds)
        }
        samples.sort()
        let median = samples[samples.count / 2]

        allocation_counter_reset()
        workload.body()
        let totals = allocation_counter_read()

        let operations = Double(workload.operations)
        return Measurement(
            name: benchmark.name,
            nanosecondsPerOperation: median / operations,
            allocationsPerOperation: Double(totals.allocations) / operations,
            bytesPerOperation: Double(totals.bytes) / operations,
            megabytesPerSecond: workload.bytesPerRun.map { Double($0) / 1e6 / (median / 1e9) },
            runs: timedRuns)
    }
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}
