/// The picture-code dialog's entry of N single-character cells (the seed's
/// PicVerifyCodeView): a code image with a regenerate button and a close
/// button above N cells that complete the code when the last one is filled.
///
/// The seed fights UIKit with one text field a cell and a space kept in each
/// so the number pad's delete key can be seen. Here, as in KAPinField,
/// SVPinView and input-otp, there is one buffer of at most N allowed
/// characters and the focused cell is derived from it: typing appends,
/// delete removes the last character, a paste or one-time-code autofill
/// fills the code at once, and cells cannot be focused by tapping.
/// - JSON: machine
public struct CodeEntry: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "code-entry"

    /// How many cells (1 to 12).
    /// - JSON: bounds 1...CodeEntry.maximumLength
    public let length: Int
    /// Which characters a cell may hold.
    public let alphabet: CodeAlphabet
    /// Whether filled cells show `mask` instead of the character.
    public let isSecure: Bool
    /// What a filled cell shows when secure: one grapheme.
    public let mask: String
    /// The dialog's look and geometry (the seed's by default).
    public let style: CodeEntryStyle
    /// Measures the title and the error, which wrap away from the default text size.
    public let measurer: AnyTextMeasuring

    /// The most cells allowed: longer codes are not typed into cells.
    public static let maximumLength = 12

    /// An entry; throws for a length outside 1...12, an empty character set,
    /// a mask that is not exactly one grapheme, or a style outside its bounds.
    public init(
        length: Int = 4, alphabet: CodeAlphabet = .digits, isSecure: Bool = false, mask: String = "●", style: CodeEntryStyle = CodeEntryStyle(),
        measurer: AnyTextMeasuring = EstimatedTextMeasurer()
    ) throws(CodeEntryError) {
        guard (1...Self.maximumLength).contains(length) else { throw .lengthOutOfRange(length) }
        if case .characters(let set) = alphabet, set.isEmpty { throw .emptyCharacterSet }
        guard mask.count == 1 else { throw .maskNotOneCharacter(mask) }
        try style.checkBounds(or: CodeEntryError.outOfBounds)
        self.style = style
        self.length = length
        self.alphabet = alphabet
        self.isSecure = isSecure
        self.mask = mask
        self.measurer = measurer
    }

    /// The code entered, the message shown, the picture shown, and whether the dialog closed.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// What has been entered: at most `length` allowed characters.
        public var code: String = ""
        /// The message under the title, when the host shows one.
        public var errorMessage: String?
        /// Which picture is shown; each regeneration increases it.
        public var imageNonce: Int = 0
        /// Whether the dialog was closed; it then ignores every event.
        public var isClosed: Bool = false
        /// The cell the next character goes into, nil once closed: the first
        /// empty cell, or the last cell when the code is full. Always follows
        /// from `code`; kept so that fronts and traces can read it.
        public var focusedCell: Int? = 0

        /// An open entry with nothing typed.
        public init() {}
    }

    /// Typing and deleting from the keyboard.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// Keys typed (normally one character).
        /// - JSON: was type
        case typed(text: String)
        /// The delete key.
        /// - JSON: was deleteBackward
        case deletedBackward
        /// A pasted or autofilled (one-time-code) text, read as a whole code.
        /// - JSON: was paste
        case pasted(text: String)
        /// The host empties the cells (after a wrong code, say).
        /// - JSON: was clear
        case clearRequested
        /// The regenerate button: a new picture.
        /// - JSON: was regenerate
        case regenerateTapped
        /// The × button.
        /// - JSON: was close
        case closeTapped
        /// The host shows a message under the title (empty hides it).
        /// - JSON: was showError
        case errorMessageChanged(message: String)
        /// A tap on a cell: cells cannot be focused by tapping, so nothing happens.
        case cellTapped(index: Int)
        /// A hardware key: Escape closes the dialog (the ×); the other keys
        /// are the text field's.
        /// - JSON: was key
        case keyPressed(KeyboardKey)
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Every cell is filled: the host checks the code (and requests the SMS).
        /// - JSON: was completed
        case finish(code: String)
        /// Characters outside the alphabet were dropped (for a shake or haptic).
        /// - JSON: was rejected
        case notifyRejected(characters: String)
        /// Load the picture again; `nonce` changes each time so caches miss.
        case reloadImage(nonce: Int)
        /// The dialog closed without a code.
        /// - JSON: was closed
        case close
        /// Say this to VoiceOver users (an announcement): the host's message.
        case announce(text: String)
    }

    public var initialState: State { State() }

    /// What each cell shows, for a front to draw.
    public func cells(for state: State) -> [CodeCell] {
        let characters = Array(state.code)
        return (0..<length).map { index in
            let text = index < characters.count ? (isSecure ? mask : String(characters[index])) : ""
            return CodeCell(index: index, text: text, isFilled: index < characters.count, isFocused: index == state.focusedCell)
        }
    }
}

/// One cell as drawn.
/// - JSON: coded
public struct CodeCell: Hashable, Sendable {
    /// The cell's position, from 0.
    public let index: Int
    /// The character, the mask when secure, or empty.
    public let text: String
    /// Whether a character is in it.
    public let isFilled: Bool
    /// Whether it has the focus border (the seed's theme colour).
    public let isFocused: Bool

    /// Every member, as given (what its coding reads it through).
    package init(index: Int, text: String, isFilled: Bool, isFocused: Bool) {
        self.index = index
        self.text = text
        self.isFilled = isFilled
        self.isFocused = isFocused
    }
}

/// Why a code entry configuration was rejected.
public enum CodeEntryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The length (given) is outside 1...12.
    case lengthOutOfRange(Int)
    /// The alphabet allows no character.
    case emptyCharacterSet
    /// The mask (given) is not exactly one character.
    case maskNotOneCharacter(String)
    /// A style length or ratio outside its range.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .lengthOutOfRange(let length): "length must be 1 to \(CodeEntry.maximumLength), got \(length)"
        case .emptyCharacterSet: "the character set is empty"
        case .maskNotOneCharacter(let mask): "the mask must be one character, got \(MessageText.quoted(mask))"
        case .outOfBounds(let error): error.description
        }
    }
}
