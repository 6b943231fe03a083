import Foundation
import Testing

@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowJSON

/// A spec's steps are read onto a tape (`JSONParser.Elements.next(into:)`)
/// and decoded from there. What a tape holds must be what the text says:
/// these tests hold it, and what it refuses, to Foundation's
/// `JSONSerialization`, a reader FlowCore did not write.
@Suite struct JSONTapeTests {
    /// A value as Foundation reads it, in FlowCore's terms.
    func value(fromFoundation object: Any) -> JSONValue {
        switch object {
        case let text as String: return .string(text)
        case let array as [Any]: return .array(array.map { value(fromFoundation: $0) })
        case let members as [String: Any]: return .object(members.mapValues { value(fromFoundation: $0) })
        case let number as NSNumber:
            // JSON's true and false come back as NSNumbers of C's `char` type.
            return String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        default: return .null
        }
    }

    /// The error reading `text` onto tapes, or nil.
    func tapeError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.elementsOnTape(of: text)
            return nil
        } catch {
            return error as? JSONSyntaxError
        }
    }

    static let documents = [
        #"[]"#,
        #"[1, -2.5e3, 0, true, false, null, "", "a\"b\\c\u00e9中🇨🇳"]"#,
        #"[{}, [], [[]], {"a": {}}, {"a": []}]"#,
        #"[{"launched": {"build": "12", "stored": {"buildHistory": ["19", "30"], "lastBuild": "10"}, "version": "1.1.1"}}]"#,
        #"[{"b": [1, {"c": [2, 3, {"d": null}]}, 4], "a": {"e": {"f": {"g": "deep"}}}, "z": 9}, {"b": 1}]"#,
        #"[[1, [2, [3, [4, [5]]]]], {"x": [{"y": [{"z": []}]}]}]"#,
    ]

    /// Each element read onto a tape and built back is what Foundation reads.
    @Test(arguments: documents)
    func aTapeHoldsWhatFoundationReads(_ text: String) throws {
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        #expect(try JSONParser.elementsOnTape(of: text) == value(fromFoundation: foundation).arrayValue)
    }

    /// An object of many members (past the first sixteen, whose names are
    /// compared on the tape itself) reads back whole.
    @Test func aLargeObjectReadsBackWhole() throws {
        let members = (0..<300).map { #""name\#($0)": \#($0)"# }.joined(separator: ", ")
        let text = "[{\(members)}]"
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let read = try JSONParser.elementsOnTape(of: text)
        #expect(read == value(fromFoundation: foundation).arrayValue)
        #expect(read.first?.objectValue?.count == 300)
    }

    /// A repeated member name is refused where it stands, whether it is among
    /// the first names (compared on the tape) or past them (kept in a set).
    /// (Foundation takes the last value of a repeated name; FlowCore refuses
    /// it, as a typo in a spec must not pass.)
    @Test(arguments: [1, 15, 16, 17, 40])
    func aRepeatedNameIsRefusedAtItsPlace(_ count: Int) throws {
        let names = (0..<count).map { #""n\#($0)": 0"# }
        let text = "[{\((names + [#""n0": 1"#]).joined(separator: ", "))}]"
        let error = try #require(tapeError(text))
        #expect(error.reason == "duplicate member name \"n0\"")
        #expect(error.line == 1)
        // The column is the repeated name's opening quote.
        #expect(Array(text.utf8)[error.column - 1] == UInt8(ascii: "\""))
        #expect(text.utf8.dropFirst(error.column - 1).starts(with: #""n0": 1"#.utf8))
    }

    /// Names are the same as `String` compares them (canonical
    /// equivalence), so no shortcut by bytes or lengths may tell them apart:
    /// an ASCII name and a longer non-ASCII one that is the same text (K and
    /// the Kelvin sign, é and e with its accent), in either order; a name
    /// written with an escape; long names (past the short strings).
    @Test(arguments: [
        ("[{\"K\": 1, \"\u{212A}\": 2}]", "\u{212A}"),
        ("[{\"\u{212A}\": 1, \"K\": 2}]", "K"),
        ("[{\"a\": 0, \"\u{E9}\": 1, \"e\u{301}\": 2}]", "e\u{301}"),
        ("[{\"ab\": 1, \"\\u0061b\": 2}]", "ab"),
        ("[{\"a-long-member-name-1\": 1, \"a-long-member-name-12\": 2, \"a-long-member-name-1\": 3}]", "a-long-member-name-1"),
    ])
    func aRepeatedNameIsFoundHoweverWritten(_ text: String, repeated: String) throws {
        let error = try #require(tapeError(text))
        #expect(error.reason == "duplicate member name \"\(repeated)\"")
    }

    /// ASCII names of different lengths, or of one length, are different names.
    @Test func asciiNamesOfOneLengthOrOthersAreDifferent() throws {
        #expect(tapeError("[{\"ab\": 1, \"abc\": 2, \"ba\": 3, \"a\": 4, \"a-long-member-name-1\": 5, \"a-long-member-name-2\": 6}]") == nil)
    }

    /// Malformed text is refused onto a tape, as Foundation refuses it.
    @Test(arguments: [#"[[1, 2]"#, #"[{"a" 1}]"#, #"[{"a": tru}]"#, #"[{"a": "\x"}]"#, #"[01]"#, #"[{1: 2}]"#, #"[1 2]"#])
    func malformedTextIsRefused(_ text: String) throws {
        #expect(tapeError(text) != nil)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
    }

    /// A comma before a closing brace is refused (RFC 8259's grammar has
    /// none; Foundation's reader lets it pass, so it is no judge here).
    @Test func aTrailingCommaIsRefused() throws {
        let error = try #require(tapeError(#"[{"a": 1,}]"#))
        #expect(error.reason == "expected a quoted member name")
        #expect(error.column == 10)
    }

    /// Nesting is held to `maximumDepth` onto a tape as in a whole document.
    @Test func nestingPastTheLimitIsRefused() throws {
        let deepest = JSONParser.maximumDepth
        let within = String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)
        #expect(tapeError(within) == nil)
        let past = "[" + within + "]"
        let error = try #require(tapeError(past))
        #expect(error.reason == "nesting deeper than \(deepest) levels")
        #expect(error.column == deepest + 1)
    }

    /// A value laid on a tape and built back is the same value; a member is
    /// found by name and a value is stepped over whole.
    @Test func aValueLaidOnATapeBuildsBack() throws {
        let value: JSONValue = [
            "list": [1, "two", ["three": 3], [], [:], .null],
            "flag": true,
            "nested": ["inner": ["deeper": [4, 5]]],
        ]
        let tape = JSONTape(value)
        #expect(tape.value(at: 0) == value)
        #expect(tape.end(of: 0) == tape.tokens.count)
        let nested = try #require(tape.member("nested", of: 0))
        #expect(tape.value(at: nested) == ["inner": ["deeper": [4, 5]]])
        #expect(tape.member("missing", of: 0) == nil)
        // "list" holds 1, "two", an object of one member, two empty
        // containers and null: eight tokens after its own.
        let list = try #require(tape.member("list", of: 0))
        #expect(tape.end(of: list) == list + 1 + 8)
    }

    /// Decoding from a tape reports a failure at the path of the value
    /// that failed, as it did from values.
    @Test func decodingFromATapeNamesThePath() throws {
        #expect(throws: JSONDecodingError(path: JSONPath.root.appending(2), reason: "expected a string, found a number")) {
            try JSONInput(["a", "b", 3]).decode([String].self)
        }
        #expect(throws: JSONDecodingError(path: JSONPath.root.appending("y"), reason: "expected an integer, found a string")) {
            try JSONInput(["x": 1, "y": "two"]).decode([String: Int].self)
        }
        let members = try JSONInput(["b": 1, "a": 2]).members(["a", "b"])
        #expect(try members.decode("a", as: Int.self) == 2)
        #expect(members.values == ["b": 1, "a": 2])
        #expect(throws: JSONDecodingError("unknown member \"c\" (allowed: \"a\")")) {
            try JSONInput(["d": 1, "c": 2, "a": 3]).members(["a"])
        }
    }
}

extension JSONParser {
    /// The elements of the array `text`, each read onto one reused tape, as
    /// `flow check` reads a spec's steps, and built back from it.
    static func elementsOnTape(of text: String) throws -> [JSONValue] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var elements = try JSONParser.Elements(of: buffer, in: 0..<buffer.count)
            var tape = JSONTape()
            var read: [JSONValue] = []
            while try elements.next(into: &tape) { read.append(tape.value(at: 0)) }
            return read
        }
    }
}
