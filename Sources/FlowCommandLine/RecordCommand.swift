import FlowCore
import FlowFiles

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
        // The spec is written as it is recorded, so memory stays near the
        // file's size however long the run; with --write into a temporary
        // file that takes the spec's place only when the run succeeded.
        let bytes: [UInt8]
        do {
            bytes = try SpecFiles.bytes(file)
        } catch {
            console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        guard arguments.flags.contains("--write") else {
            do {
                try tool.registry.record(bytes: bytes, file: file) { console.err("      … \(file): \($0) events delivered") } output: { console.write($0) }
            } catch {
                console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
                return 1
            }
            return 0
        }
        let output: OutputFile
        do {
            output = try OutputFile(file)
        } catch {
            console.err("\(tool.name) record: cannot write \(file): \(error.reason)")
            return 1
        }
        var unwritten: FileError?
        do {
            try tool.registry.record(bytes: bytes, file: file) { console.err("      … \(file): \($0) events delivered") } output: { text in
                guard unwritten == nil else { return }
                do throws(FileError) { try output.write(text) } catch { unwritten = error }
            }
        } catch {
            console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        do throws(FileError) {
            if let unwritten { throw unwritten }
            try output.commit()
        } catch {
            console.err("\(tool.name) record: cannot write \(file): \(error.reason)")
            return 1
        }
        console.out("wrote \(file)")
        do {
            for picture in try SpecPictures.write(file, in: tool.registry, assets: tool.assets) { console.out("wrote \(picture)") }
        } catch {
            console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        return 0
    }
}
