extension TextViewFilter {
    /// Replaces the UTF-16 range `start..<end` of the committed text with
    /// `inserted` (both within bounds) and applies every rule, leaving the
    /// caret after what was kept of `inserted`.
    ///
    /// Only a window around the edit is re-segmented: from two graphemes
    /// before it to two graphemes after it (further across a run of regional
    /// indicators, whose pairing into flags can shift). Grapheme boundaries
    /// outside that window are the same before and after the edit, so the
    /// text's length changes by the window's change, and an edit at the end of
    /// a long text costs what it costs at the end of a short one.
    ///
    /// The text is kept in chunks (`TextChunks`): the window is worked out
    /// in the chunks the edit touches (and their neighbours when the window
    /// reaches past them), which are then put back, so the edit costs the
    /// same at the start, the middle or the end of a long text.
    func commit(_ state: inout State, start: Int, end: Int, inserted: String) -> EditOutcome {
        let (chunks, edited, count, plan) = chunkEdit(of: state, start: start, end: end, inserted: inserted)
        state.storage.replace(chunks, with: edited, utf16Count: count)
        state.measuredLength = plan.length
        state.selection = Selection(location: plan.caret)
        var cut = plan.cut

        if leadingWhitespace == .forbidden && plan.reachesStart && state.storage.first.map(UnicodeProperties.isWhitespace) == true {
            removeLeadingWhitespace(from: &state)
        }
        if let maxLength, state.length > maxLength {
            // Only a deletion can get here: taking a joiner out of a ZWJ
            // sequence splits one grapheme into several. Cut the end, as the seed does.
            let kept = prefix(of: state.text, fitting: maxLength)
            state.replaceText(with: kept, length: lengthUnit.measure(kept))
            state.selection = Selection(location: min(state.selection.location, state.utf16Length))
            cut = true
        }
        return EditOutcome(changed: plan.changed, cut: cut)
    }

    /// The edit worked out in the chunks it falls in: which chunks it
    /// replaces, with what text of how many UTF-16 units, and its plan. It
    /// only reads the state, and keeps no reference to the chunks, which
    /// the caller then edits in place.
    private func chunkEdit(
        of state: State, start: Int, end: Int, inserted: String
    ) -> (chunks: ClosedRange<Int>, text: String, utf16Count: Int, plan: EditPlan) {
        var (first, offset) = state.storage.chunk(endingAtOrAfter: start)
        var last = state.storage.chunk(endingAtOrAfter: end).index
        func workedOut() -> (local: String, plan: EditPlan) {
            let local = state.storage.text(of: first...last)
            let units = state.storage.utf16Count(of: first...last)
            let reachesEnd = last == state.storage.chunks.count - 1
            return (local, planEdit(of: state, in: local, at: offset, units: units, reachesEnd: reachesEnd, start: start, end: end, inserted: inserted))
        }
        var (local, plan) = workedOut()
        // A window cut short by the chunks' edges takes in the next chunk and is worked out again.
        while true {
            let widensDown = plan.lowIndex == local.startIndex && first > 0
            let widensUp = plan.highIndex == local.endIndex && last < state.storage.chunks.count - 1
            guard widensDown || widensUp else { break }
            if widensDown {
                first -= 1
                offset -= state.storage.utf16Counts[first]
            }
            if widensUp { last += 1 }
            (local, plan) = workedOut()
        }
        let count = state.storage.utf16Count(of: first...last) - (plan.high - plan.low) + plan.window.utf16.count
        let edited = String(local[..<plan.lowIndex]) + plan.window + String(local[plan.highIndex...])
        return (first...last, edited, count, plan)
    }

    /// An edit worked out on its window, ready to splice in.
    private struct EditPlan {
        /// The window's bounds in the chunks the edit was worked out in.
        var lowIndex: String.Index
        var highIndex: String.Index
        /// The window's bounds as UTF-16 offsets of the whole text.
        var low: Int
        var high: Int
        /// The window's new text.
        var window: String
        /// The whole text's new length in the configured unit.
        var length: Int
        var caret: Int
        var cut: Bool
        var changed: Bool
        /// Whether the window starts at the start of the text.
        var reachesStart: Bool
    }

    /// The edit of the whole text's UTF-16 range `rawStart..<rawEnd`,
    /// worked out in `text`: whole chunks of it (`units` UTF-16 units long)
    /// starting at UTF-16 `offset`, reaching the text's end when
    /// `reachesEnd` says so.
    private func planEdit(
        of state: State, in text: String, at offset: Int, units: Int, reachesEnd: Bool, start rawStart: Int, end rawEnd: Int, inserted: String
    ) -> EditPlan {
        // An empty range inside a surrogate pair is a caret: it moves before
        // the pair. A non-empty one grows to cover the whole scalar.
        let (startIndex, start) = Self.index(at: rawStart - offset, in: text, units: units, roundingUp: false)
        let (endIndex, end) =
            rawEnd > rawStart
            ? Self.index(at: rawEnd - offset, in: text, units: units, roundingUp: true) : (startIndex, start)
        let lowIndex = Self.windowStart(before: startIndex, in: text)
        let highIndex = Self.windowEnd(after: endIndex, in: text)
        let low = offset + start - text.utf16.distance(from: lowIndex, to: startIndex)
        let high = offset + end + text.utf16.distance(from: endIndex, to: highIndex)
        let oldWindow = text[lowIndex..<highIndex]
        let base = state.length - lengthUnit.measure(oldWindow)

        var window = String(text[lowIndex..<startIndex]) + inserted + String(text[endIndex..<highIndex])
        var marks = InsertionMarks(start: offset + start - low, end: offset + start - low + inserted.utf16.count)
        // The seed's first rule looks at the whole text as the edit left it:
        // the window holds all of it when it is this short.
        if leadingWhitespace == .clearsLoneSpace && low == 0 && reachesEnd && highIndex == text.endIndex
            && LeadingWhitespacePolicy.isLoneSpace(window)
        {
            marks.remove(0, window.utf16.count)
            window = ""
        }
        if removesEmoji { Self.removeEmoji(from: &window, marks: &marks) }
        if leadingWhitespace == .forbidden && low == 0 { Self.removeLeadingWhitespace(from: &window, marks: &marks) }
        var measure = lengthUnit.measure(window)
        var cut = false
        if let maxLength, base + measure > maxLength {
            cut = true
            cutInsertion(from: &window, marks: &marks, base: base, limit: maxLength)
            // The cut joins what stays of the insertion to the text after it,
            // which can form an emoji ("©" kept, then an existing U+FE0F).
            if removesEmoji { Self.removeEmoji(from: &window, marks: &marks) }
            measure = lengthUnit.measure(window)
        }
        return EditPlan(
            lowIndex: lowIndex, highIndex: highIndex, low: low, high: high, window: window,
            length: base + measure,
            caret: low + marks.end, cut: cut, changed: !window.utf8.elementsEqual(oldWindow.utf8), reachesStart: low == 0)
    }

    // MARK: Positions

    /// The index at a UTF-16 offset of `text` (a chunk or a few), moved off
    /// the middle of a surrogate pair (down for a start, up for an end),
    /// with the offset it ends up at.
    /// `units` is `text`'s UTF-16 length: its end is found without a walk,
    /// and an offset nearer the end is walked to from there.
    static func index(at offset: Int, in text: String, units: Int, roundingUp: Bool) -> (String.Index, Int) {
        if offset <= 0 { return (text.startIndex, 0) }
        if offset >= units { return (text.endIndex, units) }
        let (index, isInsideScalar) = TextChunks.position(ofUTF16: offset, in: text, total: units)
        guard isInsideScalar else { return (index, offset) }
        return roundingUp ? (text.unicodeScalars.index(after: index), offset + 1) : (index, offset - 1)
    }

    private static func windowStart(before index: String.Index, in text: String) -> String.Index {
        var low = text.index(index, offsetBy: 0)
        for _ in 0..<2 where low > text.startIndex {
            low = text.index(before: low)
        }
        return low
    }

    private static func windowEnd(after index: String.Index, in text: String) -> String.Index {
        var high = text.index(index, offsetBy: 0)
        if high < index { high = text.index(after: high) }
        while high < text.endIndex, text[high].unicodeScalars.first.map(isRegionalIndicator) == true {
            high = text.index(after: high)
        }
        for _ in 0..<2 where high < text.endIndex {
            high = text.index(after: high)
        }
        return high
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    // MARK: Rules on the window

    /// Removes emoji graphemes, one at a time since each removal can change
    /// the segmentation around it. Of an emoji that the inserted text formed
    /// with existing text (a keycap typed after an existing digit, U+FE0F after
    /// "©"), only the inserted part goes: the existing text was not an emoji
    /// and is kept. Of one that an edit formed by joining existing text
    /// (deleting what stood between "©" and a U+FE0F), the part after the
    /// join goes, so the character typed first stays. A stray modifier (a
    /// skin tone after "你", which Unicode joins to it as one grapheme) goes
    /// alone: the character it clings to is not an emoji and stays.
    static func removeEmoji(from window: inout String, marks: inout InsertionMarks) {
        // Each search starts a grapheme before the last removal (which can
        // join its neighbours into a new emoji), not at the start: a whole
        // text set by the host is one pass, however many emoji it holds.
        var resume = window.startIndex
        while let found = Self.firstEmoji(in: window, from: resume) {
            let base = window[found].unicodeScalars.first!
            let keptBase = UnicodeProperties.isEmoji(base) ? 0 : base.utf16.count
            let lower = window.utf16.distance(from: window.startIndex, to: found) + keptBase
            let upper = lower - keptBase + window[found].utf16.count
            let overlap = (max(lower, marks.start), min(upper, marks.end))
            let isPartlyExisting = lower < marks.start || upper > marks.end
            let (from, to) =
                if isPartlyExisting && overlap.0 < overlap.1 {
                    overlap
                } else if lower < marks.end && marks.end < upper {
                    (marks.end, upper)
                } else {
                    (lower, upper)
                }
            // The grapheme before this one, by its UTF-8 offset: the text
            // before the removal does not change, so the offset stays valid.
            let previous = found > window.startIndex ? window.index(before: found) : window.startIndex
            let previousOffset = window.utf8.distance(from: window.startIndex, to: previous)
            window.removeSubrange(String.Index(utf16Offset: from, in: window)..<String.Index(utf16Offset: to, in: window))
            marks.remove(from, to)
            resume = window.utf8.index(window.startIndex, offsetBy: previousOffset)
        }
    }

    /// The first emoji grapheme at or after `start`.
    private static func firstEmoji(in window: String, from start: String.Index) -> String.Index? {
        var index = start
        while index < window.endIndex {
            if TextClassification.isEmoji(window[index]) { return index }
            index = window.index(after: index)
        }
        return nil
    }

    private static func removeLeadingWhitespace(from window: inout String, marks: inout InsertionMarks) {
        guard let first = window.firstIndex(where: { !UnicodeProperties.isWhitespace($0) }) else {
            marks.remove(0, window.utf16.count)
            window = ""
            return
        }
        let width = window.utf16.distance(from: window.startIndex, to: first)
        marks.remove(0, width)
        window.removeSubrange(..<first)
    }

    /// Leading whitespace reaching past the window (a deletion that exposed a long run of spaces).
    private func removeLeadingWhitespace(from state: inout State) {
        let removed = state.storage.removePrefix(while: UnicodeProperties.isWhitespace)
        state.measuredLength -= lengthUnit.measure(removed)
        state.selection = Selection(location: max(0, state.selection.location - removed.utf16.count))
    }

    /// Keeps the longest run of whole graphemes of the inserted text that lets
    /// the whole text fit `limit`; the text around it is kept as it was.
    private func cutInsertion(from window: inout String, marks: inout InsertionMarks, base: Int, limit: Int) {
        let insertionStart = String.Index(utf16Offset: marks.start, in: window)
        let insertionEnd = String.Index(utf16Offset: marks.end, in: window)
        var candidates = [insertionStart]
        var index = window.index(insertionStart, offsetBy: 0)
        while index < insertionEnd {
            index = window.index(after: index)
            if index > insertionStart && index < insertionEnd { candidates.append(index) }
        }
        func kept(_ cut: String.Index) -> String { String(window[..<cut]) + String(window[insertionEnd...]) }
        func fits(_ cut: String.Index) -> Bool { base + lengthUnit.measure(kept(cut)) <= limit }
        var low = 0
        var high = candidates.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(candidates[middle]) { low = middle } else { high = middle - 1 }
        }
        let cut = candidates[low]
        let cutOffset = window.utf16.distance(from: window.startIndex, to: cut)
        marks.remove(cutOffset, marks.end)
        window = kept(cut)
    }
}

/// Where the inserted text sits in the window while rules remove pieces
/// around and inside it; its end is where the caret goes.
struct InsertionMarks {
    var start: Int
    var end: Int

    /// Accounts for the removal of the UTF-16 range `lower..<upper`.
    mutating func remove(_ lower: Int, _ upper: Int) {
        func moved(_ position: Int) -> Int {
            if position >= upper { return position - (upper - lower) }
            return min(position, lower)
        }
        start = moved(start)
        end = moved(end)
    }
}
