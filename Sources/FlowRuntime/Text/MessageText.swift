/// Numbers and texts as FlowCore's messages and files write them, in
/// JSON's syntax: a number in its shortest exact form (`12`, `0.1`, `-0`;
/// NaN and the infinities as the strings JSON coding writes for them), a
/// text quoted with JSON's escapes. Errors quote what they were given this
/// way, so a message reads the same whether the value came from Swift or
/// from a spec; `JSONWriter` writes with the same rules.
package enum MessageText {
    /// `number` as JSON writes it: integral values without a fraction,
    /// others in Swift's shortest form that reads back the same.
    package static func number(_ number: Double) -> String {
        if number.isNaN { return "\"NaN\"" }
        if number.isInfinite { return number < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
        // Negative zero keeps its sign, which Int64 would drop.
        if number == 0, number.sign == .minus { return "-0" }
        // An integral Double converts to Int64 exactly: write it without a fraction.
        if number == number.rounded(), abs(number) < 1e18 {
            return String(Int64(number))
        }
        return number.description
    }

    /// `text` as a quoted JSON string for a one-line message: cut after
    /// `excerptLimit` characters with its length said, and with what a
    /// terminal would act on or hide shown as `\uXXXX` (`VisibleText`).
    package static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        let cut = text.count > excerptLimit
        appendEscaped(cut ? String(text.prefix(excerptLimit + 1)) : text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        var quoted = String(decoding: bytes, as: UTF8.self)
        if cut { quoted = quoted.prefix(excerptLimit) + "… (\(text.count) characters)" }
        return VisibleText.escaping(quoted)
    }

    /// How many characters of a value a message shows.
    package static let excerptLimit = 60

    /// `text`'s UTF-8 with JSON's escapes. Bytes of multi-byte sequences are
    /// all 0x80 or above, so they pass through whole.
    package static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        func escaped(_ letter: UInt8) {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(letter)
        }
        func escape(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped(byte)
            case 0x0A: escaped(UInt8(ascii: "n"))
            case 0x0D: escaped(UInt8(ascii: "r"))
            case 0x09: escaped(UInt8(ascii: "t"))
            case 0x08: escaped(UInt8(ascii: "b"))
            case 0x0C: escaped(UInt8(ascii: "f"))
            case 0..<0x20:
                escaped(UInt8(ascii: "u"))
                for digit in [0, 0, byte >> 4, byte & 0xF] as [UInt8] {
                    bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                }
            default: bytes.append(byte)
            }
        }
        // A native string's bytes are scanned in place; others through their view.
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { escape(byte) }
        }
        if scanned == nil {
            for byte in text.utf8 { escape(byte) }
        }
    }
}
