import FlowCore
import FlowSpecs
import FlowFiles
import Foundation

/// `flow record` and `flow replay` on long traces, as the commands run them:
/// the file read whole, its steps played one at a time, and the recording
/// or the transcript written out as it goes (here into a sink that only
/// counts). The figure that matters is the memory high-water mark against
/// the file's size: at most 2x the file plus a constant (issue 25).
enum StreamingBenchmarks {
    static var all: [Benchmark] {
        [
            stream("spec.record.50MB", trace: launchTrace, record: true),
            stream("spec.replay.text.50MB", trace: launchTrace, record: false),
            stream("spec.record.590k-steps", trace: requestTrace, record: true),
            stream("spec.replay.text.590k-steps", trace: requestTrace, record: false),
            firingCap,
        ]
    }

    /// The 50 MB launch-gate trace `spec.replay.50MB` checks.
    static func launchTrace() -> (path: String, steps: Int) {
        let path = Scratch.path("replay-50MB.json")
        return (path, TraceGenerator.writeLaunchTrace(bytes: 50_000_000, to: path))
    }

    /// 590,001 requests starting and ending at the network indicator, with
    /// no expectations: recording fills in each step's state and the
    /// activation timers, so the recording is several times the file.
    static func requestTrace() -> (path: String, steps: Int) {
        let path = Scratch.path("590k-steps.json")
        let steps = 590_001
        TraceGenerator.writeRequestTrace(steps: steps, to: path)
        return (path, steps)
    }

    static func stream(_ name: String, trace: @escaping () -> (path: String, steps: Int), record: Bool) -> Benchmark {
        Benchmark(name: name) {
            let (path, steps) = trace()
            let size = (try? FileReader.read(path).count) ?? 0
            return Workload(operations: steps, bytesPerRun: size, measuresPeakMemory: true, timedRuns: 1) {
                guard let bytes = try? FileReader.read(path) else { fatalError("cannot read \(path)") }
                var written = 0
                do {
                    if record {
                        try MachineRegistry.all.record(bytes: bytes) { written += $0.utf8.count }
                    } else {
                        // The verdict is part of the transcript; a trace with no expectations (the 590k one) does not pass, which is fine here.
                        let verdict = try MachineRegistry.all.transcript(bytes: bytes) { entry in
                            written += JSONWriter.inline(entry.event).utf8.count + entry.effects.count + entry.changes.count
                        }
                        blackHole(verdict)
                    }
                } catch {
                    fatalError("\(name): \(error)")
                }
                blackHole(written)
            }
        }
    }

    /// A GIF looping for ever recorded to a far `until`: the run stops at a
    /// million timer firings, having written each as it went.
    static var firingCap: Benchmark {
        Benchmark(name: "spec.record.firing-cap") {
            // 20 frames of 0.04 s (0.1 s under the seed's policy) with no loop count: it loops for ever.
            let gif = "R0lGODlhAQABAAAAACH5BAQEAAAALAAAAAABAAEAAAICRAEAIfkEBAQAAAAsAAAAAAEAAQAAAgJEAQAh+QQEBAAAACwAAAAAAQABAAACAkQBACH5BAQEAAAALAAAAAABAAEAAAICRAEAIfkEBAQAAAAsAAAAAAEAAQAAAgJEAQAh+QQEBAAAACwAAAAAAQABAAACAkQBACH5BAQEAAAALAAAAAABAAEAAAICRAEAIfkEBAQAAAAsAAAAAAEAAQAAAgJEAQAh+QQEBAAAACwAAAAAAQABAAACAkQBACH5BAQEAAAALAAAAAABAAEAAAICRAEAIfkEBAQAAAAsAAAAAAEAAQAAAgJEAQAh+QQEBAAAACwAAAAAAQABAAACAkQBACH5BAQEAAAALAAAAAABAAEAAAICRAEAIfkEBAQAAAAsAAAAAAEAAQAAAgJEAQAh+QQEBAAAACwAAAAAAQABAAACAkQBACH5BAQEAAAALAAAAAABAAEAAAICRAEAIfkEBAQAAAAsAAAAAAEAAQAAAgJEAQAh+QQEBAAAACwAAAAAAQABAAACAkQBACH5BAQEAAAALAAAAAABAAEAAAICRAEAIfkEBAQAAAAsAAAAAAEAAQAAAgJEAQA7"
            let text = """
                {"formatVersion": 1, "machine": "gif-player", "title": "for ever", "config": {"gif": "\(gif)"},
                 "steps": [{"at": 0, "send": "startRequested"}], "until": 1e9}
                """
            let bytes = Array(text.utf8)
            return Workload(operations: 1_000_000, measuresPeakMemory: true, timedRuns: 1) {
                var written = 0
                do throws(SpecFailure) {
                    try MachineRegistry.all.record(bytes: bytes) { written += $0.utf8.count }
                    fatalError("the firing cap was not reached")
                } catch {
                    guard error.reason.contains("more than 1000000 times") else { fatalError("\(error)") }
                }
                blackHole(written)
            }
        }
    }
}
