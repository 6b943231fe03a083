extension TextViewFilter {
    /// Handles one event. A state set from outside is first made consistent:
    /// its text checked against the rules (and cut or filtered as `textSet`
    /// would, reported like an edit), its selection and marked text moved
    /// into the text.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        let wasVisible = state.isPlaceholderVisible
        var outcome = EditOutcome()
        if state.needsMeasure { outcome.merge(adopt(&state)) }
        Self.confine(&state)
        switch event {
        case .replaced(let location, let length, let text):
            replace(&state, location: location, length: length, with: text, outcome: &outcome)
        case .textSet(text: let text):
            state.marked = nil
            outcome.merge(setText(&state, text))
        case .selectionChanged(let location, let length):
            select(&state, location: location, length: length, outcome: &outcome)
        case .markedTextChanged(text: let text):
            mark(&state, text, outcome: &outcome)
        case .markedTextCommitted:
            commitMarkedText(&state, outcome: &outcome)
        }
        state.isPlaceholderVisible = state.storage.isEmpty && (state.marked?.text.isEmpty ?? true)
        // The seed calls didMaxLength before it sets the cut text, then didValueChange.
        if outcome.cut, let maxLength { commands.append(.effect(.notifyMaxLengthReached(limit: maxLength))) }
        if reportsChange(of: event, outcome) { commands.append(.effect(.notifyValueChanged)) }
        if state.isPlaceholderVisible != wasVisible {
            commands.append(.effect(.setPlaceholderVisible(visible: state.isPlaceholderVisible)))
        }
    }

    /// Whether `event` is reported as a change of value (`didValueChange`):
    /// a user edit always under the seed's `everyEdit`, else when the text
    /// differs afterwards; a selection that commits composing text when
    /// that changed the text; text the host set, never: UIKit posts no
    /// change notification for text set in code, and the host knows (T7).
    private func reportsChange(of event: Event, _ outcome: EditOutcome) -> Bool {
        switch event {
        case .replaced, .markedTextChanged, .markedTextCommitted: changeReporting == .everyEdit || outcome.changed
        case .selectionChanged: outcome.changed
        case .textSet: false
        }
    }

    /// A user edit in displayed-text coordinates. Without marked text it is
    /// an edit of the committed text. With marked text, a range inside the
    /// marked text is the input method finishing: the marked text with that
    /// range replaced is committed. Any other range first commits the marked
    /// text as it stands, then applies the edit to the committed text.
    private func replace(_ state: inout State, location: Int, length: Int, with text: String, outcome: inout EditOutcome) {
        let (start, end) = Self.clamp(location: location, length: length, upTo: state.displayedUTF16Length)
        guard let marked = state.marked else {
            outcome.merge(commit(&state, start: start, end: end, inserted: text))
            return
        }
        let markedEnd = marked.location + marked.text.utf16.count
        if start >= marked.location, end <= markedEnd {
            let lower = String.Index(utf16Offset: start - marked.location, in: marked.text)
            let upper = String.Index(utf16Offset: end - marked.location, in: marked.text)
            let finished = String(marked.text[..<lower]) + text + String(marked.text[upper...])
            state.marked = nil
            outcome.merge(commit(&state, start: marked.location, end: marked.location, inserted: finished))
            return
        }
        // Two commits: report the net change, which a single comparison
        // settles (composing text is short-lived, so the copy is affordable).
        let textBefore = state.text
        let before = state.utf16Length
        state.marked = nil
        outcome.merge(commit(&state, start: marked.location, end: marked.location, inserted: marked.text))
        let grown = state.utf16Length - before
        func committed(_ position: Int) -> Int {
            if position <= marked.location { return position }
            if position >= markedEnd { return position - marked.text.utf16.count + grown }
            return marked.location + grown
        }
        outcome.merge(commit(&state, start: committed(start), end: committed(end), inserted: text))
        outcome.changed = !textBefore.utf8.elementsEqual(state.text.utf8)
    }

    /// The input method's composing text replaces the marked text, or starts
    /// at the selection (deleting a selected range first). Nothing is filtered.
    private func mark(_ state: inout State, _ text: String, outcome: inout EditOutcome) {
        if state.marked == nil {
            let (start, end) = Self.clamp(
                location: state.selection.location, length: state.selection.length, upTo: state.utf16Length)
            if end > start { outcome.merge(commit(&state, start: start, end: end, inserted: "")) }
            let location = min(state.selection.location, state.utf16Length)
            state.marked = MarkedText(location: Self.scalarAligned(location, in: state), text: text)
        } else {
            state.marked?.text = text
        }
        guard let marked = state.marked else { return }
        if text.isEmpty {
            state.marked = nil
            state.selection = Selection(location: marked.location)
        } else {
            state.selection = Selection(location: marked.location + text.utf16.count)
        }
    }

    /// The input method committed its text: the rules apply to it now.
    private func commitMarkedText(_ state: inout State, outcome: inout EditOutcome) {
        guard let marked = state.marked else { return }
        state.marked = nil
        outcome.merge(commit(&state, start: marked.location, end: marked.location, inserted: marked.text))
    }

    /// Moves the selection; moving it out of the marked text commits that text first.
    private func select(_ state: inout State, location: Int, length: Int, outcome: inout EditOutcome) {
        var (start, end) = Self.clamp(location: location, length: length, upTo: state.displayedUTF16Length)
        if let marked = state.marked {
            let markedEnd = marked.location + marked.text.utf16.count
            guard start < marked.location || end > markedEnd else {
                state.selection = Selection(location: start, length: end - start)
                return
            }
            let before = state.utf16Length
            commitMarkedText(&state, outcome: &outcome)
            let grown = state.utf16Length - before
            func committed(_ position: Int) -> Int {
                if position <= marked.location { return position }
                if position >= markedEnd { return position - marked.text.utf16.count + grown }
                return marked.location + grown
            }
            (start, end) = (committed(start), committed(end))
        }
        let isCaret = start == end
        start = Self.scalarAligned(start, in: state)
        end = isCaret ? start : max(start, Self.scalarAligned(end, in: state, roundingUp: true))
        state.selection = Selection(location: start, length: end - start)
    }

    /// Takes in a state set from outside: its text filtered as `textSet`
    /// would, the selection kept when that changed nothing.
    private func adopt(_ state: inout State) -> EditOutcome {
        let selection = state.selection
        let outcome = setText(&state, state.text)
        if !outcome.changed && !outcome.cut { state.selection = selection }
        return outcome
    }

    /// Moves a selection and marked text that lie outside the text (a state
    /// built by hand) to the nearest place inside it.
    private static func confine(_ state: inout State) {
        if let marked = state.marked, marked.location < 0 || marked.location > state.utf16Length {
            let location = scalarAligned(marked.location, in: state)
            state.marked?.location = location
        }
        let (start, end) = clamp(location: state.selection.location, length: state.selection.length, upTo: state.displayedUTF16Length)
        if start != state.selection.location || end - start != state.selection.length {
            state.selection = Selection(location: start, length: end - start)
        }
    }

    /// Sets the whole text, filtered as if typed at once, in the seed's
    /// order: a lone space or line break cleared, emoji removed when asked
    /// (as from typed text: a stray skin tone goes, the character it clung
    /// to stays, T9), cut at the maximum (under `forbidden`, leading
    /// whitespace dropped before the cut). The caret goes to the end, as
    /// UIKit puts it.
    func setText(_ state: inout State, _ text: String) -> EditOutcome {
        var filtered = leadingWhitespace == .clearsLoneSpace && LeadingWhitespacePolicy.isLoneSpace(text) ? "" : text
        if removesEmoji { filtered = Self.removingEmoji(from: filtered) }
        if leadingWhitespace == .forbidden {
            filtered.removeSubrange(..<(filtered.firstIndex(where: { !UnicodeProperties.isWhitespace($0) }) ?? filtered.endIndex))
        }
        var cut = false
        if let maxLength, lengthUnit.measure(filtered) > maxLength {
            filtered = prefix(of: filtered, fitting: maxLength)
            cut = true
        }
        let changed = !filtered.utf8.elementsEqual(state.text.utf8)
        state.replaceText(with: filtered, length: lengthUnit.measure(filtered))
        state.selection = Selection(location: state.utf16Length)
        return EditOutcome(changed: changed, cut: cut)
    }

    /// `text` without emoji, by the rule typed text follows, as if all of
    /// it were typed at once: an emoji grapheme goes whole, but of a
    /// grapheme whose first character is not an emoji ("你" with a stray
    /// skin tone, which Unicode joins to it) only the rest goes.
    static func removingEmoji(from text: String) -> String {
        var result = text
        var marks = InsertionMarks(start: 0, end: text.utf16.count)
        removeEmoji(from: &result, marks: &marks)
        return result
    }

    /// The longest run of whole graphemes from the start of `text` that fits `limit`.
    func prefix(of text: String, fitting limit: Int) -> String {
        var total = 0
        var end = text.startIndex
        for index in text.indices {
            total += lengthUnit.measure(text[index])
            if total > limit { break }
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// A range from `location` and `length` inside `0...limit`: negatives and
    /// overflow clamped, a negative length read as reaching backwards.
    static func clamp(location: Int, length: Int, upTo limit: Int) -> (Int, Int) {
        let first = min(max(location, 0), limit)
        let (sum, overflow) = location.addingReportingOverflow(length)
        let second = overflow ? (length > 0 ? limit : 0) : min(max(sum, 0), limit)
        return (min(first, second), max(first, second))
    }

    /// `offset` of the committed text moved off the middle of a surrogate
    /// pair (down, or up when asked), clamped to the text.
    static func scalarAligned(_ offset: Int, in state: State, roundingUp: Bool = false) -> Int {
        state.storage.scalarAligned(min(max(offset, 0), state.utf16Length), roundingUp: roundingUp)
    }
}

/// What an edit did, for the effects.
struct EditOutcome {
    var changed = false
    var cut = false

    mutating func merge(_ other: EditOutcome) {
        changed = changed || other.changed
        cut = cut || other.cut
    }
}

extension TextViewFilter.Event {
    /// Whether the user edited the text (UIKit posts `textDidChange`): an
    /// edit or the input method's composing, not a selection or a text set
    /// by the program.
    package var isUserEdit: Bool {
        switch self {
        case .replaced, .markedTextChanged, .markedTextCommitted: true
        case .textSet, .selectionChanged: false
        }
    }
}
