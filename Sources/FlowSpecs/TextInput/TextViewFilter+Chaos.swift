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

    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> TextViewFilter {
        let unit = random.element(of: TextLengthUnit.allCases)!
        let limit: Int? = random.chance(0.7) ? random.int(in: 0...40) : nil
        return (try? TextViewFilter(
            placeholder: Placeholder(text: "请输入"), removesEmoji: random.chance(0.5), maxLength: limit, lengthUnit: unit,
            leadingWhitespace: random.element(of: LeadingWhitespacePolicy.allCases)!,
            changeReporting: random.element(of: ChangeReporting.allCases)!)) ?? (try! TextViewFilter())
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
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

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<TextViewFilter>) -> String? {
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
    /// scalar (every byte but a continuation byte, 0b10xxxxxx), and a second
    /// for one past U+FFFF (a four-byte sequence, whose lead is 0b11110xxx).
    static func utf16Count(of text: String) -> Int {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var units = 0
            var offset = 0
            // Eight bytes at a time: in each byte's top bit, whether it starts
            // a scalar (not 10 on top), and whether it starts a four-byte one;
            // summed a byte lane each (at most 2 a word, so 127 words fit),
            // then the lanes added up.
            if let base = UnsafeRawPointer(bytes.baseAddress) {
                let tops: UInt64 = 0x8080_8080_8080_8080
                let evenLanes: UInt64 = 0x00FF_00FF_00FF_00FF
                while offset + 8 <= bytes.count {
                    var lanes: UInt64 = 0
                    var words = 0
                    while words < 127, offset + 8 <= bytes.count {
                        let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        let starts = (~word | word << 1) & tops
                        let fourByteLeads = word & word << 1 & word << 2 & word << 3 & tops
                        lanes &+= starts >> 7 &+ fourByteLeads >> 7
                        offset &+= 8
                        words &+= 1
                    }
                    let pairs = lanes & evenLanes &+ (lanes >> 8) & evenLanes
                    units &+= Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
                }
            }
            for byte in bytes[offset...] {
                units &+= (byte & 0xC0 != 0x80 ? 1 : 0) &+ (byte >= 0xF0 ? 1 : 0)
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
        text.utf8.withContiguousStorageIfAvailable { bytes in
            // The scalars are read from the bytes themselves (a String's are
            // valid UTF-8): a lead byte says its sequence's length.
            var total = 0
            var stretchStart = 0
            var stretchScalars = 0
            var previousIsCommon = false
            var offset = 0
            // Unchecked reads: a lead byte's sequence is whole in valid UTF-8.
            guard let byte = bytes.baseAddress else { return 0 }
            while offset < bytes.count {
                let lead = byte[offset]
                let length: Int
                let isCommon: Bool
                if lead &- 0xE5 <= 0xE9 - 0xE5 {
                    // U+5000 to U+9FFF, all CJK ideographs: most of a Chinese text.
                    (length, isCommon) = (3, true)
                } else if lead < 0x80 {
                    (length, isCommon) = (1, lead &- 0x20 <= 0x7E - 0x20)
                } else if lead < 0xE0 {
                    (length, isCommon) = (2, false)
                } else if lead < 0xF0 {
                    let value = UInt32(lead & 0x0F) << 12 | UInt32(byte[offset &+ 1] & 0x3F) << 6 | UInt32(byte[offset &+ 2] & 0x3F)
                    (length, isCommon) = (3, Self.alwaysBreaksAround(value))
                } else {
                    (length, isCommon) = (4, false)
                }
                if isCommon && previousIsCommon {
                    // A boundary before `offset`: the stretch before it ends here.
                    total += stretchScalars == 1 ? 1 : Self.graphemes(of: text, utf8: stretchStart..<offset)
                    stretchStart = offset
                    stretchScalars = 0
                }
                stretchScalars &+= 1
                previousIsCommon = isCommon
                offset &+= length
            }
            if stretchScalars > 0 { total += stretchScalars == 1 ? 1 : Self.graphemes(of: text, utf8: stretchStart..<bytes.count) }
            return total
        } ?? text.count
    }

    /// String's own count of the graphemes in the bytes `range` of `text`
    /// (both ends at a scalar's start).
    private static func graphemes(of text: String, utf8 range: Range<Int>) -> Int {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return text[start..<utf8.index(start, offsetBy: range.count)].count
    }

    /// Printable ASCII, CJK ideographs (and Extension A), kana without the
    /// combining sound marks, CJK punctuation and fullwidth ASCII: scalars no
    /// grapheme rule joins to another (Hangul syllables are left out: they
    /// join following jamo). `value` is the scalar's.
    static func alwaysBreaksAround(_ value: UInt32) -> Bool {
        // Each range as one unsigned comparison, the most common first.
        value &- 0x4E00 <= 0x9FFF - 0x4E00 || value &- 0x20 <= 0x7E - 0x20 || value &- 0x3001 <= 0x3003 - 0x3001
            || value &- 0x3041 <= 0x3096 - 0x3041 || value &- 0x30A1 <= 0x30FA - 0x30A1 || value &- 0x3400 <= 0x4DBF - 0x3400
            || value &- 0xFF01 <= 0xFF5E - 0xFF01
    }
}

extension TextViewFilter: Explorable {
    /// The filter has no phase member: its diagram groups states by
    /// whether the input method is composing and whether there is text.
    @_spi(FlowTools) public func phase(of state: State) -> String {
        state.marked != nil ? "composing" : state.text.isEmpty ? "empty" : "text"
    }

    /// Typing a letter, a CJK character and an emoji at the end, deleting
    /// the last character, a leading space, the text set and cleared, the
    /// caret moved to the start, and an input method composing and
    /// committing. The text grows with every letter typed, so the space has
    /// no end: explore it to a depth.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        let end = state.text.utf16.count
        return [
            .replaced(location: end, length: 0, with: "a"), .replaced(location: end, length: 0, with: "好"),
            .replaced(location: end, length: 0, with: "😀"), .replaced(location: max(end - 1, 0), length: min(end, 1), with: ""),
            .replaced(location: 0, length: 0, with: " "), .textSet(text: "你好"), .textSet(text: ""), .selectionChanged(location: 0, length: 0),
            .markedTextChanged(text: "ni"), .markedTextCommitted,
        ]
    }
}
