import Foundation
import Testing

@testable import FlowCore
@testable import flow

@Suite struct FlowToolTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var console = CapturedConsole()
        let status = FlowTool.run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    @Test func checkPassesTheRecordedSpecs() {
        let result = run(["check", Repository.specs.path])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.last == "\(Repository.specFiles.count) passed, 0 failed")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("ok    ") })
    }

    @Test func oneWrongExpectedValueFailsWithFileStepAndPath() throws {
        let directory = try Repository.temporaryDirectory()
        let original = try Repository.text("Specs/launch-gate/update.json")
        let broken = original.replacingOccurrences(of: #""previousVersion": "1.9""#, with: #""previousVersion": "1.8""#)
        #expect(broken != original)
        let file = directory.appendingPathComponent("update.json").path
        try broken.write(toFile: file, atomically: true, encoding: .utf8)
        try original.write(toFile: directory.appendingPathComponent("fine.json").path, atomically: true, encoding: .utf8)

        let result = run(["check", directory.path])
        #expect(result.status == 1)
        #expect(result.output.contains("FAIL  \(file): step 1: steps[1].expect.state.decision.previousVersion: state differs (expected \"1.8\", actual \"1.9\")"))
        #expect(result.output.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test func usageErrorsExitWithTwo() {
        let unknownOption = run(["check", "--fast"])
        #expect(unknownOption.status == 2)
        #expect(unknownOption.errors.contains("unknown option '--fast'"))
        #expect(unknownOption.errors.contains("Usage: flow check"))
        let missing = run(["check", "/no/such/place"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no such file or directory: /no/such/place"))
        #expect(run([]).status == 2)
        #expect(run(["frobnicate"]).status == 2)
        #expect(run(["replay"]).status == 2)
        #expect(run(["record", "a.json", "--writ"]).status == 2)
        #expect(run(["chaos"]).status == 2)
        #expect(run(["chaos", "launch-gate", "--events", "0"]).status == 2)
        #expect(run(["chaos", "launch-gate", "--seed"]).status == 2)
        #expect(run(["chaos", "no-such-machine"]).status == 2)
        #expect(run(["help", "nothing"]).status == 2)
    }

    @Test func helpIsAvailableForEveryCommand() {
        let overview = run(["--help"])
        #expect(overview.status == 0 && overview.output.contains("Usage: flow COMMAND"))
        for command in ["check", "replay", "record", "chaos", "help"] {
            let viaHelp = run(["help", command])
            #expect(viaHelp.status == 0 && viaHelp.output.contains("Usage: flow \(command)"))
            #expect(run([command, "--help"]).output == viaHelp.output)
        }
    }

    @Test func replayPrintsATimeline() {
        let result = run(["replay", Repository.specs.appendingPathComponent("launch-gate/update.json").path])
        #expect(result.status == 0)
        #expect(result.output.contains("86400.000 s  send  {\"launch\": {"))
        #expect(result.output.contains("effect {\"decided\": {\"kind\": {\"updated\": {\"from\": \"1.9\"}}, \"screen\": \"newFeaturePages\"}}"))
        #expect(result.output.contains("state  launches: 1 → 2"))
        #expect(result.output.contains("ok    the run matches the spec (3 steps)"))
    }

    @Test func recordWritesTheCanonicalFormAndRerecordingChangesNoByte() throws {
        let directory = try Repository.temporaryDirectory()
        let file = directory.appendingPathComponent("trace.json").path
        try Repository.text("Specs/launch-gate/downgrade.json").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(run(["record", file, "--write"]).status == 0)
        let first = try String(contentsOfFile: file, encoding: .utf8)
        let printed = run(["record", file])
        #expect(printed.output == first)
        #expect(run(["record", file, "--write"]).output == "wrote \(file)\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == first)
        #expect(run(["check", file]).status == 0)
    }

    @Test func chaosReportsItsSeed() {
        let result = run(["chaos", "launch-gate", "--events", "500", "--seed", "11", "--runs", "2"])
        #expect(result.status == 0)
        #expect(result.output == "ok    launch-gate: 500 steps, seed 11\nok    launch-gate: 500 steps, seed 12\n")
    }
}
