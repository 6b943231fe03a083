import FlowCore

/// `flow check [PATH...]`
enum CheckCommand {
    static func run(_ arguments: [String], console: inout some Console) -> Int32 {
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            return FlowTool.usage("unknown option '\(option)'", command: "check", console: &console)
        }
        let files: [String]
        do {
            files = try SpecFiles.find(under: arguments.isEmpty ? ["Specs"] : arguments)
        } catch {
            return FlowTool.usage(error.description, command: "check", console: &console)
        }
        var passed = 0
        var failed = 0
        for file in files {
            if let failure = check(file) {
                failed += 1
                console.out("FAIL  \(failure)")
            } else {
                passed += 1
                console.out("ok    \(file)")
            }
        }
        console.out("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// Why the spec in `file` fails, or nil when it passes.
    static func check(_ file: String) -> SpecFailure? {
        do {
            return FlowTool.registry.check(try SpecFiles.load(file), file: file)
        } catch {
            return error
        }
    }
}
