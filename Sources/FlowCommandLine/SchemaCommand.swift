@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowFiles
@_spi(FlowTools) import FlowSpecs
import Foundation
@_spi(FlowTools) import FlowJSON

/// `flow schema [MACHINE] [--write FOLDER | --check FOLDER]`
enum SchemaCommand: FlowCommand {
    static let name = "schema"
    static let synopsis = "[MACHINE] [--write FOLDER | --check FOLDER]"
    static let operands = CommandOperands.machines
    static let abstract = "print or write the JSON Schema of each machine's specs"
    static let discussion = """
        A spec's JSON Schema (draft 2020-12), drawn from the machine's own coding:
        its configuration with each member's default and bounds, its events, effects
        and state (partial, as a spec checks it). A front in another language checks
        what it records against it before flow check sees it.

        With MACHINE, prints that machine's schema. --write writes FOLDER/NAME.schema.json
        for every machine, and FOLDER/README.md listing each one's configuration
        members, events, effects and state; --check says which of those files differ
        from what would be written (exit status 1), as CI checks Specs/Schemas. A machine coded through
        Codable alone has no schema and is named as skipped.
        """
    static let options = [
        OptionSpec(name: "--write", value: "FOLDER", help: "write every machine's schema into FOLDER"),
        OptionSpec(name: "--check", value: "FOLDER", help: "exit 1 unless FOLDER holds every schema as it would be written"),
    ]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        let write = arguments.values["--write"]
        let check = arguments.values["--check"]
        guard write == nil || check == nil else { throw UsageError("takes --write or --check, not both") }
        guard arguments.positionals.count <= 1 else { throw UsageError("takes at most one machine") }
        if let machine = arguments.positionals.first {
            guard write == nil, check == nil else { throw UsageError("--write and --check take every machine, not one") }
            guard let entry = tool.registry.entries.first(where: { $0.name == machine }) else {
                throw UsageError(tool.registry.unknownMachine(machine))
            }
            switch drawnSchema(of: entry, tool: tool, console: &console) {
            case .drawn(let schema):
                console.out(JSONWriter.pretty(schema))
                return 0
            case .none:
                console.err("\(tool.name) schema: \(machine) is coded through Codable alone and has no schema")
                return 1
            case .failed:
                return 1
            }
        }
        guard let folder = write ?? check else { throw UsageError("names a machine, or takes --write or --check") }
        if write != nil {
            do throws(FileError) { try Folder.make(folder) } catch {
                console.err("\(tool.name) schema: cannot make the folder \(folder.visible): \(error.reason)")
                return ExitStatus.ioError.rawValue
            }
        }
        var status: Int32 = 0
        var drawn: [(machine: String, schema: JSONValue)] = []
        for entry in tool.registry.entries {
            switch drawnSchema(of: entry, tool: tool, console: &console) {
            case .failed: status = 1
            case .none: console.err("\(tool.name) schema: \(entry.name) skipped (coded through Codable alone)")
            case .drawn(let schema): drawn.append((entry.name, schema))
            }
        }
        var files = drawn.map { ("\($0.machine).schema.json", JSONWriter.pretty($0.schema) + "\n") }
        files.append(("README.md", SchemaIndex.readme(drawn, tool: tool.name)))
        let expected = Set(files.map(\.0))
        for (name, text) in files {
            let file = (folder as NSString).appendingPathComponent(name)
            if write != nil {
                do throws(FileError) { try OutputFile.write(text, to: file, throughLink: false) } catch {
                    console.err("\(tool.name) schema: \(file.visible): \(error.reason)")
                    status = max(status, ExitStatus.ioError.rawValue)
                }
            } else if (try? FileReader.read(file)) != Array(text.utf8) {
                console.err("\(tool.name) schema: \(file.visible) is not current (run \(tool.name) schema --write \(folder.visible))")
                status = 1
            }
        }
        if check != nil {
            let present = (try? Folder.names(in: folder)) ?? []
            for stale in present.filter({ $0.hasSuffix(".schema.json") && !expected.contains($0) }) {
                console.err("\(tool.name) schema: \(folder.visible)/\(stale.visible) is for no machine")
                status = 1
            }
        }
        return status
    }

    private enum Drawn {
        case drawn(JSONValue)
        case none
        case failed
    }

    /// The machine's spec schema; `.none` for a machine coded through
    /// `Codable` alone, `.failed` (said) when its coding cannot be followed.
    private static func drawnSchema(of entry: MachineRegistry.Entry, tool: FlowTool, console: inout some Console) -> Drawn {
        do throws(JSONSchemaError) {
            guard let schema = try entry.specSchema() else { return .none }
            return .drawn(schema)
        } catch {
            console.err("\(tool.name) schema: \(entry.name): the coding could not be followed:\n\(error)")
            return .failed
        }
    }
}
