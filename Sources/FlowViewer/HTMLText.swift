import FlowCore

/// Text put into a page, escaped for where it goes (OWASP's contextual
/// escaping): element content and attribute values, and JSON inside a
/// `<script type="application/json">` block. Nothing a spec, a file or a
/// user typed is ever inserted as markup.
enum HTMLText {
    /// `text` as element content or a quoted attribute value: `& < > " '`
    /// as references, and the characters XML 1.0 and HTML forbid (controls
    /// other than tab, line feed and carriage return; U+FFFE and U+FFFF) as
    /// U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `value` as compact JSON that is safe inside a script element: every
    /// `<`, `>` and `&` (and U+2028, U+2029) as a `\u` escape, so no string
    /// can close the element (`</script>`), open a comment that swallows the
    /// rest of the page (`<!--<script>`), or end a line in older parsers.
    /// The escapes occur only inside strings, where JSON allows them, and
    /// read back as the same characters.
    static func scriptJSON(_ value: JSONValue) -> String {
        // On the UTF-8 bytes: appending scalar by scalar to a String took
        // half the time of a 100-step trace page (callgrind). `<`, `>` and `&`
        // are single bytes; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        let bytes = Array(JSONWriter.compact(value).utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        func escape(_ text: StaticString) {
            text.withUTF8Buffer { out.append(contentsOf: $0) }
        }
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"): escape("\\u003c")
            case UInt8(ascii: ">"): escape("\\u003e")
            case UInt8(ascii: "&"): escape("\\u0026")
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                escape(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 3
                continue
            default: out.append(bytes[index])
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
