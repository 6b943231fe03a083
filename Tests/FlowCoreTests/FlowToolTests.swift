import Foundation
import Testing

@testable import FlowCommandLine
import FlowCore
@testable import FlowSpecs

@Suite struct FlowToolTests {
    func run(_ arguments: [String], tool: FlowTool = FlowTool()) -> (status: Int32, output: String, errors: String) {
        tool.captured(arguments)
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

    /// `--opt=value` is `--opt value` (swift-argument-parser and getopt
    /// read both); a flag given a value is a usage error.
    @Test func anOptionsValueMayBeJoinedByAnEqualsSign() {
        let joined = run(["chaos", "title-button", "--events=7", "--seed=3"])
        #expect(joined.status == 0)
        #expect(joined.output == "ok    title-button: 7 steps, seed 3\n")
        #expect(joined.output == run(["chaos", "title-button", "--events", "7", "--seed", "3"]).output)
        #expect(run(["chaos", "title-button", "--events="]).errors.contains("--events takes a whole number ≥ 1, got ''"))
        #expect(run(["--help"]).output.contains("\n\nCommands:\n"), "the heading a type's rename had made MachineCommands:")
        #expect(run(["--help"]).output.contains("joined by = (--events=10)"))
        let flagWithValue = run(["chaos", "--all=yes"])
        #expect(flagWithValue.status == 2 && flagWithValue.errors.contains("--all takes no value"))
    }

    /// A mistyped command or option is answered with the name it most
    /// likely meant, when one name is nearest and within two edits.
    @Test func aMistypedNameGetsDidYouMean() {
        let command = run(["chekc", "Specs"])
        #expect(command.status == 2 && command.errors.contains("unknown command \"chekc\" (did you mean 'check'?)"))
        let option = run(["chaos", "title-button", "--event", "5"])
        #expect(option.status == 2 && option.errors.contains("unknown option \"--event\" (did you mean '--events'?)"))
        #expect(!run(["frobnicate"]).errors.contains("did you mean"), "nothing near")
        #expect(!run([String(repeating: "x", count: 100_000)]).errors.contains("did you mean"), "a long word is no typo, and is not compared")
        #expect(Suggestion.distance(Array("recrod".unicodeScalars), Array("record".unicodeScalars)) == 1, "a swap of neighbours is one edit")
        #expect(Suggestion.nearest(to: "ab", in: ["aa", "bb"]) == nil, "a tie suggests nothing")
    }

    @Test func usageErrorsExitWithTwo() {
        let unknownOption = run(["check", "--fast"])
        #expect(unknownOption.status == 2)
        #expect(unknownOption.errors.contains("unknown option \"--fast\""))
        #expect(unknownOption.errors.contains("Usage: flow check"))
        for command in ["check", "replay", "record"] {
            let missing = run([command, "/no/such/place"])
            #expect(missing.status == 2, "a missing file is the same usage error for every command")
            #expect(missing.errors.contains("flow \(command): /no/such/place: no such file or folder"))
        }
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

    @Test func helpIsAvailableForEveryCommandAndListsTheMachinesWithTheirTypes() {
        let overview = run(["--help"])
        #expect(overview.status == 0 && overview.output.contains("Usage: flow COMMAND"))
        let lines = overview.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  launch-gate ") && $0.hasSuffix(" FlowLaunchGate.LaunchGate") })
        #expect(lines.contains { $0.hasPrefix("  notification-permission ") && $0.hasSuffix(" FlowPermissions.NotificationPermission") })
        #expect(run(["--version"]).output == "flow \(FlowCoreRelease.version)\n")
        // An app's tool says its own version and FlowCore's.
        var console = CapturedConsole()
        _ = FlowTool(name: "app-flow", version: "1.2.0").run(["--version"], console: &console)
        #expect(console.output == "app-flow 1.2.0 (FlowCore \(FlowCoreRelease.version))\n")
        // One made without a version does not print FlowCore's as its own.
        var unversioned = CapturedConsole()
        _ = FlowTool(name: "app-flow").run(["--version"], console: &unversioned)
        #expect(unversioned.output == "app-flow (FlowCore \(FlowCoreRelease.version))\n")
        for command in FlowTool.commands.map({ $0.name }) {
            let viaHelp = run(["help", command])
            #expect(viaHelp.status == 0 && viaHelp.output.contains("Usage: flow \(command)"))
            #expect(run([command, "--help"]).output == viaHelp.output)
        }
    }

    @Test func replayPrintsATimeline() {
        let result = run(["replay", Repository.specs.appendingPathComponent("launch-gate/update.json").path])
        #expect(result.status == 0)
        #expect(result.output.contains("86400.000 s  send  {\"launched\": {"))
        #expect(result.output.contains("effect {\"finish\": {\"kind\": {\"updated\": {\"from\": \"1.9\"}}, \"screen\": \"newFeaturePages\"}}"))
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

    @Test func anEmptyFolderIsAFailureNotAVacuousPass() throws {
        let directory = try Repository.temporaryDirectory()
        let result = run(["check", directory.path])
        #expect(result.status == 3, "nothing to run: neither a pass nor a failed spec")
        #expect(result.output.contains("no spec files (.json) under \(directory.path)"))
    }

    @Test func canonicalChecksHoldSpecsToWhatRecordWrites() throws {
        let directory = try Repository.temporaryDirectory()
        let original = try Repository.text("Specs/launch-gate/update.json")
        let file = directory.appendingPathComponent("update.json").path
        try original.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(run(["check", "--canonical", file]).status == 0)

        // The same content laid out by hand: it passes, but is not canonical.
        let reflowed = original.replacingOccurrences(of: #""config": {},"#, with: "\"config\": {\n  },")
        try reflowed.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(run(["check", file]).status == 0)
        let result = run(["check", "--canonical", file])
        #expect(result.status == 1)
        #expect(result.output.contains("not canonical from line 5: run 'flow record \(file) --write' and review the change"))
        #expect(run(["record", file, "--write"]).status == 0)
        #expect(run(["check", "--canonical", file]).status == 0)
    }

    @Test func aFailureShowsEveryDifferenceOfTheStep() throws {
        let directory = try Repository.temporaryDirectory()
        let original = try Repository.text("Specs/launch-gate/update.json")
        // Break the second launch's decision in two places.
        let stepStart = try #require(original.range(of: #""at": 86400"#))
        let broken =
            String(original[..<stepStart.lowerBound])
            + original[stepStart.lowerBound...].replacingOccurrences(of: #""previousVersion": "1.9""#, with: #""previousVersion": "1.8""#)
            .replacingOccurrences(of: #""isFirstLaunchForVersion": true,"#, with: #""isFirstLaunchForVersion": false,"#)
        let file = directory.appendingPathComponent("update.json").path
        try broken.write(toFile: file, atomically: true, encoding: .utf8)
        let output = run(["check", file]).output
        #expect(output.contains("""
                decision.isFirstLaunchForVersion
                  − false
                  + true
                decision.previousVersion
                  − "1.8"
                  + "1.9"
            """))
    }

    @Test func filesThatAreNotUTF8AreRefusedWithWhatTheyAre() throws {
        let directory = try Repository.temporaryDirectory()
        let cases: [(bytes: [UInt8], says: String)] = [
            ([0xEF, 0xBB, 0xBF] + Array("{}".utf8), "UTF-8 byte-order mark (EF BB BF)"),
            ([0xFF, 0xFE, 0x7B, 0x00], "UTF-16 (it starts with a byte-order mark FF FE)"),
            (Array(#"{"title": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8), "not valid UTF-8: byte E9 at offset 14"),
        ]
        for (index, testCase) in cases.enumerated() {
            let file = directory.appendingPathComponent("\(index).json")
            try Data(testCase.bytes).write(to: file)
            let result = run(["check", file.path])
            #expect(result.status == 1)
            #expect(result.output.contains(testCase.says), "\(result.output)")
            // Recording refuses it too, and leaves the file as it was.
            let recorded = run(["record", file.path, "--write"])
            #expect(recorded.status == 1)
            #expect(recorded.errors.contains(testCase.says), "\(recorded.errors)")
            #expect(try Data(contentsOf: file) == Data(testCase.bytes))
        }
    }

    @Test func chaosCanSoakEveryMachineAndNamesTheOnesItCannot() throws {
        let tool = FlowTool(registry: try MachineRegistry.all.adding([TimerProbe.self, Plain.self]))
        let result = run(["chaos", "--all", "--events", "50"], tool: tool)
        #expect(result.status == 0)
        #expect(result.output.contains("ok    timer-probe: 50 steps, seed 1"))
        #expect(result.output.contains("skip  plain: no random-event generator (FlowCoreTests.Plain is not ChaosTestable)"))
        let named = run(["chaos", "plain"], tool: tool)
        #expect(named.status == 2 && named.errors.contains("plain has no random-event generator"))
    }

    @Test func anAppToolChecksSpecsOfItsOwnMachines() throws {
        let tool = FlowTool(name: "app-flow", registry: try MachineRegistry.all.adding([Plain.self]))
        let directory = try Repository.temporaryDirectory()
        let file = directory.appendingPathComponent("plain.json").path
        try Plain.spec.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(run(["check", file], tool: tool).status == 0)
        let unknown = run(["check", file])
        #expect(unknown.status == 1 && unknown.output.contains(#"unknown machine "plain" (known: launch-gate,"#))
        let machines = run(["machines", "--json"], tool: tool)
        #expect(machines.output.contains(#"{"chaos": false, "name": "plain", "type": "FlowCoreTests.Plain"}"#))
        #expect(run(["--help"], tool: tool).output.contains("Usage: app-flow COMMAND"))
    }
}

/// A machine with a spec vocabulary and no random-event generator.
struct Plain: SpecMachine {
    static let specName = "plain"
    var initialState: Int { 0 }
    func reduce(_ state: inout Int, _ event: Int, into commands: inout MachineCommands<Int, Int>) {
        state += event
        commands.append(.effect(state))
    }
    init() {}
    init(from decoder: any Decoder) throws {}
    func encode(to encoder: any Encoder) throws {}

    static let spec = """
        {"formatVersion": 1, "machine": "plain", "title": "adds", "steps": [
          {"at": 0, "send": 2, "expect": {"effects": [2]}},
          {"at": 1, "send": 3, "expect": {"effects": [5]}}
        ]}
        """
}
