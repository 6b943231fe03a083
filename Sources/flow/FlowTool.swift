import FlowCore

/// The `flow` command line: check, replay and record specs, and soak machines
/// with random events. Returns the exit status: 0 success, 1 failure, 2 usage.
enum FlowTool {
    static let registry = MachineRegistry.all

    static func run(_ arguments: [String], console: inout some Console) -> Int32 {
        guard let command = arguments.first else {
            console.err(Help.overview)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h"), Help.topics[command] != nil {
            console.out(Help.topics[command]!)
            return 0
        }
        switch command {
        case "--help", "-h":
            console.out(Help.overview)
            return 0
        case "help":
            return Help.run(rest, console: &console)
        case "check":
            return CheckCommand.run(rest, console: &console)
        case "replay":
            return ReplayCommand.run(rest, console: &console)
        case "record":
            return RecordCommand.run(rest, console: &console)
        case "chaos":
            return ChaosCommand.run(rest, console: &console)
        default:
            console.err("flow: unknown command '\(command)'\n\n" + Help.overview)
            return 2
        }
    }

    /// Reports a usage error for `command` and returns the usage exit status.
    static func usage(_ message: String, command: String, console: inout some Console) -> Int32 {
        console.err("flow \(command): \(message)\n\n" + (Help.topics[command] ?? Help.overview))
        return 2
    }
}
