import Foundation
import FlowCore
import FlowSpecs

/// Builds large, realistic traces for the replay benchmarks: a launch gate
/// relaunched again and again across version changes, each launch handing
/// back the record persisted by the one before, with each step's effects and
/// launch count as its expectations.
enum TraceGenerator {
    static let versions = ["1.0", "1.1", "1.1.1", "2.0-beta", "2.0", "2.1", "1.9", "3.0", "nightly"]

    /// A trace of `steps` launches.
    static func launchTrace(steps: Int) -> String {
        var random = SplitMix64(seed: 2026)
        var runner = Runner(LaunchGate())
        var specSteps: [Spec.Step] = []
        specSteps.reserveCapacity(steps)
        for index in 0..<steps {
            let event = LaunchGate.Event.launched(
                version: random.element(of: versions)!, build: String(random.int(in: 1...40)), isLoggedIn: random.chance(0.7),
                stored: random.chance(0.95) ? runner.state.record : nil)
            let effects = runner.send(event)
            specSteps.append(
                Spec.Step(
                    at: Double(index) * 60, source: .send, event: JSONEncoding.tree(event),
                    effects: effects.map { JSONEncoding.tree($0) },
                    state: .object(["launches": .number(Double(runner.state.launches))])))
        }
        return Spec(machine: LaunchGate.specName, title: "generated: \(steps) launches", steps: specSteps).text
    }

    /// A trace of about `bytes` bytes written to `path` a step at a time, in
    /// the canonical form (what `Spec.text` would give), so that generating a
    /// 50 MB trace holds only one step in memory. Returns the step count.
    static func writeLaunchTrace(bytes: Int, to path: String) -> Int {
        let sample = launchTrace(steps: 200)
        let steps = max(1, bytes / max(1, sample.utf8.count / 200))
        guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
        defer { fclose(file) }
        func write(_ text: String) { _ = text.withCString { fputs($0, file) } }
        write("{\n  \"formatVersion\": 1,\n  \"machine\": \"launch-gate\",\n  \"title\": \"generated: \(steps) launches\",\n  \"config\": {},\n  \"steps\": [\n")
        var random = SplitMix64(seed: 2026)
        var runner = Runner(LaunchGate())
        for index in 0..<steps {
            let event = LaunchGate.Event.launched(
                version: random.element(of: versions)!, build: String(random.int(in: 1...40)), isLoggedIn: random.chance(0.7),
                stored: random.chance(0.95) ? runner.state.record : nil)
            let effects = runner.send(event)
            let step = Spec.Step(
                at: Double(index) * 60, source: .send, event: JSONEncoding.tree(event), effects: effects.map { JSONEncoding.tree($0) },
                state: .object(["launches": .number(Double(runner.state.launches))]))
            write("    " + step.text(indent: 4) + (index < steps - 1 ? ",\n" : "\n"))
        }
        write("  ]\n}\n")
        return steps
    }

    /// A trace of about `bytes` bytes.
    static func launchTrace(bytes: Int) -> String {
        let sample = launchTrace(steps: 200)
        let perStep = max(1, sample.utf8.count / 200)
        return launchTrace(steps: max(1, bytes / perStep))
    }

    /// A network-activity trace of `steps` sends, requests starting and
    /// ending in turn 0.4 s apart, with no expectations, written a line at a time.
    static func writeRequestTrace(steps: Int, to path: String) {
        guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
        defer { fclose(file) }
        func write(_ text: String) { _ = text.withCString { fputs($0, file) } }
        write("{\n  \"formatVersion\": 1,\n  \"machine\": \"network-activity\",\n  \"title\": \"generated: \(steps) requests\",\n  \"config\": {},\n  \"steps\": [\n")
        write("    {\"at\": 0, \"send\": {\"enabledChanged\": true}}")
        for index in 1..<steps {
            let event = index % 2 == 1 ? "requestStarted" : "requestEnded"
            write(",\n    {\"at\": \(JSONWriter.format(Double(index) * 0.4)), \"send\": \"\(event)\"}")
        }
        write("\n  ]\n}\n")
    }
}
