import Testing

import FlowCore
@testable import FlowRuntime
@testable import FlowJSON
@testable import FlowSpecs

/// Expected sizes are worked out from the documented rules: at 14 pt a
/// narrow character is 7 wide, a wide one 14, a line 16.8 high.
@Suite struct EstimatedTextMeasurerTests {
    let measurer = EstimatedTextMeasurer()
    let font = FontSpec.system(14)
    let line = 16.8

    func lines(_ count: Int) -> Double { (Double(count) * 16.8 * 1e9).rounded() / 1e9 }

    func size(_ text: String, _ width: Double = .infinity) -> LayoutSize {
        let size = measurer.size(of: text, font: font, maxWidth: width)
        // Rounded to a billionth, so expectations can be written as products.
        return LayoutSize(width: (size.width * 1e9).rounded() / 1e9, height: (size.height * 1e9).rounded() / 1e9)
    }

    @Test func advancesFollowTheCharacterClass() {
        #expect(size("") == .zero)
        #expect(size("abc") == LayoutSize(width: 21, height: line))
        #expect(size("中文") == LayoutSize(width: 28, height: line))
        #expect(size("ａ\u{3000}") == LayoutSize(width: 28, height: line))
        #expect(size("é").width == 7)
        #expect(size("e\u{301}").width == 7, "a combining mark adds nothing")
    }

    @Test func emojiAreOneWideCharacterEach() {
        #expect(size("😀").width == 14)
        #expect(size("👍🏽").width == 14)
        #expect(size("👨‍👩‍👧").width == 14)
        #expect(size("🇺🇸").width == 14)
        #expect(size("🇺🇸🇬").width == 28)
        #expect(size("1️⃣").width == 14)
        #expect(size("©️").width == 14)
        #expect(size("©").width == 7)
        #expect(size("1\u{FE0F}").width == 7, "a digit with the selector but no keycap stays text")
        #expect(size("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}").width == 14)
    }

    @Test func wordsWrapAtSpacesWhichHang() {
        #expect(size("hello world", 50) == LayoutSize(width: 35, height: lines(2)))
        #expect(size("hello world", 77) == LayoutSize(width: 77, height: line))
        #expect(size("ab   ") == LayoutSize(width: 14, height: line), "trailing spaces are not counted")
        #expect(size("a\u{00A0}b", 14) == LayoutSize(width: 14, height: lines(2)), "a no-break space joins its word")
    }

    @Test func cjkWrapsBetweenCharacters() {
        #expect(size("你好世界", 30) == LayoutSize(width: 28, height: lines(2)))
        // 5 wide (70) + "App," (28) + 10 wide (140) = 238 fit 240; the 11th wraps.
        #expect(size("刚刚您退出App,是因为训练引起了不舒服", 240) == LayoutSize(width: 238, height: lines(2)))
    }

    /// As UIKit breaks Chinese and Japanese: no line starts with closing
    /// punctuation or ends with opening punctuation; the character before
    /// goes down with the mark instead.
    @Test func punctuationStaysWithTheCharacterItBelongsTo() {
        let font = FontSpec.system(10)  // wide 10, narrow 5
        func cut(_ text: String, _ width: Double) -> [Substring] { measurer.lines(of: text, font: font, maxWidth: width) }
        #expect(cut("一二三，", 30) == ["一二", "三，"], "a comma does not open a line")
        #expect(cut("一二三。四", 30) == ["一二", "三。四"])
        #expect(cut("一二三,", 30) == ["一二", "三,"], "nor does an ASCII one after CJK")
        #expect(cut("一二「三", 30) == ["一二", "「三"], "an opening bracket does not end a line")
        #expect(cut("「一二」三", 30) == ["「一", "二」三"], "「 stays with 一, and 二 goes down with 」")
        #expect(cut("一二 三，", 30) == ["一二", "三，"], "a space is a break")
        #expect(cut("一，，，", 20) == ["一，", "，，"], "a group that opens its line cannot move: it breaks")
        // The measured size counts the same lines, and the old line keeps what fits before the group.
        #expect(measurer.size(of: "一二三，", font: font, maxWidth: 30) == LayoutSize(width: 20, height: 24))
        #expect(measurer.size(of: "一二三四", font: font, maxWidth: 30) == LayoutSize(width: 30, height: 24), "without the mark, as before")
    }

    @Test func aWordLongerThanALineBreaksBetweenCharacters() {
        #expect(size("abcdefghij", 30) == LayoutSize(width: 28, height: lines(3)))
        #expect(size("ab abcdefghij", 30) == LayoutSize(width: 28, height: lines(4)), "the long word starts on a fresh line")
    }

    @Test func newlinesAlwaysBreak() {
        #expect(size("a\nb").height == lines(2))
        #expect(size("a\r\nb").height == lines(2))
        #expect(size("a\rb\u{2028}c").height == lines(3))
        #expect(size("a\n").height == lines(2))
        #expect(size("a\n\nb").height == lines(3))
    }

    @Test func degenerateInputsStayFiniteAndNonNegative() throws {
        #expect(size("ab", 0) == LayoutSize(width: 7, height: lines(2)))
        #expect(size("ab", -5) == LayoutSize(width: 7, height: lines(2)))
        #expect(size("ab", .nan) == LayoutSize(width: 7, height: lines(2)))
        #expect(measurer.size(of: "ab", font: .system(.nan), maxWidth: 100) == .zero)
        #expect(throws: OutOfBounds(name: "narrowAdvance", value: -1, range: EstimatedTextMeasurer.ems)) {
            try EstimatedTextMeasurer(narrowAdvance: -1, wideAdvance: 1, lineHeightMultiple: 1.2)
        }
        #expect(throws: OutOfBounds(name: "lineHeightMultiple", value: .infinity, range: EstimatedTextMeasurer.ems)) {
            try EstimatedTextMeasurer(narrowAdvance: 0.5, wideAdvance: 1, lineHeightMultiple: .infinity)
        }
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(EstimatedTextMeasurer.self, from: ["wideAdvance": 1e300]) }
        let tiny = try EstimatedTextMeasurer(narrowAdvance: 1e-300, wideAdvance: 1, lineHeightMultiple: 1.2)
            .size(of: String(repeating: "a", count: 100), font: font, maxWidth: 10)
        #expect(tiny.height == line)
    }

    @Test func lineHeightIsAMultipleOfTheFontSize() throws {
        let loose = try EstimatedTextMeasurer(narrowAdvance: 0.5, wideAdvance: 1, lineHeightMultiple: 1.5)
        #expect(loose.size(of: "a\nb", font: .system(20), maxWidth: 100).height == 60)
    }
}

@Suite struct PlainTextPathTests {
    /// The lean path for ASCII and wide text gives the full walk's answer.
    @Test func itAgreesWithTheFullWalk() {
        let pieces = [
            "a", "word", " ", "  ", "\t", "\n", "\r", "\r\n", "字", "文字", "，", "。", "\u{3000}", "1", "#", "x", "Ａ", "한", "「", "」", "(", ")", ",", "（",
        ]
        let measurer = EstimatedTextMeasurer()
        var random = SplitMix64(seed: 17)
        for _ in 0..<3_000 {
            let text = (0..<random.int(in: 1...40)).map { _ in random.element(of: pieces)! }.joined()
            let em = random.element(of: [14.0, 15, 13.2, 0])!
            let limit = random.element(of: [0.0, 30, 100, 233.7, .infinity])!
            let plain = measurer.plainSize(of: text, em: em, limit: limit)
            #expect(plain == measurer.walkSize(of: text, em: em, limit: limit), "\(text.debugDescription) at \(limit)")
            #expect(plain != nil)
        }
        #expect(measurer.plainSize(of: "a😀", em: 14, limit: 100) == nil, "an emoji leaves the text to the full walk")
        #expect(measurer.plainSize(of: "1\u{FE0F}\u{20E3}", em: 14, limit: 100) == nil)
    }
}

@Suite struct LineCuttingTests {
    let measurer = EstimatedTextMeasurer()
    let font = FontSpec.system(10)

    @Test func linesBreakAfterSpacesAroundWideCharactersAndInsideLongWords() {
        // 10-point font: narrow 5, wide 10. Forty points hold eight narrow characters.
        #expect(measurer.lines(of: "abc defg hij", font: font, maxWidth: 40) == ["abc defg", "hij"])
        #expect(measurer.lines(of: "一二三四五", font: font, maxWidth: 40) == ["一二三四", "五"])
        #expect(measurer.lines(of: "abcdefghijkl", font: font, maxWidth: 40) == ["abcdefgh", "ijkl"], "a word longer than a line")
        #expect(measurer.lines(of: "ab\ncd\r\nef\n", font: font, maxWidth: 40) == ["ab", "cd", "ef", ""])
        #expect(measurer.lines(of: "ab😀cd", font: font, maxWidth: 25) == ["ab😀", "cd"])
        #expect(measurer.lines(of: "a©️b", font: font, maxWidth: 15) == ["a©️", "b"], "©️ is a wide emoji")
        #expect(measurer.lines(of: "👨‍👩‍👧🇺🇸", font: font, maxWidth: 10) == ["👨‍👩‍👧", "🇺🇸"])
    }

    /// The lines are the ones `size` counts, each within the width when
    /// more than one character (spaces that open a line are not wrapped
    /// away, by `size`'s own rule, so they are left out of the width).
    @Test func linesAgreeWithTheMeasuredSize() {
        let pieces = [
            "a", "word", " ", "  ", "\n", "\r\n", "字", "文字", "。", "😀", "👍🏽", "🇺🇸", "1️⃣", "©️", "é", "e\u{301}", "\u{00A0}", "क्‍ष", "#",
            "，", "「", "」", "(", ")", ",", "（",
        ]
        var random = SplitMix64(seed: 23)
        for _ in 0..<3_000 {
            let text = (0..<random.int(in: 1...30)).map { _ in random.element(of: pieces)! }.joined()
            let limit = random.element(of: [0.0, 12, 40, 97.5, .infinity])!
            let lines = measurer.lines(of: text, font: font, maxWidth: limit)
            let size = measurer.size(of: text, font: font, maxWidth: limit)
            #expect(Double(lines.count) * 12 == size.height, "\(text.debugDescription) at \(limit)")
            for line in lines.map({ $0.drop { $0 == " " } }) where line.count > 1 {
                #expect(measurer.size(of: String(line), font: font, maxWidth: .infinity).width <= limit + 1e-9, "\(line.debugDescription) in \(text.debugDescription)")
            }
            #expect(lines.joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace }, "nothing lost but spaces and breaks")
        }
    }
}

/// `isWide` is Unicode's East_Asian_Width W or F (issue 26, item 8): the
/// blocks the hand-written list missed, and what is not wide.
@Suite struct EastAsianWidthTests {
    @Test(arguments: [
        (0x17000, true),  // Tangut
        (0x1B170, true),  // Nüshu
        (0x1B000, true),  // Kana Supplement
        (0x1F200, true), (0x1F265, true),  // squared ideographs
        (0x2329, true), (0x232A, true),  // angle brackets
        (0x3000, true), (0xFF01, true), (0x4E00, true), (0xAC00, true), (0x30000, true),
        (0x61, false), (0xE9, false), (0x303F, false), (0xFF61, false), (0x10FFFF, false), (0x1100 - 1, false),
    ] as [(UInt32, Bool)])
    func wideIsUnicodesWOrF(code: UInt32, wide: Bool) {
        #expect(TextClassification.isWide(Unicode.Scalar(code)!) == wide)
    }

    @Test func theTableIsOrderedAndDisjoint() {
        let table = TextClassification.wideRanges
        #expect(table.count % 2 == 0 && table.count > 200)
        let ranges = stride(from: 0, to: table.count, by: 2).map { (table[$0], table[$0 + 1]) }
        #expect(ranges.allSatisfy { $0.0 <= $0.1 })
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.1 + 1 < $1.0 }, "sorted, not touching (merged)")
        // The fast paths agree with the table.
        for value: UInt32 in [0x3041, 0x3096, 0x30A1, 0x30FA, 0x4E00, 0x9FFF, 0xAC00, 0xD7A3] {
            #expect(TextClassification.isInWideRanges(value))
        }
    }
}

/// Breaking only the lines a label shows gives the same lines as breaking
/// them all, and says when there are more.
@Suite struct ShownLinesTests {
    @Test(arguments: [
        "今天天气很好，我们一起去公园散步吧，好不好呀朋友们「你好」。", "a fairly long English sentence that wraps over several lines here",
        "👨‍👩‍👧 emoji 😀 and 中文 mixed,（括号）and words", "one\ntwo\nthree\nfour", "short", "",
    ])
    func theShownLinesAreThoseOfTheWholeWalk(text: String) {
        let measurer = EstimatedTextMeasurer()
        let font = FontSpec.system(13)
        let all = measurer.lines(of: text, font: font, maxWidth: 60)
        for shown in 1...4 {
            let some = measurer.lines(of: text, font: font, maxWidth: 60, shown: shown)
            // Each line it gives is the whole walk's line, and it gives more than `shown` exactly when there are more.
            #expect(Array(all.prefix(some.count)) == some, "\(shown) shown of \(text.debugDescription)")
            #expect((some.count > shown) == (all.count > shown))
            #expect(some.count <= all.count)
        }
    }
}
