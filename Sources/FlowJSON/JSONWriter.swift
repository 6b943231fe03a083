/// Writes JSON in one canonical form, so that writing the same value twice
/// gives the same bytes: keys sorted by their UTF-8 bytes, integral numbers
/// without a fraction, other numbers in the shortest form that reads back to
/// the same `Double` (Swift's shortest round-trip form), non-finite numbers as the strings `"NaN"`, `"Infinity"`
/// and `"-Infinity"`, and non-ASCII text left as UTF-8 rather than escaped.
///
/// The pretty form puts a container on one line when it fits the line width,
/// and otherwise one member per line indented by two spaces, which keeps
/// recorded traces short and their diffs small.
public enum JSONWriter: Sendable {
    /// The width the pretty form tries to stay within.
    public static let lineWidth = 100

    /// The value on one line.
    public static func compact(_ value: JSONValue) -> String {
        var output = ""
        writeCompact(value, spaced: false, to: &output)
        return output
    }

    /// `compact(_:)`'s UTF-8 bytes, for a writer that hands bytes on.
    package static func compactUTF8(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        writeCompact(value, spaced: false, to: &output)
        return output
    }

    /// The value on one line with a space after each `:` and `,`, as the
    /// pretty form writes short containers.
    public static func inline(_ value: JSONValue) -> String {
        var output = ""
        writeCompact(value, spaced: true, to: &output)
        return output
    }

    /// The value over as many lines as it needs, ending with a newline.
    public static func pretty(_ value: JSONValue) -> String {
        var output = ""
        writePretty(value, indent: 0, used: 0, to: &output)
        output += "\n"
        return output
    }

    /// The value in the pretty form as it sits `indent` columns in, inside a
    /// larger pretty document (its first line starts there; no trailing
    /// newline): for writing a long document a piece at a time.
    public static func pretty(_ value: JSONValue, indent: Int) -> String {
        pretty(value, indent: indent, used: indent)
    }

    /// As `pretty(_:indent:)`, for a value whose first line starts after
    /// `used` columns (behind a member's key).
    package static func pretty(_ value: JSONValue, indent: Int, used: Int) -> String {
        var output = ""
        writePretty(value, indent: indent, used: used, to: &output)
        return output
    }

    /// A number in the canonical form.
    public static func format(_ number: Double) -> String {
        MessageText.number(number)
    }

    static func sortedMembers(_ members: [String: JSONValue]) -> [(key: String, value: JSONValue)] {
        members.sorted { $0.key.precedesInMemberOrder($1.key) }
    }

    private static func writeCompact(_ value: JSONValue, spaced: Bool, to output: inout String) {
        // Written as UTF-8 bytes and made a String once: appending piece by
        // piece to a String checks every piece for grapheme boundaries, which
        // cost a 250-step trace page more than the rest of its data.
        var bytes: [UInt8] = []
        writeCompact(value, spaced: spaced, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    private static func writeCompact(_ value: JSONValue, spaced: Bool, to output: inout [UInt8]) {
        switch value {
        case .null: append("null", to: &output)
        case .bool(let flag): append(flag ? "true" : "false", to: &output)
        case .number(let number): append(format(number), to: &output)
        case .string(let text): writeString(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { separate(spaced, by: UInt8(ascii: ","), to: &output) }
                writeCompact(element, spaced: spaced, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in sortedMembers(members).enumerated() {
                if index > 0 { separate(spaced, by: UInt8(ascii: ","), to: &output) }
                writeString(member.key, to: &output)
                separate(spaced, by: UInt8(ascii: ":"), to: &output)
                writeCompact(member.value, spaced: spaced, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// `,` or `:`, with a space after it in the spaced form.
    private static func separate(_ spaced: Bool, by mark: UInt8, to output: inout [UInt8]) {
        output.append(mark)
        if spaced { output.append(UInt8(ascii: " ")) }
    }

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// `used` is how many columns the current line already holds before this value.
    private static func writePretty(_ value: JSONValue, indent: Int, used: Int, to output: inout String) {
        if inlineWidth(of: value, limit: lineWidth - used) != nil {
            writeCompact(value, spaced: true, to: &output)
            return
        }
        let padding = String(repeating: " ", count: indent + 2)
        switch value {
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += padding
                writePretty(element, indent: indent + 2, used: indent + 2, to: &output)
                output += index < elements.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            output += "{\n"
            let sorted = sortedMembers(members)
            for (index, member) in sorted.enumerated() {
                output += padding
                writeString(member.key, to: &output)
                output += ": "
                let used = indent + 2 + stringWidth(member.key, limit: .max) + 2
                writePretty(member.value, indent: indent + 2, used: used, to: &output)
                output += index < sorted.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        case .null, .bool, .number, .string:
            writeCompact(value, spaced: true, to: &output)
        }
    }

    /// The width of the value on one line (in Unicode scalars), or nil when
    /// it exceeds `limit`. Scalars, empty containers and anything that fits
    /// are written inline; the walk stops as soon as the limit is passed, so
    /// laying out a large document stays linear.
    static func inlineWidth(of value: JSONValue, limit: Int) -> Int? {
        switch value {
        case .null, .bool, .number, .string:
            return 0
        case .array(let elements) where elements.isEmpty:
            return 2
        case .object(let members) where members.isEmpty:
            return 2
        default:
            var remaining = limit
            return measure(value, remaining: &remaining) ? limit - remaining : nil
        }
    }

    /// Subtracts the value's inline width from `remaining`; false once it goes negative.
    package static func measure(_ value: JSONValue, remaining: inout Int) -> Bool {
        switch value {
        case .null: remaining -= 4
        case .bool(let flag): remaining -= flag ? 4 : 5
        case .number(let number): remaining -= format(number).utf8.count
        case .string(let text): remaining -= stringWidth(text, limit: remaining)
        case .array(let elements):
            remaining -= 2 + 2 * max(0, elements.count - 1)
            for element in elements where remaining >= 0 {
                guard measure(element, remaining: &remaining) else { return false }
            }
        case .object(let members):
            remaining -= 2 + 2 * max(0, members.count - 1)
            for (key, member) in members where remaining >= 0 {
                remaining -= stringWidth(key, limit: remaining) + 2
                guard remaining >= 0, measure(member, remaining: &remaining) else { return false }
            }
        }
        return remaining >= 0
    }

    /// The written width of a string with its quotes and escapes, counting no further than `limit` + 1.
    package static func stringWidth(_ text: String, limit: Int) -> Int {
        var width = 2
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}": width += 2
            case "\u{00}"..."\u{1F}": width += 6
            default: width += 1
            }
            if width > limit { return width }
        }
        return width
    }

    package static func writeString(_ text: String, to output: inout String) {
        output += "\""
        let needsEscaping = text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard needsEscaping else {
            output += text
            output += "\""
            return
        }
        // Escaped byte by byte into one buffer, then appended once: appending
        // to a String a character at a time costs far more than the escaping.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        MessageText.appendEscaped(text, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
        output += "\""
    }

    /// `text` as a JSON string, quotes included, appended as UTF-8.
    package static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        MessageText.appendEscaped(text, to: &output)
        output.append(UInt8(ascii: "\""))
    }
}
