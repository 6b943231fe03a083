import Foundation
import Testing

@testable import FlowCommandLine
import FlowCore
@testable import FlowSpecs
@testable import FlowViewer
import FlowSVG

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

    /// R3 (issue 68): a page's size follows its steps and pictures, not
    /// its strings: a 2 MB title of characters every escape lengthens
    /// (`<&"'`) adds a few kilobytes, the text cut and its length said.
    /// (A 20 MB title made a 200 MB page at 467 MB; it is now 126 KB at 61
    /// MB, of which 25 MB is the run of the plain spec.)
    @Test func aLongStringIsShownCutNotWrittenWhole() throws {
        var spec = try JSONParser.parse(try Repository.text("Specs/alert/plain-two-buttons.json"))
        guard case .object(var members) = spec else { return }
        members["title"] = .string(String(repeating: "<&\"'", count: 500_000))
        spec = .object(members)
        let long = try TracePage(trace: try MachineRegistry.all.trace(bytes: Array(JSONWriter.compact(spec).utf8))).htmlUTF8()
        members["title"] = .string("x")
        let short = try TracePage(trace: try MachineRegistry.all.trace(bytes: Array(JSONWriter.compact(.object(members)).utf8))).htmlUTF8()
        // The cut title at most six bytes a byte as the page's data escapes it, in the data and in <title>.
        #expect(long.count - short.count < 2 * 6 * TracePage.maximumShownText + 1_000, "\(long.count - short.count) bytes more")
        #expect(String(decoding: long, as: UTF8.self).contains("… (2000000 bytes in all)"))
        #expect(TracePage.shown(String(repeating: "中", count: 5_000)).hasPrefix(String(repeating: "中", count: 2_730) + "…"))
    }

    /// R4 (issue 68): `flow render` of a machine with nothing to draw keeps
    /// only the entries its picture can show (a 43 MB trace drew at 66 MB,
    /// was 695 MB), and draws what the whole transcript draws, at every step.
    @Test func aTimelineDrawnFromItsWindowIsTheWholeRunsPicture() throws {
        var text = #"{"formatVersion": 1, "machine": "network-activity", "title": "long", "config": {}, "steps": [{"at": 0, "send": {"enabledChanged": true}}"#
        for index in 1...80 { text += #", {"at": \#(Double(index) * 0.4), "send": "\#(index % 2 == 1 ? "requestStarted" : "requestEnded")"}"# }
        let bytes = Array((text + "]}").utf8)
        let transcript = try MachineRegistry.all.transcript(bytes: bytes)
        #expect(transcript.entries.count > Transcript.timelineRows + 2)
        for step in transcript.entries.indices {
            let scenes = try MachineRegistry.all.scenes(bytes: bytes, step: step, times: .at(0))
            #expect(scenes.map(\.scene) == [transcript.timelineScene(highlighting: step)], "step \(step)")
        }
    }

    @Test func machinesWithNothingToDrawShowTheirTimeline() throws {
        let (trace, html) = try page("Specs/session/expired-notice-then-login.json")
        #expect(!trace.isDrawable)
        let scene = try #require(trace.frames[1].first?.scene)
        // The step's row is a band the page tints, not part of the picture steps 0 to 23 share.
        #expect(scene.part("highlight") == nil && scene.part("event[1]")?.text?.string.hasPrefix("send {\"responseReceived\"") == true)
        #expect(trace.timelineBands[1] == LayoutRect(x: 0, y: 68, width: 640, height: 56) && trace.frames[0].first?.scene == scene)
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
        #expect(failure["path"] == .string("steps[1].expect.state.decision.previousVersion"), "the page shows the differing path first")
    }

    @Test func aDifferingPictureIsOutlinedWhereItsPartsDiffer() throws {
        let folder = try Repository.temporaryDirectory()
        let spec = folder.appendingPathComponent("entry.json").path
        try Repository.text("Specs/code-entry/type-to-completion.json").write(toFile: spec, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
        // The second cell's digit drawn as 8 in the saved picture, where the machine draws 0.
        let saved = try Repository.text("Specs/code-entry/pictures/code-two-entered.svg").replacingOccurrences(of: ">0</tspan>", with: ">8</tspan>")
        try saved.write(toFile: folder.appendingPathComponent("pictures/code-two-entered.svg").path, atomically: true, encoding: .utf8)
        var console = CapturedConsole()
        let pages = folder.appendingPathComponent("pages").path
        #expect(FlowTool().run(["check", "--html-on-failure", pages, spec], console: &console) == 1)
        let written = try FileManager.default.contentsOfDirectory(atPath: pages)
        let html = try String(contentsOfFile: pages + "/" + written[0], encoding: .utf8)
        let outlines = try #require(try data(html)["failure"]?["outlines"])
        // The cell's frame as the code entry lays it out: the outline is where the part is.
        let scene = try #require(MachineRegistry.all.scenes(bytes: Array(try Repository.text("Specs/code-entry/type-to-completion.json").utf8), file: spec, step: 1, times: .at(0)).first?.scene)
        let cell = try #require(scene.part("cell[1]")).frame
        #expect(outlines["width"] == .number(375) && outlines["height"] == .number(667))
        #expect(
            outlines["parts"]
                == .array([.object(["part": "cell[1]", "x": .number(cell.x), "y": .number(cell.y), "width": .number(cell.width), "height": .number(cell.height)])]))
    }

    @Test func differingPartsAreEveryGroupDrawnDifferentlyOrOnlyOnce() {
        let expected = "<svg>\n  <g data-part=\"a\">\n    <rect x=\"1\"/>\n  </g>\n  <g data-part=\"b\">\n  </g>\n  <g data-part=\"gone\">\n  </g>\n</svg>\n"
        let actual = "<svg>\n  <g data-part=\"a\">\n    <rect x=\"2\"/>\n  </g>\n  <g data-part=\"b\">\n  </g>\n  <g data-part=\"new\">\n  </g>\n</svg>\n"
        #expect(SVGDifference.parts(expected: expected, actual: actual) == ["a", "new", "gone"])
        #expect(SVGDifference.parts(expected: expected, actual: expected).isEmpty)
    }

    @Test func replayWritesAPageAndRefusesAnUnwritablePlace() throws {
        let folder = try Repository.temporaryDirectory()
        var console = CapturedConsole()
        let spec = Repository.specs.appendingPathComponent("onboarding/guide-end-to-end.json").path
        #expect(FlowTool().run(["replay", spec, "--html", folder.appendingPathComponent("guide.html").path], console: &console) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("guide.html").path))
        var failing = CapturedConsole()
        #expect(FlowTool().run(["replay", spec, "--html", "/no/such/folder/guide.html"], console: &failing) == 4)
        #expect(failing.errors.contains("cannot write /no/such/folder/guide.html"))
    }

    // MARK: Hostile text (issue 25): nothing a spec holds runs in its page.

    static let hostile = ["</script><script>alert(1)</script>", "<!--<script>", "<img src=x onerror=\"alert(1)\">", "\"'&\u{2028}\u{2029}\u{FFFE}\u{1}"]

    @Test func stringsThatCouldCloseOrCommentOutTheScriptAreEscapedInTheData() throws {
        let content = AlertContent(title: Self.hostile[0], message: Self.hostile[1], buttons: [Self.hostile[2], Self.hostile[3]])
        let spec = Spec(
            machine: "alert", title: Self.hostile.joined(separator: " "),
            config: .object(["content": JSONEncoding.tree(content)]),
            steps: [Spec.Step(at: 0, source: .send, event: JSONEncoding.tree(AlertDialog.Event.showRequested(screen: LayoutSize(width: 375, height: 667), safeArea: .zero)))])
        let html = try TracePage(trace: try MachineRegistry.all.trace(bytes: Array(spec.text.utf8))).html()
        let open = try #require(html.range(of: "<script type=\"application/json\" id=\"trace-data\">"))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let block = html[open.upperBound..<close.lowerBound]
        for character in ["<", ">", "&", "\u{2028}", "\u{2029}"] { #expect(!block.contains(character), "\(character) in the data block") }
        // The escapes read back as the very strings.
        let data = try JSONParser.parse(String(block))
        #expect(data["title"] == .string(Self.hostile.joined(separator: " ")))
        // The steps' own strings too: an event's text reads back whole.
        let shown = Spec(
            machine: "progress-hud", title: "hostile notice",
            steps: [Spec.Step(at: 0, source: .send, event: ["showRequested": ["content": ["kind": "info", "text": .string(Self.hostile[0] + Self.hostile[3]), "mask": "none"]]])])
        let hudPage = try TracePage(trace: try MachineRegistry.all.trace(bytes: Array(shown.text.utf8))).html()
        let hudOpen = try #require(hudPage.range(of: "<script type=\"application/json\" id=\"trace-data\">"))
        let hudBlock = hudPage[hudOpen.upperBound..<(try #require(hudPage.range(of: "</script>", range: hudOpen.upperBound..<hudPage.endIndex))).lowerBound]
        for character in ["<", ">", "&", "\u{2028}", "\u{2029}"] { #expect(!hudBlock.contains(character), "\(character) in the data block") }
        let event = try JSONParser.parse(String(hudBlock))["steps"]?.arrayValue?.first?["event"]?.stringValue
        #expect(event == JSONWriter.inline(shown.steps[0].event), "\(event ?? "no event")")
        #expect(html.components(separatedBy: "<script").count == 3, "two script elements, the data and the viewer")
        #expect(!html.contains("innerHTML"), "no data is ever inserted as markup")
        let title = try #require(html.range(of: "<title>")).upperBound
        #expect(!html[title...].prefix(40).contains("<script"), "the title is escaped")
    }

    @Test func everyPageCarriesAPolicyThatAllowsOnlyItsOwnScriptAndStyle() throws {
        let (_, html) = try page("Specs/alert/plain-two-buttons.json")
        let policy = try #require(html.firstMatch(of: /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.1)
        let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(directives.contains("default-src 'none'") && directives.contains("img-src data:"))
        let script = try #require(html.firstMatch(of: /<script>(.*)<\/script>/.dotMatchesNewlines())?.1)
        let style = try #require(html.firstMatch(of: /<style>(.*)<\/style>/.dotMatchesNewlines())?.1)
        #expect(directives.contains("script-src '\(ContentPolicy.hash(String(script)))'"))
        #expect(directives.contains("style-src '\(ContentPolicy.hash(String(style)))'"))
        #expect(html.range(of: "Content-Security-Policy")!.lowerBound < html.range(of: "<style>")!.lowerBound, "the policy comes before what it governs")
    }

    /// FIPS 180-4's own examples (appendix B) and the empty message.
    @Test func sha256MatchesTheStandardsExamples() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined() }
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}

/// The page's data block: JSON that no string can break out of, read back
/// as the same value.
@Suite struct ScriptJSONTests {
    static func scriptJSON(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        HTMLText.appendScriptJSON(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func scriptJSON(_ object: JSONValue, adding key: StaticString, strings: [[UInt8]]) -> String {
        var out: [UInt8] = []
        HTMLText.appendScriptJSON(object, adding: key, strings: strings, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test func markupAndLineSeparatorsAreEscapedAndNothingElse() throws {
        let value: JSONValue = ["text": "</script><!--&\u{2028}\u{2029}\u{2000}好😀"]
        let json = Self.scriptJSON(value)
        #expect(json == #"{"text":"\u003c/script\u003e\u003c!--\u0026\u2028\u2029"# + "\u{2000}好😀\"}")
        #expect(try JSONParser.parse(json) == value)
    }

    @Test func picturesGoInStraightFromTheirBytesAndReadBackTheSame() throws {
        let hostile = "<svg a=\"1\">\\</script><!--&\u{2028}\u{2029}\n\t\r\u{1}\u{1F}好😀</svg>"
        let plain = "<g/>"
        let json = Self.scriptJSON(["title": "x"], adding: "pictures", strings: [Array(hostile.utf8), Array(plain.utf8)])
        // Nothing in it can end the script element or open a comment, and no raw control or separator is left.
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
        // Read back by a JSON parser, the pictures are the same text, beside the object's own members.
        #expect(try JSONParser.parse(json) == ["pictures": [.string(hostile), .string(plain)], "title": "x"])
        #expect(try JSONParser.parse(Self.scriptJSON([:], adding: "pictures", strings: [])) == ["pictures": []])
    }

    /// A picture every byte of which takes an escape of six bytes (the
    /// most any takes) comes out whole, six times its size and two quotes.
    @Test func aPictureOfEscapesOnlyFitsItsRoom() throws {
        for picture in [String(repeating: "<", count: 10_000), String(repeating: "\u{1}", count: 10_000), String(repeating: "\u{2028}", count: 3_000)] {
            let json = Self.scriptJSON([:], adding: "pictures", strings: [Array(picture.utf8)])
            #expect(json.utf8.count == #"{"pictures":[]}"#.utf8.count + 2 + picture.unicodeScalars.count * 6)
            #expect(try JSONParser.parse(json) == ["pictures": [.string(picture)]])
        }
    }
}

/// The timeline pictures of a machine with no scene of its own.
@Suite struct TimelineSceneTests {
    @Test func aPageOfStepsSharesAPictureAndEachStepHasItsBand() throws {
        let text = try Repository.text("Specs/session/expired-notice-then-login.json")
        let transcript = try MachineRegistry.all.transcript(bytes: Array(text.utf8))
        #expect(transcript.entries.count > 3)
        let pages = transcript.timelinePages()
        #expect(pages.steps.count == transcript.entries.count)
        #expect(pages.scenes.count == (transcript.entries.count + Transcript.timelineRows - 1) / Transcript.timelineRows)
        for (index, step) in pages.steps.enumerated() {
            let row = index % Transcript.timelineRows
            #expect(step.scene == index / Transcript.timelineRows)
            // The band is where the highlight of a picture drawn for the step alone lies, row for row.
            #expect(step.band == LayoutRect(x: 0, y: 16 + 56 * Double(row) - 4, width: 640, height: 56), "step \(index)")
            let scene = pages.scenes[step.scene]
            #expect(scene.part("highlight") == nil && scene.part("event[\(index)]")?.frame.y == 16 + 56 * Double(row))
        }
        // A row shows its event as inline JSON after how it came.
        let event = try #require(pages.scenes[0].part("event[1]")?.text?.string)
        #expect(event == (transcript.entries[1].source == .send ? "send " : "fire (\(transcript.entries[1].timer!)) ") + JSONWriter.inline(transcript.entries[1].event))
        // The picture of one step alone highlights it on the same band.
        #expect(transcript.timelineScene(highlighting: 1).part("highlight")?.frame == pages.steps[1].band)
    }

    @Test func aRunLongerThanAPageShowsIsRefusedWithItsLength() throws {
        let steps = (0...Trace.maximumSteps).map { Spec.Step(at: Double($0), source: .send, event: .object(["setEnabled": .bool($0 % 2 == 0)])) }
        let text = Spec(machine: "network-activity", title: "too long", steps: steps).text
        let error = #expect(throws: SpecFailure.self) { try MachineRegistry.all.trace(bytes: Array(text.utf8)) }
        #expect(error?.reason == "the spec has more than the 10000 steps a trace page shows")
        // A short spec whose timers fire past the limit is refused by its run's length, keeping no more than a page.
        let gif = OutputSafetyTests.foreverGIF.replacingOccurrences(of: "1e9", with: "1200")
        let long = #expect(throws: SpecFailure.self) { try MachineRegistry.all.trace(bytes: Array(gif.utf8)) }
        #expect(long?.reason.hasPrefix("the run has 12") == true && long?.reason.hasSuffix("steps, more than the 10000 a trace page shows") == true)
    }

    @Test func aTracesPicturesAreTheDrawingsOfItsSteps() throws {
        // The page checks and draws in one run: each step's frames are
        // what drawing that step alone gives, animations and timers included.
        for file in ["Specs/alert/long-message-scrolls.json", "Specs/alert/double-tap.json", "Specs/captcha/request-timeout.json", "Specs/captcha/overshooting-drag.json"] {
            let bytes = Array(try Repository.text(file).utf8)
            let trace = try MachineRegistry.all.trace(bytes: bytes, framesPerAnimation: 5)
            #expect(trace.isDrawable && trace.transcript.verdict == nil && trace.frames.count == trace.transcript.entries.count, "\(file)")
            for step in trace.frames.indices {
                let alone = try MachineRegistry.all.scenes(bytes: bytes, step: step, times: .frames(5))
                #expect(trace.frames[step].map(\.time) == alone.map(\.time) && trace.frames[step].map(\.scene) == alone.map(\.scene), "\(file) step \(step)")
            }
        }
    }

    @Test func aTraceReportsTheFilesFirstSyntaxErrorWhereverItsRunStops() throws {
        // Read once as they are played, the steps still report a fault
        // anywhere in the file before a failed expectation or the length.
        let text = try Repository.text("Specs/alert/long-message-scrolls.json")
        var spec = try JSONParser.parse(text)
        guard case .object(var top) = spec, case .array(var steps) = top["steps"], case .object(var first) = steps[0] else {
            Issue.record("not a spec")
            return
        }
        first["expect"] = .object(["state": .object(["wrong": .bool(true)])])
        steps[0] = .object(first)
        top["steps"] = .array(steps)
        spec = .object(top)
        let failing = JSONWriter.compact(spec)
        #expect(try MachineRegistry.all.trace(bytes: Array(failing.utf8)).transcript.verdict != nil)
        let broken = Array((String(failing.dropLast(2)) + ",}]}").utf8)
        let error = #expect(throws: SpecFailure.self) { try MachineRegistry.all.trace(bytes: broken) }
        #expect(error?.reason.hasPrefix("malformed JSON at line 1, column ") == true)
        #expect(error?.reason == MachineRegistry.all.check(bytes: broken)?.reason)
        // Over the length a page shows and malformed at its end: the fault, not the length.
        let many = Spec(machine: "network-activity", title: "too long", steps: (0...Trace.maximumSteps).map {
            Spec.Step(at: Double($0), source: .send, event: .object(["setEnabled": .bool($0 % 2 == 0)]))
        }).text
        let tooLongAndBroken = Array(String(many.trimmingCharacters(in: .whitespacesAndNewlines).dropLast(3)).utf8) + Array("x]}".utf8)
        let fault = #expect(throws: SpecFailure.self) { try MachineRegistry.all.trace(bytes: tooLongAndBroken) }
        #expect(fault?.reason.hasPrefix("malformed JSON at line ") == true)
    }

    @Test func aLongRunsPageDrawsOnePictureForEachPageOfSteps() throws {
        var steps: [Spec.Step] = []
        for index in 0..<100 {
            steps.append(Spec.Step(at: Double(index), source: .send, event: .object(["setEnabled": .bool(index % 2 == 0)])))
        }
        let spec = try MachineRegistry.all.record(Spec(machine: "network-activity", title: "100 toggles", steps: steps))
        let trace = try MachineRegistry.all.trace(bytes: Array(spec.text.utf8))
        #expect(trace.timelineBands.count == 100 && !trace.isDrawable)
        let html = try TracePage(trace: trace).html()
        let data = try #require(html.range(of: "<script type=\"application/json\" id=\"trace-data\">")).upperBound
        let end = try #require(html[data...].range(of: "</script>")).lowerBound
        let parsed = try JSONParser.parse(String(html[data..<end]))
        // 100 steps in pages of 24: 5 pictures, and each step's frame names its page and its band in percent.
        #expect(parsed["pictures"]?.arrayValue?.count == 5)
        let frame = try #require(parsed["steps"]?.arrayValue?[25]["frames"]?.arrayValue?.first?.arrayValue)
        #expect(frame[1] == .number(1))
        let height = 16 + 56.0 * 24 + 8
        #expect(frame[2]["y"] == .number(100 * (16 + 56 - 4) / height) && frame[2]["height"] == .number(100 * 56 / height))
    }
}
