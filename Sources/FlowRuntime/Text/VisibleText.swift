/// Text echoed in a message, with what a terminal would act on or hide
/// shown as `\uXXXX` (`\u{XXXXX}` past the BMP) instead: controls (C0 but
/// tab and line feed, DEL, C1, whose U+009B opens a terminal escape
/// sequence), the bidirectional controls that reorder what follows (a
/// right-to-left override can make a file name read backwards), and the
/// default-ignorable characters a terminal draws as nothing (soft hyphen,
/// zero-width spaces, invisible operators, fillers, tag characters,
/// interlinear annotation marks). Three kinds of invisible stay, since
/// visible text needs them: the zero-width joiner and non-joiner (emoji
/// sequences, Persian) and the variation selectors (emoji presentation,
/// CJK ideographic variants).
package enum VisibleText {
    /// `text` with every such character as `\uXXXX`.
    package static func escaping(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return String(text) }
        var out = ""
        for scalar in text.unicodeScalars {
            guard isHidden(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            let digits = String(scalar.value, radix: 16, uppercase: true)
            out += digits.count > 4 ? "\\u{" + digits + "}" : "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        return out
    }

    /// The most of a name (a file's, a machine's, a session's) a message
    /// echoes, in characters.
    package static let nameLimit = 200

    /// A name echoed in a one-line message (a file's path in an `ok` line,
    /// an unknown machine's name): every control (line feed and tab too: a
    /// name with a line feed could forge a line of its own) and every
    /// invisible (the joiners and variation selectors too, which a name
    /// does not need) as `\uXXXX`, cut after `nameLimit` characters with
    /// its length said.
    package static func name(_ text: some StringProtocol) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == nameLimit {
                return out + "… (\(text.unicodeScalars.count) characters)"
            }
            count += 1
            guard isHidden(scalar) || isInvisibleInAName(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            let digits = String(scalar.value, radix: 16, uppercase: true)
            out += digits.count > 4 ? "\\u{" + digits + "}" : "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        return out
    }

    /// What a name is not allowed to hide that text keeps: tab and line
    /// feed, the joiners, the variation selectors.
    static func isInvisibleInAName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: true
        default: false
        }
    }

    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B, 0x200E, 0x200F: true
        case 0x2028...0x202E, 0x2060...0x206F, 0x3164, 0xFEFF, 0xFFA0, 0xFFF0...0xFFFB: true
        case 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE00FF, 0xE01F0...0xE0FFF: true
        default: false
        }
    }
}
