import FlowCore
import FlowSpecs
import Foundation

/// `flow replay FILE`
enum ReplayCommand: FlowCommand {
    static let name = "replay"
    static let synopsis = "FILE [--html PAGE.html | --json]"
    static let abstract = "print a spec's run as a readable timeline"
    static let discussion = """
        Runs one spec and prints what happened, step by step: the time, the event (sent
        or fired by a timer), every effect, and each state value that changed. Ends with
        whether the run matches the spec's expectations (exit 0) or not (exit 1).

        With --html, writes the run as one self-contained HTML page instead: a scrubber
        over the steps and over the time within each step's animations (which play), the
        machine's picture at that point (its timeline for a machine with nothing to
        draw), the event, the effects, the state changes and the timers waiting.

        With --json, the run is JSON lines instead of text: {"machine", "title"}, then
        one object a step ({"at", "source" ("send" or "fire"), "timer" (for a timer's
        event), "event", "effects", "changes": [{"path", "before", "after"}]}, a value
        absent before or after left out), then {"passed", and for a failure "failure"
        with the words the text output prints}.
        """
    static let options = [
        OptionSpec(name: "--html", value: "PAGE", help: "write the run as a self-contained HTML page (not over FILE)"),
        OptionSpec(name: "--json", value: nil, help: "print the run as JSON lines, one object a step"),
    ]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1 else { throw UsageError("expected one spec file") }
        let json = arguments.flags.contains("--json")
        if json, arguments.values["--html"] != nil { throw UsageError("give --html or --json, not both") }
        /// The verdict's line: text, or with --json `{"passed", "failure"}`.
        func verdictLine(_ failure: SpecFailure?, steps: Int) -> String {
            if json {
                var members: [String: JSONValue] = ["passed": .bool(failure == nil), "steps": .number(Double(steps))]
                if let failure { members["failure"] = .string(failure.detailedDescription) }
                return JSONValue.object(members).compactText
            }
            guard let failure else { return console.paint("ok", .green) + "    the run matches the spec (\(steps) \(steps == 1 ? "step" : "steps"))" }
            return console.paint("FAIL", .red) + "  \(failure.detailedDescription)"
        }
        let file = try SpecFiles.existing(arguments.positionals[0])
        if let page = arguments.values["--html"] {
            do {
                try TracePages.write(file, to: page, in: tool.registry, assets: tool.assets)
            } catch {
                console.err("\(tool.name) replay: \(error.description)")
                return error.exitStatus.rawValue
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
            console.out(verdictLine(error, steps: 0))
            return 1
        }
        var count = 0
        let verdict: SpecFailure?
        do {
            verdict = try tool.registry.transcript(bytes: bytes, file: file) { events in
                console.err("      … \(file.visible): \(events) events delivered")
            } heading: { machine, title in
                if json {
                    console.out(JSONValue.object(["machine": .string(machine), "title": .string(title)]).compactText)
                } else {
                    console.out(VisibleText.escaping("\(machine): \(title)"))
                    console.out("")
                }
            } entry: { entry in
                count += 1
                console.out(json ? Self.json(entry).compactText : lines(of: entry).joined(separator: "\n"))
            }
        } catch {
            console.out(verdictLine(error, steps: count))
            return 1
        }
        if !json { console.out("") }
        console.out(verdictLine(verdict, steps: count))
        return verdict == nil ? 0 : 1
    }

    /// One entry of the run as `--json` writes it.
    static func json(_ entry: Transcript.Entry) -> JSONValue {
        var members: [String: JSONValue] = [
            "at": .number(entry.at), "source": .string(entry.source == .send ? "send" : "fire"), "event": entry.event, "effects": .array(entry.effects),
            "changes": .array(
                entry.changes.map { change in
                    var members: [String: JSONValue] = ["path": .string(change.path.description)]
                    if let before = change.before { members["before"] = before }
                    if let after = change.after { members["after"] = after }
                    return .object(members)
                }),
        ]
        if let timer = entry.timer { members["timer"] = .string(timer.rawValue) }
        return .object(members)
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
