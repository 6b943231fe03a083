/// The filtering rules of a multi-line text view (the seed's MLTextView):
/// a placeholder while empty, a lone space or newline cleared, optional emoji
/// removal, and a maximum length, applied to edits as a text view reports
/// them, including the input method's marked (composing) text.
///
/// Beyond the seed, and unlike GrowingTextView and KMPlaceholderTextView,
/// nothing is filtered or cut while the input method is composing (pinyin,
/// kana and Hangul survive), length counts graphemes by default and a cut
/// never splits one, text pasted into the middle is cut rather than the
/// existing tail, and an edit costs the same at the end of a 1 MB text as of
/// a short one (only a window around the edit is re-segmented).
///
/// Positions are UTF-16 offsets, as UIKit's `NSRange` gives them, in the
/// displayed text (committed text with the marked text inside it). A range
/// out of bounds is clamped to the text, a reversed one is swapped, and an end
/// inside a surrogate pair moves outwards to cover the whole scalar.
/// - JSON: machine
public struct TextViewFilter: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "text-view-filter"

    /// The placeholder drawn while there is no text.
    public let placeholder: Placeholder
    /// Whether emoji are removed from whatever is entered (`isRemoveEmoji`).
    public let removesEmoji: Bool
    /// The most text allowed, in `lengthUnit`; nil for no limit.
    /// - JSON: bounds 0...Int.max
    public let maxLength: Int?
    /// How length is counted.
    public let lengthUnit: TextLengthUnit
    /// What happens to whitespace at the start (the seed's: a lone space or
    /// line break is cleared).
    public let leadingWhitespace: LeadingWhitespacePolicy
    /// Which way the text reads: right to left, the scene's text and
    /// placeholder start from the right (the filtering does not change).
    public let layoutDirection: ReadingDirection
    /// The reader's text size (Dynamic Type; the seed's `.large` by default):
    /// the scene's text and placeholder grow by the placeholder font's text
    /// style; the text view scrolls, so nothing else moves.
    public let contentSize: TextSizeCategory
    /// When `notifyValueChanged` is reported: on every user edit (the seed's), or
    /// only when the text is different afterwards.
    public let changeReporting: ChangeReporting

    /// A filter; throws `.negativeMaxLength` for a negative `maxLength` (any
    /// other is allowed: the filter's work follows the text, not the limit),
    /// and `.outOfBounds` for a placeholder origin outside `Bounds.position`
    /// or a font size outside `Bounds.length`.
    public init(
        placeholder: Placeholder = Placeholder(), removesEmoji: Bool = false, maxLength: Int? = nil,
        lengthUnit: TextLengthUnit = .graphemes, leadingWhitespace: LeadingWhitespacePolicy = .clearsLoneSpace,
        layoutDirection: ReadingDirection = .leftToRight, contentSize: TextSizeCategory = .large, changeReporting: ChangeReporting = .everyEdit
    ) throws(TextViewFilterError) {
        if let maxLength, maxLength < 0 { throw .negativeMaxLength(maxLength) }
        try Bounds.check(placeholder.origin.x, "placeholder.origin.x", in: Bounds.position, or: TextViewFilterError.outOfBounds)
        try Bounds.check(placeholder.origin.y, "placeholder.origin.y", in: Bounds.position, or: TextViewFilterError.outOfBounds)
        try Bounds.check(placeholder.font.size, "placeholder.font.size", in: Bounds.length, or: TextViewFilterError.outOfBounds)
        self.placeholder = placeholder
        self.removesEmoji = removesEmoji
        self.maxLength = maxLength
        self.lengthUnit = lengthUnit
        self.leadingWhitespace = leadingWhitespace
        self.layoutDirection = layoutDirection
        self.contentSize = contentSize
        self.changeReporting = changeReporting
    }

    /// The placeholder's text and look, drawn at `origin` inside the view.
    /// - JSON: coded
    public struct Placeholder: Hashable, Sendable {
        /// What the placeholder says.
        /// - JSON: optional
        public var text: String
        /// Where the text is drawn (the seed's placeholderX, placeholderY).
        /// - JSON: optional; bounds Bounds.pointMembers
        public var origin: LayoutPoint
        /// Its font, and the text's (14, growing as body text).
        /// - JSON: optional
        public var font: FontSpec
        /// Its colour.
        /// - JSON: optional
        public var color: ColorToken

        /// A placeholder; the defaults are the seed's.
        public init(
            text: String = "", origin: LayoutPoint = LayoutPoint(x: 5, y: 8), font: FontSpec = .system(14, textStyle: .body), color: ColorToken = "gray"
        ) {
            self.text = text
            self.origin = origin
            self.font = font
            self.color = color
        }

        /// The rectangle the placeholder is drawn in, inside a view of `size`:
        /// from `origin`, as wide as the view less `origin.x` on both sides.
        public func frame(in size: LayoutSize) -> LayoutRect {
            LayoutRect(x: origin.x, y: origin.y, width: max(0, size.width - 2 * origin.x), height: max(0, size.height - origin.y))
        }
    }

    /// Text the input method is still composing.
    /// - JSON: coded
    public struct MarkedText: Hashable, Sendable {
        /// Where it sits, as a UTF-16 offset into the committed text.
        public var location: Int
        /// The composing text.
        public var text: String

        /// Marked text at `location`.
        public init(location: Int, text: String) {
            self.location = location
            self.text = text
        }
    }

    /// A selected range, or the caret when `length` is 0, in the displayed text.
    /// - JSON: coded
    public struct Selection: Hashable, Sendable {
        /// Where it starts, in UTF-16 units.
        public var location: Int
        /// How long it is, in UTF-16 units (0 for the caret).
        public var length: Int

        /// A selection of `length` UTF-16 units from `location`.
        public init(location: Int, length: Int = 0) {
            self.location = location
            self.length = length
        }
    }

    /// The accepted text, the selection and any IME composition.
    ///
    /// A state built or restored from outside may break the configured rules
    /// or its own bounds (a selection past the text, a length that does not
    /// match): reading it never traps, and the filter makes it consistent
    /// before its next event (see `TextViewFilter.reduce`).
    /// - JSON: custom
    public struct State: Hashable, Sendable {
        /// The committed text: every rule holds for it once the filter has
        /// handled an event. Setting it from outside (a restored state)
        /// cuts it into chunks anew, and the filter measures and filters it
        /// again before the next event; the filter itself edits the chunk an
        /// edit falls in. Reading it joins the chunks: a text of up to two
        /// kilobytes is one chunk, returned without a copy.
        public var text: String {
            get { storage.string }
            set {
                storage = TextChunks(newValue, targetBytes: storage.targetBytes)
                needsMeasure = true
            }
        }
        /// The text, in chunks that edits rewrite one at a time.
        var storage: TextChunks
        /// Whether the text is empty, asked without making the text a string.
        package var isTextEmpty: Bool { storage.isEmpty }
        /// `text`'s length in the configured unit, as the filter last measured it.
        package var measuredLength: Int
        /// Whether `text` or `length` were set from outside since the filter
        /// last measured: the filter checks the text against its rules first.
        package var needsMeasure: Bool
        /// `text`'s length in UTF-16 units (kept with the text's index, never recounted).
        public var utf16Length: Int { storage.utf16Count }
        /// `text`'s length in the configured unit, kept so edits need not
        /// recount. Setting it from outside (an expected state in a test) is
        /// allowed; the filter measures again before its next event.
        public var length: Int {
            get { measuredLength }
            set {
                measuredLength = newValue
                needsMeasure = true
            }
        }
        /// The selection or caret in the displayed text.
        public var selection: Selection
        /// The input method's composing text, if any.
        public var marked: MarkedText?
        /// Whether the placeholder is drawn: no text, nothing being composed.
        public var isPlaceholderVisible: Bool

        /// An empty text view.
        public init() {
            storage = TextChunks()
            measuredLength = 0
            needsMeasure = false
            selection = Selection(location: 0)
            marked = nil
            isPlaceholderVisible = true
        }

        /// Replaces the text with one the filter measured.
        mutating func replaceText(with text: String, length: Int) {
            storage = TextChunks(text, targetBytes: storage.targetBytes)
            measuredLength = length
            needsMeasure = false
        }

        /// What the view shows: the committed text with the marked text inside
        /// it, at its location clamped to the text (a hand-built state may put
        /// it anywhere).
        public var displayedText: String {
            guard let marked, !marked.text.isEmpty else { return text }
            let text = text
            let index = String.Index(utf16Offset: min(max(marked.location, 0), utf16Length), in: text)
            return String(text[..<index]) + marked.text + String(text[index...])
        }

        /// The displayed text's length in UTF-16 units.
        public var displayedUTF16Length: Int { utf16Length + (marked?.text.utf16.count ?? 0) }

        /// States are equal when what they hold is; how the text is indexed,
        /// and whether it was measured, do not count.
        public static func == (lhs: State, rhs: State) -> Bool {
            lhs.measuredLength == rhs.measuredLength && lhs.selection == rhs.selection && lhs.marked == rhs.marked
                && lhs.isPlaceholderVisible == rhs.isPlaceholderVisible && lhs.text == rhs.text
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(measuredLength)
            hasher.combine(selection)
            hasher.combine(marked)
            hasher.combine(isPlaceholderVisible)
            hasher.combine(text)
        }
    }

    /// Edits and composition from the text view.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The user replaced a range of the displayed text (typing, deleting,
        /// pasting, autocorrect, dictation, or the input method inserting its
        /// final text over the marked text).
        /// - JSON: was replace
        case replaced(location: Int, length: Int, with: String)
        /// The host set the whole text.
        /// - JSON: was setText
        case textSet(text: String)
        /// The selection or caret moved.
        /// - JSON: was select
        case selectionChanged(location: Int, length: Int)
        /// The input method's composing text is now `text` (empty ends it
        /// without committing anything).
        /// - JSON: was setMarkedText
        case markedTextChanged(text: String)
        /// The input method committed its composing text as it stands.
        /// - JSON: was unmarkText
        case markedTextCommitted
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// The committed text changed (`didValueChange`); the text is in the
        /// state (not repeated here, so a long text is never copied).
        /// - JSON: was valueChanged
        case notifyValueChanged
        /// Entered text was cut to stay within `limit` (`didMaxLength`).
        /// - JSON: was maxLengthReached
        case notifyMaxLengthReached(limit: Int)
        /// The placeholder appeared or disappeared.
        /// - JSON: was placeholderVisibility
        case setPlaceholderVisible(visible: Bool)
    }

    public var initialState: State { State() }
}

/// Why a text view filter configuration was rejected.
public enum TextViewFilterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `maxLength` (given) is negative.
    case negativeMaxLength(Int)
    /// A restored state contradicts itself (the reason says how).
    case inconsistentState(String)
    /// The placeholder's origin or font size is outside its range.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .negativeMaxLength(let value): "maxLength must be 0 or more, got \(value)"
        case .inconsistentState(let reason): "inconsistent state: \(reason)"
        case .outOfBounds(let error): error.description
        }
    }
}
