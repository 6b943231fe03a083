import Foundation
import Testing

import FlowCore
@testable import FlowSpecs

/// `check(bytes:)` reads a trace's steps once, checking them as they are
/// played, where the other readers check every byte of the document before
/// playing anything. The verdicts must not differ: these tests hold the
/// read-once path to the read-whole path over damaged copies of real specs,
/// so the expected verdict always comes from the reader that checks first.
@Suite struct SpecReadOnceTests {
    /// The verdict when the whole document is checked before any step is played.
    func verdictReadingWhole(_ bytes: [UInt8], in registry: MachineRegistry = .all) -> SpecFailure? {
        do throws(SpecFailure) {
            return registry.check(SpecInput.document(try SpecDocument(bytes: bytes, file: "x.json")))
        } catch {
            return error
        }
    }

    /// Copies of `text` with a byte dropped, a byte put in, or the text cut, at every `stride`-th offset.
    func damaged(_ text: String, stride: Int) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        let insertions: [UInt8] = Array("]}\"\\,x[{".utf8) + [0x01]
        var copies: [[UInt8]] = []
        for offset in Swift.stride(from: 0, to: bytes.count, by: stride) {
            var dropped = bytes
            dropped.remove(at: offset)
            copies.append(dropped)
            copies.append(Array(bytes[..<offset]))
            for byte in insertions {
                var inserted = bytes
                inserted.insert(byte, at: offset)
                copies.append(inserted)
            }
        }
        return copies
    }

    @Test(arguments: [
        "Specs/launch-gate/downgrade.json", "Specs/alert/double-tap.json", "Specs/popup-queue/preemption-and-return.json",
    ])
    func everyDamagedCopyFailsAsReadingItWholeSays(_ file: String) throws {
        let text = try Repository.text(file)
        #expect(MachineRegistry.all.check(bytes: Array(text.utf8), file: "x.json") == nil)
        var failing = 0
        var syntax = 0
        for copy in damaged(text, stride: 7) {
            let expected = verdictReadingWhole(copy)
            let actual = MachineRegistry.all.check(bytes: copy, file: "x.json")
            #expect(actual == expected, "\(String(decoding: copy, as: UTF8.self))")
            if expected != nil { failing += 1 }
            if expected?.reason.hasPrefix("malformed JSON") == true { syntax += 1 }
        }
        // The copies reach both kinds of verdict: faults in the text, and
        // well-formed copies the machine or the format refuses.
        #expect(syntax > 100)
        #expect(failing > syntax)
    }

    /// A fault in a later step is the one reported when an earlier step
    /// fails: reading whole would have found it before playing anything.
    @Test func aSyntaxErrorPastAFailingStepIsReportedFirst() throws {
        let text = try Repository.text("Specs/launch-gate/downgrade.json")
        // The first step expects an effect it will not see.
        let first = try #require(text.range(of: #""from": "2.0""#))
        let wrongEffect = text.replacingCharacters(in: first, with: #""from": "9.9""#)
        let failure = try #require(MachineRegistry.all.check(bytes: Array(wrongEffect.utf8), file: "x.json"))
        #expect(failure.step == 0 && !failure.reason.hasPrefix("malformed JSON"), "\(failure)")
        // And the last step has two commas where one goes.
        let last = try #require(wrongEffect.range(of: #""at": "#, options: .backwards))
        let broken = Array(wrongEffect.replacingCharacters(in: last, with: #","at": "#).utf8)
        let syntax = try #require(MachineRegistry.all.check(bytes: broken, file: "x.json"))
        #expect(syntax.reason.hasPrefix("malformed JSON"), "\(syntax)")
        #expect(syntax == verdictReadingWhole(broken))
    }

    /// A steps array read element by element holds its elements to
    /// `JSONParser.maximumDepth` counted from the document's top, as reading
    /// the document whole does.
    @Test(arguments: [JSONParser.maximumDepth - 1, JSONParser.maximumDepth, JSONParser.maximumDepth + 1])
    func nestingInAnArrayCountsFromTheDocumentsTop(_ levels: Int) throws {
        // The document and "steps" take two levels; the element holds the rest, as arrays.
        let element = String(repeating: "[", count: levels - 2) + String(repeating: "]", count: levels - 2)
        let text = #"{"steps": [0, \#(element)]}"#
        let whole = Result { () throws(JSONSyntaxError) in try JSONParser.parse(text) }
        let bytes = Array(text.utf8)
        let members = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            try JSONParser.members(of: buffer, in: 0..<buffer.count, unchecked: "steps")
        }
        let steps = try #require(members.first { $0.key == "steps" }).value
        let elementwise = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in
                var elements = try JSONParser.Elements(of: buffer, in: steps, depth: 2)
                var tape = JSONTape()
                while try elements.next(into: &tape) {}
                #expect(elements.endsRange)
            }
        }
        let readWhole = (try? whole.get()) != nil
        let readElementwise = (try? elementwise.get()) != nil
        #expect(readElementwise == readWhole)
        // Past the limit only the last argument goes.
        #expect(readWhole == (levels <= JSONParser.maximumDepth))
    }

    /// Passed over by its brackets and quotes, a well-formed value ends
    /// where checking every byte ends it, wherever its quotes, backslashes
    /// and brackets fall against the eight-byte words it is read in.
    @Test func aValuePassedOverEndsWhereACheckedOneDoes() throws {
        let values = [
            #"[]"#, #"[{}]"#, #"["]", "[", "}{"]"#, #"["\\", "\"", "\\\"", "a\"]b"]"#,
            #"[{"a": [1, 2, {"b": "]]]}}}"}], "c": "\\"}, "中文 🇨🇳 \u005d", [[[[[[[[[]]]]]]]]]]"#,
            #"{"x": "\\\\\\\\\"", "y": ["{{{{{{{{"]}"#,
        ]
        for value in values {
            for padding in 0..<16 {
                let text = "{" + String(repeating: " ", count: padding) + #""steps": \#(value), "after": "\\\"]"}"#
                let bytes = Array(text.utf8)
                let (checked, passed) = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
                    (try JSONParser.members(of: buffer, in: 0..<buffer.count), try JSONParser.members(of: buffer, in: 0..<buffer.count, unchecked: "steps"))
                }
                #expect(passed.map(\.key) == checked.map(\.key), "\(text)")
                #expect(passed.map(\.value) == checked.map(\.value), "\(text)")
            }
        }
    }

    /// Members after `steps` are read and held to the format as before.
    @Test func membersAfterTheStepsStillCount() throws {
        let header = #""formatVersion": 1, "machine": "timer-probe", "title": "t""#
        let steps = #""steps": [{"at": 0, "send": "nothing", "note": "a ] and a \" in a string"}]"#
        for tail in [#", "until": 3"#, #", "unknown": 1"#, #", "until": "soon""#, #", "until": 3,"#, ""] {
            let bytes = Array("{\(header), \(steps)\(tail)}".utf8)
            #expect(ProbeSpec.registry.check(bytes: bytes, file: "x.json") == verdictReadingWhole(bytes, in: ProbeSpec.registry), "\(tail)")
        }
    }

    /// Whether a spec names pictures comes from the steps as they are read,
    /// so `flow check` does not scan a spec that passed for them: for every
    /// committed spec it must agree with Foundation's own JSON reader, asked
    /// whether any step has a `"picture"` member.
    @Test func aSpecNamesPicturesExactlyWhenAStepHasOne() throws {
        var naming = 0
        for file in Repository.specFiles {
            let data = try Data(contentsOf: Repository.root.appendingPathComponent(file))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let steps = try #require(document["steps"] as? [[String: Any]])
            let expected = steps.contains { $0["picture"] != nil }
            let checked = MachineRegistry.all.checkNamingPictures(bytes: Array(data), file: file)
            #expect(checked.failure == nil, "\(file)")
            #expect(checked.namesPictures == expected, "\(file)")
            if expected { naming += 1 }
        }
        // Both answers occur: the committed specs hold pictures and specs without.
        #expect(naming > 50 && naming < Repository.specFiles.count - 50)
        // The key written in a string (the title) is not a picture.
        let header = #""formatVersion": 1, "machine": "timer-probe", "title": "\"picture\": \"x.svg\"""#
        let bytes = Array(#"{\#(header), "steps": [{"at": 0, "send": "nothing"}]}"#.utf8)
        let checked = ProbeSpec.registry.checkNamingPictures(bytes: bytes, file: "x.json")
        #expect(checked.failure == nil)
        #expect(!checked.namesPictures)
    }
}
