/// A deterministic text measurer with documented rules, so layouts are the
/// same on every platform and can be worked out by hand.
///
/// Advances, in ems (multiples of the font size): East Asian wide characters
/// (Han, kana, Hangul, full-width forms, the ideographic space) and emoji
/// (pictographs, flags, and text characters made emoji by U+FE0F or a keycap
/// mark) take `wideAdvance` (1); other characters, spaces included, take
/// `narrowAdvance` (0.5). Scalars that join the previous character take
/// nothing: combining marks, joiners and variation selectors, skin-tone
/// modifiers, tag characters, the keycap mark, a scalar after a zero-width
/// joiner, and the second regional indicator of a flag. The weight does not
/// change widths. Each line is `lineHeightMultiple` (1.2) times the font size.
///
/// Wrapping is greedy. A line may break after spaces (not after a no-break
/// space) and before and after every wide character or emoji, except where
/// UIKit does not break Chinese and Japanese text: before closing
/// punctuation (`，。、：；！？）」』】》〉”’…ー々`, and `,.:;!?)]}`) and after
/// opening punctuation (`（「『【《〈“‘`, and `([{`). When such a pair does
/// not fit, the character before the closing mark goes to the next line with
/// it, so no line starts with "，" or ends with "「". Spaces at a break hang
/// past the end of the line and are not counted; a word longer than a whole
/// line is broken between characters; newlines (LF, CR, CRLF, U+2028,
/// U+2029, U+0085) always break, and text ending with one ends with an empty
/// line. A `maxWidth` that is not positive puts each character on its own
/// line.
public struct EstimatedTextMeasurer: TextMeasuring, Hashable, Sendable {
    /// The advance of a narrow character, in ems.
    public let narrowAdvance: Double
    /// The advance of a wide character or an emoji, in ems.
    public let wideAdvance: Double
    /// Line height as a multiple of the font size.
    public let lineHeightMultiple: Double

    /// The advances and line heights accepted, in ems.
    public static let ems: ClosedRange<Double> = 0...10

    /// A measurer with the documented defaults.
    public init() {
        narrowAdvance = 0.5
        wideAdvance = 1
        lineHeightMultiple = 1.2
    }

    /// A measurer with these advances and line height; throws for a value
    /// outside `ems`.
    public init(narrowAdvance: Double, wideAdvance: Double, lineHeightMultiple: Double) throws(OutOfBounds) {
        try Bounds.check(narrowAdvance, "narrowAdvance", in: Self.ems, or: { $0 })
        try Bounds.check(wideAdvance, "wideAdvance", in: Self.ems, or: { $0 })
        try Bounds.check(lineHeightMultiple, "lineHeightMultiple", in: Self.ems, or: { $0 })
        self.narrowAdvance = narrowAdvance
        self.wideAdvance = wideAdvance
        self.lineHeightMultiple = lineHeightMultiple
    }

    public func size(of text: String, font: FontSpec, maxWidth: Double) -> LayoutSize {
        guard !text.isEmpty else { return .zero }
        let em = font.size.isFinite ? max(font.size, 0) : 0
        let limit = maxWidth.isNaN ? 0 : max(maxWidth, 0)
        return plainSize(of: text, em: em, limit: limit) ?? walkSize(of: text, em: em, limit: limit)
    }

    /// `text` cut into the lines `size(of:font:maxWidth:)` counts, by the
    /// same rules: greedy, breaking after spaces and around wide characters
    /// and emoji (never before closing or after opening punctuation), a word
    /// longer than a line between its characters, and at
    /// every newline (which no line includes). Spaces at a line's end are
    /// left out of it, as `size` leaves them out of the width. So a picture
    /// breaks its lines exactly where the layout that sized it did.
    ///
    /// With `shown` (a label's line limit), the walk stops once line
    /// `shown + 1` is complete: a caller that shows `shown` lines learns
    /// there are more without breaking the rest of a long text (the trace
    /// page's one-line rows of event JSON cost half its time before).
    public func lines(of text: String, font: FontSpec, maxWidth: Double, shown: Int = .max) -> [Substring] {
        let em = font.size.isFinite ? max(font.size, 0) : 0
        let limit = maxWidth.isNaN ? 0 : max(maxWidth, 0)
        var breaker = LineBreaker(limit: limit, recordsWraps: true)
        let narrow = narrowAdvance * em
        var result: [Substring] = []
        var lineStart = text.startIndex
        /// Where each character of the word being read starts.
        var word: [String.Index] = []
        let wide = wideAdvance * em
        var reader = ScalarReader()
        var glue = BreakGlue()
        /// Where the characters with no break between them that end the line so far begin.
        var groupStart = text.startIndex

        func endLine(at end: String.Index) {
            var line = text[lineStart..<end]
            while let last = line.unicodeScalars.last, Self.classify(last) == .space { line = line.dropLast() }
            result.append(line)
        }
        /// Adds characters starting at `starts`, ending lines where the breaker wraps.
        func place(_ starts: [String.Index], advance: Double, attached: Bool) {
            guard !starts.isEmpty else { return }
            breaker.clearWraps()
            if !breaker.add(characters: starts.count, advance: advance, attached: attached) { groupStart = starts[0] }
            for placed in breaker.wraps ?? [] {
                // −1: the break moved before the group this run is glued to.
                let boundary = placed < 0 ? groupStart : starts[min(placed, starts.count - 1)]
                endLine(at: boundary)
                lineStart = boundary
            }
        }
        /// Adds the wide character (or emoji) starting at `start`: most
        /// characters of Chinese and Japanese text, so it takes the breaker's
        /// short path when the character fits the line.
        func placeWide(_ start: String.Index, attached: Bool) {
            breaker.clearWraps()
            if !breaker.add(character: wide, attached: attached) { groupStart = start }
            guard breaker.hasWraps else { return }
            for placed in breaker.wraps ?? [] {
                // −1: the break moved before the group this character is glued to.
                let boundary = placed < 0 ? groupStart : start
                endLine(at: boundary)
                lineStart = boundary
            }
        }
        func flushWord() {
            // Every space and wide character flushes; most find no word.
            guard !word.isEmpty else { return }
            place(word, advance: narrow, attached: glue.wordAttached)
            word.removeAll(keepingCapacity: true)
        }

        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            // Every line appended is final: past the lines shown, the rest need not be broken.
            if shown < .max, result.count > max(shown, 0) { return result }
            let scalar = text.unicodeScalars[index]
            let next = text.unicodeScalars.index(after: index)
            let read = reader.read(scalar)
            if read.makesLastEmoji, let start = word.popLast() {
                let attached = glue.splitEmoji(fromWordOf: word.count + 1)
                flushWord()
                placeWide(start, attached: attached)
            }
            switch read.kind {
            case .newline:
                flushWord()
                glue.breaks()
                if !read.endsCRLF {
                    breaker.clearWraps()
                    breaker.breakLine()
                    endLine(at: index)
                }
                lineStart = next
            case .joining:
                break
            case .space:
                flushWord()
                glue.breaks()
                breaker.add(space: narrow)
            case .noBreakSpace, .narrow:
                glue.extendWord(with: scalar, empty: word.isEmpty)
                word.append(index)
            case .wide:
                flushWord()
                placeWide(index, attached: glue.wide(scalar))
            }
            index = next
        }
        flushWord()
        endLine(at: text.endIndex)
        return result
    }

    /// How far one character advances a line in `font`: what `size(of:)`
    /// counts for it alone (0 for a line break). Cheap for a character of
    /// one scalar, the common case, so that a renderer can wrap by it.
    public func advance(of character: Character, font: FontSpec) -> Double {
        let em = font.size.isFinite ? max(font.size, 0) : 0
        var scalars = character.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else {
            return size(of: String(character), font: font, maxWidth: .infinity).width
        }
        switch Self.classify(scalar) {
        case .newline, .joining: return 0
        case .space, .noBreakSpace, .narrow: return narrowAdvance * em
        case .wide: return wideAdvance * em
        }
    }

    /// The full walk: every rule above, character by character.
    func walkSize(of text: String, em: Double, limit: Double) -> LayoutSize {
        var lines = LineBreaker(limit: limit)
        let narrow = narrowAdvance * em
        var wordLength = 0
        var reader = ScalarReader()
        var glue = BreakGlue()

        func flushWord() {
            if wordLength > 0 { lines.add(characters: wordLength, advance: narrow, attached: glue.wordAttached) }
            wordLength = 0
        }

        for scalar in text.unicodeScalars {
            let read = reader.read(scalar)
            if read.makesLastEmoji, wordLength > 0 {
                let attached = glue.splitEmoji(fromWordOf: wordLength)
                wordLength -= 1
                flushWord()
                lines.add(characters: 1, advance: wideAdvance * em, attached: attached)
            }
            switch read.kind {
            case .newline:
                flushWord()
                glue.breaks()
                if !read.endsCRLF { lines.breakLine() }
            case .joining:
                break
            case .space:
                flushWord()
                glue.breaks()
                lines.add(space: narrow)
            case .noBreakSpace, .narrow:
                glue.extendWord(with: scalar, empty: wordLength == 0)
                wordLength += 1
            case .wide:
                flushWord()
                lines.add(character: wideAdvance * em, attached: glue.wide(scalar))
            }
        }
        flushWord()
        let (count, width) = lines.finish()
        return LayoutSize(width: width, height: Double(count) * em * lineHeightMultiple)
    }

    /// The size of text made only of ASCII and East Asian wide characters,
    /// where no emoji, joiner or flag rule can apply: the same answer as the
    /// full walk, with less to decide per character. Nil at the first
    /// character of any other kind, which leaves the text to the full walk.
    func plainSize(of text: String, em: Double, limit: Double) -> LayoutSize? {
        var lines = LineBreaker(limit: limit)
        let narrow = narrowAdvance * em
        let wide = wideAdvance * em
        var wordLength = 0
        var glue = BreakGlue()
        var previous: Unicode.Scalar = "\n"

        func flushWord() {
            if wordLength > 0 { lines.add(characters: wordLength, advance: narrow, attached: glue.wordAttached) }
            wordLength = 0
        }

        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch value {
                case 0x0A, 0x0D:
                    flushWord()
                    glue.breaks()
                    if !(value == 0x0A && previous == "\r") { lines.breakLine() }
                case 0x20, 0x09:
                    flushWord()
                    glue.breaks()
                    lines.add(space: narrow)
                default:
                    glue.extendWord(with: scalar, empty: wordLength == 0)
                    wordLength += 1
                }
            } else if value < 0x1F000 || value >= 0x20000, TextClassification.isWide(scalar) {
                // (The emoji blocks, wide as they are, go to the full walk:
                // their modifiers and joiners make one picture of several scalars.)
                flushWord()
                lines.add(character: wide, attached: glue.wide(scalar))
            } else {
                return nil
            }
            previous = scalar
        }
        flushWord()
        let (count, width) = lines.finish()
        return LayoutSize(width: width, height: Double(count) * em * lineHeightMultiple)
    }

    // MARK: Classes

    enum ScalarClass {
        case newline, joining, space, noBreakSpace, narrow, wide
    }

    @inline(__always)
    static func classify(_ scalar: Unicode.Scalar) -> ScalarClass {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x0A, 0x0D: return .newline
            case 0x20: return .space
            case 0x09: return .space
            default: return .narrow
            }
        }
        // Han, most of Chinese text, is wide and in none of the ranges below.
        if value >= 0x4E00 && value <= 0x9FFF { return .wide }
        switch value {
        case 0x85, 0x2028, 0x2029: return .newline
        case 0xA0, 0x202F: return .noBreakSpace
        case 0x3000: return .wide
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF, 0x20E3:
            return .joining
        case 0x2000...0x200B, 0x205F: return .space
        default: break
        }
        if TextClassification.isWide(scalar) { return .wide }
        if UnicodeProperties.isEmojiPresentation(scalar) { return .wide }
        return UnicodeProperties.isZeroWidth(scalar) ? .joining : .narrow
    }

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}

/// The rules that depend on the scalars before: a scalar after a zero-width
/// joiner, and the second regional indicator of a flag, join the character
/// before; U+FE0F after a text character that can be emoji, or a keycap mark
/// after a digit, `#` or `*`, makes that character a wide emoji ("©️",
/// "1️⃣"); CR LF is one line break. Both walks (measuring and cutting lines)
/// read scalars through it, so they cannot disagree.
struct ScalarReader {
    private var previous: Unicode.Scalar = "\n"
    private var pendingRegionalIndicator = false
    /// The word's last narrow character, while a selector or keycap mark
    /// after it can still make it an emoji.
    private var emojiBase: Unicode.Scalar?

    /// What one scalar is, in its context.
    struct Read {
        /// Its class, joiners and flags' second halves counted as joining.
        var kind: EstimatedTextMeasurer.ScalarClass
        /// Whether it turns the word's last character into a wide emoji.
        var makesLastEmoji: Bool
        /// Whether it is the line feed of a CR LF, which broke the line already.
        var endsCRLF: Bool
    }

    mutating func read(_ scalar: Unicode.Scalar) -> Read {
        defer { previous = scalar }
        var kind = EstimatedTextMeasurer.classify(scalar)
        if previous == "\u{200D}" && kind != .newline { kind = .joining }
        if EstimatedTextMeasurer.isRegionalIndicator(scalar) {
            if pendingRegionalIndicator { kind = .joining }
            pendingRegionalIndicator.toggle()
        } else if kind != .joining {
            pendingRegionalIndicator = false
        }
        var makesLastEmoji = false
        if let base = emojiBase, scalar == "\u{FE0F}" || scalar == "\u{20E3}" {
            let isKeycapBase = ("0"..."9").contains(base) || base == "#" || base == "*"
            if scalar == "\u{20E3}" ? isKeycapBase : !isKeycapBase {
                makesLastEmoji = true
                emojiBase = nil
            }
        } else if kind != .joining {
            emojiBase = nil
        }
        if kind == .narrow || kind == .noBreakSpace {
            let canBeEmoji = scalar.isASCII ? ("0"..."9").contains(scalar) || scalar == "#" || scalar == "*" : UnicodeProperties.isEmoji(scalar)
            if canBeEmoji { emojiBase = scalar }
        }
        return Read(kind: kind, makesLastEmoji: makesLastEmoji, endsCRLF: kind == .newline && scalar == "\n" && previous == "\r")
    }
}

/// Where the punctuation rules forbid a break between two runs (wide
/// characters, narrow words): before closing punctuation and after opening
/// punctuation. The three walks (the plain one, the full one, cutting lines)
/// ask it the same questions in the same order, so they cannot disagree.
struct BreakGlue {
    /// Whether the last character read, with no space since, forbids a break after it.
    private var holdsNext = false
    /// What `holdsNext` was before the word's last character.
    private var heldBeforeLast = false
    /// Whether the narrow word being read may not be broken from what came before.
    private(set) var wordAttached = false

    /// Closing punctuation: no line starts with it.
    @inline(__always)
    static func forbidsBreakBefore(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // ! ) , . : ; ? ] } as bits of two masks; most text is decided here or by the range.
        if value < 0x80 { return Self.isSet(value, low: 0x8C00_5202_0000_0000, high: 0x2000_0000_2000_0000) }
        guard value >= 0x2019, value <= 0xFF5D else { return false }
        switch value {
        case 0x2019, 0x201D, 0x2026,  // ’ ” …
            0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,  // 、。々〉》」』】〕〗〙〛
            0x30FC,  // ー
            0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D:  // ！）,．：；？］｝
            return true
        default:
            return false
        }
    }

    /// Opening punctuation: no line ends with it.
    @inline(__always)
    static func forbidsBreakAfter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // ( [ {
        if value < 0x80 { return Self.isSet(value, low: 0x0000_0100_0000_0000, high: 0x0800_0000_0800_0000) }
        guard value >= 0x2018, value <= 0xFF5B else { return false }
        switch value {
        case 0x2018, 0x201C,  // ‘ “
            0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A,  // 〈《「『【〔〖〘〚
            0xFF08, 0xFF3B, 0xFF5B:  // （［｛
            return true
        default:
            return false
        }
    }

    /// Whether bit `value` (below 128) is set in the masks of 0–63 and 64–127.
    @inline(__always)
    private static func isSet(_ value: UInt32, low: UInt64, high: UInt64) -> Bool {
        value < 64 ? (low >> UInt64(value)) & 1 != 0 : (high >> UInt64(value - 64)) & 1 != 0
    }

    /// A wide character: whether it is glued to what came before.
    @inline(__always)
    mutating func wide(_ scalar: Unicode.Scalar) -> Bool {
        // Han and Hangul, most wide text, lie between the punctuation blocks: one test.
        if scalar.value > 0x30FC && scalar.value < 0xFF01 {
            defer { holdsNext = false }
            return holdsNext
        }
        let attached = holdsNext || Self.forbidsBreakBefore(scalar)
        holdsNext = Self.forbidsBreakAfter(scalar)
        return attached
    }

    /// A narrow character joining the word being read (`empty`: it starts it).
    @inline(__always)
    mutating func extendWord(with scalar: Unicode.Scalar, empty: Bool) {
        if empty { wordAttached = holdsNext || Self.forbidsBreakBefore(scalar) }
        heldBeforeLast = holdsNext
        holdsNext = Self.forbidsBreakAfter(scalar)
    }

    /// The word's last character (of `length`) became an emoji and leaves
    /// the word: whether it is glued to what came before it.
    mutating func splitEmoji(fromWordOf length: Int) -> Bool {
        let attached = length == 1 ? wordAttached : heldBeforeLast
        holdsNext = false
        return attached
    }

    /// A space or a line break: a break is allowed after it.
    mutating func breaks() {
        holdsNext = false
    }
}

/// Greedy line filling: words go on the current line when they fit, else
/// on the next; a word longer than a whole line is broken between characters.
struct LineBreaker {
    /// Floating-point slack, so that text exactly as wide as the line fits.
    private static let slack = 1e-9

    let limit: Double
    private var lineCount = 0
    private var widest = 0.0
    /// Width of the current line's content, without hanging spaces.
    private var content = 0.0
    /// Width of spaces after the content, which hang if the line breaks there.
    private var trailingSpaces = 0.0
    private var lineHasContent = false
    private var lineOpen = false
    /// The group the last run belongs to (runs with no break between them):
    /// the line's content before it, its width, and whether it opened the
    /// line (then there is nowhere before it to break).
    private var contentBeforeGroup = 0.0
    private var groupWidth = 0.0
    private var groupOpensLine = true
    /// Characters of the word being added that were placed before the last
    /// wrap (0: the word went to a new line whole); nil when not recording.
    private(set) var wraps: [Int]?
    private var placedInWord = 0

    init(limit: Double, recordsWraps: Bool = false) {
        self.limit = limit
        wraps = recordsWraps ? [] : nil
    }

    /// Forgets the wraps read so far.
    mutating func clearWraps() {
        if hasWraps { wraps!.removeAll(keepingCapacity: true) }
    }

    /// Whether a wrap was recorded since the wraps were last cleared.
    var hasWraps: Bool { wraps.map { !$0.isEmpty } ?? false }

    private mutating func openLine() {
        if !lineOpen {
            lineOpen = true
            lineCount += 1
        }
    }

    private mutating func wrap() {
        wraps?.append(placedInWord)
        widest = max(widest, content)
        lineCount += 1
        content = 0
        trailingSpaces = 0
        lineHasContent = false
    }

    mutating func add(space width: Double) {
        openLine()
        trailingSpaces += width
    }

    /// Adds one wide character: the common case of Chinese and Japanese
    /// text, decided here when it fits the line (small enough to inline),
    /// and otherwise by `add(characters:advance:attached:)`, with the same
    /// result.
    @inline(__always)
    @discardableResult
    mutating func add(character width: Double, attached: Bool) -> Bool {
        if lineOpen && lineHasContent && content + trailingSpaces + width <= limit + Self.slack {
            if !attached {
                contentBeforeGroup = content
                groupOpensLine = false
                content += trailingSpaces + width
                groupWidth = width
                trailingSpaces = 0
                return false
            }
            if trailingSpaces == 0 {
                content += width
                groupWidth += width
                return true
            }
        }
        return add(characters: 1, advance: width, attached: attached)
    }

    /// Adds a word of `count` characters of `advance` each; `attached`: no
    /// break is allowed before it (closing punctuation, or after opening
    /// punctuation). When an attached word does not fit, its group moves to
    /// the next line with it (a wrap recorded as −1), unless the group opened
    /// the line or the two do not fit a line either: then it breaks as any
    /// word. Returns whether the word joined the previous group.
    @discardableResult
    mutating func add(characters count: Int, advance: Double, attached: Bool) -> Bool {
        openLine()
        placedInWord = 0
        defer { placedInWord = 0 }
        let width = Double(count) * advance
        if attached && lineHasContent && trailingSpaces == 0 {
            if content + width <= limit + Self.slack {
                content += width
                groupWidth += width
                return true
            }
            if !groupOpensLine && groupWidth + width <= limit + Self.slack {
                wraps?.append(-1)
                widest = max(widest, contentBeforeGroup)
                lineCount += 1
                content = groupWidth + width
                groupWidth = content
                contentBeforeGroup = 0
                groupOpensLine = true
                return true
            }
        }
        if lineHasContent && content + trailingSpaces + width > limit + Self.slack {
            wrap()
        }
        contentBeforeGroup = content
        groupOpensLine = !lineHasContent
        if content + trailingSpaces + width <= limit + Self.slack {
            content += trailingSpaces + width
            groupWidth = width
            trailingSpaces = 0
            lineHasContent = true
            return false
        }
        // Broken between characters: its last piece opens a line.
        groupOpensLine = true
        var remaining = count
        while remaining > 0 {
            let room = limit - content - trailingSpaces
            let ratio = advance > 0 ? (room + Self.slack) / advance : .infinity
            var fitting = ratio >= Double(remaining) ? remaining : ratio >= 1 ? Int(ratio.rounded(.down)) : 0
            if fitting <= 0 {
                if lineHasContent {
                    wrap()
                    continue
                }
                fitting = 1  // at least one character a line
            }
            let placed = min(fitting, remaining)
            content += trailingSpaces + Double(placed) * advance
            trailingSpaces = 0
            lineHasContent = true
            remaining -= placed
            placedInWord += placed
            if remaining > 0 { wrap() }
        }
        contentBeforeGroup = 0
        groupWidth = content
        return false
    }

    mutating func breakLine() {
        openLine()
        wrap()
    }

    func finish() -> (lines: Int, width: Double) {
        (lineCount, max(widest, content))
    }
}
