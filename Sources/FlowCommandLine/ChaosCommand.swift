import FlowCore
import FlowFiles
import FlowSpecs
import Foundation

/// `flow chaos MACHINE... | --all [--events N] [--seed S] [--runs R]`
enum ChaosCommand: FlowCommand {
    static let name = "chaos"
    static let synopsis = "MACHINE... | --all [--events N] [--seed S] [--runs R]"
    static let operands = CommandOperands.machines
    static let abstract = "drive machines with seeded random events against their invariants"
    static let discussion = """
        Drives each MACHINE (a registered name), or with --all every machine that has a
        random-event generator, through N transitions of random events and timers from
        seed S, checking the machine's invariants after every step; repeats for seeds
        S, S+1, ... R times. Every event and effect, and the first 1,000 changed states
        of a run then every 16th, are sent through JSON and back (--every-value: every
        changed state). A failure prints the seed and step, the states around it, and
        the command that reproduces it. A broken invariant is then shrunk: the run is
        cut down to the fewest events that still break it (delta debugging), and
        written as a spec that 'check' replays and fails at the broken invariant
        (--failures DIR writes it there; else it is printed). Machines without a
        generator (not ChaosTestable) are named and skipped by --all. A long run prints
        how far it has got on standard error every 250,000 steps.

        With --json, each run is one line of JSON: {"machine", "seed", "steps",
        "passed"}, and for a failure "step", "reason", "event", "before", "after",
        "reproduce" and the shrunk spec ("spec", or "written": its file with
        --failures); a machine --all passes over is {"machine", "skipped": true, "reason"}.
        """
    static let options = [
        OptionSpec(name: "--all", value: nil, help: "every machine with a random-event generator"),
        OptionSpec(name: "--events", value: "N", help: "transitions per run (default 10000)"),
        OptionSpec(name: "--seed", value: "S", help: "the first run's seed (default 1)"),
        OptionSpec(name: "--runs", value: "R", help: "runs per machine, seeds S, S+1, … (default 1)"),
        OptionSpec(name: "--every-value", value: nil, help: "send every new state, event and effect through JSON, not a sample"),
        OptionSpec(name: "--failures", value: "DIR", help: "write a failing run, shrunk, as a spec in DIR"),
        OptionSpec(name: "--json", value: nil, help: "print a JSON object a run instead of text"),
    ]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        let events = try arguments.integer("--events", atLeast: 1, default: 10_000)
        let runs = try arguments.integer("--runs", atLeast: 1, default: 1)
        var seed: UInt64 = 1
        if let text = arguments.values["--seed"] {
            guard let number = UInt64(text) else { throw UsageError("--seed takes a whole number ≥ 0, got '\(text)'") }
            seed = number
        }
        let registry = tool.registry
        let json = arguments.flags.contains("--json")
        var entries: [MachineRegistry.Entry] = []
        if arguments.flags.contains("--all") {
            guard arguments.positionals.isEmpty else { throw UsageError("give machine names or --all, not both") }
            for entry in registry.entries {
                if entry.supportsChaos {
                    entries.append(entry)
                } else if json {
                    let reason = "no random-event generator (\(entry.typeName) is not ChaosTestable)"
                    console.out(JSONValue.object(["machine": .string(entry.name), "skipped": .bool(true), "reason": .string(reason)]).compactText)
                } else {
                    console.out(console.paint("skip", .yellow) + "  \(entry.name): no random-event generator (\(entry.typeName) is not ChaosTestable)")
                }
            }
        } else {
            guard !arguments.positionals.isEmpty else {
                throw UsageError("expected a machine name or --all (machines: \(registry.names.joined(separator: ", ")))")
            }
            for name in arguments.positionals {
                guard let entry = registry.entry(named: name) else {
                    throw UsageError(registry.unknownMachine(name))
                }
                guard entry.supportsChaos else {
                    throw UsageError("\(name) has no random-event generator (\(entry.typeName) is not ChaosTestable)")
                }
                entries.append(entry)
            }
        }
        for entry in entries {
            for run in 0..<runs {
                let runSeed = seed &+ UInt64(run)
                let roundTrips: RoundTrips = arguments.flags.contains("--every-value") ? .every : .soak
                // A line on standard error every Chaos.progressInterval steps, so a long run shows it is moving.
                guard
                    let report = registry.chaos(entry.name, seed: runSeed, steps: events, roundTrips: roundTrips, progress: { steps in
                        console.err("      \(entry.name): \(steps) of \(events) steps, seed \(runSeed) …")
                    })
                else { continue }
                var line: [String: JSONValue] = [
                    "machine": .string(entry.name), "seed": .number(Double(runSeed)), "steps": .number(Double(report.steps)), "passed": .bool(report.failure == nil),
                ]
                guard let failure = report.failure else {
                    console.out(json ? JSONValue.object(line).compactText : console.paint("ok", .green) + "    \(entry.name): \(report.steps) steps, seed \(runSeed)")
                    continue
                }
                let reproduce = "\(tool.name) chaos \(entry.name) --events \(failure.step + 1) --seed \(runSeed) --every-value"
                if json {
                    line["step"] = .number(Double(failure.step))
                    line["reason"] = .string(failure.reason)
                    line["event"] = failure.event
                    line["before"] = failure.before
                    line["after"] = failure.after
                    line["reproduce"] = .string(reproduce)
                    if let spec = failure.spec {
                        if let folder = arguments.values["--failures"] {
                            line["written"] = .string(try Self.write(spec, of: entry.name, seed: runSeed, into: folder))
                        } else {
                            do {
                                line["spec"] = try JSONParser.parse(spec.text)
                            } catch {
                                throw UsageError("the shrunk spec is not JSON (\(error)): a bug in the spec writer")
                            }
                        }
                    }
                    console.out(JSONValue.object(line).compactText)
                    return 1
                }
                console.out(console.paint("FAIL", .red) + "  \(entry.name): seed \(runSeed), step \(failure.step): \(failure.reason)")
                console.out("      event:        \(failure.event.compactText)")
                console.out("      state before: \(failure.before.compactText)")
                console.out("      state after:  \(failure.after.compactText)")
                console.out("      reproduce:    \(reproduce)")
                if let spec = failure.spec {
                    let sent = spec.steps.filter { $0.source == .send }.count
                    console.out("      shrunk:       \(failure.sentBeforeShrinking) events sent to \(sent) that break it the same way")
                    if let folder = arguments.values["--failures"] {
                        let file = try Self.write(spec, of: entry.name, seed: runSeed, into: folder)
                        console.out("      written:      \(file.visible) (\(tool.name) check \(file.visible) fails at the invariant)")
                    } else {
                        console.out("      as a spec (save it as a .json file; --failures DIR writes it):")
                        console.write(spec.text)
                    }
                }
                return 1
            }
        }
        return 0
    }

    /// Writes a failing run's shrunk spec into `folder`; the file written.
    static func write(_ spec: Spec, of machine: String, seed: UInt64, into folder: String) throws(UsageError) -> String {
        let file = (folder as NSString).appendingPathComponent("\(machine)-seed-\(seed).json")
        do throws(FileError) {
            try Folder.make(folder)
            try SpecFiles.write(spec.text, to: file, throughLink: false)
        } catch {
            throw UsageError("cannot write \(file.visible): \(error.reason)", status: .ioError)
        }
        return file
    }
}
