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
            "\u{FEFF}", "提示", "😀", "👨‍👩‍👧", "e\u{301}", "\u{BF}", "\u{EF}", "\u{10FFFF}", "&amp;",
        ]
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<random.int(in: 0...10) { text += pieces[random.int(in: 0...(pieces.count - 1))] }
            // Bytes, not String's canonical equivalence.
            #expect(Array(SVGRenderer.escape(text).utf8) == Array(Self.reference(text).utf8), "\(Array(text.unicodeScalars))")
            // A slice escapes as its own text does.
            let slice = text.dropFirst()
            var out: [UInt8] = []
            SVGRenderer.escape(slice, into: &out)
            #expect(out == Array(Self.reference(String(slice)).utf8))
        }
    }
}
