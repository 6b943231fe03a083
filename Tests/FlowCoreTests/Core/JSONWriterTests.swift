import Testing

import FlowCore
@testable import FlowSpecs

@Suite struct JSONWriterTests {
    @Test func sortsKeysByTheirBytes() {
        let value = JSONValue.object(["b": .number(1), "a": .number(2), "B": .number(3), "é": .number(4), "aa": .number(5)])
        #expect(JSONWriter.compact(value) == #"{"B":3,"a":2,"aa":5,"b":1,"é":4}"#)
    }

    @Test func keysAreSortedByTheirBytesEverywhere() {
        // A decomposed é (e, U+0301) sorts by its bytes, before the composed
        // one, though String's own order holds the two equal; U+FF21 (three
        // bytes) before U+1F600 (four), as their code points.
        let keys = ["😀", "b", "\u{E9}", "e\u{301}", "Z", "\u{FF21}", "aa", "a", ""]
        let expected = ["", "Z", "a", "aa", "b", "e\u{301}", "\u{E9}", "\u{FF21}", "😀"]
        #expect(keys.sortedInMemberOrder().map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
        // (Swift's strings hold the two é equal: a dictionary has one of them.)
        let dictionary = Dictionary(uniqueKeysWithValues: ["😀", "b", "\u{E9}", "Z", "\u{FF21}", "aa", "a", ""].enumerated().map { ($1, $0) })
        #expect(dictionary.keysInMemberOrder == ["", "Z", "a", "aa", "b", "\u{E9}", "\u{FF21}", "😀"])
    }

    @Test(arguments: [
        (1.0, "1"), (0.0, "0"), (-0.0, "-0"), (0.75, "0.75"), (0.1 + 0.2, "0.30000000000000004"), (1e-5, "1e-05"),
        (123456789012345, "123456789012345"), (1e15, "1000000000000000"), (0x1p53, "9007199254740992"), (1e18, "1e+18"), (1e300, "1e+300"), (-2.5, "-2.5"),
        (Double.nan, "\"NaN\""), (Double.infinity, "\"Infinity\""), (-Double.infinity, "\"-Infinity\""),
    ])
    func formatsNumbersCanonically(number: Double, text: String) throws {
        #expect(JSONWriter.format(number) == text)
        if number.isFinite {
            #expect(try JSONParser.parse(text) == .number(number))
        }
    }

    @Test(arguments: ["-0", "-0.0", "-0e5"])
    func negativeZeroKeepsItsSignBothWays(text: String) throws {
        let parsed = try JSONParser.parse(text)
        guard case .number(let zero) = parsed else { Issue.record("not a number: \(parsed)"); return }
        #expect(zero == 0 && zero.sign == .minus)
        #expect(JSONWriter.compact(parsed) == "-0")
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let text = JSONWriter.compact(.string("q\"b\\n\n\t\u{01}中😀"))
        #expect(text == #""q\"b\\n\n\t\u0001中😀""#)
    }

    @Test func prettyKeepsShortContainersOnOneLineAndBreaksLongOnes() {
        let short = JSONValue.object(["a": .array([.number(1), .number(2)]), "b": .object([:])])
        #expect(JSONWriter.pretty(short) == "{\"a\": [1, 2], \"b\": {}}\n")
        let long = JSONValue.object(["key": .string(String(repeating: "x", count: 120)), "n": .number(1)])
        #expect(JSONWriter.pretty(long) == "{\n  \"key\": \"\(String(repeating: "x", count: 120))\",\n  \"n\": 1\n}\n")
    }

    @Test func writingThenReadingGivesTheSameValue() throws {
        var random = SplitMix64(seed: 99)
        for _ in 0..<300 {
            let value = Self.randomValue(depth: 0, using: &random)
            #expect(try JSONParser.parse(JSONWriter.compact(value)) == value)
            #expect(try JSONParser.parse(JSONWriter.pretty(value)) == value)
            #expect(JSONWriter.pretty(try JSONParser.parse(JSONWriter.pretty(value))) == JSONWriter.pretty(value))
        }
    }

    static func randomValue(depth: Int, using random: inout SplitMix64) -> JSONValue {
        let pieces = ["a", "é", "中", "😀", "\n", "\"", "\\", "\u{7F}", " ", "\u{1}"]
        switch random.int(in: 0...(depth > 3 ? 3 : 5)) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2:
            return .number(random.chance(0.5) ? Double(random.int(in: -1000...1000)) : random.double(in: -1e6...1e6))
        case 3: return .string((0..<random.int(in: 0...6)).map { _ in random.element(of: pieces)! }.joined())
        case 4: return .array((0..<random.int(in: 0...4)).map { _ in randomValue(depth: depth + 1, using: &random) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<random.int(in: 0...4) {
                members[random.element(of: pieces)! + String(random.int(in: 0...9))] = randomValue(depth: depth + 1, using: &random)
            }
            return .object(members)
        }
    }
}
