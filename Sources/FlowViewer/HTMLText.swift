import FlowCore
import FlowSVG

/// Text put into a page, escaped for where it goes (OWASP's contextual
/// escaping): element content and attribute values, and JSON inside a
/// `<script type="application/json">` block. Nothing a spec, a file or a
/// user typed is ever inserted as markup.
package enum HTMLText {
    /// What `escape` makes of the characters XML 1.0 and HTML forbid
    /// (controls other than tab, line feed and carriage return; U+FFFE and
    /// U+FFFF).
    package enum Forbidden {
        /// U+FFFD, as a page shows text it cannot hold.
        case replaced
        /// A visible `\uXXXX`, as a report quotes what it found (JUnit's failure text).
        case shown
    }

    /// `text` as element content or a quoted attribute value: `& < > " '`
    /// as references, the forbidden characters as `forbidden` says, and tab,
    /// line feed and carriage return kept, or as character references when
    /// `keepsBreaksInAttributes` (an attribute value's parser turns a raw
    /// one into a space).
    package static func escape(_ text: String, forbidden: Forbidden = .replaced, keepsBreaksInAttributes: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r":
                if keepsBreaksInAttributes { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{FFFE}", "\u{FFFF}":
                switch forbidden {
                case .replaced: out += "\u{FFFD}"
                case .shown:
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Appends `object` as `appendScriptJSON(_:to:)` writes it, with one
    /// more member, `key`, an array of `strings` given as UTF-8 bytes
    /// (pictures), each escaped as a JSON string straight from its bytes,
    /// never made a `String`. `object` must be an object without `key`.
    ///
    /// `written` members (their values already written as script-safe JSON)
    /// follow the strings, before the object's own.
    static func appendScriptJSON(
        _ object: JSONValue, adding key: StaticString, strings: [[UInt8]], written: [(key: StaticString, json: [UInt8])] = [], to out: inout [UInt8]
    ) {
        out.reserveCapacity(out.count + strings.reduce(0) { $0 + $1.count + $1.count / 4 } + 4096)
        out.append(UInt8(ascii: "{"))
        out.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(contentsOf: Array("\":[".utf8))
        for (index, string) in strings.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendScriptString(string, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        for member in written {
            out += ",\""
            out += member.key
            out += "\":"
            out.append(contentsOf: member.json)
        }
        var rest: [UInt8] = []
        appendScriptJSON(object, to: &rest)
        // The object's own members follow, after a comma in place of its "{".
        if rest.count > 2 { out.append(UInt8(ascii: ",")) }
        out.append(contentsOf: rest.dropFirst())
    }

    /// Appends `value` as compact JSON that is safe inside a script element:
    /// every `<`, `>` and `&` (and U+2028, U+2029) as a `\u` escape, so no
    /// string can close the element (`</script>`), open a comment that
    /// swallows the rest of the page (`<!--<script>`), or end a line in older
    /// parsers. The escapes occur only inside strings, where JSON allows
    /// them, and read back as the same characters.
    static func appendScriptJSON(_ value: JSONValue, to out: inout [UInt8]) {
        // On the UTF-8 bytes: appending scalar by scalar to a String took
        // half the time of a 100-step trace page (callgrind). `<`, `>` and `&`
        // are single bytes; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        let bytes = JSONWriter.compactUTF8(value)
        out.reserveCapacity(out.count + bytes.count + 64)
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                if let escaped = scriptEscape(bytes, at: index) {
                    escaped.text.withUTF8Buffer { out.append(contentsOf: $0) }
                    index += escaped.length
                } else {
                    out.append(bytes[index])
                    index += 1
                }
            }
        }
    }

    /// Appends `bytes` (UTF-8) as a JSON string safe in a script element:
    /// JSON's own escapes (`"`, `\\`, the controls) and `scriptJSON`'s.
    static func appendScriptString(_ bytes: [UInt8], to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { appendScriptString($0, to: &out) }
    }

    /// Appends `text` as `appendScriptString(_:to:)` does, from its own bytes.
    static func appendScriptString(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendScriptString($0, to: &out) }
    }

    /// Appends `bytes` (UTF-8) as a JSON string safe in a script element.
    static func appendScriptString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        // Written into room for the worst case (six bytes for each), then
        // appended at once: each escape and each run between two appended to
        // the array cost a trace page a sixth of its time (callgrind).
        let escaped = [UInt8](unsafeUninitializedCapacity: bytes.count * 6 + 2) { room, written in
            written = writeScriptString(bytes, into: room.baseAddress!)
        }
        out.append(contentsOf: escaped)
    }

    /// Writes `bytes` as `appendScriptString(_:to:)` appends them, at
    /// `start`, which has room for six bytes each and two more; returns how
    /// many it wrote.
    private static func writeScriptString(_ bytes: UnsafeBufferPointer<UInt8>, into start: UnsafeMutablePointer<UInt8>) -> Int {
        var end = start
        func put(_ byte: UInt8) {
            end.pointee = byte
            end += 1
        }
        put(UInt8(ascii: "\""))
        // Runs of bytes that need nothing are copied whole, and one load a
        // byte finds where a run ends: a trace page escapes every step's SVG
        // this way, a `<`, `>` and two `"` in every element.
        var run = 0
        var index = 0
        func flush() {
            guard run < index else { return }
            end.update(from: bytes.baseAddress! + run, count: index - run)
            end += index - run
        }
        let needsEscape = scriptEscapeTable
        while index < bytes.count {
            let byte = bytes[index]
            guard needsEscape[Int(byte)] else {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                flush()
                put(UInt8(ascii: "\\"))
                put(byte)
            case UInt8(ascii: "\n"):
                flush()
                put(UInt8(ascii: "\\"))
                put(UInt8(ascii: "n"))
            case 0..<0x20:
                flush()
                func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10 }
                put(UInt8(ascii: "\\"))
                put(UInt8(ascii: "u"))
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "0"))
                put(digit(byte >> 4))
                put(digit(byte & 0xF))
            default:
                // `<`, `>`, `&`, or E2, which starts U+2028 and U+2029 among others.
                guard let escaped = scriptEscape(bytes, at: index) else {
                    index += 1
                    continue
                }
                flush()
                escaped.text.withUTF8Buffer { text in
                    for byte in text { put(byte) }
                }
                index += escaped.length
                run = index
                continue
            }
            index += 1
            run = index
        }
        flush()
        put(UInt8(ascii: "\""))
        return end - start
    }

    /// Which bytes `appendScriptString` looks at: the controls, `"`, `\`,
    /// `<`, `>`, `&`, and E2 (which starts U+2028 and U+2029).
    private static let scriptEscapeTable: [Bool] = (0...255).map { (byte: Int) in
        byte < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0xE2].contains(byte)
    }

    /// The escape for the character at `index` if a script needs one: `<`,
    /// `>`, `&`, U+2028 or U+2029, with how many bytes it replaces.
    private static func scriptEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (text: StaticString, length: Int)? {
        switch bytes[index] {
        case UInt8(ascii: "<"): ("\\u003c", 1)
        case UInt8(ascii: ">"): ("\\u003e", 1)
        case UInt8(ascii: "&"): ("\\u0026", 1)
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA8: ("\\u2028", 3)
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9: ("\\u2029", 3)
        default: nil
        }
    }
}
