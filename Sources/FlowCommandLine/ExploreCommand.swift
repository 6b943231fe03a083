import FlowCore
import FlowSpecs
import FlowFiles
import FlowSVG
import Foundation

/// `flow explore MACHINE... | --all [--config FILE] [bounds] [--write DIR [--check]] [--mermaid FILE] [--failures DIR] [--covered-by PATH]`
enum ExploreCommand: FlowCommand {
    static let name = "explore"
    static let synopsis = "MACHINE... | --all [--config FILE] [--max-states N] [--max-depth N] [--write DIR [--check]] [--mermaid FILE] [--svg FILE] [--failures DIR] [--covered-by PATH]"
    static let operands = CommandOperands.machines
    static let abstract = "explore every reachable state of machines, and write specs that take every transition"
    static let discussion = """
        Explores each MACHINE (or with --all every explorable machine that has a default
        configuration) breadth first from its initial state: every event the machine declares for a state is sent in it,
        and time passes to the next due timer where one is pending. Every transition is
        judged (the machine's invariants, an exact JSON round trip of each new value,
        no one-shot result reported twice on a path), and every explored state must
        reach a resting state by the machine's exit events and time (else it is stuck).
        Stops at a bound (--max-states, --max-depth, --max-transitions) and says which.
        A finding prints its shortest path; --failures DIR writes each as a spec that
        'check' replays. The configuration is the spec-style 'config' object in FILE,
        or a spec's own configuration when FILE is a spec ({} when none: the defaults).

        --write DIR writes the specs a greedy walk finds that together take a transition
        of every kind (phase before, event case, phase after, effect cases), or with
        --cover transitions every explored transition (thousands, for a large machine),
        as DIR/explored-001.json, ..., recorded and canonical, and removes older
        explored-*.json there; with --check it writes nothing and
        fails when DIR's files differ. --mermaid FILE writes the phase diagram as Mermaid
        stateDiagram-v2 text (- for standard output), --svg FILE as a picture; a machine
        whose states are all in one phase has nothing to draw, which is said (exit
        status 1) rather than drawn as one box. --covered-by PATH counts how many
        explored transition kinds the specs at or under PATH already take (those in a
        folder named explored excepted: they are the generated ones).
        With --json, each machine is one line of JSON instead of text: {"machine",
        "states", "transitions", "ignored", "depth", "stuck", "truncation" (null when
        every reachable state was explored), "findings": [{"kind", "reason", "events" (sent on its shortest path), "until"}], and with
        --covered-by "covered": {"specs", "kinds", "of"}}; a machine --all passes over
        is {"machine", "skipped": true, "reason"}. It does not go with --write,
        --failures, --mermaid or --svg, which print lines of their own.
        Exit status: 0 when nothing was found, 1 on a finding or a stale --check.
        """
    static let options = [
        OptionSpec(name: "--all", value: nil, help: "every explorable machine"),
        OptionSpec(name: "--config", value: "FILE", help: "a JSON configuration, or a spec whose configuration to explore (default {})"),
        OptionSpec(name: "--max-states", value: "N", help: "distinct states kept (default 100000)"),
        OptionSpec(name: "--max-depth", value: "N", help: "moves from the initial state (default 40)"),
        OptionSpec(name: "--max-transitions", value: "N", help: "transitions tried (default 5000000)"),
        OptionSpec(name: "--max-moves", value: "N", help: "moves per written spec (default 200)"),
        OptionSpec(name: "--cover", value: "WHAT", help: "what --write's specs take: kinds (default) or transitions"),
        OptionSpec(name: "--write", value: "DIR", help: "write specs covering every explored transition"),
        OptionSpec(name: "--check", value: nil, help: "with --write: fail when DIR's specs are not current, write nothing"),
        OptionSpec(name: "--mermaid", value: "FILE", help: "write the phase diagram as Mermaid text (- for standard output)"),
        OptionSpec(name: "--svg", value: "FILE", help: "draw the phase diagram as an SVG picture (- for standard output)"),
        OptionSpec(name: "--failures", value: "DIR", help: "write each finding's path as a spec"),
        OptionSpec(name: "--covered-by", value: "PATH", help: "count the explored transitions the specs under PATH take"),
        OptionSpec(name: "--json", value: nil, help: "print a JSON object a machine instead of text"),
    ]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        let bounds: ExplorationBounds
        do {
            bounds = try ExplorationBounds(
                maxStates: arguments.integer("--max-states", atLeast: 1, default: ExplorationBounds.standard.maxStates),
                maxDepth: arguments.integer("--max-depth", atLeast: 1, default: ExplorationBounds.standard.maxDepth),
                maxTransitions: arguments.integer("--max-transitions", atLeast: 1, default: ExplorationBounds.standard.maxTransitions)
            ).validated()
        } catch let error as OutOfBounds {
            throw UsageError("--\(error.name.kebabCased) must be at most \(Int(error.range.upperBound)), got \(Int(error.value))")
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(error)")
        }
        let maxMoves = try arguments.integer("--max-moves", atLeast: 1, default: 200)
        let coverName = arguments.values["--cover"] ?? ExplorationCover.everyKind.rawValue
        guard let cover = ExplorationCover(rawValue: coverName) else {
            throw UsageError("--cover takes kinds or transitions, got '\(coverName)'")
        }
        let entries = try chosen(arguments, registry: tool.registry, console: &console)
        if entries.count > 1, arguments.values["--write"] != nil || arguments.values["--mermaid"] != nil || arguments.values["--svg"] != nil
            || arguments.values["--config"] != nil
        {
            throw UsageError("--write, --mermaid, --svg and --config take one machine")
        }
        if arguments.flags.contains("--check"), arguments.values["--write"] == nil { throw UsageError("--check goes with --write DIR") }
        let json = arguments.flags.contains("--json")
        if json, let other = ["--write", "--failures", "--mermaid", "--svg"].first(where: { arguments.values[$0] != nil }) {
            throw UsageError("--json does not go with \(other), which prints lines of its own")
        }
        let config = try configuration(arguments.values["--config"])
        // No output may be written over the configuration it was read from.
        let inputs = arguments.values["--config"].map { [$0] } ?? []
        for file in [arguments.values["--mermaid"], arguments.values["--svg"]].compactMap({ $0 }) {
            // Refused before exploring, which can take minutes.
            do { try OutputFile.refuseInput(file, inputs) } catch { throw UsageError("cannot write \(file.visible): \(error.reason)", status: .ioError) }
        }
        // The specs --covered-by names are found before any exploring (each
        // spec's machine read, not its steps), so a path that holds none, or
        // a file that is not a spec, fails at once.
        var covering: [(file: String, machine: String)]?
        if let path = arguments.values["--covered-by"] {
            guard let specs = coveringSpecs(under: path, tool: tool, console: &console) else { return 1 }
            covering = specs
        }
        var status: Int32 = 0
        for entry in entries {
            let summary: ExplorationSummary
            do {
                var reported = 0
                guard let explored = try tool.registry.explore(entry.name, config: config, bounds: bounds, progress: { step in
                    // A line on standard error every 200,000 events tried, so a
                    // long run shows it is moving, in the summary's words.
                    let tried = step.transitions + step.ignored
                    guard tried / 200_000 > reported else { return }
                    reported = tried / 200_000
                    console.err("      \(entry.name): \(step.states) states, \(step.transitions) transitions (\(step.ignored) ignored events), depth \(step.depth) …")
                }) else { continue }
                summary = explored
            } catch {
                // A machine whose defaults are not a configuration (an alert needs
                // its content) is said so; with --all it is passed over.
                let noDefaults = "\(entry.name): no default configuration (\(error.reason)); explore it with --config"
                if arguments.flags.contains("--all") {
                    console.out(json ? Self.skipped(entry.name, "no default configuration (\(error.reason))") : console.paint("skip", .yellow) + "  " + noDefaults)
                    continue
                }
                // With --config, the error is that file's.
                console.err("\(tool.name) explore: " + (arguments.values["--config"] == nil ? noDefaults + " FILE, a configuration or a spec" : error.description))
                return 2
            }
            if !json {
                console.out((summary.findings.isEmpty ? console.paint("ok", .green) + "    " : console.paint("FAIL", .red) + "  ") + summary.description)
            }
            if !summary.findings.isEmpty { status = 1 }
            var line: [String: JSONValue] = [
                "machine": .string(entry.name), "states": .number(Double(summary.states)), "transitions": .number(Double(summary.transitions)),
                "ignored": .number(Double(summary.ignored)), "depth": .number(Double(summary.depth)), "stuck": .number(Double(summary.stuckStates)),
                "truncation": summary.truncation.map { .string($0.description) } ?? .null,
                "findings": .array(summary.findings.map(Self.json)),
            ]
            if !json {
                status = max(status, try report(summary.findings, of: entry.name, to: arguments.values["--failures"], notOver: inputs, tool: tool, console: &console))
            }
            if let path = arguments.values["--covered-by"], let covering {
                // One file at a time, each played a step at a time.
                let specs = covering.filter { $0.machine == entry.name }
                let coverage = summary.kindsCovered()
                for spec in specs {
                    do {
                        try coverage.add(bytes: try SpecFiles.bytes(spec.file), file: spec.file)
                    } catch {
                        console.err("\(tool.name) explore: --covered-by: \(error.description)")
                        return 1
                    }
                }
                if json {
                    line["covered"] = .object(["specs": .number(Double(specs.count)), "kinds": .number(Double(coverage.kindsCovered)), "of": .number(Double(summary.transitionKinds()))])
                } else {
                    console.out("      the \(specs.count) specs under \(path.visible) take \(coverage.kindsCovered) of the \(summary.transitionKinds()) explored transition kinds")
                }
            }
            if json { console.out(JSONValue.object(line).compactText) }
            let wantsDiagram = arguments.values["--mermaid"] != nil || arguments.values["--svg"] != nil
            if wantsDiagram, summary.diagram.phases.count < 2 {
                // One phase is one box: say so rather than draw it.
                console.err(
                    "\(tool.name) explore: \(entry.name) has nothing to draw: all its states are in one phase (\(summary.diagram.phases.first ?? "state")); "
                        + "its State has no `phase` member, or its Explorable conformance declares no `phase(of:)` that tells them apart. No diagram written.")
                status = max(status, 1)
            } else {
                if let file = arguments.values["--mermaid"] {
                    try write(summary.diagram.mermaid, to: file, notOver: inputs, console: &console)
                }
                if let file = arguments.values["--svg"] {
                    try write(summary.diagram.svg(title: "\(entry.name): its phases and the events between them"), to: file, notOver: inputs, console: &console)
                }
            }
            if let folder = arguments.values["--write"] {
                status = max(
                    status,
                    try writeCovering(
                        summary, to: folder, cover: cover, maxMoves: maxMoves, check: arguments.flags.contains("--check"), notOver: inputs, tool: tool,
                        console: &console))
            }
        }
        return status
    }

    /// A finding as `--json` writes it: its kind, its reason, and the
    /// events sent on its shortest path (nil when the path has no spec).
    static func json(_ finding: ExplorationSummary.Finding) -> JSONValue {
        var members: [String: JSONValue] = ["kind": .string(finding.kind), "reason": .string(finding.reason)]
        if let spec = finding.spec {
            members["events"] = .array(spec.steps.filter { $0.source == .send }.map(\.event))
            members["until"] = spec.until.map(JSONValue.number) ?? .null
        } else {
            members["events"] = .null
        }
        return .object(members)
    }

    /// A machine passed over, as a `--json` line.
    static func skipped(_ machine: String, _ reason: String) -> String {
        JSONValue.object(["machine": .string(machine), "skipped": .bool(true), "reason": .string(reason)]).compactText
    }

    private static func chosen(_ arguments: Arguments, registry: MachineRegistry, console: inout some Console) throws(UsageError) -> [MachineRegistry.Entry] {
        if arguments.flags.contains("--all") {
            guard arguments.positionals.isEmpty else { throw UsageError("give machine names or --all, not both") }
            for entry in registry.entries where !entry.supportsExploration {
                console.out(
                    arguments.flags.contains("--json")
                        ? skipped(entry.name, "\(entry.typeName) is not Explorable") : console.paint("skip", .yellow) + "  \(entry.name): \(entry.typeName) is not Explorable")
            }
            return registry.entries.filter(\.supportsExploration)
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("expected a machine name or --all (machines: \(registry.names.joined(separator: ", ")))")
        }
        return try arguments.positionals.map { (name: String) throws(UsageError) -> MachineRegistry.Entry in
            guard let entry = registry.entry(named: name) else {
                throw UsageError(registry.unknownMachine(name))
            }
            guard entry.supportsExploration else { throw UsageError("\(name) cannot be explored (\(entry.typeName) is not Explorable)") }
            return entry
        }
    }

    /// The specs at or under `path`, the generated ones (in a folder named
    /// explored) left out: they cover everything by construction. A file
    /// that is not a spec, or a path with no spec at all, is said and is
    /// nil: a count of nothing is not a coverage.
    private static func coveringSpecs(under path: String, tool: FlowTool, console: inout some Console) -> [(file: String, machine: String)]? {
        let files: [String]
        do {
            files = try SpecFiles.find(under: [path])
        } catch {
            console.err("\(tool.name) explore: --covered-by \(error.message)")
            return nil
        }
        guard !files.isEmpty else {
            console.err("\(tool.name) explore: --covered-by: no spec files (.json) under \(path.visible)")
            return nil
        }
        var specs: [(file: String, machine: String)] = []
        for file in files where !file.split(separator: "/").contains("explored") {
            do {
                specs.append((file, try Spec.header(bytes: try SpecFiles.bytes(file), file: file).machine))
            } catch {
                console.err("\(tool.name) explore: --covered-by: \(error.description)")
                return nil
            }
        }
        return specs
    }

    /// The configuration in `file`, or `{}`.
    private static func configuration(_ file: String?) throws(UsageError) -> JSONValue {
        guard let file else { return .object([:]) }
        do {
            let bytes = try SpecFiles.bytes(try SpecFiles.existing(file))
            // A spec names its configuration in `config`: explore what it
            // runs, its steps passed over (a trace of any length costs its bytes).
            if Self.isSpec(bytes) { return try Spec.header(bytes: bytes, file: file).config }
            return try JSONParser.parse(String(decoding: bytes, as: UTF8.self))
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(file): not a JSON configuration: \(error)")
        }
    }

    /// Whether `bytes` are a JSON object with a `formatVersion`: a spec.
    private static func isSpec(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            ((try? JSONParser.members(of: buffer, in: 0..<buffer.count, unchecked: "steps")) ?? []).contains { $0.key == "formatVersion" }
        }
    }

    private static func report(
        _ findings: [ExplorationSummary.Finding], of machine: String, to folder: String?, notOver inputs: [String], tool: FlowTool, console: inout some Console
    ) throws(UsageError) -> Int32 {
        for (number, finding) in findings.enumerated() {
            guard let spec = finding.spec else {
                console.out("      \(finding.kind): the path cannot be written as a spec")
                continue
            }
            let moves = spec.steps.filter { $0.source == .send }.map(\.event.compactText)
            console.out("      \(finding.kind) after: " + (moves.isEmpty ? "(the initial state)" : moves.joined(separator: ", ")) + (spec.until.map { ", until \($0)" } ?? ""))
            guard let folder else { continue }
            let file = (folder as NSString).appendingPathComponent("\(machine)-\(finding.kind.replacingOccurrences(of: " ", with: "-"))-\(number + 1).json")
            try write(spec.text, to: file, notOver: inputs, throughLink: false, console: &console)
            console.out("      written: \(file.visible) (replay: \(tool.name) replay \(file.visible))")
        }
        return 0
    }

    private static func writeCovering(
        _ summary: ExplorationSummary, to folder: String, cover: ExplorationCover, maxMoves: Int, check: Bool, notOver inputs: [String], tool: FlowTool,
        console: inout some Console
    ) throws(UsageError) -> Int32 {
        let specs: [Spec]
        do {
            specs = try summary.coveringSpecs(cover, maxMoves: maxMoves)
        } catch {
            console.err("\(tool.name) explore: \(error.description)")
            return 2
        }
        var wanted: [String: String] = [:]
        let digits = max(3, String(specs.count).count)
        for (number, spec) in specs.enumerated() {
            let counter = String(number + 1)
            let name = "explored-" + String(repeating: "0", count: digits - counter.count) + counter + ".json"
            wanted[(folder as NSString).appendingPathComponent(name)] = spec.text
        }
        let existing = FileReader.kind(of: folder) == .directory
            ? ((try? Folder.names(in: folder)) ?? [])
                .filter { $0.hasPrefix("explored-") && $0.hasSuffix(".json") }
                .map { (folder as NSString).appendingPathComponent($0) } : []
        if check {
            var stale = Set(existing).symmetricDifference(wanted.keys).sorted()
            for (file, text) in wanted where !stale.contains(file) {
                if (try? SpecFiles.bytes(file)) != Array(text.utf8) { stale.append(file) }
            }
            guard stale.isEmpty else {
                console.out(console.paint("FAIL", .red) + "  \(folder.visible) is not current (\(stale.count) file\(stale.count == 1 ? "" : "s") differ, first \(stale.sorted()[0].visible)): run '\(tool.name) explore \(summary.machine) --write \(folder.visible)'")
                return 1
            }
            console.out("      \(folder.visible): \(specs.count) explored specs, current")
            return 0
        }
        do {
            try Folder.make(folder)
        } catch {
            throw UsageError("cannot make the folder \(folder.visible): \(error.reason)", status: .ioError)
        }
        for file in existing where wanted[file] == nil {
            do throws(FileError) { try Folder.removeFile(file) } catch { throw UsageError("cannot remove \(file.visible): \(error.reason)") }
        }
        for (file, text) in wanted.sorted(by: { $0.key < $1.key }) { try write(text, to: file, notOver: inputs, throughLink: false, console: &console) }
        let covered = cover == .everyKind ? "all \(summary.transitionKinds()) transition kinds" : "all \(summary.transitions) transitions"
        console.out("      wrote \(specs.count) specs to \(folder.visible), taking \(covered)")
        return 0
    }

    private static func write(_ text: String, to file: String, notOver inputs: [String], throughLink: Bool = true, console: inout some Console) throws(UsageError) {
        if file == "-" { return console.write(text) }
        do {
            try SpecFiles.write(text, to: file, notOver: inputs, throughLink: throughLink)
        } catch {
            throw UsageError("cannot write \(file.visible): \(error.reason)", status: .ioError)
        }
    }
}

extension String {
    /// `maxStates` as `max-states`.
    fileprivate var kebabCased: String {
        var result = ""
        for character in self {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
