import Foundation
import FoundationXML
import Testing

@testable import FlowCommandLine
import FlowCore
@testable import FlowRuntime
@testable import FlowJSON
@testable import FlowSpecs
@testable import FlowSVG

/// Text is what it says (issue 25, items 4–7): no character is silently
/// replaced on the way in, nothing XML forbids goes out, and a message never
/// echoes what a terminal would act on.
@Suite struct TextEdgeTests {
    /// The UTF-8 check reads eight ASCII bytes at a time; its verdict must
    /// be the standard library's (a text is valid when decoding it repairs
    /// nothing), and the offset it names must end the longest valid prefix,
    /// wherever the bad byte falls in or across an eight-byte block.
    @Test func theUTF8CheckAgreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 0x55AA)
        let pieces: [[UInt8]] = [
            Array("spec".utf8), Array("提示".utf8), Array("😀".utf8), Array("é".utf8),
            [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE6, 0x8F], [0x80],
        ]
        func isValid(_ bytes: some Collection<UInt8>) -> Bool { Array(String(decoding: bytes, as: UTF8.self).utf8).elementsEqual(bytes) }
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(in: 0...12) {
                bytes += Array(repeating: UInt8(ascii: "a"), count: random.int(in: 0...9)) + pieces[random.int(in: 0...(pieces.count - 1))]
            }
            let found = TextEncodingCheck.firstInvalidUTF8(bytes)
            #expect((found == nil) == isValid(bytes), "\(bytes)")
            if let found {
                #expect(isValid(bytes[..<found]) && !isValid(bytes[..<(found + 1)]), "\(bytes) at \(found)")
            }
        }
    }

    @Test(arguments: [
        (#""\ud800""#, "a lone high surrogate \\uD800"),
        (#""ab\uDFFF""#, "a lone low surrogate \\uDFFF"),
        (#""\ud800\u0041""#, "a high surrogate \\uD800 followed by \\u0041"),
        (#""\udc00\ud800""#, "a lone low surrogate \\uDC00"),
    ])
    func loneAndReversedSurrogateEscapesAreErrorsWithTheirOffset(json: String, reason: String) {
        #expect {
            try JSONParser.parse(json)
        } throws: { error in
            "\(error)".contains(reason) && "\(error)".contains("column \(json.hasPrefix(#""ab"#) ? 4 : 2)")
        }
        // Skimmed (a spec's top level) as well as read.
        let spec = #"{"formatVersion": 1, "machine": "alert", "title": "t", "config": {}, "steps": [], "until": 0, "x": \#(json)}"#
        #expect(MachineRegistry.all.check(bytes: Array(spec.utf8))?.reason.contains("surrogate") == true)
    }

    @Test func aSurrogatePairStillReadsAsItsCharacter() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test func integersFrom2To53AreRefusedNotRounded() throws {
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(Int.self, from: .number(9_007_199_254_740_992)) }
        // 2^53 + 1 reads as the nearest Double, 2^53, which no integer reader takes.
        let parsed = try JSONParser.parse("9007199254740993")
        #expect(parsed == .number(9_007_199_254_740_992))
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(Int.self, from: parsed) }
        #expect((try? JSONDecoding.decode(Int.self, from: .number(9_007_199_254_740_991))) == 9_007_199_254_740_991)
    }

    @Test func encodingsAreNamedAsTheyAre() {
        #expect(TextEncodingCheck.problem(in: [0xFF, 0xFE, 0x00, 0x00, 0x7B, 0, 0, 0])?.hasPrefix("the file is UTF-32 (it starts with a byte-order mark FF FE 00 00)") == true)
        #expect(TextEncodingCheck.problem(in: [0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x7B])?.hasPrefix("the file is UTF-32") == true)
        #expect(TextEncodingCheck.problem(in: [0x7B, 0, 0, 0, 0x7D, 0, 0, 0])?.hasPrefix("the file looks like UTF-32") == true)
        #expect(TextEncodingCheck.problem(in: [0xFF, 0xFE, 0x7B, 0x00])?.hasPrefix("the file is UTF-16") == true)
        #expect(TextEncodingCheck.problem(in: [0x7B, 0x00, 0x7D, 0x00])?.hasPrefix("the file looks like UTF-16") == true)
    }

    @Test func messagesShowBidirectionalControlsAndInvisibles() {
        let value = "abc\u{202E}gpj.exe\u{200B}\u{1B}[31m\u{9B}"
        #expect(JSONValue.string(value).excerpt == #""abc\u202Egpj.exe\u200B\u001b[31m\u009B""#)
        let failure = SpecFailure(file: "spec\u{202E}nosj.json", reason: "unknown machine \(JSONValue.quoted(value))")
        #expect(!failure.description.unicodeScalars.contains { VisibleText.isHidden($0) })
        #expect(failure.description.hasPrefix("spec\\u202Enosj.json: "))
        // Emoji sequences keep their joiner.
        #expect(VisibleText.escaping("👩‍💻") == "👩‍💻")
    }

    /// Every character XML 1.0 forbids, in every text a scene carries: the
    /// picture is still well-formed under a real XML parser (libxml2).
    @Test func svgOfHostileTextIsWellFormedXML() throws {
        let hostile = "a\u{0}b\u{8}c\u{B}d\u{1F}e\u{FFFE}f\u{FFFF}g<h>&i\"j'k\u{7F}l\u{9B}m\u{202E}n\u{2028}o\t\n\r"
        let content = AlertContent(title: hostile, message: hostile, buttons: [hostile, "好"])
        let alert = try AlertDialog(content: content)
        let svg = try SVGRenderer().render(alert.scene(stateAfter(.showRequested(screen: LayoutSize(width: 375, height: 667), safeArea: .zero), in: alert), animations: [], at: 0))
        #expect(!svg.unicodeScalars.contains { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" || ($0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r") })
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func recordAndCheckRefuseTimesPastTheClocksEndAlike() throws {
        let text = """
            {"formatVersion": 1, "machine": "alert", "title": "far", "config": {"content": {"title": "t", "buttons": ["a"]}}, "steps": [
              {"at": 1e12, "send": {"show": {"screen": {"width": 375, "height": 667}, "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0}}}},
              {"at": 1e12, "send": {"buttonTapped": {"index": 0}}}]}
            """
        let message = "steps[0].at: 1000000000000 s is past the end of the virtual clock (4611686018.427388 s, about 146 years)"
        #expect(MachineRegistry.all.check(bytes: Array(text.utf8))?.description.contains(message) == true)
        #expect { try MachineRegistry.all.record(bytes: Array(text.utf8)) } throws: { "\($0)".contains(message) }
        // The end itself is a time: a timer started there fires there, and the recording checks.
        let atEnd = text.replacingOccurrences(of: "1e12", with: JSONWriter.format(VirtualTime.end))
        let recorded = try MachineRegistry.all.record(bytes: Array(atEnd.utf8))
        #expect(MachineRegistry.all.check(recorded) == nil)
    }
}

/// `SpecWriter` writes exactly `Spec.text`, a step at a time.
@Suite struct SpecWriterTests {
    func streamed(_ spec: Spec) -> (text: String, pieces: Int) {
        var writer = SpecWriter(machine: spec.machine, title: spec.title, config: spec.config)
        var text = ""
        var pieces = 0
        for step in spec.steps { writer.append(step) { text += $0; pieces += 1 } }
        writer.finish(until: spec.until, tolerance: spec.tolerance, pending: spec.pending) { text += $0; pieces += 1 }
        return (text, pieces)
    }

    @Test func everyCommittedSpecIsWrittenByteForByte() throws {
        for file in Repository.specFiles {
            let spec = try Spec(text: try Repository.text(file))
            #expect(streamed(spec).text == spec.text, "\(file)")
        }
    }

    @Test func shortSpecsStayOnOneLineAndLongOnesStreamAStepAtATime() {
        let tap = Spec.Step(at: 0, source: .send, event: "tap")
        let short = Spec(machine: "m", title: "", steps: [tap])
        #expect(streamed(short).text == short.text && streamed(short).pieces == 1)
        let long = Spec(machine: "m", title: "long", steps: Array(repeating: tap, count: 100), until: 5, tolerance: 0.5,
                        pending: [Spec.PendingTimer(at: 9, event: "later")])
        let (text, pieces) = streamed(long)
        #expect(text == long.text)
        #expect(pieces > 50, "written as it goes, not at the end")
    }
}
