/// Text echoed in a message, with what a terminal would act on or hide
/// shown as `\uXXXX` instead: controls (C0 but tab and line feed, DEL,
/// C1, whose U+009B opens a terminal escape sequence), the bidirectional
/// controls that reorder what follows (a right-to-left override can make a
/// file name read backwards), invisible separators and zero-width spaces.
/// The zero-width joiner stays: emoji sequences need it.
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
            out += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        return out
    }

    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
