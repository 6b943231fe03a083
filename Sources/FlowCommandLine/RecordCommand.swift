import FlowCore

/// `flow record FILE [--write]`
enum RecordCommand: FlowCommand {
    static let name = "record"
    static let synopsis = "FILE [--write]"
    static let abstract = "fill a spec's expectations from the machine's behaviour"
    static let discussion = """
        Runs the spec's sent events and prints the spec with every expectation filled in
        from the actual behaviour: all effects, timers as 'fire' steps, and for the state
        the members each step already checks (or, where it checks none, the top-level
        members that changed). The output is canonical (sorted keys, fixed number
        formatting), so recording an unchanged spec changes no byte. Review the result
        before committing it: expected values must follow from the component's rules.

        With --write, the spec is rewritten in place and every picture its steps name
        is drawn again into its file beside the spec: look at each before committing.
        """
    static let options = [OptionSpec(name: "--write", value: nil, help: "rewrite the file in place, and draw its pictures")]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1 else { throw UsageError("expected one spec file") }
        let file = try SpecFiles.existing(arguments.positionals[0])
        let text: String
        do {
            text = try tool.registry.record(bytes: try SpecFiles.bytes(file), file: file) { events in
                console.err("      … \(file): \(events) events delivered")
            }.text
        } catch {
            console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        guard arguments.flags.contains("--write") else {
            console.out(String(text.dropLast()))
            return 0
        }
        do {
            try SpecFiles.write(text, to: file)
        } catch {
            console.err("\(tool.name) record: cannot write \(file): \(error.reason)")
            return 1
        }
        console.out("wrote \(file)")
        do {
            for picture in try SpecPictures.write(file, in: tool.registry) { console.out("wrote \(picture)") }
        } catch {
            console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        return 0
    }
}
