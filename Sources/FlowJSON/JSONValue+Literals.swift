/// Literals, so JSON can be written in Swift as it reads:
/// `["repCode": "0000", "items": [1, 2], "done": true, "next": nil]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// An object; a key given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        // A loop rather than `Dictionary(_:uniquingKeysWith:)`, whose error
        // handling Embedded Swift cannot compile.
        var object: [String: JSONValue] = [:]
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
