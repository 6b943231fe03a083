import Testing

import FlowCore
@testable import FlowRuntime
@testable import FlowTextInput
@testable import FlowSpecs

@Suite struct TextViewFilterTests {
    typealias Filter = TextViewFilter

    /// Runs events through a filter and returns the final state and every effect.
    func run(_ filter: Filter, _ events: [Filter.Event], from state: Filter.State = Filter.State()) -> (Filter.State, [Filter.Effect]) {
        var state = state
        var effects: [Filter.Effect] = []
        for event in events {
            effects += filter.reduce(&state, event).compactMap(\.effect)
        }
        return (state, effects)
    }

    func typing(_ text: String, into filter: Filter, from state: Filter.State = Filter.State()) -> (Filter.State, [Filter.Effect]) {
        var current = state
        var effects: [Filter.Effect] = []
        for character in text {
            let event = Filter.Event.replaced(location: current.selection.location, length: 0, with: String(character))
            effects += filter.reduce(&current, event).compactMap(\.effect)
        }
        return (current, effects)
    }

    func state(_ text: String, filter: Filter) -> Filter.State {
        run(filter, [.textSet(text: text)]).0
    }

    @Test func typingAppendsMovesTheCaretAndReportsEachChange() throws {
        let (state, effects) = typing("hé中", into: try Filter())
        #expect(state.text == "hé中")
        #expect(state.selection == .init(location: 3))
        #expect(effects == [.notifyValueChanged, .setPlaceholderVisible(visible: false), .notifyValueChanged, .notifyValueChanged])
        #expect(state.length == 3 && state.utf16Length == 3)
    }

    @Test func thePlaceholderShowsOnlyWhileThereIsNoText() throws {
        let filter = try Filter(placeholder: .init(text: "请输入提示文字"))
        var state = Filter.State()
        #expect(state.isPlaceholderVisible)
        #expect(filter.reduce(&state, .replaced(location: 0, length: 0, with: "a")).compactMap(\.effect) == [.notifyValueChanged, .setPlaceholderVisible(visible: false)])
        #expect(filter.reduce(&state, .replaced(location: 0, length: 1, with: "")).compactMap(\.effect) == [.notifyValueChanged, .setPlaceholderVisible(visible: true)])
        _ = filter.reduce(&state, .textSet(text: "x"))
        #expect(!state.isPlaceholderVisible)
        _ = filter.reduce(&state, .textSet(text: ""))
        #expect(state.isPlaceholderVisible)
    }

    @Test func thePlaceholderIsDrawnWhereTheSeedDrawsIt() throws {
        #expect(Filter.Placeholder().frame(in: Size(width: 300, height: 120)) == Rect(x: 5, y: 8, width: 290, height: 112))
        let alert = Filter.Placeholder(text: "请输入提示文字", origin: Point(x: 19, y: 12))
        #expect(alert.frame(in: Size(width: 240, height: 120)) == Rect(x: 19, y: 12, width: 202, height: 108))
        #expect(Filter.Placeholder().frame(in: Size(width: 4, height: 2)) == Rect(x: 5, y: 8, width: 0, height: 0))
    }

    @Test func theSeedClearsALoneSpaceOrNewlineOnly() throws {
        let filter = try Filter()
        let (space, spaceEffects) = typing(" ", into: filter)
        // The seed's didValueChange runs on the edit, though its rule clears the space (T9).
        #expect(space.text.isEmpty && spaceEffects == [.notifyValueChanged])
        #expect(typing(" ", into: try Filter(changeReporting: .realChanges)).1.isEmpty, "only real changes, as an option")
        #expect(typing("\n", into: filter).0.text.isEmpty)
        #expect(typing("\t", into: filter).0.text == "\t", "not one of the two the seed clears")
        #expect(typing("\u{3000}", into: filter).0.text == "\u{3000}")
        #expect(typing("  ", into: filter).0.text == "", "typed one at a time, each space is alone")
        #expect(run(filter, [.replaced(location: 0, length: 0, with: "  ")]).0.text == "  ", "pasted, two spaces are not one")
        // Deleting what followed a leading space leaves it alone: cleared.
        let left = run(filter, [.textSet(text: " a"), .replaced(location: 1, length: 1, with: "")])
        #expect(left.0.text.isEmpty && left.1.last == .setPlaceholderVisible(visible: true))
    }

    @Test func theForbiddenPolicyNeverLetsTextStartWithSpacesOrNewlines() throws {
        let filter = try Filter(leadingWhitespace: .forbidden, changeReporting: .realChanges)
        let (space, spaceEffects) = typing(" ", into: filter)
        #expect(space.text.isEmpty && spaceEffects.isEmpty)
        #expect(typing("\n", into: filter).0.text.isEmpty)
        #expect(typing("\u{3000}", into: filter).0.text.isEmpty, "an ideographic space is a space")
        let pasted = run(filter, [.replaced(location: 0, length: 0, with: "  \n hello  world \n")]).0
        #expect(pasted.text == "hello  world \n")
        #expect(pasted.selection.location == pasted.utf16Length)
        let exposed = run(filter, [.textSet(text: "ab      cd"), .replaced(location: 0, length: 2, with: "")]).0
        #expect(exposed.text == "cd", "deleting the first word must not leave the spaces after it at the start")
        #expect(exposed.selection.location == 0)
        let allowed = try Filter(leadingWhitespace: .allowed)
        #expect(typing(" ", into: allowed).0.text == " ")
    }

    @Test func emojiAreRemovedWhenAskedAndOnlyEmoji() throws {
        let filter = try Filter(removesEmoji: true)
        let pasted = "a😀b🇺🇸c👨‍👩‍👧d👍🏽e1️⃣f#*9©©️g☺️क्‍षh🏴󠁧󠁢󠁥󠁮󠁧󠁿"
        let state = run(filter, [.replaced(location: 0, length: 0, with: pasted)]).0
        #expect(state.text == "abcdef#*9©gक्‍षh")
        #expect(state.length == state.text.count)
        let kept = try Filter()
        #expect(run(kept, [.replaced(location: 0, length: 0, with: pasted)]).0.text == pasted)
    }

    @Test func anEmojiFormedWithExistingTextLosesOnlyTheTypedPart() throws {
        let filter = try Filter(removesEmoji: true)
        let keycap = run(filter, [.textSet(text: "1"), .replaced(location: 1, length: 0, with: "\u{FE0F}\u{20E3}")]).0
        #expect(keycap.text == "1")
        let copyright = run(filter, [.textSet(text: "©"), .replaced(location: 1, length: 0, with: "\u{FE0F}x")]).0
        #expect(copyright.text == "©x")
        #expect(copyright.selection.location == 2)
    }

    @Test func theMaximumCutsTypingAtTheEnd() throws {
        let filter = try Filter(maxLength: 5)
        let (full, _) = typing("hello", into: filter)
        var state = full
        let effects = filter.reduce(&state, .replaced(location: 5, length: 0, with: "!")).compactMap(\.effect)
        #expect(state.text == "hello")
        // The seed calls didMaxLength, then didValueChange on the notification.
        #expect(effects == [.notifyMaxLengthReached(limit: 5), .notifyValueChanged])
    }

    @Test func aPasteInTheMiddleIsCutNotTheExistingTail() throws {
        let filter = try Filter(maxLength: 6)
        let state = run(filter, [.textSet(text: "abcd"), .replaced(location: 2, length: 0, with: "XYZW")]).0
        #expect(state.text == "abXYcd")
        #expect(state.selection == .init(location: 4))
    }

    @Test func cutsNeverSplitAGrapheme() throws {
        let family = "👨‍👩‍👧"
        let graphemes = try Filter(maxLength: 3)
        #expect(run(graphemes, [.textSet(text: "ab"), .replaced(location: 2, length: 0, with: family + "🇺🇸")]).0.text == "ab" + family)
        let units = try Filter(maxLength: 9, lengthUnit: .utf16)
        let cut = run(units, [.textSet(text: "ab"), .replaced(location: 2, length: 0, with: "🇺🇸" + family)]).0
        #expect(cut.text == "ab🇺🇸", "the family needs 8 units and only 3 are left")
        #expect(cut.length == 6)
        let keycaps = try Filter(maxLength: 2)
        #expect(run(keycaps, [.replaced(location: 0, length: 0, with: "1️⃣👍🏽x")]).0.text == "1️⃣👍🏽")
    }

    @Test func weightedLengthCountsCJKAndEmojiAsTwo() throws {
        let filter = try Filter(maxLength: 5, lengthUnit: .weighted)
        let state = run(filter, [.replaced(location: 0, length: 0, with: "中a😀b")]).0
        #expect(state.text == "中a😀")
        #expect(state.length == 5)
        #expect(TextLengthUnit.weighted.measure("ｆ가あ한") == 8)
        #expect(TextLengthUnit.weighted.measure("abc") == 3)
    }

    /// Issue 26 item 7: only the modifier goes, never the character it clings to.
    @Test func aStraySkinToneModifierIsRemovedAlone() throws {
        let filter = try Filter(removesEmoji: true)
        #expect(run(filter, [.replaced(location: 0, length: 0, with: "你🏽好a🏻b")]).0.text == "你好ab")
        #expect(run(filter, [.textSet(text: "ab"), .replaced(location: 2, length: 0, with: "x🏽")]).0.text == "abx")
        #expect(run(filter, [.replaced(location: 0, length: 0, with: "👍🏽ok")]).0.text == "ok", "a whole emoji still goes whole")
    }

    @Test func nothingIsFilteredWhileComposing() throws {
        let filter = try Filter(removesEmoji: true, maxLength: 3, changeReporting: .realChanges)
        var state = run(filter, [.textSet(text: "ab")]).0
        let composing = filter.reduce(&state, .markedTextChanged(text: "nihao")).compactMap(\.effect)
        #expect(composing.isEmpty, "no change to the committed text, no cut")
        #expect(state.text == "ab")
        #expect(state.displayedText == "abnihao")
        #expect(state.marked == .init(location: 2, text: "nihao"))
        let committed = filter.reduce(&state, .replaced(location: 2, length: 5, with: "你好")).compactMap(\.effect)
        #expect(state.text == "ab你")
        #expect(state.marked == nil)
        #expect(committed == [.notifyMaxLengthReached(limit: 3), .notifyValueChanged])
    }

    @Test func thePlaceholderStaysHiddenWhileComposingIntoEmptyText() throws {
        let filter = try Filter(changeReporting: .realChanges)
        var state = Filter.State()
        #expect(filter.reduce(&state, .markedTextChanged(text: "ㅎ")).compactMap(\.effect) == [.setPlaceholderVisible(visible: false)])
        _ = filter.reduce(&state, .markedTextChanged(text: "하"))
        #expect(!state.isPlaceholderVisible && state.text.isEmpty)
        #expect(filter.reduce(&state, .markedTextChanged(text: "")).compactMap(\.effect) == [.setPlaceholderVisible(visible: true)])
        #expect(state.marked == nil)
    }

    @Test func committingMarkedTextAppliesTheRules() throws {
        let filter = try Filter(removesEmoji: true, leadingWhitespace: .forbidden)
        let state = run(filter, [.markedTextChanged(text: " 😀かな"), .markedTextCommitted]).0
        #expect(state.text == "かな")
        #expect(state.selection.location == 2)
        // The seed's rules keep the space: " 😀かな" was not a lone space when it was committed.
        #expect(run(try Filter(removesEmoji: true), [.markedTextChanged(text: " 😀かな"), .markedTextCommitted]).0.text == " かな")
    }

    @Test func movingTheCaretOutOfMarkedTextCommitsIt() throws {
        let filter = try Filter()
        var state = run(filter, [.textSet(text: "abc"), .selectionChanged(location: 1, length: 0), .markedTextChanged(text: "xy")]).0
        #expect(state.displayedText == "axybc")
        _ = filter.reduce(&state, .selectionChanged(location: 2, length: 0))
        #expect(state.marked != nil, "moving inside the marked text keeps composing")
        let effects = filter.reduce(&state, .selectionChanged(location: 5, length: 0)).compactMap(\.effect)
        #expect(state.text == "axybc" && state.marked == nil)
        #expect(state.selection == .init(location: 5))
        #expect(effects == [.notifyValueChanged])
    }

    @Test func anEditOutsideTheMarkedTextCommitsItFirst() throws {
        let filter = try Filter()
        // Displayed "axybc": index 3 is the "b" after the marked "xy".
        let state = run(filter, [.textSet(text: "abc"), .selectionChanged(location: 1, length: 0), .markedTextChanged(text: "xy"), .replaced(location: 3, length: 1, with: "Z")]).0
        #expect(state.text == "axyZc")
        #expect(state.selection == .init(location: 4))
    }

    @Test func aProgrammaticSetFiltersTheWholeText() throws {
        let filter = try Filter(removesEmoji: true, maxLength: 4, leadingWhitespace: .forbidden)
        var state = Filter.State()
        let effects = filter.reduce(&state, .textSet(text: "\n 😀hello")).compactMap(\.effect)
        #expect(state.text == "hell")
        #expect(state.selection == .init(location: 4))
        // The host's own change is not reported as a change of value (T7); the cut is.
        #expect(effects == [.notifyMaxLengthReached(limit: 4), .setPlaceholderVisible(visible: false)])
    }

    @Test func emojiAreRemovedFromTheHostsTextAsFromTypedText() throws {
        let filter = try Filter(removesEmoji: true)
        for text in ["你🏽好a🏻b", "🇨🇳🇨🇳x", "a👨‍👩‍👧b", "©️x", "1️⃣2", "𠀀🏽𠀁", "😀", "👍🏽👍🏽👍🏽a"] {
            var typed = Filter.State()
            _ = filter.reduce(&typed, .replaced(location: 0, length: 0, with: text))
            var set = Filter.State()
            _ = filter.reduce(&set, .textSet(text: text))
            #expect(set.text == typed.text, "\(text)")
        }
        var state = Filter.State()
        _ = filter.reduce(&state, .textSet(text: "你🏽好a🏻b"))
        #expect(state.text == "你好ab")
        // A long text with many emoji is one pass (it used to be one pass an emoji).
        let long = String(repeating: "字😀", count: 20_000)
        _ = filter.reduce(&state, .textSet(text: long))
        #expect(state.text == String(repeating: "字", count: 20_000))
    }

    @Test func outOfRangeAndReversedRangesAreClamped() throws {
        let filter = try Filter()
        #expect(run(filter, [.textSet(text: "abc"), .replaced(location: 100, length: 5, with: "x")]).0.text == "abcx")
        #expect(run(filter, [.textSet(text: "abc"), .replaced(location: -4, length: 1, with: "x")]).0.text == "xabc")
        #expect(run(filter, [.textSet(text: "abcd"), .replaced(location: 3, length: -2, with: "")]).0.text == "ad")
        #expect(run(filter, [.textSet(text: "abc"), .replaced(location: .max, length: .max, with: "x")]).0.text == "abcx")
        #expect(run(filter, [.textSet(text: "abc"), .replaced(location: .min, length: .min, with: "x")]).0.text == "xabc")
    }

    @Test func aRangeSplittingASurrogatePairCoversTheWholeScalar() throws {
        let filter = try Filter()
        let inserted = run(filter, [.textSet(text: "a😀b"), .replaced(location: 2, length: 0, with: "x")]).0
        #expect(inserted.text == "ax😀b")
        let deleted = run(filter, [.textSet(text: "a😀b"), .replaced(location: 1, length: 1, with: "")]).0
        #expect(deleted.text == "ab")
        #expect(deleted.selection == .init(location: 1))
        let selected = run(filter, [.textSet(text: "a😀b"), .selectionChanged(location: 2, length: 0)]).0
        #expect(selected.selection == .init(location: 1))
    }

    /// A text view's UTF-16 may hold a lone surrogate; bridging it to a
    /// String repairs it to U+FFFD (as the web front's `toWellFormed` does),
    /// and the filter takes the repaired text. In JSON the lone escape is an
    /// error: a spec names the character it means.
    @Test func loneSurrogatesArriveRepairedByTheFront() throws {
        let bridged = String(decoding: [0x61, 0xD83D, 0x62] as [UInt16], as: UTF16.self)
        #expect(bridged == "a\u{FFFD}b")
        let state = run(try Filter(), [.replaced(location: 0, length: 0, with: bridged)]).0
        #expect(state.text == "a\u{FFFD}b" && state.length == 3)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(#"{"replace": {"location": 0, "length": 0, "with": "a\ud83db"}}"#) }
    }

    @Test func aDeletionThatSplitsAGraphemeOverTheLimitCutsTheEnd() throws {
        let filter = try Filter(maxLength: 1)
        let family = "👨\u{200D}👩"
        var state = run(filter, [.textSet(text: family)]).0
        #expect(state.length == 1)
        let effects = filter.reduce(&state, .replaced(location: 2, length: 1, with: "")).compactMap(\.effect)
        #expect(state.text == "👨")
        #expect(effects == [.notifyMaxLengthReached(limit: 1), .notifyValueChanged])
    }

    @Test func aNegativeMaximumIsATypedError() {
        #expect(throws: TextViewFilterError.negativeMaxLength(-1)) { try Filter(maxLength: -1) }
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(Filter.self, from: .object(["maxLength": .number(-3)])) }
    }

    @Test func aLongTextIsEditedWithoutRecounting() throws {
        let filter = try Filter(maxLength: 2_000_000)
        let long = String(repeating: "文字👍🏽 ", count: 50_000)
        var state = run(filter, [.textSet(text: long)]).0
        #expect(state.length == 200_000)
        _ = filter.reduce(&state, .replaced(location: state.utf16Length, length: 0, with: "🇺"))
        _ = filter.reduce(&state, .replaced(location: state.utf16Length, length: 0, with: "🇸"))
        #expect(state.length == 200_001, "two regional indicators typed one by one pair into one flag")
        #expect(state.length == state.text.count)
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

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func windowedEditsMatchTheWholeTextRules(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let filter = try TextViewFilter(
                removesEmoji: random.chance(0.5), maxLength: random.chance(0.6) ? random.int(in: 0...24) : nil,
                lengthUnit: random.element(of: TextLengthUnit.allCases)!, leadingWhitespace: random.element(of: LeadingWhitespacePolicy.allCases)!)
            var state = TextViewFilter.State()
            _ = filter.reduce(&state, .textSet(text: TextViewFilter.randomText(using: &random, pieces: random.int(in: 0...10))))
            for _ in 0..<20 {
                let length = state.utf16Length
                let start = random.int(in: 0...length)
                let end = random.int(in: start...min(length, start + 6))
                let inserted = TextViewFilter.randomText(using: &random, pieces: random.int(in: 0...3))
                let before = state.text
                let expected = Self.reference(filter, text: before, start: start, end: end, inserted: inserted)
                _ = filter.reduce(&state, .replaced(location: start, length: end - start, with: inserted))
                #expect(state.text == expected.0, "\(before.debugDescription) [\(start), \(end)) ← \(inserted.debugDescription)")
                #expect(state.selection.location == expected.1, "caret after \(before.debugDescription) [\(start), \(end)) ← \(inserted.debugDescription)")
                #expect(state.length == filter.lengthUnit.measure(state.text))
                guard state.text == expected.0 else { return }
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
        let filter = try Filter(removesEmoji: true, maxLength: 1)
        let start = state("©a\u{FE0F}", filter: try Filter(removesEmoji: true))
        #expect(start.text == "©a\u{FE0F}" && !start.text.contains(where: TextClassification.isEmoji))
        let (after, effects) = run(filter, [.replaced(location: 1, length: 1, with: "bc")], from: start)
        #expect(after.text == "©")
        #expect(!after.text.contains(where: TextClassification.isEmoji))
        #expect(effects == [.notifyMaxLengthReached(limit: 1), .notifyValueChanged])
        #expect(after.selection == .init(location: 1))
    }

    @Test func aDeletionThatJoinsAnEmojiKeepsWhatCameFirst() throws {
        let filter = try Filter(removesEmoji: true)
        let start = state("©a\u{FE0F}", filter: filter)
        let (after, _) = run(filter, [.replaced(location: 1, length: 1, with: "")], from: start)
        #expect(after.text == "©")
        let keycap = state("1a\u{FE0F}\u{20E3}", filter: filter)
        #expect(run(filter, [.replaced(location: 1, length: 1, with: "")], from: keycap).0.text == "1")
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
        let filter = try Filter(removesEmoji: true, maxLength: 4, leadingWhitespace: .forbidden)
        var state = Filter.State()
        state.text = "  ab😀cdef"
        state.length = 1
        state.selection = .init(location: 40, length: 7)
        state.marked = .init(location: 99, text: "x")
        let effects = filter.reduce(&state, .markedTextCommitted).compactMap(\.effect)
        // The rules applied as setText applies them, then the marked text committed at the end.
        #expect(state.text == "abcd")
        #expect(state.length == 4 && state.utf16Length == 4)
        #expect(effects.contains(.notifyValueChanged) && effects.contains(.notifyMaxLengthReached(limit: 4)))
        #expect(state.marked == nil && state.selection == .init(location: 4))
        #expect(!state.isPlaceholderVisible)
    }

    @Test func aConsistentRestoredStateKeepsItsSelection() throws {
        let filter = try Filter()
        var state = Filter.State()
        state.text = "hello"
        state.selection = .init(location: 1, length: 2)
        let effects = filter.reduce(&state, .selectionChanged(location: 1, length: 2)).compactMap(\.effect)
        // Only the placeholder flag, left as an empty state has it, is put right.
        #expect(effects == [.setPlaceholderVisible(visible: false)])
        #expect(state.length == 5 && state.selection == .init(location: 1, length: 2))
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
        var adopted = state
        _ = try Filter().reduce(&adopted, .selectionChanged(location: 2, length: 0))
        #expect(adopted.length == 2)
    }
}
