import AllocationCounter
import FlowCore
import Foundation

/// FlowBench: release-mode speed and allocation figures for FlowCore's hot
/// paths. `swift run -c release FlowBench [--json] [--filter TEXT]`.
/// `--alloc-check N` performs N known allocations and prints the counter's
/// totals, for comparing the counter with valgrind's.

var arguments = Array(CommandLine.arguments.dropFirst())
var json = false
var filter: String?
var allocationCheck: Int?
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--json":
        json = true
    case "--filter":
        filter = arguments.first
        if !arguments.isEmpty { arguments.removeFirst() }
    case "--alloc-check":
        allocationCheck = arguments.first.flatMap(Int.init)
        if !arguments.isEmpty { arguments.removeFirst() }
    default:
        print("usage: FlowBench [--json] [--filter TEXT] [--alloc-check N]")
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

let benchmarks = (CoreBenchmarks.all + EffectBenchmarks.all + JSONBenchmarks.all + TextInputBenchmarks.all + AlertBenchmarks.all + SceneBenchmarks.all + CaptchaBenchmarks.all + OnboardingBenchmarks.all + SessionBenchmarks.all + ChaosBenchmarks.all + StreamingBenchmarks.all).filter { filter == nil || $0.name.contains(filter!) }
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
