import FlowCore

extension TextViewFilter: ChaosTestable {
    /// Pieces that break naive text handling: flags (whose pairing shifts),
    /// ZWJ families, skin tones, keycaps, combining marks, Hangul jamo, CRLF,
    /// Indic conjuncts with a joiner, ideographic space, CJK, RTL.
    static let trickyPieces = [
        "a", "Z", "1", "#", " ", "  ", "\n", "\r\n", "\t", "\u{3000}", "中", "文字", "😀", "👍🏽", "🇺", "🇸", "🇺🇸", "👨\u{200D}👩\u{200D}👧",
        "\u{200D}", "\u{FE0F}", "\u{20E3}", "1\u{FE0F}\u{20E3}", "e\u{301}", "\u{301}", "\u{1100}\u{1161}", "\u{11A8}", "क्\u{200D}ष",
        "©", "©\u{FE0F}", "مرحبا", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "\u{1F3FB}",
    ]

    static func randomText(using random: inout SplitMix64, pieces: Int) -> String {
        (0..<pieces).map { _ in random.element(of: trickyPieces)! }.joined()
    }

    public static func chaosSample(using random: inout SplitMix64) -> TextViewFilter {
        let unit = random.element(of: TextLengthUnit.allCases)!
        let limit: Int? = random.chance(0.7) ? random.int(in: 0...40) : nil
        return (try? TextViewFilter(
            placeholder: Placeholder(text: "请输入"), removesEmoji: random.chance(0.5), maxLength: limit, lengthUnit: unit,
            leadingWhitespace: random.element(of: LeadingWhitespacePolicy.allCases)!,
            changeReporting: random.element(of: ChangeReporting.allCases)!)) ?? (try! TextViewFilter())
    }

    public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        let length = state.displayedUTF16Length
        func position() -> Int { random.chance(0.1) ? random.int(in: -5...(length + 5)) : random.int(in: 0...length) }
        switch random.int(in: 0...19) {
        case 0...8:
            let start = random.chance(0.5) ? length : position()
            return .replaced(location: start, length: random.chance(0.6) ? 0 : random.int(in: -3...6), with: Self.randomText(using: &random, pieces: random.int(in: 0...3)))
        case 9, 10:
            return .replaced(location: max(0, state.selection.location - 1), length: 1, with: "")
        case 11:
            return .textSet(text: Self.randomText(using: &random, pieces: random.int(in: 0...12)))
        case 12, 13:
            return .selectionChanged(location: position(), length: random.int(in: -2...4))
        case 14...17:
            return .markedTextChanged(text: Self.randomText(using: &random, pieces: random.int(in: 0...3)))
        default:
            return .markedTextCommitted
        }
    }

    public func invariantViolation(_ step: ChaosStep<TextViewFilter>) -> String? {
        let state = step.after
        // Read once: a text longer than a chunk is joined at each read.
        let text = state.text
        let textBefore = step.before.text
        let units = Self.utf16Count(of: text)
        if state.utf16Length != units {
            return "utf16Length \(state.utf16Length) but the text has \(units)"
        }
        let recount = Self.recount(text, in: lengthUnit)
        if state.length != recount { return "length \(state.length) but a recount gives \(recount) for \(text.debugDescription)" }
        if leadingWhitespace == .forbidden, text.first?.isWhitespace == true { return "the text starts with whitespace" }
        // The seed clears a lone space before its other rules, which may leave one (" 😀" without its emoji, " a" cut to one).
        if leadingWhitespace == .clearsLoneSpace, !removesEmoji, maxLength == nil, LeadingWhitespacePolicy.isLoneSpace(text) {
            return "a lone space or newline was kept"
        }
        if removesEmoji, text.contains(where: TextClassification.isEmoji) { return "emoji left in \(text.debugDescription)" }
        if let maxLength, state.length > maxLength { return "length \(state.length) over the maximum \(maxLength)" }
        let selectionEnd = state.selection.location + state.selection.length
        if state.selection.location < 0 || state.selection.length < 0 || selectionEnd > state.displayedUTF16Length {
            return "selection \(state.selection) outside the displayed text"
        }
        if let marked = state.marked, marked.location < 0 || marked.location > state.utf16Length {
            return "marked text at \(marked.location) outside the committed text"
        }
        if state.isPlaceholderVisible != (text.isEmpty && (state.marked?.text.isEmpty ?? true)) {
            return "placeholder visibility is wrong"
        }
        let isHostSet = if case .textSet = step.event { true } else { false }
        let reported = !isHostSet && (!textBefore.hasSameBytes(as: text) || (changeReporting == .everyEdit && step.event.isUserEdit))
        if step.effects.contains(.notifyValueChanged) != reported {
            return "valueChanged must be emitted exactly when the text changes" + (changeReporting == .everyEdit ? " or the user edits it" : "")
                + ", never for text the host sets"
        }
        if step.before.marked != nil, state.marked != nil, textBefore != text {
            return "the committed text changed while composing"
        }
        return nil
    }
}

// The invariants run on every step a spec replays, over the whole text: a
// long text's steps would spend most of their time in String's generic
// walks (its UTF-16 index, built again for each new text; a byte-by-byte
// comparison; a grapheme walk over every scalar), so these count and
// compare the text faster, each checked against String in the tests. They
// share nothing with the filter's own index, so they still check it.
extension TextViewFilter {
    /// `text`'s length in UTF-16 units, counted from its UTF-8: one unit a
    /// scalar, two for one past U+FFFF (a four-byte sequence).
    static func utf16Count(of text: String) -> Int {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var units = 0
            for byte in bytes {
                // A continuation byte adds nothing; a four-byte lead adds two.
                units += byte & 0xC0 == 0x80 ? 0 : (byte >= 0xF0 ? 2 : 1)
            }
            return units
        } ?? text.utf16.count
    }

    /// `text`'s length in `unit`, counted again as `measure` counts it, with
    /// graphemes and UTF-16 units read faster on long texts.
    static func recount(_ text: String, in unit: TextLengthUnit) -> Int {
        switch unit {
        case .graphemes: graphemeCount(of: text)
        case .utf16: utf16Count(of: text)
        case .weighted: unit.measure(text)
        }
    }

    /// The number of graphemes in `text`, as `text.count` says. Between two
    /// scalars of the common kinds below, Unicode always breaks (none of them
    /// extends, joins, prepends or pairs with a neighbour, and no rule looks
    /// back past one), so a run of them is counted a scalar at a time, and
    /// String's own count walks only the stretches in between.
    static func graphemeCount(of text: String) -> Int {
        let scalars = text.unicodeScalars
        var total = 0
        var stretchStart = scalars.startIndex
        var stretchScalars = 0
        var previousIsCommon = false
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let isCommon = Self.alwaysBreaksAround(scalars[index])
            if isCommon && previousIsCommon {
                // A boundary before `index`: the stretch before it ends here.
                total += stretchScalars == 1 ? 1 : text[stretchStart..<index].count
                stretchStart = index
                stretchScalars = 0
            }
            stretchScalars += 1
            previousIsCommon = isCommon
            scalars.formIndex(after: &index)
        }
        if stretchScalars > 0 { total += stretchScalars == 1 ? 1 : text[stretchStart...].count }
        return total
    }

    /// Printable ASCII, CJK ideographs (and Extension A), kana without the
    /// combining sound marks, CJK punctuation and fullwidth ASCII: scalars no
    /// grapheme rule joins to another (Hangul syllables are left out: they
    /// join following jamo).
    static func alwaysBreaksAround(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0x3001...0x3003, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF5E: true
        default: false
        }
    }
}

extension TextViewFilter: Explorable {
    /// The filter has no phase member: its diagram groups states by
    /// whether the input method is composing and whether there is text.
    public func phase(of state: State) -> String {
        state.marked != nil ? "composing" : state.text.isEmpty ? "empty" : "text"
    }

    /// Typing a letter, a CJK character and an emoji at the end, deleting
    /// the last character, a leading space, the text set and cleared, the
    /// caret moved to the start, and an input method composing and
    /// committing. The text grows with every letter typed, so the space has
    /// no end: explore it to a depth.
    public func explorationEvents(in state: State) -> [Event] {
        let end = state.text.utf16.count
        return [
            .replaced(location: end, length: 0, with: "a"), .replaced(location: end, length: 0, with: "好"),
            .replaced(location: end, length: 0, with: "😀"), .replaced(location: max(end - 1, 0), length: min(end, 1), with: ""),
            .replaced(location: 0, length: 0, with: " "), .textSet(text: "你好"), .textSet(text: ""), .selectionChanged(location: 0, length: 0),
            .markedTextChanged(text: "ni"), .markedTextCommitted,
        ]
    }
}
