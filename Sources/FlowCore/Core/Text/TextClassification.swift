/// What kind of character a grapheme is, for filtering (emoji removal),
/// counting (back ends that count CJK and emoji as 2) and measuring text
/// (wide characters take a full em).
public enum TextClassification: Sendable {
    /// Whether the grapheme displays as an emoji: it has a scalar with the
    /// Emoji_Presentation property (pictographs, regional-indicator flags,
    /// skin-tone modifiers, the base of tag flags), an emoji scalar followed by
    /// the emoji variation selector U+FE0F ("©️"), a keycap sequence
    /// ("1️⃣"), or an emoji modifier. Plain digits, `#` and `*` are not emoji,
    /// nor is a zero-width joiner inside other scripts (Devanagari "क्‍ष").
    public static func isEmoji(_ character: Character) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in character.unicodeScalars {
            let properties = scalar.properties
            if properties.isEmojiPresentation || properties.isEmojiModifier { return true }
            switch scalar.value {
            case 0x20E3:
                // A keycap: [0-9#*], optionally U+FE0F, then U+20E3.
                let base = character.unicodeScalars.first!
                if isKeycapBase(base) { return true }
            case 0xFE0F:
                if let previous, previous.properties.isEmoji, !isKeycapBase(previous) { return true }
            default:
                break
            }
            previous = scalar
        }
        return false
    }

    /// Whether the grapheme is East Asian wide or fullwidth: Han, kana,
    /// Hangul, Yi, CJK symbols and punctuation, fullwidth forms, and the
    /// supplementary ideographic planes (the blocks that Unicode's East Asian
    /// Width gives W or F).
    public static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return isWide(scalar)
    }

    /// Whether a grapheme starting with `scalar` is East Asian wide or
    /// fullwidth (see `isWide(_:)`): the test measuring needs per scalar.
    @inline(__always)
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F,  // Hangul Jamo initial consonants
            0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
            0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xA960...0xA97F,  // Hangul Jamo extended A
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE10...0xFE19,  // vertical forms
            0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
            0xFF00...0xFF60,  // fullwidth forms
            0xFFE0...0xFFE6,  // fullwidth signs
            0x20000...0x3FFFD:  // supplementary ideographic planes
            return true
        default:
            return false
        }
    }

    private static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "#" || scalar == "*"
    }
}
