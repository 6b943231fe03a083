import FlowCore
import FlowSpecs
import Foundation

/// `flow completion bash|zsh`: a shell's completion for the tool, written
/// from the commands' own declarations (their names, options and what they
/// take) and the registry's machines, so it cannot drift from what is parsed.
enum CompletionCommand: FlowCommand {
    static let name = "completion"
    static let synopsis = "bash | zsh"
    static let abstract = "print a shell's completion for the tool's commands, options and machines"
    static let discussion = """
        Prints a completion script for bash or zsh: commands, each command's
        options, machine names where a command takes machines, and files
        elsewhere. Load it in the shell's start-up file:

          source <(flow completion bash)     # ~/.bashrc
          source <(flow completion zsh)      # ~/.zshrc, after compinit
        """
    static let operands = CommandOperands.words(["bash", "zsh"])

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1, let shell = arguments.positionals.first, shell == "bash" || shell == "zsh" else {
            throw UsageError("completion takes one shell: bash or zsh")
        }
        let words = [tool.name] + tool.registry.names + FlowTool.commands.flatMap { command in command.options.map(\.name) + command.operands.words }
        // Every word goes into the script unquoted: one outside this set is refused, never escaped into it.
        if let odd = words.first(where: { word in word.isEmpty || !word.unicodeScalars.allSatisfy(ShellCompletion.isPlain) }) {
            throw UsageError("cannot write a completion for \(JSONValue.quoted(odd).visible): a name of letters, digits, '.', '_' and '-' only")
        }
        console.out(shell == "bash" ? ShellCompletion.bash(for: tool) : ShellCompletion.zsh(for: tool))
        return 0
    }
}

/// What a command takes after its options, for completing it.
enum CommandOperands: Sendable {
    /// Files and folders (specs, traces).
    case files
    /// The registry's machines, by spec name.
    case machines
    /// The tool's commands.
    case commands
    /// Nothing.
    case none
    /// One of these words.
    case words([String])

    /// The fixed words it offers.
    var words: [String] {
        switch self {
        case .words(let words): words
        case .files, .machines, .commands, .none: []
        }
    }
}

/// The completion scripts.
enum ShellCompletion {
    /// A character a word in a script may hold unquoted.
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": true
        default: false
        }
    }

    /// The shell function's name for a tool.
    static func function(for tool: FlowTool) -> String {
        "_" + String(String.UnicodeScalarView(tool.name.unicodeScalars.map { isPlain($0) && $0 != "." && $0 != "-" ? $0 : "_" })) + "_complete"
    }

    /// The tool's command names, in order.
    static var commandNames: [String] { FlowTool.commands.map { $0.name } }

    /// The words a command's operands are among, or nil for files and folders.
    static func operandWords(_ operands: CommandOperands, machines: [String]) -> [String]? {
        switch operands {
        case .files: nil
        case .machines: machines
        case .commands: commandNames
        case .none: []
        case .words(let words): words
        }
    }

    static func bash(for tool: FlowTool) -> String {
        var lines = [
            "# bash completion for \(tool.name), written by '\(tool.name) completion bash': source it from ~/.bashrc.",
            "\(function(for: tool))() {",
            "    local word=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}",
            "    if ((COMP_CWORD == 1)); then",
            "        COMPREPLY=($(compgen -W \"\(commandNames.joined(separator: " ")) --help --version\" -- \"$word\"))",
            "        return",
            "    fi",
            "    # A command's options, those that take a value, and its operands' words, or files (files=1).",
            "    local options=\"\" valued=\"\" words=\"\" files=1",
            "    case ${COMP_WORDS[1]} in",
        ]
        for command in FlowTool.commands {
            let valued = command.options.filter { $0.value != nil }.map(\.name)
            let words = operandWords(command.operands, machines: tool.registry.names)
            lines.append(
                "        \(command.name)) options=\"\(command.options.map(\.name).joined(separator: " "))\" valued=\"\(valued.joined(separator: " "))\" "
                    + (words.map { "words=\"\($0.joined(separator: " "))\" files=0" } ?? "files=1") + " ;;")
        }
        lines += [
            "    esac",
            "    if [[ \" $valued \" == *\" $previous \"* ]] || { [[ $word != -* ]] && ((files)); }; then",
            "        COMPREPLY=($(compgen -f -- \"$word\"))",
            "    elif [[ $word == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$options --help\" -- \"$word\"))",
            "    else",
            "        COMPREPLY=($(compgen -W \"$words\" -- \"$word\"))",
            "    fi",
            "}",
            "complete -o filenames -o bashdefault -F \(function(for: tool)) \(tool.name)",
        ]
        return lines.joined(separator: "\n")
    }

    /// `text` as a zsh `_arguments` or `_describe` description: brackets and
    /// colons, which those read, as parentheses and a dash; no backslash or control.
    private static func described(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
            switch scalar {
            case "[": "("
            case "]": ")"
            case ":": "-"
            case "\\": "/"
            default: scalar.properties.generalCategory == .control ? " " : scalar
            }
        }))
    }

    /// `text` as one single-quoted shell word.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    static func zsh(for tool: FlowTool) -> String {
        let function = function(for: tool)
        var lines = [
            "#compdef \(tool.name)",
            "# zsh completion for \(tool.name), written by '\(tool.name) completion zsh': source it from ~/.zshrc after compinit.",
            "\(function)() {",
            "    local -a commands",
            "    commands=(",
        ]
        lines += FlowTool.commands.map { "        " + quoted("\($0.name):\(described($0.abstract))") }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe 'command' commands",
            "        return",
            "    fi",
            "    case $words[2] in",
        ]
        for command in FlowTool.commands {
            var specs = command.options.map { option in
                quoted("\(option.name)[\(described(option.help))]" + (option.value.map { ":\(described($0)):_files" } ?? ""))
            }
            switch operandWords(command.operands, machines: tool.registry.names) {
            case nil: specs.append("'*:file:_files'")
            case let words? where !words.isEmpty:
                // Machines, any number of them; a command or a shell, one.
                let count = if case .machines = command.operands { "*" } else { "1" }
                specs.append("'\(count):operand:(\(words.joined(separator: " ")))'")
            case _?: break
            }
            lines.append("        \(command.name)) _arguments \(specs.joined(separator: " ")) ;;")
        }
        lines += ["    esac", "}", "compdef \(function) \(tool.name)"]
        return lines.joined(separator: "\n")
    }
}
