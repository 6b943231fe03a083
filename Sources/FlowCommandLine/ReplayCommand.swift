import FlowCore
import FlowSpecs
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
    static let options = [OptionSpec(name: "--html", value: "PAGE", help: "write the run as a self-contained HTML page (not over FILE)")]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1 else { throw UsageError("expected one spec file") }
        let file = try SpecFiles.existing(arguments.positionals[0])
        if let page = arguments.values["--html"] {
            do {
                try TracePages.write(file, to: page, in: tool.registry, assets: tool.assets)
            } catch {
                console.err("\(tool.name) replay: \(error.description)")
                return 1
            }
            console.out("wrote \(page.visible)")
            return 0
        }
        // Each step is printed as it is played, so memory stays near the
        // file's size however long the run.
        let bytes: [UInt8]
        do {
            bytes = try SpecFiles.bytes(file)
        } catch {
            console.out(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        var count = 0
        let verdict: SpecFailure?
        do {
            verdict = try tool.registry.transcript(bytes: bytes, file: file) { events in
                console.err("      … \(file.visible): \(events) events delivered")
            } heading: { machine, title in
                console.out(VisibleText.escaping("\(machine): \(title)"))
                console.out("")
            } entry: { entry in
                count += 1
                console.out(lines(of: entry).joined(separator: "\n"))
            }
        } catch {
            console.out(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        console.out("")
        if let verdict {
            console.out(console.paint("FAIL", .red) + "  \(verdict.detailedDescription)")
            return 1
        }
        console.out(console.paint("ok", .green) + "    the run matches the spec (\(count) \(count == 1 ? "step" : "steps"))")
        return 0
    }

    /// How wide the time column is: times up to 99,999 s line up.
    static let timeWidth = 11

    /// One entry of the timeline: its time, source and event, then its
    /// effects and state changes indented below, every value made visible
    /// (`VisibleText`) since it goes to a terminal.
    static func lines(of entry: Transcript.Entry) -> [String] {
        let time = String(format: "%.3f s", entry.at)
        let indent = String(repeating: " ", count: timeWidth + 2)
        let source = entry.source == .send ? "send  " : "fire  "
        let timer = entry.timer.map { " (timer \($0))" } ?? ""
        let padding = String(repeating: " ", count: max(0, timeWidth - time.count))
        var lines = ["\(padding)\(time)  \(source)\(JSONWriter.inline(entry.event))\(timer)"]
        for effect in entry.effects {
            lines.append("\(indent)effect \(JSONWriter.inline(effect))")
        }
        for change in entry.changes {
            let before = change.before.map(JSONWriter.inline) ?? "(none)"
            let after = change.after.map(JSONWriter.inline) ?? "(none)"
            lines.append("\(indent)state  \(change.path): \(before) → \(after)")
        }
        return lines.map(VisibleText.escaping)
    }
}
