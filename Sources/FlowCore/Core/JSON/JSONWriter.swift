/// Writes JSON in one canonical form, so that writing the same value twice
/// gives the same bytes: keys sorted by their UTF-8 bytes, integral numbers
/// without a fraction, other numbers in the shortest form that reads back to
/// the same `Double` (Swift's shortest round-trip form), non-finite numbers as the strings `"NaN"`, `"Infinity"`
/// and `"-Infinity"`, and non-ASCII text left as UTF-8 rather than escaped.
///
/// The pretty form puts a container on one line when it fits the line width,
/// and otherwise one member per line indented by two spaces, which keeps
/// recorded traces short and their diffs small.
public enum JSONWriter {
    /// The width the pretty form tries to stay within.
    public static let lineWidth = 100

    /// The value on one line.
    public static func compact(_ value: JSONValue) -> String {
        var output = ""
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

    /// A number in the canonical form.
    public static func format(_ number: Double) -> String {
        if number.isNaN { return "\"NaN\"" }
        if number.isInfinite { return number < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
        // An integral Double converts to Int64 exactly: write it without a fraction.
        if number == number.rounded(), abs(number) < 1e18 {
            return String(Int64(number))
        }
        return number.description
    }

    static func sortedMembers(_ members: [String: JSONValue]) -> [(key: String, value: JSONValue)] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    private static func writeCompact(_ value: JSONValue, spaced: Bool, to output: inout String) {
        let comma = spaced ? ", " : ","
        let colon = spaced ? ": " : ":"
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += format(number)
        case .string(let text): writeString(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += comma }
                writeCompact(element, spaced: spaced, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in sortedMembers(members).enumerated() {
                if index > 0 { output += comma }
                writeString(member.key, to: &output)
                output += colon
                writeCompact(member.value, spaced: spaced, to: &output)
            }
            output += "}"
        }
    }

    /// `used` is how many columns the current line already holds before this value.
    private static func writePretty(_ value: JSONValue, indent: Int, used: Int, to output: inout String) {
        let inline = inline(value)
        let isEmptyContainer = value.arrayValue?.isEmpty ?? value.objectValue?.isEmpty ?? true
        if isEmptyContainer || used + inline.count <= lineWidth {
            output += inline
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
                var key = ""
                writeString(member.key, to: &key)
                output += padding + key + ": "
                writePretty(member.value, indent: indent + 2, used: indent + 2 + key.count + 2, to: &output)
                output += index < sorted.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        case .null, .bool, .number, .string:
            output += inline
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
