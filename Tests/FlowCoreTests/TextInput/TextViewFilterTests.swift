import Testing

import FlowCore
import FlowTesting
@testable import FlowRuntime
@testable import FlowJSON
@testable import FlowTextInput
@testable import FlowSpecs

@Suite struct TextViewFilterTests {
    typealias Filter = TextViewFilter

    /// A runner for `filter`, its text first set by the host when given
    /// (what that set reports is for the tests of setting). It checks every
    /// effect and the state members a test sets; `.off` checks only what a
    /// test states, for tests about the text an edit leaves.
    func runner(_ filter: Filter, text: String? = nil, exhaustivity: Exhaustivity = .partialState) -> TestRunner<Filter> {
        let test = TestRunner(filter)
        if let text {
            test.exhaustivity = .off
            test.send(.textSet(text: text)) { $0.text = text }
        }
        test.exhaustivity = exhaustivity
        return test
    }

    /// Types `text` one character at a time at the caret, as a keyboard does,
    /// stating only that each keystroke left the text `after` says.
    func type(_ text: String, into test: TestRunner<Filter>, after: (String) -> String) {
        let exhaustivity = test.exhaustivity
        test.exhaustivity = .off
        var typed = ""
        for character in text {
            typed.append(character)
            let expected = after(typed)
            test.send(.replaced(location: test.state.selection.location, length: 0, with: String(character))) { $0.text = expected }
        }
        test.exhaustivity = exhaustivity
    }

    @Test func typingAppendsMovesTheCaretAndReportsEachChange() throws {
        let test = runner(try Filter())
        test.send(.replaced(location: 0, length: 0, with: "h"), effects: [.notifyValueChanged, .setPlaceholderVisible(visible: false)]) {
            $0.text = "h"
            $0.selection = .init(location: 1)
        }
        test.send(.replaced(location: 1, length: 0, with: "é"), effects: [.notifyValueChanged]) {
            $0.text = "hé"
            $0.selection = .init(location: 2)
        }
        test.send(.replaced(location: 2, length: 0, with: "中"), effects: [.notifyValueChanged]) {
            $0.text = "hé中"
            $0.selection = .init(location: 3)
        }
        #expect(test.state.length == 3 && test.state.utf16Length == 3)
    }

    @Test func thePlaceholderShowsOnlyWhileThereIsNoText() throws {
        let test = runner(try Filter(placeholder: .init(text: "请输入提示文字")))
        #expect(test.state.isPlaceholderVisible)
        test.send(.replaced(location: 0, length: 0, with: "a"), effects: [.notifyValueChanged, .setPlaceholderVisible(visible: false)]) { $0.text = "a" }
        test.send(.replaced(location: 0, length: 1, with: ""), effects: [.notifyValueChanged, .setPlaceholderVisible(visible: true)]) { $0.text = "" }
        test.exhaustivity = .off
        test.send(.textSet(text: "x")) { $0.isPlaceholderVisible = false }
        test.send(.textSet(text: "")) { $0.isPlaceholderVisible = true }
    }

    @Test func thePlaceholderIsDrawnWhereTheSeedDrawsIt() throws {
        #expect(Filter.Placeholder().frame(in: LayoutSize(width: 300, height: 120)) == LayoutRect(x: 5, y: 8, width: 290, height: 112))
        let alert = Filter.Placeholder(text: "请输入提示文字", origin: LayoutPoint(x: 19, y: 12))
        #expect(alert.frame(in: LayoutSize(width: 240, height: 120)) == LayoutRect(x: 19, y: 12, width: 202, height: 108))
        #expect(Filter.Placeholder().frame(in: LayoutSize(width: 4, height: 2)) == LayoutRect(x: 5, y: 8, width: 0, height: 0))
    }

    @Test func theSeedClearsALoneSpaceOrNewlineOnly() throws {
        let filter = try Filter()
        // The seed's didValueChange runs on the edit, though its rule clears the space (T9).
        runner(filter).send(.replaced(location: 0, length: 0, with: " "), effects: [.notifyValueChanged]) { $0.text = "" }
        runner(try Filter(changeReporting: .realChanges)).send(.replaced(location: 0, length: 0, with: " ")) { $0.text = "" }  // only real changes, as an option
        type("\n", into: runner(filter)) { _ in "" }
        type("\t", into: runner(filter)) { $0 }  // not one of the two the seed clears
        type("\u{3000}", into: runner(filter)) { $0 }
        type("  ", into: runner(filter)) { _ in "" }  // typed one at a time, each space is alone
        runner(filter, exhaustivity: .off).send(.replaced(location: 0, length: 0, with: "  ")) { $0.text = "  " }  // pasted, two spaces are not one
        // Deleting what followed a leading space leaves it alone: cleared.
        runner(filter, text: " a").send(.replaced(location: 1, length: 1, with: ""), effects: [.notifyValueChanged, .setPlaceholderVisible(visible: true)]) {
            $0.text = ""
        }
    }

    @Test func theForbiddenPolicyNeverLetsTextStartWithSpacesOrNewlines() throws {
        let filter = try Filter(leadingWhitespace: .forbidden, changeReporting: .realChanges)
        runner(filter).send(.replaced(location: 0, length: 0, with: " ")) { $0.text = "" }
        type("\n", into: runner(filter)) { _ in "" }
        type("\u{3000}", into: runner(filter)) { _ in "" }  // an ideographic space is a space
        runner(filter, exhaustivity: .off).send(.replaced(location: 0, length: 0, with: "  \n hello  world \n")) {
            $0.text = "hello  world \n"
            $0.selection = .init(location: 14)
        }
        // Deleting the first word must not leave the spaces after it at the start.
        runner(filter, text: "ab      cd", exhaustivity: .off).send(.replaced(location: 0, length: 2, with: "")) {
            $0.text = "cd"
            $0.selection = .init(location: 0)
        }
        type(" ", into: runner(try Filter(leadingWhitespace: .allowed))) { $0 }
    }

    @Test func emojiAreRemovedWhenAskedAndOnlyEmoji() throws {
        let pasted = "a😀b🇺🇸c👨‍👩‍👧d👍🏽e1️⃣f#*9©©️g☺️क्‍षh🏴󠁧󠁢󠁥󠁮󠁧󠁿"
        let test = runner(try Filter(removesEmoji: true), exhaustivity: .off)
        test.send(.replaced(location: 0, length: 0, with: pasted)) { $0.text = "abcdef#*9©gक्‍षh" }
        #expect(test.state.length == test.state.text.count)
        runner(try Filter(), exhaustivity: .off).send(.replaced(location: 0, length: 0, with: pasted)) { $0.text = pasted }
    }

    @Test func anEmojiFormedWithExistingTextLosesOnlyTheTypedPart() throws {
        let filter = try Filter(removesEmoji: true)
        runner(filter, text: "1", exhaustivity: .off).send(.replaced(location: 1, length: 0, with: "\u{FE0F}\u{20E3}")) { $0.text = "1" }
        runner(filter, text: "©", exhaustivity: .off).send(.replaced(location: 1, length: 0, with: "\u{FE0F}x")) {
            $0.text = "©x"
            $0.selection = .init(location: 2)
        }
    }

    @Test func theMaximumCutsTypingAtTheEnd() throws {
        let test = runner(try Filter(maxLength: 5), text: "hello")
        // The seed calls didMaxLength, then didValueChange on the notification.
        test.send(.replaced(location: 5, length: 0, with: "!"), effects: [.notifyMaxLengthReached(limit: 5), .notifyValueChanged]) { $0.text = "hello" }
    }

    @Test func aPasteInTheMiddleIsCutNotTheExistingTail() throws {
        runner(try Filter(maxLength: 6), text: "abcd", exhaustivity: .off).send(.replaced(location: 2, length: 0, with: "XYZW")) {
            $0.text = "abXYcd"
            $0.selection = .init(location: 4)
        }
    }

    @Test func cutsNeverSplitAGrapheme() throws {
        let family = "👨‍👩‍👧"
        runner(try Filter(maxLength: 3), text: "ab", exhaustivity: .off).send(.replaced(location: 2, length: 0, with: family + "🇺🇸")) { $0.text = "ab" + family }
        // The family needs 8 units and only 3 are left.
        runner(try Filter(maxLength: 9, lengthUnit: .utf16), text: "ab", exhaustivity: .off).send(.replaced(location: 2, length: 0, with: "🇺🇸" + family)) {
            $0.text = "ab🇺🇸"
            $0.length = 6
        }
        runner(try Filter(maxLength: 2), exhaustivity: .off).send(.replaced(location: 0, length: 0, with: "1️⃣👍🏽x")) { $0.text = "1️⃣👍🏽" }
    }

    @Test func weightedLengthCountsCJKAndEmojiAsTwo() throws {
        runner(try Filter(maxLength: 5, lengthUnit: .weighted), exhaustivity: .off).send(.replaced(location: 0, length: 0, with: "中a😀b")) {
            $0.text = "中a😀"
            $0.length = 5
        }
        #expect(TextLengthUnit.weighted.measure("ｆ가あ한") == 8)
        #expect(TextLengthUnit.weighted.measure("abc") == 3)
    }

    /// Issue 26 item 7: only the modifier goes, never the character it clings to.
    @Test func aStraySkinToneModifierIsRemovedAlone() throws {
        let filter = try Filter(removesEmoji: true)
        runner(filter, exhaustivity: .off).send(.replaced(location: 0, length: 0, with: "你🏽好a🏻b")) { $0.text = "你好ab" }
        runner(filter, text: "ab", exhaustivity: .off).send(.replaced(location: 2, length: 0, with: "x🏽")) { $0.text = "abx" }
        // A whole emoji still goes whole.
        runner(filter, exhaustivity: .off).send(.replaced(location: 0, length: 0, with: "👍🏽ok")) { $0.text = "ok" }
    }

    @Test func nothingIsFilteredWhileComposing() throws {
        let test = runner(try Filter(removesEmoji: true, maxLength: 3, changeReporting: .realChanges), text: "ab")
        // No change to the committed text, no cut.
        test.send(.markedTextChanged(text: "nihao")) {
            $0.text = "ab"
            $0.marked = .init(location: 2, text: "nihao")
        }
        #expect(test.state.displayedText == "abnihao")
        test.send(.replaced(location: 2, length: 5, with: "你好"), effects: [.notifyMaxLengthReached(limit: 3), .notifyValueChanged]) {
            $0.text = "ab你"
            $0.marked = nil
        }
    }

    @Test func thePlaceholderStaysHiddenWhileComposingIntoEmptyText() throws {
        let test = runner(try Filter(changeReporting: .realChanges))
        test.send(.markedTextChanged(text: "ㅎ"), effects: [.setPlaceholderVisible(visible: false)])
        test.send(.markedTextChanged(text: "하")) {
            $0.isPlaceholderVisible = false
            $0.text = ""
        }
        test.send(.markedTextChanged(text: ""), effects: [.setPlaceholderVisible(visible: true)]) { $0.marked = nil }
    }

    @Test func committingMarkedTextAppliesTheRules() throws {
        let test = runner(try Filter(removesEmoji: true, leadingWhitespace: .forbidden), exhaustivity: .off)
        test.send(.markedTextChanged(text: " 😀かな"))
        test.send(.markedTextCommitted) {
            $0.text = "かな"
            $0.selection = .init(location: 2)
        }
        // The seed's rules keep the space: " 😀かな" was not a lone space when it was committed.
        let seed = runner(try Filter(removesEmoji: true), exhaustivity: .off)
        seed.send(.markedTextChanged(text: " 😀かな"))
        seed.send(.markedTextCommitted) { $0.text = " かな" }
    }

    @Test func movingTheCaretOutOfMarkedTextCommitsIt() throws {
        let test = runner(try Filter(), text: "abc", exhaustivity: .off)
        test.send(.selectionChanged(location: 1, length: 0))
        test.send(.markedTextChanged(text: "xy"))
        #expect(test.state.displayedText == "axybc")
        test.exhaustivity = .partialState
        // Moving inside the marked text keeps composing.
        test.send(.selectionChanged(location: 2, length: 0)) { $0.marked = .init(location: 1, text: "xy") }
        test.send(.selectionChanged(location: 5, length: 0), effects: [.notifyValueChanged]) {
            $0.text = "axybc"
            $0.marked = nil
            $0.selection = .init(location: 5)
        }
    }

    @Test func anEditOutsideTheMarkedTextCommitsItFirst() throws {
        let test = runner(try Filter(), text: "abc", exhaustivity: .off)
        test.send(.selectionChanged(location: 1, length: 0))
        test.send(.markedTextChanged(text: "xy"))
        // Displayed "axybc": index 3 is the "b" after the marked "xy".
        test.send(.replaced(location: 3, length: 1, with: "Z")) {
            $0.text = "axyZc"
            $0.selection = .init(location: 4)
        }
    }

    @Test func aProgrammaticSetFiltersTheWholeText() throws {
        let test = runner(try Filter(removesEmoji: true, maxLength: 4, leadingWhitespace: .forbidden))
        // The host's own change is not reported as a change of value (T7); the cut is.
        test.send(.textSet(text: "\n 😀hello"), effects: [.notifyMaxLengthReached(limit: 4), .setPlaceholderVisible(visible: false)]) {
            $0.text = "hell"
            $0.selection = .init(location: 4)
        }
    }

    @Test func emojiAreRemovedFromTheHostsTextAsFromTypedText() throws {
        let filter = try Filter(removesEmoji: true)
        for text in ["你🏽好a🏻b", "🇨🇳🇨🇳x", "a👨‍👩‍👧b", "©️x", "1️⃣2", "𠀀🏽𠀁", "😀", "👍🏽👍🏽👍🏽a"] {
            let typed = runner(filter, exhaustivity: .off)
            typed.send(.replaced(location: 0, length: 0, with: text))
            runner(filter, exhaustivity: .off).send(.textSet(text: text)) { $0.text = typed.state.text }
        }
        let test = runner(filter, exhaustivity: .off)
        test.send(.textSet(text: "你🏽好a🏻b")) { $0.text = "你好ab" }
        // A long text with many emoji is one pass (it used to be one pass an emoji).
        test.send(.textSet(text: String(repeating: "字😀", count: 20_000))) { $0.text = String(repeating: "字", count: 20_000) }
    }

    @Test func outOfRangeAndReversedRangesAreClamped() throws {
        let filter = try Filter()
        for (text, location, length, result) in [
            ("abc", 100, 5, "abcx"), ("abc", -4, 1, "xabc"), ("abc", .max, .max, "abcx"), ("abc", .min, .min, "xabc"),
        ] {
            runner(filter, text: text, exhaustivity: .off).send(.replaced(location: location, length: length, with: "x")) { $0.text = result }
        }
        runner(filter, text: "abcd", exhaustivity: .off).send(.replaced(location: 3, length: -2, with: "")) { $0.text = "ad" }
    }

    @Test func aRangeSplittingASurrogatePairCoversTheWholeScalar() throws {
        let filter = try Filter()
        runner(filter, text: "a😀b", exhaustivity: .off).send(.replaced(location: 2, length: 0, with: "x")) { $0.text = "ax😀b" }
        runner(filter, text: "a😀b", exhaustivity: .off).send(.replaced(location: 1, length: 1, with: "")) {
            $0.text = "ab"
            $0.selection = .init(location: 1)
        }
        runner(filter, text: "a😀b").send(.selectionChanged(location: 2, length: 0)) { $0.selection = .init(location: 1) }
    }

    /// A text view's UTF-16 may hold a lone surrogate; bridging it to a
    /// String repairs it to U+FFFD (as the web front's `toWellFormed` does),
    /// and the filter takes the repaired text. In JSON the lone escape is an
    /// error: a spec names the character it means.
    @Test func loneSurrogatesArriveRepairedByTheFront() throws {
        let bridged = String(decoding: [0x61, 0xD83D, 0x62] as [UInt16], as: UTF16.self)
        #expect(bridged == "a\u{FFFD}b")
        runner(try Filter(), exhaustivity: .off).send(.replaced(location: 0, length: 0, with: bridged)) {
            $0.text = "a\u{FFFD}b"
            $0.length = 3
        }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(#"{"replace": {"location": 0, "length": 0, "with": "a\ud83db"}}"#) }
    }

    @Test func aDeletionThatSplitsAGraphemeOverTheLimitCutsTheEnd() throws {
        let family = "👨\u{200D}👩"
        let test = runner(try Filter(maxLength: 1), text: family)
        #expect(test.state.length == 1)
        test.send(.replaced(location: 2, length: 1, with: ""), effects: [.notifyMaxLengthReached(limit: 1), .notifyValueChanged]) { $0.text = "👨" }
    }

    @Test func aNegativeMaximumIsATypedError() {
        #expect(throws: TextViewFilterError.negativeMaxLength(-1)) { try Filter(maxLength: -1) }
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(Filter.self, from: .object(["maxLength": .number(-3)])) }
    }

    @Test func aLongTextIsEditedWithoutRecounting() throws {
        let test = runner(try Filter(maxLength: 2_000_000), text: String(repeating: "文字👍🏽 ", count: 50_000))
        #expect(test.state.length == 200_000)
        test.send(.replaced(location: test.state.utf16Length, length: 0, with: "🇺"), effects: [.notifyValueChanged]) { $0.length = 200_001 }
        // Two regional indicators typed one by one pair into one flag.
        test.send(.replaced(location: test.state.utf16Length, length: 0, with: "🇸"), effects: [.notifyValueChanged]) { $0.length = 200_001 }
        #expect(test.state.length == test.state.text.count)
    }
}


/// The window-based edit against a plain reading of the rules on the whole
/// text, on random edits of tricky text.
@Suite struct TextViewFilterDifferentialTests {
    /// The rules applied to the whole text at once, without windows.
    static func reference(_ filter: TextViewFilter, text: String, start: Int, end: Int, inserted: String) -> (String, Int) {
        let unitsBefore = Array(text.utf16)
        var lower = start
        var upper = end
        if lower > 0, lower < unitsBefore.count, UTF16.isTrailSurrogate(unitsBefore[lower]) { lower -= 1 }
        if upper > 0, upper < unitsBefore.count, UTF16.isTrailSurrogate(unitsBefore[upper]) { upper += 1 }
        if start == end { upper = lower }
        let prefix = String(decoding: unitsBefore[..<lower], as: UTF16.self)
        let suffix = String(decoding: unitsBefore[upper...], as: UTF16.self)
        var whole = prefix + inserted + suffix
        var marks = InsertionMarks(start: lower, end: lower + inserted.utf16.count)
        func removeUnits(_ from: Int, _ to: Int) {
            var units = Array(whole.utf16)
            units.removeSubrange(from..<to)
            whole = String(decoding: units, as: UTF16.self)
            marks.remove(from, to)
        }
        // An emoji partly inserted loses its inserted part; one formed by
        // joining existing text loses what follows the join; any other goes whole.
        func removeEmoji() {
            guard filter.removesEmoji else { return }
            while let found = whole.indices.first(where: { TextClassification.isEmoji(whole[$0]) }) {
                // A non-emoji base (a modifier clinging to "你") stays; the rest of the grapheme goes.
                let base = whole[found].unicodeScalars.first!
                let high = whole.utf16.distance(from: whole.startIndex, to: found) + whole[found].utf16.count
                let low = whole.utf16.distance(from: whole.startIndex, to: found) + (base.properties.isEmoji ? 0 : base.utf16.count)
                let partly = low < marks.start || high > marks.end
                let overlap = (max(low, marks.start), min(high, marks.end))
                let (from, to) =
                    if partly && overlap.0 < overlap.1 { overlap } else if low < marks.end && marks.end < high { (marks.end, high) } else { (low, high) }
                removeUnits(from, to)
            }
        }
        // The seed's first rule looks at the edit's raw result, before any other.
        if filter.leadingWhitespace == .clearsLoneSpace && LeadingWhitespacePolicy.isLoneSpace(whole) { removeUnits(0, whole.utf16.count) }
        removeEmoji()
        func stripLeadingWhitespace() {
            guard filter.leadingWhitespace == .forbidden else { return }
            let first = whole.firstIndex(where: { !$0.isWhitespace }) ?? whole.endIndex
            removeUnits(0, whole.utf16.distance(from: whole.startIndex, to: first))
        }
        stripLeadingWhitespace()
        if let limit = filter.maxLength, filter.lengthUnit.measure(whole) > limit {
            let units = Array(whole.utf16)
            var best: String?
            var bestCaret = marks.start
            var cut = marks.end - 1
            while cut >= marks.start {
                let candidate = String(decoding: units[..<cut] + units[marks.end...], as: UTF16.self)
                let isBoundary = cut == marks.start || whole.indices.contains { whole.utf16.distance(from: whole.startIndex, to: $0) == cut }
                if isBoundary, filter.lengthUnit.measure(candidate) <= limit {
                    best = candidate
                    bestCaret = cut
                    break
                }
                cut -= 1
            }
            if let best {
                whole = best
                marks.end = bestCaret
            } else {
                whole = filter.prefix(of: String(decoding: units[..<marks.start] + units[marks.end...], as: UTF16.self), fitting: limit)
                marks.end = min(marks.start, whole.utf16.count)
            }
            // The cut can join an emoji, and expose whitespace at the start again.
            removeEmoji()
            stripLeadingWhitespace()
        }
        return (whole, marks.end)
    }

    /// The invariants' own readings of a text, against String's.
    @Test func theInvariantsCountAndCompareBytesAsStringDoes() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<2_000 {
            let text = TextViewFilter.randomText(using: &random, pieces: random.int(in: 0...12))
            #expect(TextViewFilter.utf16Count(of: text) == text.utf16.count, "\(text.debugDescription)")
            #expect(TextViewFilter.graphemeCount(of: text) == text.count, "\(text.debugDescription)")
            let mixed = "天a" + text + "字" + text + "b"
            #expect(TextViewFilter.graphemeCount(of: mixed) == mixed.count, "\(mixed.debugDescription)")
            var other = text
            if random.chance(0.5), let last = other.popLast() { other.append(last == "a" ? "b" : "a") }
            #expect(text.hasSameBytes(as: other) == text.utf8.elementsEqual(other.utf8), "\(text.debugDescription)")
        }
        // Texts longer than the counts' batches of 127 eight-byte words.
        for pieces in [400, 1_500, 3_000] {
            let text = TextViewFilter.randomText(using: &random, pieces: pieces)
            #expect(TextViewFilter.utf16Count(of: text) == text.utf16.count)
            #expect(TextViewFilter.graphemeCount(of: text) == text.count)
        }
        #expect(!"\u{E9}".hasSameBytes(as: "e\u{301}"), "canonically equivalent, other bytes")
        // Any two common scalars are two graphemes, the ranges' ends included.
        let ends: [UInt32] = [0x20, 0x7E, 0x3001, 0x3003, 0x3041, 0x3096, 0x30A1, 0x30FA, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xFF01, 0xFF5E]
        let common = ends + (0..<300).map { _ in ends[random.int(in: 0...(ends.count - 1))] + UInt32(random.int(in: 0...2)) }
        for first in common {
            guard let a = Unicode.Scalar(first), TextViewFilter.alwaysBreaksAround(a.value) else { continue }
            let b = Unicode.Scalar(common[random.int(in: 0...(common.count - 1))])!
            guard TextViewFilter.alwaysBreaksAround(b.value) else { continue }
            #expect("\(a)\(b)".count == 2, "U+\(String(a.value, radix: 16)) U+\(String(b.value, radix: 16))")
        }
        // Common scalars followed by what joins them: a mark, a variation
        // selector, a jamo, a kana sound mark, a ZWJ; and CR LF.
        for text in ["e\u{301}", "字\u{FE0F}", "a\u{200D}b", "か\u{3099}", "가\u{11A8}", "\r\n", "天\r\n地", "#\u{FE0F}\u{20E3}", "🇺🇸🇺🇸x", "1\u{20E3}"] {
            #expect(TextViewFilter.graphemeCount(of: text) == text.count, "\(text.debugDescription)")
        }
        for length in [7, 8, 9, 16, 17] {
            let text = String(repeating: "x", count: length)
            #expect(text.hasSameBytes(as: text) && !text.hasSameBytes(as: String(text.dropLast()) + "y"))
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func windowedEditsMatchTheWholeTextRules(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let filter = try TextViewFilter(
                removesEmoji: random.chance(0.5), maxLength: random.chance(0.6) ? random.int(in: 0...24) : nil,
                lengthUnit: random.element(of: TextLengthUnit.allCases)!, leadingWhitespace: random.element(of: LeadingWhitespacePolicy.allCases)!)
            let test = TestRunner(filter)
            test.exhaustivity = .off
            test.send(.textSet(text: TextViewFilter.randomText(using: &random, pieces: random.int(in: 0...10))))
            for _ in 0..<20 {
                let length = test.state.utf16Length
                let start = random.int(in: 0...length)
                let end = random.int(in: start...min(length, start + 6))
                let inserted = TextViewFilter.randomText(using: &random, pieces: random.int(in: 0...3))
                let expected = Self.reference(filter, text: test.state.text, start: start, end: end, inserted: inserted)
                test.send(.replaced(location: start, length: end - start, with: inserted)) {
                    $0.text = expected.0
                    $0.selection = .init(location: expected.1)
                    $0.length = filter.lengthUnit.measure(expected.0)
                }
                guard test.state.text == expected.0 else { return }
            }
        }
    }
}

/// Inputs a fuzzer found, and states that come from outside.
extension TextViewFilterTests {
    // MARK: Joins that form emoji

    @Test func aCutThatJoinsTheRestIntoAnEmojiRemovesTheJoinedMark() throws {
        // "©" then "a" with a variation selector: no emoji. Replacing "a" with
        // text that does not fit leaves "©" next to U+FE0F, which is "©️".
        let start = runner(try Filter(removesEmoji: true), text: "©a\u{FE0F}").state
        #expect(!start.text.contains(where: TextClassification.isEmoji))
        let test = TestRunner(try Filter(removesEmoji: true, maxLength: 1), state: start)
        test.exhaustivity = .partialState
        test.send(.replaced(location: 1, length: 1, with: "bc"), effects: [.notifyMaxLengthReached(limit: 1), .notifyValueChanged]) {
            $0.text = "©"
            $0.selection = .init(location: 1)
        }
        #expect(!test.state.text.contains(where: TextClassification.isEmoji))
    }

    @Test func aDeletionThatJoinsAnEmojiKeepsWhatCameFirst() throws {
        let filter = try Filter(removesEmoji: true)
        runner(filter, text: "©a\u{FE0F}", exhaustivity: .off).send(.replaced(location: 1, length: 1, with: "")) { $0.text = "©" }
        runner(filter, text: "1a\u{FE0F}\u{20E3}", exhaustivity: .off).send(.replaced(location: 1, length: 1, with: "")) { $0.text = "1" }
    }

    // MARK: States from outside

    @Test func displayedTextIsTotalOnAHandBuiltState() {
        var state = Filter.State()
        state.text = "ab😀"
        state.marked = .init(location: 99, text: "中")
        #expect(state.displayedText == "ab😀中")
        state.marked = .init(location: -5, text: "中")
        #expect(state.displayedText == "中ab😀")
        // Inside the surrogate pair: before the whole emoji.
        state.marked = .init(location: 3, text: "中")
        #expect(state.displayedText == "ab中😀")
    }

    @Test func theFirstEventMakesAHandBuiltStateConsistent() throws {
        var state = Filter.State()
        state.text = "  ab😀cdef"
        state.length = 1
        state.selection = .init(location: 40, length: 7)
        state.marked = .init(location: 99, text: "x")
        let test = TestRunner(try Filter(removesEmoji: true, maxLength: 4, leadingWhitespace: .forbidden), state: state)
        test.exhaustivity = .partialState
        // The rules applied as setText applies them, then the marked text
        // committed at the end; the placeholder the empty state showed hides.
        test.send(.markedTextCommitted, effects: [.notifyMaxLengthReached(limit: 4), .notifyValueChanged, .setPlaceholderVisible(visible: false)]) {
            $0.text = "abcd"
            $0.length = 4
            $0.marked = nil
            $0.selection = .init(location: 4)
            $0.isPlaceholderVisible = false
        }
        #expect(test.state.utf16Length == 4)
    }

    @Test func aConsistentRestoredStateKeepsItsSelection() throws {
        var state = Filter.State()
        state.text = "hello"
        state.selection = .init(location: 1, length: 2)
        let test = TestRunner(try Filter(), state: state)
        test.exhaustivity = .partialState
        // Only the placeholder flag, left as an empty state has it, is put right.
        test.send(.selectionChanged(location: 1, length: 2), effects: [.setPlaceholderVisible(visible: false)]) {
            $0.length = 5
            $0.selection = .init(location: 1, length: 2)
        }
    }

    @Test(arguments: [
        (#"{"text": "ab", "utf16Length": 3, "selection": {"location": 0, "length": 0}}"#, "utf16Length is 3, but the text has 2 UTF-16 units"),
        (#"{"text": "ab", "selection": {"location": 3, "length": 0}}"#, "the selection 3+0 lies outside the displayed text's 0...2"),
        (#"{"text": "ab", "selection": {"location": -1, "length": 0}}"#, "the selection -1+0 lies outside"),
        (#"{"text": "ab", "selection": {"location": 9007199254740991, "length": 9007199254740991}}"#, "lies outside"),
        (#"{"text": "ab", "marked": {"location": 5, "text": "x"}, "selection": {"location": 0, "length": 0}}"#, "the marked text is at 5, outside the text's 0...2"),
    ])
    func aRestoredStateThatContradictsItselfIsATypedError(json: String, says: String) throws {
        #expect {
            try JSONDecoding.decode(Filter.State.self, from: try JSONParser.parse(json))
        } throws: { error in
            let reason = (error as? JSONDecodingError)?.reason ?? ""
            return reason.hasPrefix("inconsistent state: ") && reason.contains(says)
        }
    }

    @Test func aRestoredStateMayLeaveOutWhatFollowsFromTheText() throws {
        let state = try JSONDecoding.decode(Filter.State.self, from: try JSONParser.parse(#"{"text": "a中", "selection": {"location": 2, "length": 0}}"#))
        #expect(state.utf16Length == 2 && !state.isPlaceholderVisible)
        let test = TestRunner(try Filter(), state: state)
        test.exhaustivity = .off
        test.send(.selectionChanged(location: 2, length: 0)) { $0.length = 2 }
    }
}
