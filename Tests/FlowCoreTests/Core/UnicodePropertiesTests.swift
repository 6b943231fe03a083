import Foundation
import Testing

@testable import FlowRuntime
@testable import FlowJSON

/// FlowCore answers the Unicode properties its text rules read from tables
/// of its own (`UnicodeProperties`). They must say what Unicode says: every
/// code point is held to the Swift standard library's own data (which a
/// toolchain of another Unicode version cannot do: then only the facts below
/// are checked), and a few facts are checked as Unicode's charts state them.
@Suite struct UnicodePropertiesTests {
    /// The Unicode version of the running library: the latest age of any code point.
    static let libraryVersion: String = {
        var latest = (major: 0, minor: 0)
        for value in UInt32(0)...0x10_FFFF {
            if let age = Unicode.Scalar(value)?.properties.age, (age.major, age.minor) > latest { latest = age }
        }
        return "\(latest.major).\(latest.minor)"
    }()

    /// The tables' version, from the header the script writes into their file.
    static let tableVersion: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../Sources/FlowRuntime/Text/UnicodeProperties+Table.swift")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        guard let start = text.range(of: "(Unicode "), let end = text[start.upperBound...].firstIndex(of: ")") else { return "none" }
        return String(text[start.upperBound..<end])
    }()

    @Test(.enabled(if: libraryVersion == tableVersion, "the tables are of another Unicode version than this library"))
    func everyCodePointAgreesWithTheStandardLibrary() {
        var disagreements: [String] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected: [(String, Bool, Bool)] = [
                ("emoji", UnicodeProperties.isEmoji(scalar), properties.isEmoji),
                ("emoji presentation", UnicodeProperties.isEmojiPresentation(scalar), properties.isEmojiPresentation),
                ("emoji modifier", UnicodeProperties.isEmojiModifier(scalar), properties.isEmojiModifier),
                ("white space", UnicodeProperties.isWhitespace(scalar), properties.isWhitespace),
                ("white space (character)", UnicodeProperties.isWhitespace(Character(scalar)), Character(scalar).isWhitespace),
                (
                    "zero width", UnicodeProperties.isZeroWidth(scalar),
                    [.nonspacingMark, .enclosingMark, .format].contains(properties.generalCategory)
                ),
                ("space separator", UnicodeProperties.isSpaceSeparator(scalar), properties.generalCategory == .spaceSeparator),
            ]
            for (name, ours, library) in expected where ours != library {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)) \(name): \(ours), the library says \(library)")
            }
            let digit = properties.numericType == .decimal ? properties.numericValue.map(Int.init) : nil
            if UnicodeProperties.decimalDigitValue(scalar) != digit {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)) digit: \(String(describing: UnicodeProperties.decimalDigitValue(scalar))), the library says \(String(describing: digit))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func theTablesNameTheirVersion() {
        // A table without its version could never be compared with the library.
        #expect(UnicodePropertiesTests.tableVersion.split(separator: ".").count == 2, "\(UnicodePropertiesTests.tableVersion)")
    }

    @Test func packedCodePointsReadSevenBitsAByte() {
        // U+10FFFF is 0x43, 0x7F, 0x7F in sevens; U+0022 is two zeros and the quote itself.
        let table = PackedCodePoints("\u{43}\u{7F}\u{7F}\u{0}\u{0}\"")
        #expect(table.count == 2 && table[0] == 0x10_FFFF && table[1] == 0x22)
        // Ranges in pairs: 0x20...0x30 and 0x100...0x17F.
        let ranges = PackedCodePoints("\u{0}\u{0} \u{0}\u{0}0\u{0}\u{2}\u{0}\u{0}\u{2}\u{7F}")
        #expect(ranges.rangesContain(0x20) && ranges.rangesContain(0x30) && ranges.rangesContain(0x17F))
        #expect(!ranges.rangesContain(0x1F) && !ranges.rangesContain(0x31) && !ranges.rangesContain(0x180))
        #expect(ranges.last(atOrBefore: 0x1F) == nil && ranges.last(atOrBefore: 0x25) == 0x20 && ranges.last(atOrBefore: 0x10_0000) == 0x17F)
        #expect(PackedCodePoints("").count == 0 && !PackedCodePoints("").rangesContain(0))
    }

    @Test func emojiAsTheChartsSayThem() {
        // U+1F600 grinning face: emoji, drawn as emoji. U+00A9 ©: emoji, drawn
        // as text unless U+FE0F follows. "#", "*" and the digits: emoji (keycap
        // bases), as text. U+1F3FB: the lightest skin tone, a modifier.
        #expect(UnicodeProperties.isEmoji("\u{1F600}") && UnicodeProperties.isEmojiPresentation("\u{1F600}"))
        #expect(UnicodeProperties.isEmoji("\u{A9}") && !UnicodeProperties.isEmojiPresentation("\u{A9}"))
        #expect(UnicodeProperties.isEmoji("#") && UnicodeProperties.isEmoji("7") && !UnicodeProperties.isEmojiPresentation("7"))
        #expect(!UnicodeProperties.isEmoji("a") && !UnicodeProperties.isEmoji("中"))
        #expect(UnicodeProperties.isEmojiModifier("\u{1F3FB}") && UnicodeProperties.isEmojiModifier("\u{1F3FF}"))
        #expect(!UnicodeProperties.isEmojiModifier("\u{1F3FA}") && !UnicodeProperties.isEmojiModifier("\u{1F400}"))
        // U+1FAE8 shaking face, new in Unicode 15: an emoji to every device.
        #expect(UnicodeProperties.isEmojiPresentation("\u{1FAE8}"))
    }

    @Test func whiteSpaceSeparatorsAndMarks() {
        for space in ["\t", "\n", "\r", " ", "\u{85}", "\u{A0}", "\u{2003}", "\u{2028}", "\u{3000}"] as [Unicode.Scalar] {
            #expect(UnicodeProperties.isWhitespace(space), "U+\(String(space.value, radix: 16))")
        }
        // U+200B zero width space is a format character, not white space.
        #expect(!UnicodeProperties.isWhitespace(Unicode.Scalar(0x200B)!) && UnicodeProperties.isZeroWidth("\u{200B}"))
        #expect(!UnicodeProperties.isWhitespace("x" as Unicode.Scalar) && !UnicodeProperties.isWhitespace(Character("x")))
        #expect(UnicodeProperties.isWhitespace(Character("\r\n")))
        // Zs holds the spaces that separate words, not tabs or line breaks.
        #expect(UnicodeProperties.isSpaceSeparator(" ") && UnicodeProperties.isSpaceSeparator("\u{3000}"))
        #expect(!UnicodeProperties.isSpaceSeparator("\t") && !UnicodeProperties.isSpaceSeparator("\n"))
        // U+0301 combining acute (Mn), U+20DD enclosing circle (Me), U+200D ZWJ (Cf).
        #expect(UnicodeProperties.isZeroWidth("\u{301}") && UnicodeProperties.isZeroWidth("\u{20DD}") && UnicodeProperties.isZeroWidth("\u{200D}"))
        #expect(!UnicodeProperties.isZeroWidth("e") && !UnicodeProperties.isZeroWidth(" ") && !UnicodeProperties.isZeroWidth("中"))
    }

    @Test func decimalDigitsOfEveryScript() {
        #expect(UnicodeProperties.decimalDigitValue("0") == 0 && UnicodeProperties.decimalDigitValue("9") == 9)
        #expect(UnicodeProperties.decimalDigitValue("\u{667}") == 7)  // ARABIC-INDIC DIGIT SEVEN
        #expect(UnicodeProperties.decimalDigitValue("\u{FF17}") == 7)  // FULLWIDTH DIGIT SEVEN
        #expect(UnicodeProperties.decimalDigitValue("\u{1D7D9}") == 1)  // MATHEMATICAL DOUBLE-STRUCK DIGIT ONE
        // Digits that are not decimal (Numeric_Type Digit or Numeric) are not read as digits.
        #expect(UnicodeProperties.decimalDigitValue("\u{B2}") == nil)  // SUPERSCRIPT TWO
        #expect(UnicodeProperties.decimalDigitValue("\u{2460}") == nil)  // CIRCLED DIGIT ONE
        #expect(UnicodeProperties.decimalDigitValue("\u{3007}") == nil)  // IDEOGRAPHIC NUMBER ZERO
        #expect(UnicodeProperties.decimalDigitValue(":") == nil && UnicodeProperties.decimalDigitValue("/") == nil)
        #expect(UnicodeProperties.decimalDigitValue("\u{10FFFF}") == nil && UnicodeProperties.decimalDigitValue("\u{0}") == nil)
    }
}
