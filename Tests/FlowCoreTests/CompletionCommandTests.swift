import Foundation
import Testing

@testable import FlowCommandLine
import FlowCore
@testable import FlowSpecs

/// `flow completion bash|zsh` (issue 70, item 6): the scripts are sourced
/// by the shells themselves and asked what they complete.
@Suite struct CompletionCommandTests {
    func run(_ arguments: [String], tool: FlowTool = FlowTool()) -> (status: Int32, output: String, errors: String) {
        tool.captured(arguments)
    }

    /// Runs `script` in `shell` (by its path); its standard output, nil when the shell is not installed.
    func shell(_ shell: String, _ script: String) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: shell) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-c", script]
        process.currentDirectoryURL = Repository.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The words bash completes for each command line, the last word being typed.
    func bashCompletions(_ lines: [[String]], tool: FlowTool = FlowTool()) throws -> [String] {
        let script = run(["completion", "bash"], tool: tool)
        #expect(script.status == 0)
        let file = try Repository.temporaryDirectory().appendingPathComponent("completion.bash")
        try script.output.write(to: file, atomically: true, encoding: .utf8)
        let function = ShellCompletion.function(for: tool)
        let asks = lines.map { words in
            "COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1); COMPREPLY=(); \(function); echo \"${COMPREPLY[*]}\""
        }
        let output = try #require(try shell("/bin/bash", "source '\(file.path)'\n" + asks.joined(separator: "\n")))
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func bashCompletesCommandsOptionsMachinesAndFiles() throws {
        let completions = try bashCompletions([
            ["flow", "ch"], ["flow", "check", "--ju"], ["flow", "chaos", "al"], ["flow", "explore", "--max-d"],
            ["flow", "help", "ex"], ["flow", "completion", ""], ["flow", "check", "--junit", "Specs/CONF"], ["flow", "check", "Specs/CONF"],
            ["flow", "machines", ""],
        ])
        #expect(completions == ["check chaos", "--junit", "alert", "--max-depth", "explore", "bash zsh", "Specs/CONFORMANCE.md", "Specs/CONFORMANCE.md", ""])
    }

    /// An app's tool completes its own name and machines; a name a script cannot hold unquoted is refused, nothing written.
    @Test func anAppsToolCompletesItsOwnMachines() throws {
        let tool = FlowTool(name: "app-flow", version: "1.0")
        #expect(ShellCompletion.function(for: tool) == "_app_flow_complete")
        #expect(try bashCompletions([["app-flow", "explore", "launch-"]], tool: tool) == ["launch-gate"])
        let odd = run(["completion", "bash"], tool: FlowTool(name: "app flow;rm"))
        #expect(odd.status == 2 && odd.output.isEmpty)
        #expect(odd.errors.contains("cannot write a completion for \"app flow;rm\""))
        #expect(run(["completion", "fish"]).status == 2)
    }

    /// zsh reads the script (a syntax check) and, after compinit, knows the tool's completion function.
    @Test func zshLoadsItsCompletion() throws {
        let script = run(["completion", "zsh"])
        #expect(script.status == 0)
        #expect(script.output.hasPrefix("#compdef flow\n"))
        #expect(script.output.contains(#"'record:fill a spec'\''s expectations"#), "an apostrophe quoted, not dropped")
        let file = try Repository.temporaryDirectory().appendingPathComponent("completion.zsh")
        try script.output.write(to: file, atomically: true, encoding: .utf8)
        guard let loaded = try shell("/usr/bin/zsh", "zsh -n '\(file.path)' && autoload -U compinit && compinit -u -D && source '\(file.path)' && echo ${_comps[flow]}") else {
            return  // no zsh here: CI installs it
        }
        #expect(loaded == "_flow_complete\n")
    }
}
