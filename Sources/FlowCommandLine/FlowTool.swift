#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowCore
import FlowSpecs
import FlowSVG

/// The `flow` command line as a library: check, replay and record specs,
/// and soak machines with random events, for any registry of machines.
///
/// FlowCore's own `flow` is `FlowTool().main()`. An app makes its own tool
/// with its machines beside FlowCore's, in an executable target of a few
/// lines:
///
/// ```swift
/// // The tool target's main.swift, after `import FlowCommandLine`,
/// // `import FlowCore` and the app's module:
/// FlowTool.main(name: "app-flow", version: "1.2.0") { try MachineRegistry.all.adding([AppLaunch.self]) }
/// ```
///
/// A registry that cannot be made (two machines with one spec name) is
/// printed as a message with exit status 2, not a trap.
///
/// Exit status (`ExitStatus`): 0 success, 1 a spec or invariant failed, 2
/// wrong usage (unknown command or option, a path that does not exist, a
/// registry that cannot be made),
/// 3 nothing to run (no spec file under the paths given), 4 a file that could
/// not be read or written (a spec, a report, standard output).
public struct FlowTool: Sendable {
    /// The tool's name in usage lines and messages.
    public var name: String
    /// The machines specs may name.
    public var registry: MachineRegistry
    /// The pictures drawn where a scene names an image (in spec pictures,
    /// `render` and trace pages): the built-in ones, and an app's own.
    public var assets: SVGAssetCatalog

    /// The tool's own version, which `--version` prints with FlowCore's
    /// (FlowCore's own when none was given).
    public var version: String
    /// Whether `version` was given, not FlowCore's taken for it: an app's
    /// tool made without one must not print FlowCore's as its own.
    private let versionGiven: Bool

    /// FlowCore's version, which `FlowCoreRelease` holds now.
    @available(*, deprecated, renamed: "FlowCoreRelease.version")
    public static var version: String { FlowCoreRelease.version }

    /// A tool named `name` at `version` knowing the machines in `registry`,
    /// drawing images from `assets`. Without a `version`, `--version` says
    /// only FlowCore's (`app-flow (FlowCore 0.4.0)`).
    public init(name: String = "flow", version: String? = nil, registry: MachineRegistry = .all, assets: SVGAssetCatalog = .builtIn) {
        self.name = name
        self.version = version ?? FlowCoreRelease.version
        versionGiven = version != nil
        self.registry = registry
        self.assets = assets
    }

    /// What `--version` prints: the tool's name and version, and FlowCore's
    /// when the tool is an app's (`app-flow 1.2.0 (FlowCore 0.4.0)`, or
    /// `app-flow (FlowCore 0.4.0)` when it was given no version).
    var versionLine: String {
        let ownVersion = versionGiven || version != FlowCoreRelease.version
        if name == "flow", !ownVersion { return "flow \(version)" }
        return ownVersion ? "\(name) \(version) (FlowCore \(FlowCoreRelease.version))" : "\(name) (FlowCore \(FlowCoreRelease.version))"
    }

    static let commands: [any FlowCommand.Type] = [
        CheckCommand.self, ReplayCommand.self, RecordCommand.self, RenderCommand.self, ChaosCommand.self, ExploreCommand.self, ConformCommand.self, MachinesCommand.self, AssetsCommand.self, SchemaCommand.self,
        CompletionCommand.self, HelpCommand.self,
    ]

    /// Makes the registry, then runs a tool named `name` at `version` with
    /// the process's arguments, drawing images from `assets`, and exits with its status;
    /// an error making the registry is
    /// printed (`app-flow: cannot start: …`) with exit status 2.
    public static func main(
        name: String, version: String? = nil, assets: SVGAssetCatalog = .builtIn, registry: () throws -> MachineRegistry
    ) -> Never {
        var console = StandardConsole()
        do {
            let tool = FlowTool(name: name, version: version, registry: try registry(), assets: assets)
            let status = tool.run(Array(CommandLine.arguments.dropFirst()), console: &console)
            exit(console.finish(status, tool: name))
        } catch {
            console.err("\(name): cannot start: \(error)")
            exit(2)
        }
    }

    /// Runs the tool with the process's arguments and exits with its status.
    public func main() -> Never {
        var console = StandardConsole()
        let status = run(Array(CommandLine.arguments.dropFirst()), console: &console)
        exit(console.finish(status, tool: name))
    }

    /// Runs one command line (without the tool's own name) and returns the exit status.
    public func run(_ arguments: [String], console: inout some Console) -> Int32 {
        guard let word = arguments.first else {
            console.err(overview)
            return ExitStatus.usage.rawValue
        }
        switch word {
        case "--help", "-h":
            console.out(overview)
            return 0
        case "--version":
            console.out(versionLine)
            return 0
        default:
            break
        }
        guard let command = Self.commands.first(where: { $0.name == word }) else {
            let suggestion = Suggestion.nearest(to: word, in: Self.commands.map { $0.name }).map { " (did you mean '\($0)'?)" } ?? ""
            console.err("\(name): unknown command \(JSONValue.quoted(word))\(suggestion)\nUsage: \(name) COMMAND [ARGUMENTS] (\(name) --help lists the commands)")
            return ExitStatus.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.out(help(for: command))
            return 0
        }
        do {
            return try command.run(try Arguments(rest, options: command.options), tool: self, console: &console)
        } catch {
            guard error.status == .usage else {
                console.err("\(name) \(command.name): \(error.message.visible)")
                return error.status.rawValue
            }
            return usage(error.message, for: command, console: &console)
        }
    }

    // MARK: Help

    /// The overview: the commands, the machines and the exit status.
    var overview: String {
        let usages = Self.commands.map { ($0.name + " " + $0.synopsis).trimmingTrailingSpaces }
        let width = min(usages.map(\.count).max() ?? 0, 26) + 2
        var lines = [
            "\(name): check, replay and record FlowCore spec traces, and soak machines with random events.", "",
            "Usage: \(name) COMMAND [ARGUMENTS]", "", "Commands:",
        ]
        for (command, usage) in zip(Self.commands, usages) {
            if usage.count + 2 > width {
                lines.append("  " + usage)
                lines.append("  " + String(repeating: " ", count: width) + command.abstract)
            } else {
                lines.append("  " + usage.padding(to: width) + command.abstract)
            }
        }
        lines += ["", "Machines (spec name, type):"]
        lines += machineLines(indent: 2)
        lines += [
            "", "Exit status: 0 success, 1 a spec or invariant failed, 2 wrong usage, 3 nothing to run, 4 a file not read or written.", "Options: --help, --version; an option's value follows it or is joined by = (--events=10).",
        ]
        return lines.joined(separator: "\n")
    }

    /// One command's help: usage, discussion and options.
    func help(for command: any FlowCommand.Type) -> String {
        var lines = ["Usage: \(name) \(command.name) \(command.synopsis)".trimmingTrailingSpaces, "", command.discussion]
        if !command.options.isEmpty {
            lines += ["", "Options:"]
            let labels = command.options.map { $0.name + ($0.value.map { " " + $0 } ?? "") }
            let width = (labels.map(\.count).max() ?? 0) + 2
            for (option, label) in zip(command.options, labels) {
                lines.append("  " + label.padding(to: width) + option.help)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The registered machines, one a line: name, type, and whether it soaks.
    func machineLines(indent: Int) -> [String] {
        let width = (registry.names.map(\.count).max() ?? 0) + 2
        return registry.entries.map { entry in
            String(repeating: " ", count: indent) + entry.name.padding(to: width) + entry.typeName
                + (entry.supportsChaos ? "" : "  (no random events)")
        }
    }

    /// Reports a usage problem: the message (every control and invisible
    /// made visible), the command's usage line and where its help is.
    func usage(_ message: String, for command: any FlowCommand.Type, console: inout some Console) -> Int32 {
        console.err("\(name) \(command.name): \(message.visible)")
        console.err("Usage: \(name) \(command.name) \(command.synopsis)".trimmingTrailingSpaces)
        console.err("See '\(name) help \(command.name)'.")
        return ExitStatus.usage.rawValue
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
