/// `flow help [COMMAND]`
enum HelpCommand: FlowCommand {
    static let name = "help"
    static let synopsis = "[COMMAND]"
    static let operands = CommandOperands.commands
    static let abstract = "show this help, or a command's"
    static let discussion = "Shows the overview, or the help of one command."

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard let topic = arguments.positionals.first else {
            console.out(tool.overview)
            return 0
        }
        guard arguments.positionals.count == 1, let command = FlowTool.commands.first(where: { $0.name == topic }) else {
            throw UsageError("unknown command '\(arguments.positionals.joined(separator: " "))'")
        }
        console.out(tool.help(for: command))
        return 0
    }
}
