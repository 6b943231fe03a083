import Foundation
import Testing

@testable import FlowCommandLine
@testable import FlowCore
@testable import FlowViewer

/// The HTML trace page: self-contained, every step pictured, failures side by side.
@Suite struct TracePageTests {
    func page(_ spec: String) throws -> (trace: Trace, html: String) {
        let bytes = Array(try Repository.text(spec).utf8)
        let trace = try MachineRegistry.all.trace(bytes: bytes, file: spec)
        return (trace, try TracePage(trace: trace).html())
    }

    /// The JSON the page carries.
    func data(_ html: String) throws -> JSONValue {
        let open = try #require(html.range(of: "<script type=\"application/json\" id=\"trace-data\">"))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        return try JSONParser.parse(String(html[open.upperBound..<close.lowerBound]))
    }

    @Test func aPageCarriesEveryStepWithItsPicturesAndNothingFromOutside() throws {
        let (trace, html) = try page("Specs/alert/input-keyboard-up-down.json")
        let json = try data(html)
        let steps = try #require(json["steps"]?.arrayValue)
        #expect(steps.count == trace.transcript.entries.count && steps.count == 7)
        #expect(steps.allSatisfy { !($0["frames"]?.arrayValue ?? []).isEmpty }, "every step has a picture")
        // The show step fades in over 0.3 s: eight frames across it; the typing step animates nothing: one.
        #expect(steps[0]["frames"]?.arrayValue?.count == 8 && steps[3]["frames"]?.arrayValue?.count == 1)
        #expect(steps[1]["pending"]?.arrayValue?.isEmpty == true)
        let pictures = try #require(json["pictures"]?.arrayValue)
        #expect(pictures.allSatisfy { $0.stringValue?.hasPrefix("<svg ") == true })
        for outside in ["src=\"http", "href=\"http", "<link", "@import", "url("] { #expect(!html.contains(outside), "\(outside)") }
        #expect(html.components(separatedBy: "</script>").count == 3, "the data cannot close its script element early")
        #expect(html.contains("data-selfcheck=\"pending\""))
    }

    @Test func machinesWithNothingToDrawShowTheirTimeline() throws {
        let (trace, html) = try page("Specs/session/expired-notice-then-login.json")
        #expect(!trace.isDrawable)
        let scene = try #require(trace.frames[1].first?.scene)
        #expect(scene.part("highlight") != nil && scene.part("event[1]")?.text?.string.hasPrefix("send {\"responseReceived\"") == true)
        #expect(scene.part("timers[1]")?.text?.string.contains("login at 3 s") == true, "the timer the 403 started")
        #expect(try data(html)["drawn"] == .bool(false))
    }

    @Test func aFailingCheckWritesAPageOpenAtTheFailingStep() throws {
        let folder = try Repository.temporaryDirectory()
        let spec = folder.appendingPathComponent("update.json").path
        let broken = try Repository.text("Specs/launch-gate/update.json")
            .replacingOccurrences(of: #""previousVersion": "1.9""#, with: #""previousVersion": "1.8""#)
        try broken.write(toFile: spec, atomically: true, encoding: .utf8)
        var console = CapturedConsole()
        let pages = folder.appendingPathComponent("pages").path
        #expect(FlowTool().run(["check", "--html-on-failure", pages, spec], console: &console) == 1)
        let written = try FileManager.default.contentsOfDirectory(atPath: pages)
        #expect(written.count == 1 && written[0].hasSuffix("update.html"))
        let html = try String(contentsOfFile: pages + "/" + written[0], encoding: .utf8)
        let failure = try #require(try data(html)["failure"])
        #expect(failure["step"] == .number(1) && failure["expected"] == .string("\"1.8\"") && failure["actual"] == .string("\"1.9\""))
    }

    @Test func replayWritesAPageAndRefusesAnUnwritablePlace() throws {
        let folder = try Repository.temporaryDirectory()
        var console = CapturedConsole()
        let spec = Repository.specs.appendingPathComponent("onboarding/guide-end-to-end.json").path
        #expect(FlowTool().run(["replay", spec, "--html", folder.appendingPathComponent("guide.html").path], console: &console) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("guide.html").path))
        var failing = CapturedConsole()
        #expect(FlowTool().run(["replay", spec, "--html", "/no/such/folder/guide.html"], console: &failing) == 1)
        #expect(failing.errors.contains("cannot write /no/such/folder/guide.html"))
    }
}
