import FlowCore
import FlowSpecs
import Foundation

/// `flow check [PATH...]`
enum CheckCommand: FlowCommand {
    static let name = "check"
    static let synopsis = "[--canonical] [--html-on-failure DIR] [--junit FILE] [--json] [PATH...]"
    static let abstract = "replay every spec under the paths (default: Specs) and check it"
    static let discussion = """
        Replays every spec (.json) found at or under each PATH (default: Specs), on a
        virtual clock, and checks each step's effects (exhaustively), timers and state
        (partially). Prints one line per spec, 'ok' or 'FAIL' with the file, step, JSON
        path and the expected and actual values, followed by every difference in the
        step (− expected, + actual); then 'N passed, M failed'. Finding no spec at all
        is a failure. Exits 0 only when every spec passed.

        A step may name a picture ("picture": "x.svg", or {"file": "x.svg", "at": 0.05}
        for a time into the step's animations): the machine's scene after that step,
        drawn as SVG, must equal the file beside the spec byte for byte; a failure
        names the first differing line and the part it draws. 'record --write' draws
        the pictures.

        With --html-on-failure DIR, each failing spec's run is also written as an HTML
        trace page into DIR (its path with '/' and other bytes as %XX), opened at the failing step with
        expected and actual side by side (for a picture, the saved one and the drawing).

        With --canonical, a spec that passes must also be canonical: byte for byte what
        'record' writes for it (the spec's members in reading order, values with sorted
        keys, every effect, state change, fired and pending timer filled in). CI runs
        this, so a hand-edited spec is recorded and reviewed before it is committed.

        With --junit FILE, the verdicts are also written to FILE as JUnit XML (one
        testcase a spec, a failing one with its failure and diff), for CI dashboards.
        With --json, the output is JSON lines instead of text: one object a spec
        ({"file", "passed"}, and for a failure "step", "path", "reason", "expected",
        "actual" and "message"), then {"passed": N, "failed": M}.
        """
    static let options = [
        OptionSpec(name: "--canonical", value: nil, help: "also fail a spec that is not byte for byte what 'record' writes"),
        OptionSpec(name: "--html-on-failure", value: "DIR", help: "write each failing spec's run as an HTML trace page into DIR"),
        OptionSpec(name: "--junit", value: "FILE", help: "also write the verdicts to FILE as JUnit XML"),
        OptionSpec(name: "--json", value: nil, help: "print JSON lines, one object a spec, then the counts"),
    ]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        let paths = arguments.positionals.isEmpty ? ["Specs"] : arguments.positionals
        let files = try SpecFiles.find(under: paths)
        guard !files.isEmpty else {
            let reason = "no spec files (.json) under \(paths.joined(separator: ", ").visible)"
            if arguments.flags.contains("--json") {
                console.out(JSONValue.object(["passed": .number(0), "failed": .number(0), "error": .string(reason)]).compactText)
            } else {
                console.out(console.paint("FAIL", .red) + "  " + reason)
            }
            return ExitStatus.nothingToRun.rawValue
        }
        var passed = 0
        var failed = 0
        var unreadable = 0
        let json = arguments.flags.contains("--json")
        var report = CheckReport()
        for file in files {
            let checked = check(file, in: tool.registry) { steps in console.err("      … \(file.visible): \(steps) steps played") }
            var outcome = checked.failure
            if outcome == nil, arguments.flags.contains("--canonical") { outcome = canonicalFailure(file, in: tool.registry) }
            var savedPicture: String?
            if outcome == nil, checked.namesPictures, let mismatch = SpecPictures.mismatch(file, in: tool.registry, assets: tool.assets) {
                (outcome, savedPicture) = (mismatch.failure, mismatch.saved)
            }
            report.results.append((file, outcome))
            if json { console.out(CheckReport.jsonLine(file: file, failure: outcome)) }
            if let failure = outcome {
                if checked.unreadable { unreadable += 1 } else { failed += 1 }
                if !json { console.out(console.paint("FAIL", .red) + "  " + failure.detailedDescription) }
                if let folder = arguments.values["--html-on-failure"] {
                    let page = folder + "/" + TracePages.name(for: file)
                    do {
                        try TracePages.write(
                            file, to: page, in: tool.registry, assets: tool.assets, failure: failure, expectedPicture: savedPicture, makingFolder: true)
                        if !json { console.out("      wrote \(page.visible)") }
                    } catch {
                        console.err("\(tool.name) check: no page for \(file.visible): \(error)")
                    }
                }
            } else {
                passed += 1
                if !json { console.out(console.paint("ok", .green) + "    \(file.visible)") }
            }
        }
        console.out(json ? report.jsonSummary() : "\(passed) passed, \(failed + unreadable) failed" + (unreadable > 0 ? " (\(unreadable) could not be read)" : ""))
        if let junit = arguments.values["--junit"] {
            do {
                try SpecFiles.write(report.junit(suite: "\(tool.name) check"), to: junit, notOver: files)
            } catch {
                console.err("\(tool.name) check: cannot write \(junit.visible): \(error.reason)")
                return ExitStatus.ioError.rawValue
            }
        }
        // A verdict first: a spec that failed says more than one that could not be read.
        if failed > 0 { return ExitStatus.failed.rawValue }
        return (unreadable > 0 ? ExitStatus.ioError : ExitStatus.passed).rawValue
    }

    /// How the spec in `file` differs from what `record` writes for it, or nil.
    static func canonicalFailure(_ file: String, in registry: MachineRegistry) -> SpecFailure? {
        do {
            let bytes = try SpecFiles.bytes(file)
            // Written as `record` writes it, a piece at a time.
            var canonical = ""
            try registry.record(bytes: bytes, file: file) { canonical += $0 }
            let written = String(decoding: bytes, as: UTF8.self)
            guard written != canonical else { return nil }
            let writtenLines = written.split(separator: "\n", omittingEmptySubsequences: false)
            let canonicalLines = canonical.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(writtenLines, canonicalLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(writtenLines.count, canonicalLines.count)
            func quoted(_ lines: [Substring]) -> JSONValue { line < lines.count ? .string(String(lines[line])) : .string("(end of file)") }
            return SpecFailure(
                file: file,
                reason: "not canonical from line \(line + 1): run 'flow record \(file) --write' and review the change",
                expected: quoted(canonicalLines), actual: quoted(writtenLines))
        } catch {
            return error
        }
    }

    /// Why the spec in `file` fails, or nil when it passes; and whether its
    /// steps name pictures, for a spec that passes.
    static func check(
        _ file: String, in registry: MachineRegistry, progress: (Int) -> Void = { _ in }
    ) -> (failure: SpecFailure?, namesPictures: Bool, unreadable: Bool) {
        let bytes: [UInt8]
        do {
            bytes = try SpecFiles.bytes(file)
        } catch {
            return (error, false, true)
        }
        let (failure, namesPictures) = registry.checkNamingPictures(bytes: bytes, file: file, progress: progress)
        return (failure, namesPictures, false)
    }
}
