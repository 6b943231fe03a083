/// A sentence with named holes, such as `"第 {page} 页,共 {count} 页"`, that a
/// machine fills with numbers: how texts that carry a count are localised
/// (`"Page {page} of {count}"` in English). It reads and writes as a plain
/// JSON string.
public struct TextTemplate: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The sentence, holes included.
    public var text: String

    /// A template of `text`.
    public init(_ text: String) { self.text = text }

    /// A template written as a literal.
    public init(stringLiteral text: String) { self.text = text }

    /// The sentence itself.
    public var description: String { text }

    /// The sentence with each `{name}` replaced by its value, in one pass;
    /// a hole without a value, and a brace that opens no hole, stay as written.
    public func filled(_ values: KeyValuePairs<String, String>) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[rest.startIndex..<open]
            let afterOpen = rest.index(after: open)
            // A name holds no brace, so each character is looked at at most twice: linear in the template.
            if let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}",
                let value = values.first(where: { $0.key == rest[afterOpen..<close] })?.value
            {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
