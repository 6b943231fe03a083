/// How text length is counted against a maximum.
public enum TextLengthUnit: String, Hashable, Sendable, CaseIterable {
    /// User-perceived characters (extended grapheme clusters): a flag, a
    /// family emoji or "é" is one. What a person counts.
    case graphemes
    /// UTF-16 code units, as `NSString.length` and many servers count.
    case utf16
    /// Graphemes, with CJK (East Asian wide) characters and emoji counting 2,
    /// as some back ends (Weibo-style limits) count.
    case weighted

    /// The length of `text` in this unit.
    public func measure(_ text: some StringProtocol) -> Int {
        switch self {
        case .graphemes:
            return text.count
        case .utf16:
            return text.utf16.count
        case .weighted:
            return text.reduce(0) { $0 + Self.weight(of: $1) }
        }
    }

    /// The length of one grapheme in this unit.
    public func measure(_ character: Character) -> Int {
        switch self {
        case .graphemes: 1
        case .utf16: character.utf16.count
        case .weighted: Self.weight(of: character)
        }
    }

    private static func weight(of character: Character) -> Int {
        TextClassification.isWide(character) || TextClassification.isEmoji(character) ? 2 : 1
    }
}
