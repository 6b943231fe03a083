import FlowCore
import Foundation

/// `flow replay FILE`
enum ReplayCommand {
    static func run(_ arguments: [String], console: inout some Console) -> Int32 {
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            return FlowTool.usage("unknown option '\(option)'", command: "replay", console: &console)
        }
        guard arguments.count == 1, let file = arguments.first else {
            return FlowTool.usage("expected one spec file", command: "replay", console: &console)
        }
        let transcript: Transcript
        do {
            transcript = try FlowTool.registry.transcript(try SpecFiles.load(file), file: file)
        } catch {
            console.out("FAIL  \(error)")
            return 1
        }
        console.out(render(transcript))
        return transcript.verdict == nil ? 0 : 1
    }

    /// The transcript as a timeline: one block per event.
    static func render(_ transcript: Transcript) -> String {
        var lines = ["\(transcript.machine): \(transcript.title)", ""]
        let times = transcript.entries.map { String(format: "%.3f s", $0.at) }
        let width = times.map(\.count).max() ?? 0
        let indent = String(repeating: " ", count: width + 2)
        for (entry, time) in zip(transcript.entries, times) {
            let source = entry.source == .send ? "send  " : "fire  "
            let timer = entry.timer.map { " (timer \($0))" } ?? ""
            let padding = String(repeating: " ", count: width - time.count)
            lines.append("\(padding)\(time)  \(source)\(JSONWriter.inline(entry.event))\(timer)")
            for effect in entry.effects {
                lines.append("\(indent)effect \(JSONWriter.inline(effect))")
            }
            for change in entry.changes {
                let before = change.before.map(JSONWriter.inline) ?? "(none)"
                let after = change.after.map(JSONWriter.inline) ?? "(none)"
                lines.append("\(indent)state  \(change.path): \(before) → \(after)")
            }
        }
        lines.append("")
        if let verdict = transcript.verdict {
            lines.append("FAIL  \(verdict)")
        } else {
            lines.append("ok    the run matches the spec (\(transcript.entries.count) \(transcript.entries.count == 1 ? "step" : "steps"))")
        }
        return lines.joined(separator: "\n")
    }
}
