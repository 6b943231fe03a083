/// The Unicode properties FlowCore's text rules read (emoji, white space,
/// zero-width marks, space separators, decimal digits), answered from tables
/// of its own rather than from `Unicode.Scalar.Properties`.
///
/// The tables (`UnicodeProperties+Table.swift`) are what the Swift standard
/// library reports, written down by `Scripts/unicode-properties.sh` (CI checks
/// they are current). Kept here, they give two things the library's own
/// cannot: the same answer on every platform and OS version (an app's
/// library answers with its OS's Unicode version, so a spec recorded on one
/// device would filter a new emoji differently on another), and a
/// WebAssembly module that carries a few kilobytes of ranges instead of the
/// library's tables of every property (about 55 KB).
package enum UnicodeProperties {
    /// Emoji=Yes, as `Unicode.Scalar.Properties.isEmoji`.
    package static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        emoji.rangesContain(scalar.value)
    }

    /// Emoji_Presentation=Yes, as `Unicode.Scalar.Properties.isEmojiPresentation`.
    package static func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x231A && emojiPresentation.rangesContain(scalar.value)
    }

    /// Emoji_Modifier=Yes (the skin tones), as `Unicode.Scalar.Properties.isEmojiModifier`.
    package static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        emojiModifier.rangesContain(scalar.value)
    }

    /// White_Space=Yes, as `Unicode.Scalar.Properties.isWhitespace`.
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return whitespace.rangesContain(value)
    }

    /// Whether a character is white space, as `Character.isWhitespace`: its
    /// first scalar is.
    package static func isWhitespace(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(isWhitespace) ?? false
    }

    /// Whether the scalar is a nonspacing or enclosing mark or a format
    /// character (General_Category Mn, Me or Cf): it draws no width of its own.
    package static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        zeroWidth.rangesContain(scalar.value)
    }

    /// Whether the scalar is a space separator (General_Category Zs).
    package static func isSpaceSeparator(_ scalar: Unicode.Scalar) -> Bool {
        spaceSeparator.rangesContain(scalar.value)
    }

    /// The value, 0 to 9, of a decimal digit of any script
    /// (Numeric_Type=Decimal: "7", "٧", "７"); nil for anything else.
    package static func decimalDigitValue(_ scalar: Unicode.Scalar) -> Int? {
        guard let zero = decimalZeros.last(atOrBefore: scalar.value) else { return nil }
        let digit = scalar.value - zero
        return digit <= 9 ? Int(digit) : nil
    }
}
