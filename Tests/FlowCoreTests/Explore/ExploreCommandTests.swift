import Foundation
import Testing

@testable import FlowCommandLine
import FlowCore
@testable import FlowSpecs

/// `flow explore` as a user runs it: on a built-in machine with a spec's
/// configuration, on an app's machine with a fault, and with bad input.
@Suite struct ExploreCommandTests {
    /// R4 (issue 68): `--config` and `--covered-by` read a spec's header
    /// without its steps, and `--covered-by` plays each spec a step at a
    /// time: a trace costs its bytes, not a tree of them (a 44 MB alert
    /// trace: 66 MB and 69 MB at the peak, was 653 MB and 742 MB).
    @Test func aSpecsHeaderIsReadWithoutItsSteps() throws {
        let text = try Repository.text("Specs/alert/plain-two-buttons.json")
        // Steps no reader would take: the header is read all the same.
        let spoiled = text.replacingOccurrences(of: #""steps": ["#, with: #""steps": [{"not": "a step"}, "#)
        let header = try Spec.header(bytes: Array(spoiled.utf8), file: "x.json")
        #expect(header.machine == "alert")
        #expect(header.config == (try Spec(bytes: Array(text.utf8), file: "x.json")).config)
    }

    let turnstiles = FlowTool(name: "turnstile-flow", registry: try! MachineRegistry([Turnstile.self]))

    func run(_ arguments: [String], tool: FlowTool = FlowTool()) -> (status: Int32, output: String, errors: String) {
        var console = CapturedConsole()
        let status = tool.run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    @Test func aBuiltInMachineExploresFromASpecsConfiguration() {
        let config = Repository.specs.appendingPathComponent("alert/input-keyboard-up-down.json").path
        let result = run(["explore", "alert", "--config", config])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("ok    alert: "))
        #expect(result.output.contains(" 0 stuck"))
    }

    @Test func writtenSpecsReplayAndTheCheckFindsAnyChange() throws {
        let folder = try Repository.temporaryDirectory().appendingPathComponent("explored").path
        let written = run(["explore", "turnstile", "--write", folder, "--cover", "transitions"], tool: turnstiles)
        #expect(written.status == 0)
        #expect(written.output.contains("wrote 3 specs to \(folder), taking all 5 transitions"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["explored-001.json", "explored-002.json", "explored-003.json"])
        #expect(run(["check", "--canonical", folder], tool: turnstiles).status == 0)
        #expect(run(["explore", "turnstile", "--write", folder, "--cover", "transitions", "--check"], tool: turnstiles).status == 0)

        // A stale file, and a stray one, each fail the check.
        let first = (folder as NSString).appendingPathComponent("explored-001.json")
        try (try String(contentsOfFile: first, encoding: .utf8)).replacingOccurrences(of: "\"coin\"", with: "\"push\"")
            .write(toFile: first, atomically: true, encoding: .utf8)
        let stale = run(["explore", "turnstile", "--write", folder, "--cover", "transitions", "--check"], tool: turnstiles)
        #expect(stale.status == 1)
        #expect(stale.output.contains("is not current (1 file differ, first \(first))"))
        // Writing again puts it right and removes older explored files.
        try "{}".write(toFile: (folder as NSString).appendingPathComponent("explored-009.json"), atomically: true, encoding: .utf8)
        #expect(run(["explore", "turnstile", "--write", folder, "--cover", "transitions"], tool: turnstiles).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 3)
    }

    @Test func aFindingFailsAndItsPathIsWrittenAsASpecThatReplays() throws {
        let folder = try Repository.temporaryDirectory()
        let config = folder.appendingPathComponent("jams.json").path
        try #"{"fault": "jamsOnPush"}"#.write(toFile: config, atomically: true, encoding: .utf8)
        let result = run(["explore", "turnstile", "--config", config, "--failures", folder.path], tool: turnstiles)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("FAIL  turnstile: 4 states"))
        #expect(result.output.contains("stuck after: \"coin\", \"push\""))
        let spec = folder.appendingPathComponent("turnstile-stuck-1.json").path
        #expect(result.output.contains("written: \(spec)"))
        #expect(run(["check", spec], tool: turnstiles).status == 0)
    }

    @Test func allPassesOverAMachineWithNoDefaultConfiguration() throws {
        let tool = FlowTool(registry: try MachineRegistry([AlertDialog.self, Turnstile.self]))
        let result = run(["explore", "--all"], tool: tool)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("skip  alert: no default configuration (invalid configuration: missing member \"content\"); explore it with --config\n"))
        #expect(result.output.contains("ok    turnstile: 3 states"))
        // Named alone, the same machine is a usage error that says how to give a configuration.
        let alone = run(["explore", "alert"], tool: tool)
        #expect(alone.status == 2)
        #expect(alone.errors == "flow explore: alert: no default configuration (invalid configuration: missing member \"content\"); explore it with --config FILE, a configuration or a spec\n")
        // With a configuration that is itself invalid, the error is about that file, not the defaults.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString).json")
        try Data("{\"content\": 1}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let invalid = run(["explore", "alert", "--config", file.path], tool: tool)
        #expect(invalid.status == 2)
        #expect(invalid.errors.contains("invalid configuration") && !invalid.errors.contains("no default configuration"))
    }

    @Test func theDiagramGoesToAFileOrStandardOutput() {
        let result = run(["explore", "turnstile", "--mermaid", "-"], tool: turnstiles)
        #expect(result.status == 0)
        #expect(result.output.contains("stateDiagram-v2\n    [*] --> locked\n"))
    }

    @Test func badInputIsAUsageErrorNeverATrap() throws {
        let zero = run(["explore", "alert", "--max-depth", "0"])
        #expect(zero.status == 2)
        let huge = run(["explore", "alert", "--max-states", "20000000"])
        #expect(huge.status == 2)
        #expect(huge.errors.contains("--max-states must be at most 10000000, got 20000000"))
        #expect(run(["explore", "no-such-machine"]).status == 2)
        #expect(run(["explore"]).status == 2)
        #expect(run(["explore", "alert", "--cover", "all"]).status == 2)
        #expect(run(["explore", "alert", "captcha", "--write", "/tmp/x"]).status == 2)
        #expect(run(["explore", "alert", "--check"]).status == 2)
        let folder = try Repository.temporaryDirectory()
        let bad = folder.appendingPathComponent("bad.json").path
        try #"{"fault": "melts"}"#.write(toFile: bad, atomically: true, encoding: .utf8)
        let invalid = run(["explore", "turnstile", "--config", bad], tool: turnstiles)
        #expect(invalid.status == 2)
        #expect(invalid.errors.contains("invalid configuration"))
        #expect(run(["explore", "turnstile", "--config", folder.path], tool: turnstiles).status == 2)
    }
}

/// A machine whose states have no phase: a counter up to three.
private struct PhaselessCounter: Explorable, SpecMachine {
    static let specName = "phaseless-counter"
    struct State: Hashable, Codable, Sendable { var count = 0 }
    enum Event: Hashable, Codable, Sendable { case up }
    typealias Effect = Never
    var initialState: State { State() }
    func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Never>) {
        if state.count < 3 { state.count += 1 }
    }
    func explorationEvents(in state: State) -> [Event] { [.up] }
    func encode(to encoder: any Encoder) throws {}
    init() {}
    init(from decoder: any Decoder) throws {}
}

@Suite struct PhaselessDiagramTests {
    @Test func aMachineWithOnePhaseSaysItHasNothingToDraw() throws {
        let tool = FlowTool(name: "counter-flow", registry: try MachineRegistry([PhaselessCounter.self]))
        let folder = try Repository.temporaryDirectory().path
        var console = CapturedConsole()
        let status = tool.run(["explore", "phaseless-counter", "--mermaid", folder + "/d.md", "--svg", folder + "/d.svg"], console: &console)
        #expect(status == 1)
        #expect(console.errors.contains("phaseless-counter has nothing to draw: all its states are in one phase (state)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        // FlowCore's machines without a phase member declare one.
        for machine in ["title-button", "notification-permission", "popup-queue"] {
            let config = machine == "title-button" ? ["--config", Repository.specs.appendingPathComponent("title-button/with-title.json").path] : []
            var output = CapturedConsole()
            let drawn = FlowTool().run(["explore", machine, "--max-depth", "6", "--mermaid", "-"] + config, console: &output)
            #expect(drawn == 0, "\(machine): \(output.errors)")
            #expect(output.output.split(separator: "\n").filter { $0.contains(" --> ") && !$0.contains("[*]") }.count >= 2, "\(machine)")
        }
    }
}
