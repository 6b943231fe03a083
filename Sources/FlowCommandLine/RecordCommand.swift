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

        Without --write, the spec is printed once the run has succeeded: a run that
        fails prints nothing but the failure, so 'record SPEC > FILE' never leaves half
        a spec in FILE.

        With --write, the spec is rewritten in place (through a symbolic link, to the
        file it points to, keeping the file's permissions) and every picture its steps
        name is drawn again into its file beside the spec: look at each before
        committing. A picture may only be written inside the spec's folder.
        """
    static let options = [OptionSpec(name: "--write", value: nil, help: "rewrite the file in place, and draw its pictures")]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1 else { throw UsageError("expected one spec file") }
        let file = try SpecFiles.existing(arguments.positionals[0])
        // The spec is written as it is recorded, so memory stays near the
        // file's size however long the run: with --write into a temporary
        // file that takes the spec's place only when the run succeeded;
        // without, held back (past a few megabytes in a temporary file) and
        // printed only then, so a failed run prints no half a document.
        let bytes: [UInt8]
        do {
            bytes = try SpecFiles.bytes(file)
        } catch {
            console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        let progress = { (events: Int) in console.err("      … \(file.visible): \(events) events delivered") }
        guard arguments.flags.contains("--write") else {
            let held = HeldOutput()
            do {
                try tool.registry.record(bytes: bytes, file: file, progress: progress) { held.write($0) }
            } catch {
                console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
                return 1
            }
            do {
                try held.release { console.write($0) }
            } catch {
                console.err("\(tool.name) record: cannot print the spec: \(error.reason)")
                return ExitStatus.ioError.rawValue
            }
            return 0
        }
        // Written through a link to the spec, keeping its permissions (OutputFile).
        let output: OutputFile
        do {
            output = try OutputFile(file)
        } catch {
            console.err("\(tool.name) record: cannot write \(file.visible): \(error.reason)")
            return ExitStatus.ioError.rawValue
        }
        var unwritten: FileError?
        do {
            try tool.registry.record(bytes: bytes, file: file, progress: progress) { text in
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
            console.err("\(tool.name) record: cannot write \(file.visible): \(error.reason)")
            return ExitStatus.ioError.rawValue
        }
        console.out("wrote \(file.visible)")
        do {
            for picture in try SpecPictures.write(file, in: tool.registry, assets: tool.assets) { console.out("wrote \(picture.visible)") }
        } catch {
            console.err(console.paint("FAIL", .red) + "  \(error.detailedDescription)")
            return 1
        }
        return 0
    }
}
