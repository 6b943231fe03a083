import FlowCore
import Foundation

/// `flow replay FILE`
enum ReplayCommand: FlowCommand {
    static let name = "replay"
    static let synopsis = "FILE [--html PAGE.html]"
    static let abstract = "print a spec's run as a readable timeline"
    static let discussion = """
        Runs one spec and prints what happened, step by step: the time, the event (sent
        or fired by a timer), every effect, and each state value that changed. Ends with
        whether the run matches the spec's expectations (exit 0) or not (exit 1).

        With --html, writes the run as one self-contained HTML page instead: a scrubber
        over the steps and over the time within each step's animations (which play), the
        machine's picture at that point (its timeline for a machine with nothing to
        draw), the event, the effects, the state changes and the timers waiting.
        """
    static let options = [OptionSpec(name: "--html", value: "PAGE", help: "write the run as a self-contained HTML page")]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1 else { throw UsageError("expected one spec file") }
        let file = try SpecFiles.existing(arguments.positionals[0])
        if let page = arguments.values["--html"] {
            do {
                try TracePages.write(file, to: page, in: tool.registry)
            } catch {
                console.err("\(tool.name) replay: \(error.description)")
                return 1
            }
            console.out("wrote \(page)")
            return 0
        }
        let transcript: Transcript
        do {
            transcript = try tool.registry.transcript(bytes: try SpecFiles.bytes(file), file: file) { events in
                console.err("      … \(file): \(events) events delivered")
            }
        } catch {
            console.out(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        console.out(render(transcript, console: console))
        return transcript.verdict == nil ? 0 : 1
    }

    /// The transcript as a timeline: one block per event.
    static func render(_ transcript: Transcript, console: some Console) -> String {
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
            lines.append(console.paint("FAIL", .red) + "  \(verdict.detailedDescription)")
        } else {
            let count = transcript.entries.count
            lines.append(console.paint("ok", .green) + "    the run matches the spec (\(count) \(count == 1 ? "step" : "steps"))")
        }
        return lines.joined(separator: "\n")
    }
}
