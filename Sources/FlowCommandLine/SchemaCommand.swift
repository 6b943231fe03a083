import FlowCore
import FlowFiles
import FlowSpecs
import Foundation

/// `flow schema [MACHINE] [--write FOLDER | --check FOLDER]`
enum SchemaCommand: FlowCommand {
    static let name = "schema"
    static let synopsis = "[MACHINE] [--write FOLDER | --check FOLDER]"
    static let abstract = "print or write the JSON Schema of each machine's specs"
    static let discussion = """
        A spec's JSON Schema (draft 2020-12), drawn from the machine's own coding:
        its configuration with each member's default and bounds, its events, effects
        and state (partial, as a spec checks it). A front in another language checks
        what it records against it before flow check sees it.

        With MACHINE, prints that machine's schema. --write writes FOLDER/NAME.schema.json
        for every machine; --check says which of those files differ from what would be
        written (exit status 1), as CI checks Specs/Schemas. A machine coded through
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
                throw UsageError("no machine named \(machine) (known: \(tool.registry.names.joined(separator: ", ")))")
            }
            guard let text = schemaText(of: entry, tool: tool, console: &console) else { return 1 }
            console.out(String(text.dropLast()))
            return 0
        }
        guard let folder = write ?? check else { throw UsageError("names a machine, or takes --write or --check") }
        if write != nil {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                console.err("\(tool.name) schema: cannot make the folder \(folder): \(error.localizedDescription)")
                return 1
            }
        }
        var status: Int32 = 0
        var expected: Set<String> = []
        for entry in tool.registry.entries {
            guard let text = schemaText(of: entry, tool: tool, console: &console) else {
                status = 1
                continue
            }
            if text.isEmpty {
                console.err("\(tool.name) schema: \(entry.name) skipped (coded through Codable alone)")
                continue
            }
            let file = (folder as NSString).appendingPathComponent("\(entry.name).schema.json")
            expected.insert("\(entry.name).schema.json")
            if write != nil {
                do throws(FileError) { try OutputFile.write(text, to: file) } catch {
                    console.err("\(tool.name) schema: \(error)")
                    status = 1
                }
            } else if (try? FileReader.read(file)) != Array(text.utf8) {
                console.err("\(tool.name) schema: \(file) is not current (run \(tool.name) schema --write \(folder))")
                status = 1
            }
        }
        if check != nil {
            let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for stale in present.filter({ $0.hasSuffix(".schema.json") && !expected.contains($0) }).sorted() {
                console.err("\(tool.name) schema: \(folder)/\(stale) is for no machine")
                status = 1
            }
        }
        return status
    }

    /// The schema's text, "" for a machine with none, nil (said) when it cannot be drawn.
    private static func schemaText(of entry: MachineRegistry.Entry, tool: FlowTool, console: inout some Console) -> String? {
        do throws(JSONSchemaError) {
            guard let schema = try entry.specSchema() else { return "" }
            return JSONWriter.pretty(schema) + "\n"
        } catch {
            console.err("\(tool.name) schema: \(entry.name): the coding could not be followed:\n\(error)")
            return nil
        }
    }
}
