import AllocationCounter
import Foundation

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
    /// Whether to report the process's memory high-water mark over one run.
    var measuresPeakMemory = false
    /// Timed runs, when not `Harness.timedRuns` (a run of seconds needs fewer).
    var timedRuns: Int? = nil
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
    /// The process's resident-memory high-water mark over one run, in bytes, when asked for.
    let peakBytes: Int?
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
        let runs = workload.timedRuns ?? timedRuns
        for _ in 0..<runs {
            let elapsed = clock.measure { workload.body() }
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            samples.append(nanoseconds)
        }
        samples.sort()
        let median = samples[samples.count / 2]

        var peak: Int?
        if workload.measuresPeakMemory { PeakMemory.reset() }
        allocation_counter_reset()
        workload.body()
        let totals = allocation_counter_read()
        if workload.measuresPeakMemory { peak = PeakMemory.read() }

        let operations = Double(workload.operations)
        return Measurement(
            name: benchmark.name,
            nanosecondsPerOperation: median / operations,
            allocationsPerOperation: Double(totals.allocations) / operations,
            bytesPerOperation: Double(totals.bytes) / operations,
            megabytesPerSecond: workload.bytesPerRun.map { Double($0) / 1e6 / (median / 1e9) },
            peakBytes: peak, runs: runs)
    }
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// The process's resident-memory high-water mark (Linux: `VmHWM` in
/// `/proc/self/status`, reset by writing 5 to `/proc/self/clear_refs`).
enum PeakMemory {
    static func reset() {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return }
        fputs("5", file)
        fclose(file)
    }

    /// The high-water mark in bytes, or nil where it cannot be read.
    static func read() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            let kilobytes = text.split(separator: " ").compactMap { Int($0) }.first
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }
}
