/// One of the tool's commands: its name, usage and help, declared once so
/// the help texts are generated and cannot drift from what is parsed.
protocol FlowCommand: Sendable {
    /// The word that selects the command.
    static var name: String { get }
    /// The arguments after the name, as the usage line shows them.
    static var synopsis: String { get }
    /// One line for the overview.
    static var abstract: String { get }
    /// The help text's body.
    static var discussion: String { get }
    /// The options it accepts.
    static var options: [OptionSpec] { get }
    /// What it takes after its options, for completing it (files unless it says otherwise).
    static var operands: CommandOperands { get }

    /// Runs the command; returns the exit status.
    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32
}

extension FlowCommand {
    static var options: [OptionSpec] { [] }
    static var operands: CommandOperands { .files }
}
