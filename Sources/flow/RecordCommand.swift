import FlowCore

/// `flow record FILE [--write]`
enum RecordCommand {
    static func run(_ arguments: [String], console: inout some Console) -> Int32 {
        var write = false
        var files: [String] = []
        for argument in arguments {
            if argument == "--write" {
                write = true
            } else if argument.hasPrefix("-") {
                return FlowTool.usage("unknown option '\(argument)'", command: "record", console: &console)
            } else {
                files.append(argument)
            }
        }
        guard files.count == 1, let file = files.first else {
            return FlowTool.usage("expected one spec file", command: "record", console: &console)
        }
        let text: String
        do {
            text = try FlowTool.registry.record(try SpecFiles.load(file), file: file).text
        } catch {
            console.err("FAIL  \(error)")
            return 1
        }
        guard write else {
            console.out(String(text.dropLast()))
            return 0
        }
        do {
            try SpecFiles.write(text, to: file)
        } catch {
            console.err("flow record: cannot write \(file): \(error)")
            return 1
        }
        console.out("wrote \(file)")
        return 0
    }
}
