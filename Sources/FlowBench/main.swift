import AllocationCounter
import FlowCore
import FlowFiles
import Foundation

/// FlowBench: release-mode speed and allocation figures for FlowCore's hot
/// paths. `swift run -c release FlowBench [--json] [--filter TEXT]`.
/// `--alloc-check N` performs N known allocations and prints the counter's
/// totals, for comparing the counter with valgrind's. `--runs K --filter
/// NAME` prepares the one benchmark NAME and runs its body K times, untimed,
/// then prints its operations per run, the allocations of the K runs and
/// the bytes of input a run reads (0 for none):
/// `Scripts/instructions.sh` runs it under callgrind with K = 1 and K = 2,
/// so that start-up and preparation cancel out.

var arguments = Array(CommandLine.arguments.dropFirst())
var json = false
var filter: String?
var allocationCheck: Int?
var runs: Int?
var traceToWrite: (kind: String, path: String)?
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--json":
        json = true
    case "--filter":
        filter = arguments.first
        if !arguments.isEmpty { arguments.removeFirst() }
    case "--write-trace":
        // --write-trace STEPS PATH: the launch-gate trace the replay benchmarks use, for `flow check` under callgrind.
        // --write-trace alert-input|text-view-long PATH: the trace of that replay benchmark.
        if arguments.count >= 2 { traceToWrite = (arguments[0], arguments[1]) }
        arguments.removeFirst(min(2, arguments.count))
    case "--runs":
        runs = arguments.first.flatMap(Int.init)
        if !arguments.isEmpty { arguments.removeFirst() }
    case "--alloc-check":
        allocationCheck = arguments.first.flatMap(Int.init)
        if !arguments.isEmpty { arguments.removeFirst() }
    default:
        print("usage: FlowBench [--json] [--filter TEXT] [--alloc-check N] [--runs K --filter NAME]")
        exit(2)
    }
}

guard allocation_counter_is_active() != 0 else {
    print("FlowBench: the allocation counter is not active on this platform")
    exit(1)
}

if let count = allocationCheck {
    AllocationSelfCheck.run(count: count)
    exit(0)
}

let all = CoreBenchmarks.all + EffectBenchmarks.all + DriverBenchmarks.all + JSONBenchmarks.all + TextInputBenchmarks.all + AlertBenchmarks.all + SceneBenchmarks.all
    + CaptchaBenchmarks.all + OnboardingBenchmarks.all + SessionBenchmarks.all + ChaosBenchmarks.all + StreamingBenchmarks.all
    + ExploreBenchmarks.all + ReplayKindBenchmarks.all

if let (kind, path) = traceToWrite {
    let text: String
    switch (kind, Int(kind)) {
    case (_, let steps?): text = TraceGenerator.launchTrace(steps: steps)
    case ("alert-input", nil): text = ReplayKindBenchmarks.alertInputTrace(pairs: 500)
    case ("text-view-long", nil): text = ReplayKindBenchmarks.longTextViewTrace(edits: 400, length: 20_000)
    case (let other, nil):
        print("FlowBench: no trace kind \(other): launch-gate steps (a number), alert-input or text-view-long")
        exit(2)
    }
    do throws(FileError) { try OutputFile.write(text, to: path) } catch {
        print("FlowBench: cannot write \(error)")
        exit(1)
    }
    print("\(path): \(text.utf8.count) bytes")
    exit(0)
}

if let runs {
    guard let name = filter, let benchmark = all.first(where: { $0.name == name }), runs > 0 else {
        print("FlowBench: --runs needs a count > 0 and --filter with one benchmark's exact name")
        exit(2)
    }
    let workload = benchmark.prepare()
    allocation_counter_reset()
    for _ in 0..<runs { workload.body() }
    let totals = allocation_counter_read()
    print("\(benchmark.name) operations \(workload.operations) runs \(runs) allocations \(totals.allocations) bytes \(totals.bytes) input \(workload.bytesPerRun ?? 0)")
    exit(0)
}

let benchmarks = all.filter { filter == nil || $0.name.contains(filter!) }
var measurements: [Measurement] = []
for benchmark in benchmarks {
    let measurement = Harness.measure(benchmark)
    measurements.append(measurement)
    if !json { print(Report.line(measurement)) }
}
if json {
    print(Report.json(measurements), terminator: "")
} else {
    print(Report.summary(measurements))
}
