import FlowCore
import Foundation

/// Printing measurements for people and for tools.
enum Report {
    static func line(_ measurement: Measurement) -> String {
        var text = measurement.name.padding(toLength: 28, withPad: " ", startingAt: 0)
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

    /// The core issue's targets, judged from the measurements present.
    static func summary(_ measurements: [Measurement]) -> String {
        func find(_ name: String) -> Measurement? { measurements.first { $0.name == name } }
        var lines = [""]
        if let direct = find("core.reduce.direct"), let runner = find("core.reduce.runner") {
            let ratio = runner.nanosecondsPerOperation / direct.nanosecondsPerOperation
            lines.append(String(format: "runner overhead: %.2fx the direct call (target ≤ 1.5x), %.2f allocs/op (target 0)", ratio, runner.allocationsPerOperation))
        }
        if let replay = find("spec.replay.1MB"), let rate = replay.megabytesPerSecond {
            lines.append(String(format: "replay throughput: %.1f MB/s of spec JSON (target ≥ 10)", rate))
        }
        let scaling = measurements.filter { $0.name.hasSuffix("k-events") }
        if scaling.count > 1 {
            let perEvent = scaling.map { String(format: "%@ %.0f ns", $0.name, $0.nanosecondsPerOperation) }
            lines.append("replay cost per event: " + perEvent.joined(separator: ", ") + " (linear when flat)")
        }
        return lines.joined(separator: "\n")
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
