import FlowCore
import FlowSpecs
import Testing

@testable import FlowRuntime
@testable import FlowJSON

/// The validator every reader of outside bytes asks first, against the
/// standard library's own reading of UTF-8.
@Suite struct UTF8ValidationTests {
    /// Bytes that are mostly UTF-8 of every length, with broken sequences,
    /// surrogates, overlong forms and values past U+10FFFF mixed in.
    static func bytes(using random: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("字".utf8), Array("😀".utf8), Array("\u{FFFF}".utf8), Array("\u{E000}".utf8),
            Array("\u{D7FF}".utf8), Array("\u{800}".utf8), Array("\u{10FFFF}".utf8), Array("天地玄黄".utf8),
            [0xED, 0xA0, 0x80], [0xE0, 0x80, 0xAF], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xBF],
            [0xE5, 0xAD], [0xE5, 0x41, 0x80], [0xEF, 0xBF], [0xFF], [0xF0, 0x9F, 0x98],
        ]
        var out: [UInt8] = []
        for _ in 0..<random.int(in: 0...40) {
            out += random.chance(0.8) ? pieces[random.int(in: 0...9)] : pieces[random.int(in: 0...(pieces.count - 1))]
        }
        return out
    }

    @Test func itFindsTheFirstBadByteWhereTheStandardLibraryWould() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<20_000 {
            let bytes = Self.bytes(using: &random)
            let found = UTF8Validation.firstInvalidByte(in: bytes)
            #expect((found == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            if let found {
                // Everything before it is well-formed, and it starts no well-formed sequence.
                #expect(String(validating: bytes[..<found], as: UTF8.self) != nil, "\(bytes) at \(found)")
                let longest = (1...4).filter { found + $0 <= bytes.count && String(validating: bytes[found..<(found + $0)], as: UTF8.self) != nil }
                #expect(longest.isEmpty, "\(bytes): a sequence of \(longest) bytes starts at \(found)")
            }
        }
    }

    @Test func aLongRunOfChineseIsReadThreeBytesAtATimeToItsEnd() {
        let text = Array(String(repeating: "天地玄黄", count: 1_000).utf8)
        #expect(UTF8Validation.firstInvalidByte(in: text) == nil)
        #expect(UTF8Validation.firstInvalidByte(in: text + [0xE5, 0xAD]) == text.count, "a sequence cut at the end")
        #expect(UTF8Validation.firstInvalidByte(in: Array(text[..<30]) + [0xED, 0xA0, 0x80] + text) == 30, "a surrogate in the run")
        #expect(UTF8Validation.firstInvalidByte(in: Array(text[..<30]) + [0xE0, 0x9F, 0xBF] + text) == 30, "an overlong form in the run")
    }
}
