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
        let json = JSONWriter.compact(value)
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
