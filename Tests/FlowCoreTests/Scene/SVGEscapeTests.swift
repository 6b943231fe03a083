import Testing

import FlowCore
@testable import FlowSpecs
@testable import FlowSVG

/// The SVG writer escapes text on its UTF-8 bytes; the rule is stated on
/// characters (XML 1.0's `Char` production and its five markup
/// characters). The two must agree on any text.
@Suite struct SVGEscapeTests {
    /// The rule, character by character, as XML states it.
    static func reference(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func theByteWalkAgreesWithTheCharacterRule() {
        var random = SplitMix64(seed: 0xE5C)
        let pieces: [String] = [
            "a", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{EFBF}",
            "\u{FEFF}", "提示", "很", "，", "aaaaaaa", "😀", "👨‍👩‍👧", "e\u{301}", "\u{BF}", "\u{EF}", "\u{10FFFF}", "&amp;",
        ]
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<random.int(in: 0...40) { text += pieces[random.int(in: 0...(pieces.count - 1))] }
            // Bytes, not String's canonical equivalence.
            #expect(Array(SVGRenderer.escape(text).utf8) == Array(Self.reference(text).utf8), "\(Array(text.unicodeScalars))")
            // A slice escapes as its own text does.
            let slice = text.dropFirst()
            var out: [UInt8] = []
            SVGRenderer.escape(slice, into: &out)
            #expect(out == Array(Self.reference(String(slice)).utf8))
        }
    }

    /// The word test passes eight bytes over at once; it must flag every word
    /// holding a byte the escape changes (or 0xEF, which begins U+FFFE and U+FFFF), whatever the byte's place and
    /// whatever surrounds it (ASCII, a CJK lead byte, a continuation byte).
    @Test func theWordScanFlagsEveryByteTheEscapeChanges() {
        let changed: Set<UInt8> = Set(0..<0x20).union([0x22, 0x26, 0x3C, 0x3E, 0xEF])
        for filler: UInt8 in [0x41, 0xE5, 0x88, 0x7F, 0xFF, 0x3D] {
            #expect(!EscapeScan.mayChange(UInt64(filler) &* 0x0101_0101_0101_0101), "a word of \(filler) alone needs nothing")
            for position in 0..<8 {
                for value in 0...255 {
                    let shift = UInt64(position * 8)
                    let word = (UInt64(filler) &* 0x0101_0101_0101_0101) & ~(0xFF << shift) | (UInt64(value) << shift)
                    if changed.contains(UInt8(value)) {
                        #expect(EscapeScan.mayChange(word), "byte \(value) at \(position) among \(filler)")
                    }
                }
            }
        }
    }
}
