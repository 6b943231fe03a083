import FlowCore

/// `flow check [PATH...]`
enum CheckCommand: FlowCommand {
    static let name = "check"
    static let synopsis = "[PATH...]"
    static let abstract = "replay every spec under the paths (default: Specs) and check it"
    static let discussion = """
        Replays every spec (.json) found at or under each PATH (default: Specs), on a
        virtual clock, and checks each step's effects (exhaustively), timers and state
        (partially). Prints one line per spec, 'ok' or 'FAIL' with the file, step, JSON
        path and the expected and actual values, followed by every difference in the
        step (− expected, + actual); then 'N passed, M failed'. Finding no spec at all
        is a failure. Exits 0 only when every spec passed.
        """

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        let paths = arguments.positionals.isEmpty ? ["Specs"] : arguments.positionals
        let files = try SpecFiles.find(under: paths)
        guard !files.isEmpty else {
            console.out(console.paint("FAIL", .red) + "  no spec files (.json) under \(paths.joined(separator: ", "))")
            return 1
        }
        var passed = 0
        var failed = 0
        for file in files {
            let outcome = check(file, in: tool.registry) { steps in console.err("      … \(file): \(steps) steps played") }
            if let failure = outcome {
                failed += 1
                console.out(console.paint("FAIL", .red) + "  " + failure.detailedDescription)
            } else {
                passed += 1
                console.out(console.paint("ok", .green) + "    \(file)")
            }
        }
        console.out("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// Why the spec in `file` fails, or nil when it passes.
    static func check(_ file: String, in registry: MachineRegistry, progress: (Int) -> Void = { _ in }) -> SpecFailure? {
        do {
            return registry.check(bytes: try SpecFiles.bytes(file), file: file, progress: progress)
        } catch {
            return error
        }
    }
}
