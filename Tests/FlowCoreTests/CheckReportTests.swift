import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import FlowCommandLine
@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowJSON

/// `flow check --junit FILE` and `--json` (issue 70, item 3): what a CI
/// reads, parsed back as a CI would.
@Suite struct CheckReportTests {
    /// A folder with one passing spec and one failing, under hostile names.
    static func folder() throws -> (folder: String, passing: String, failing: String) {
        let folder = try Repository.temporaryDirectory().path
        let original = try Repository.text("Specs/launch-gate/update.json")
        let passing = folder + "/fine.json"
        let failing = folder + "/a<b>&\"c\".json"
        try original.write(toFile: passing, atomically: true, encoding: .utf8)
        try original.replacingOccurrences(of: #""previousVersion": "1.9""#, with: #""previousVersion": "1.8""#)
            .write(toFile: failing, atomically: true, encoding: .utf8)
        return (folder, passing, failing)
    }

    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var console = CapturedConsole()
        let status = FlowTool().run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    /// What XMLParser read of a JUnit document: each element's name and attributes, and the failures' text.
    final class JUnitReader: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var failureText = ""
        private var inFailure = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append((name, attributes))
            inFailure = name == "failure"
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { inFailure = false }
        func parser(_ parser: XMLParser, foundCharacters string: String) { if inFailure { failureText += string } }
    }

    @Test func junitHasOneTestCaseASpecWithTheFailureInIt() throws {
        let (folder, passing, failing) = try Self.folder()
        let junit = folder + "/report/junit.xml"
        try FileManager.default.createDirectory(atPath: folder + "/report", withIntermediateDirectories: true)
        let result = run(["check", "--junit", junit, passing, failing])
        #expect(result.status == 1)
        let data = try #require(FileManager.default.contents(atPath: junit))
        let parser = XMLParser(data: data)
        let reader = JUnitReader()
        parser.delegate = reader
        #expect(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
        #expect(reader.elements.map(\.name) == ["testsuites", "testsuite", "testcase", "testcase", "failure"])
        let suite = reader.elements[1].attributes
        #expect(suite["name"] == "flow check" && suite["tests"] == "2" && suite["failures"] == "1" && suite["errors"] == "0")
        #expect(reader.elements[2].attributes["name"] == passing)
        #expect(reader.elements[3].attributes["name"] == failing, "the name read back exactly, markup characters and all")
        #expect(reader.elements[3].attributes["classname"] == folder)
        let failure = reader.elements[4].attributes["message"] ?? ""
        #expect(failure.contains("state differs (expected \"1.8\", actual \"1.9\")"))
        #expect(reader.failureText.hasPrefix(failure), "the text is the whole failure: its line, then its diff")
        #expect(result.output.contains("FAIL  "), "the text output is still printed")
    }

    @Test func jsonIsOneObjectASpecThenTheCounts() throws {
        let (_, passing, failing) = try Self.folder()
        let result = run(["check", "--json", passing, failing])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let values = try lines.map { try JSONParser.parse($0) }
        #expect(values[0] == .object(["file": .string(passing), "passed": .bool(true)]))
        guard case .object(let failed) = values[1] else { Issue.record("not an object: \(lines[1])"); return }
        #expect(failed["file"] == .string(failing) && failed["passed"] == .bool(false))
        #expect(failed["step"] == .number(1))
        #expect(failed["path"] == .string("steps[1].expect.state.decision.previousVersion"))
        #expect(failed["expected"] == .string("1.8") && failed["actual"] == .string("1.9"))
        #expect((failed["message"].flatMap { if case .string(let text) = $0 { text } else { nil } } ?? "").contains("state differs"))
        #expect(values[2] == .object(["passed": .number(1), "failed": .number(1)]))
        let empty = run(["check", "--json", try Repository.temporaryDirectory().path])
        #expect(empty.status == 3)
        guard case .object(let counts) = try JSONParser.parse(empty.output.trimmingCharacters(in: .newlines)) else { Issue.record("not an object: \(empty.output)"); return }
        #expect(counts["error"] != nil && counts["passed"] == .number(0))
    }

    /// `flow chaos --json`: a passing run is one object with its counts.
    @Test func chaosJSONIsOneObjectARun() throws {
        let result = run(["chaos", "title-button", "--events", "50", "--runs", "2", "--json"])
        #expect(result.status == 0)
        let values = try result.output.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        #expect(values == [1, 2].map { .object(["machine": .string("title-button"), "seed": .number($0), "steps": .number(50), "passed": .bool(true)]) })
    }

    /// `flow explore --json`: a machine's counts, the same as its text
    /// summary's, and a finding with the events of its shortest path.
    @Test func exploreJSONIsOneObjectAMachine() throws {
        let text = run(["explore", "code-entry"])
        let json = run(["explore", "code-entry", "--json"])
        #expect(json.status == 0)
        guard case .object(let machine) = try JSONParser.parse(json.output.trimmingCharacters(in: .newlines)) else {
            Issue.record("not an object: \(json.output)")
            return
        }
        let counts = try #require(text.output.firstMatch(of: /code-entry: (\d+) states, (\d+) transitions \((\d+) ignored events\), depth (\d+), (\d+) stuck/))
        #expect(machine["states"] == .number(Double(counts.1)!) && machine["transitions"] == .number(Double(counts.2)!))
        #expect(machine["ignored"] == .number(Double(counts.3)!) && machine["depth"] == .number(Double(counts.4)!) && machine["stuck"] == .number(Double(counts.5)!))
        #expect(machine["truncation"] == .null && machine["findings"] == .array([]))

        let folder = try Repository.temporaryDirectory().path
        try #"{"fault": "jamsOnPush"}"#.write(toFile: folder + "/jams.json", atomically: true, encoding: .utf8)
        var console = CapturedConsole()
        let status = FlowTool(registry: try MachineRegistry([Turnstile.self])).run(["explore", "turnstile", "--config", folder + "/jams.json", "--json"], console: &console)
        #expect(status == 1)
        guard case .object(let jammed) = try JSONParser.parse(console.output.trimmingCharacters(in: .newlines)),
            case .array(let findings) = jammed["findings"], case .object(let finding) = findings.first
        else {
            Issue.record("no finding in \(console.output)")
            return
        }
        #expect(finding["kind"] != nil && finding["reason"] != nil)
        guard case .array(let events) = finding["events"] else {
            Issue.record("no events in \(finding)")
            return
        }
        #expect(!events.isEmpty, "the events sent on the way to it")
        #expect(run(["explore", "code-entry", "--json", "--write", folder]).errors.contains("--json does not go with --write"))
    }

    /// `flow replay --json`: the heading, a line a step as the text shows
    /// it, then the verdict.
    @Test func replayJSONIsALineAStep() throws {
        let (_, passing, failing) = try Self.folder()
        let text = run(["replay", passing])
        let json = run(["replay", passing, "--json"])
        #expect(json.status == 0)
        let values = try json.output.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        let steps = text.output.split(separator: "\n").filter { $0.contains(" s  send  ") || $0.contains(" s  fire  ") }.count
        #expect(values.count == steps + 2 && steps > 0)
        guard case .object(let heading) = values.first, case .object(let first) = values.dropFirst().first else {
            Issue.record("\(json.output)")
            return
        }
        #expect(heading["machine"] == .string("launch-gate"))
        #expect(first["at"] == .number(0) && first["source"] == .string("send"))
        #expect(text.output.contains(JSONWriter.inline(first["event"] ?? .null)), "the same event the text shows")
        #expect(values.last == .object(["passed": .bool(true), "steps": .number(Double(steps))]))

        let failed = run(["replay", failing, "--json"])
        #expect(failed.status == 1)
        guard case .object(let verdict) = try JSONParser.parse(String(failed.output.split(separator: "\n").last ?? "")) else {
            Issue.record("\(failed.output)")
            return
        }
        #expect(verdict["passed"] == .bool(false))
        #expect(verdict["failure"].map { "\($0)".contains("state differs") } == true)
        #expect(run(["replay", passing, "--json", "--html", "x.html"]).status == 2)
    }

    @Test func xmlEscapingKeepsEveryCharacterOrShowsIt() {
        #expect(CheckReport.escaped("a<b>&\"'\n\t") == "a&lt;b&gt;&amp;&quot;&#39;&#10;&#9;")
        #expect(CheckReport.escaped("\u{1}x\u{FFFE}") == "\\u0001x\\uFFFE", "what XML 1.0 cannot hold is shown, not written")
        #expect(CheckReport.escaped("中文😀") == "中文😀")
    }

    @Test func aJUnitFileThatCannotBeWrittenFailsTheRun() throws {
        let (_, passing, _) = try Self.folder()
        let result = run(["check", "--junit", "/no/such/folder/junit.xml", passing])
        #expect(result.status == 4, "the specs passed; the report could not be written")
        #expect(result.errors.contains("flow check: cannot write /no/such/folder/junit.xml"))
        let overSpec = run(["check", "--junit", passing, passing])
        #expect(overSpec.status == 4, "a spec is never overwritten by the report")
        #expect(try String(contentsOfFile: passing, encoding: .utf8) == Repository.text("Specs/launch-gate/update.json"))
    }

    /// Each exit status says one thing (issue 70): a failed spec 1, nothing
    /// to run 3, a file that could not be read 4; a failed spec wins over an
    /// unreadable one, since it is a verdict on the machines.
    @Test func theExitStatusTellsAFailedSpecFromARunThatCouldNotLook() throws {
        let (folder, passing, failing) = try Self.folder()
        #expect(run(["check", passing]).status == 0)
        #expect(run(["check", failing]).status == 1)
        let unreadable = folder + "/pipe.json"
        #expect(mkfifo(unreadable, 0o600) == 0)
        #expect(run(["check", passing, unreadable]).status == 4)
        #expect(run(["check", folder]).status == 1, "the failed spec decides: \(run(["check", folder]).output)")
        #expect(run(["check", folder + "/nothing-here"]).status == 2, "a path that does not exist is a wrong command line")
        #expect(run(["check", try Repository.temporaryDirectory().path]).status == 3)
        #expect(run(["check", "--no-such-option"]).status == 2)
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    }
}
