import FlowCore
import Foundation

/// Printing measurements for people and for tools.
enum Report {
    /// The width of the name column: long enough for every benchmark's name.
    static let nameWidth = 40

    static func line(_ measurement: Measurement) -> String {
        var text = measurement.name.padding(toLength: max(nameWidth, measurement.name.count + 1), withPad: " ", startingAt: 0)
        text += String(format: "%12.1f ns/op %10.2f allocs/op %12.1f bytes/op", measurement.nanosecondsPerOperation, measurement.allocationsPerOperation, measurement.bytesPerOperation)
        if let rate = measurement.megabytesPerSecond { text += String(format: "  %7.1f MB/s", rate) }
        if let peak = measurement.peakBytes { text += String(format: "  peak %.1f MB", Double(peak) / 1e6) }
        return text
    }

    static func json(_ measurements: [Measurement]) -> String {
        JSONWriter.pretty(
            .array(
                measurements.map { measurement in
                    var object: [String: JSONValue] = [
                        "name": .string(measurement.name),
                        "ns_per_op": .number(rounded(measurement.nanosecondsPerOperation)),
                        "allocs_per_op": .number(rounded(measurement.allocationsPerOperation)),
                        "bytes_per_op": .number(rounded(measurement.bytesPerOperation)),
                    ]
                    if let rate = measurement.megabytesPerSecond { object["mb_per_s"] = .number(rounded(rate)) }
                    if let peak = measurement.peakBytes { object["peak_bytes"] = .number(Double(peak)) }
                    return .object(object)
                }))
    }

    /// Every target, judged from the measurements present: the figure, the
    /// target, and whether it is met.
    static func summary(_ measurements: [Measurement]) -> String {
        func find(_ name: String) -> Measurement? { measurements.first { $0.name == name } }
        let load = LoadAverage.read()
        var lines = ["", "Targets (median of \(Harness.timedRuns) runs, release; load average \(load.map { String(format: "%.2f", $0) } ?? "unknown") on \(LoadAverage.cores) cores):"]
        func judge(_ label: String, _ value: String, _ target: String, _ met: Bool) {
            // A wall time on a busy machine swings 2-4x: a miss says how busy it was.
            let busy = !met && (load ?? 0) > 0.5 * Double(LoadAverage.cores) ? String(format: " (the machine was loaded: %.2f)", load ?? 0) : ""
            lines.append("  " + (met ? "met   " : "MISSED") + "  " + label.padding(toLength: 44, withPad: " ", startingAt: 0) + value + "  (target " + target + ")" + busy)
        }
        if let direct = find("core.reduce.direct"), let runner = find("core.reduce.runner") {
            let ratio = runner.nanosecondsPerOperation / direct.nanosecondsPerOperation
            judge("runner vs a direct reduce (no commands)", String(format: "%.2fx, %.2f allocs/op", ratio, runner.allocationsPerOperation), "≤ 1.5x, 0", ratio <= 1.5 && runner.allocationsPerOperation < 0.01)
        }
        // Like with like: both held in a final class (as an app holds them), and both held locally.
        if let runner = find("core.effect.runner-in-class"), let peer = find("core.effect.hand-rolled") {
            let ratio = runner.nanosecondsPerOperation / peer.nanosecondsPerOperation
            judge("runner / hand-rolled store, in a class", String(format: "%.2fx, %.2f allocs/op", ratio, runner.allocationsPerOperation), "≤ 1.0x, 0", ratio <= 1.0 && runner.allocationsPerOperation < 0.01)
        }
        if let runner = find("core.effect.runner"), let peer = find("core.effect.hand-rolled-local") {
            let ratio = runner.nanosecondsPerOperation / peer.nanosecondsPerOperation
            judge("runner / hand-rolled store, held locally", String(format: "%.2fx, %.2f allocs/op", ratio, runner.allocationsPerOperation), "≤ 1.0x, 0", ratio <= 1.0 && runner.allocationsPerOperation < 0.01)
        }
        for (name, target) in [("core.timers.reschedule-10", 100.0), ("core.timers.reschedule-10k", 300), ("core.timers.reschedule-100k", 400)] {
            if let m = find(name) { judge(name, String(format: "%.0f ns", m.nanosecondsPerOperation), "≤ \(Int(target)) ns", m.nanosecondsPerOperation <= target) }
        }
        for name in TextInputBenchmarks.editsOfCJK.map(\.name) {
            if let m = find(name) { judge(name, String(format: "%.1f µs", m.nanosecondsPerOperation / 1000), "≤ 20 µs", m.nanosecondsPerOperation <= 20_000) }
        }
        if let m = find("spec.replay.1MB"), let rate = m.megabytesPerSecond {
            judge("spec.replay.1MB", String(format: "%.1f MB/s", rate), "≥ 80 MB/s", rate >= 80)
        }
        if let m = find("spec.replay.50MB"), let peak = m.peakBytes {
            judge("spec.replay.50MB peak memory", String(format: "%.1f MB", Double(peak) / 1e6), "≤ 100 MB", peak <= 100_000_000)
        }
        if let m = find("launch-gate.launch") {
            judge("launch-gate.launch", String(format: "%.0f ns, %.1f allocs", m.nanosecondsPerOperation, m.allocationsPerOperation), "≤ 1 µs, ≤ 10", m.nanosecondsPerOperation <= 1000 && m.allocationsPerOperation <= 10)
        }
        for name in ["alert.layout.3-buttons-200-chars", "coach-marks.layout-10-items"] {
            if let m = find(name) { judge(name, String(format: "%.2f µs", m.nanosecondsPerOperation / 1000), "≤ 2 µs", m.nanosecondsPerOperation <= 2000) }
        }
        for (name, target) in [("scene.alert.3-buttons", 5.0), ("svg.alert.3-buttons", 20.0)] {
            if let m = find(name) { judge(name, String(format: "%.2f µs", m.nanosecondsPerOperation / 1000), "≤ \(Int(target)) µs", m.nanosecondsPerOperation <= target * 1000) }
        }
        if let m = find("viewer.html.100-steps") {
            let size = SceneBenchmarks.pageBytes
            judge(
                "viewer.html.100-steps", String(format: "%.1f ms, %.0f KB", m.nanosecondsPerOperation / 1e6, Double(size) / 1000), "≤ 50 ms, ≤ 2 MB",
                m.nanosecondsPerOperation <= 50e6 && size <= 2_000_000)
        }
        for m in measurements where m.name.hasPrefix("chaos.") {
            let rate = 1e9 / m.nanosecondsPerOperation
            judge(m.name + " (steps/s)", String(format: "%.0f", rate), "≥ 100,000", rate >= 100_000)
        }
        let scaling = measurements.filter { $0.name.hasSuffix("k-events") }
        if scaling.count > 1 {
            let perEvent = scaling.map { String(format: "%@ %.0f ns", $0.name, $0.nanosecondsPerOperation) }
            lines.append("  replay cost per event: " + perEvent.joined(separator: ", ") + " (linear when flat)")
        }
        let timers = measurements.filter { $0.name.hasPrefix("core.timers.reschedule") }
        if timers.count > 1 {
            lines.append("  reschedule cost by pending timers: " + timers.map { String(format: "%@ %.0f ns", $0.name, $0.nanosecondsPerOperation) }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}

/// The one-minute load average (Linux: `/proc/loadavg`), so that a missed
/// wall-time target says whether the machine was busy.
enum LoadAverage {
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    static func read() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { Double($0) }
    }
}

