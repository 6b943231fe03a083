import FlowCore
import FlowSpecs

/// `flow machines [--json]`
enum MachinesCommand: FlowCommand {
    static let name = "machines"
    static let synopsis = "[--json]"
    static let operands = CommandOperands.none
    static let abstract = "list the machines specs may name, with their types"
    static let discussion = """
        Lists every registered machine: the name specs use in their "machine" member,
        the Swift type, and whether it has a random-event generator for 'chaos'. With
        --json, the same as a JSON array of {"name", "type", "chaos"} for other tools.
        """
    static let options = [OptionSpec(name: "--json", value: nil, help: "print JSON")]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("takes no arguments") }
        guard arguments.flags.contains("--json") else {
            tool.machineLines(indent: 0).forEach { console.out($0) }
            return 0
        }
        let list = JSONValue.array(
            tool.registry.entries.map { entry in
                ["name": .string(entry.name), "type": .string(entry.typeName), "chaos": .bool(entry.supportsChaos)]
            })
        console.out(String(JSONWriter.pretty(list).dropLast()))
        return 0
    }
}
