import FlowCore
import FlowSpecs

/// How values appear in failure messages: as the JSON specs use when they
/// encode, otherwise as Swift prints them.
enum Rendering {
    /// The value's JSON, when it is `Encodable` and encodes without error.
    static func json(_ value: Any) -> JSONValue? {
        guard let encodable = value as? any Encodable else { return nil }
        return try? JSONEncoding.encode(encodable)
    }

    /// The value on one line, shortened.
    static func inline(_ value: Any) -> String {
        let text = json(value).map(JSONWriter.inline) ?? String(describing: value)
        guard text.count > JSONDiff.valueLimit else { return text }
        return String(text.prefix(JSONDiff.valueLimit)) + "…"
    }

    /// A time as a spec writes it, with its unit.
    static func seconds(_ time: Double) -> String {
        JSONWriter.format(time) + " s"
    }

    /// How `expected` and `actual` differ, member by member when both
    /// encode, else line by line of their dumps.
    static func diff(expected: Any, actual: Any) -> String {
        if let left = json(expected), let right = json(actual) {
            let diff = JSONDiff(expected: left, actual: right)
            if !diff.isEmpty { return diff.rendered(indent: 2) }
        }
        return lineDiff(dump(expected), dump(actual))
    }

    /// Two lists compared element by element.
    static func diff(expectedElements: [Any], actualElements: [Any]) -> String {
        let left = expectedElements.map(json)
        let right = actualElements.map(json)
        if left.allSatisfy({ $0 != nil }), right.allSatisfy({ $0 != nil }) {
            let diff = JSONDiff(expectedElements: left.map { $0! }, actualElements: right.map { $0! })
            if !diff.isEmpty { return diff.rendered(indent: 2) }
        }
        return lineDiff(expectedElements.map { String(describing: $0) }, actualElements.map { String(describing: $0) })
    }

    private static func dump(_ value: Any) -> [String] {
        var text = ""
        Swift.dump(value, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func lineDiff(_ expected: [String], _ actual: [String]) -> String {
        let diff = JSONDiff(expectedElements: expected.map(JSONValue.string), actualElements: actual.map(JSONValue.string))
        guard !diff.isEmpty else {
            return "  (the two print the same; a value may not equal itself, such as NaN)"
        }
        return diff.lines.map { line in
            switch line {
            case .path(let path): "  " + path.description
            case .same(let text): "    " + unquote(text)
            case .expected(let text): "  − " + unquote(text)
            case .actual(let text): "  + " + unquote(text)
            }
        }
        .joined(separator: "\n")
    }

    /// The text of a JSON string literal rendered by `JSONDiff`.
    private static func unquote(_ text: String) -> String {
        guard let value = try? JSONParser.parse(text), case .string(let string) = value else { return text }
        return string
    }
}
