import FlowCore

extension TextViewFilter: WebMachine {
    static var webName: String { "text-view-filter" }

    init(webConfig json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["placeholder", "removesEmoji", "maxLength", "lengthUnit", "leadingWhitespace", "layoutDirection", "contentSize"])
        let placeholder = try json.optionalMember("placeholder")?.read(Placeholder.self) ?? Placeholder()
        let removesEmoji = try json.optionalMember("removesEmoji")?.bool() ?? false
        let maxLength = try json.optionalMember("maxLength")?.int()
        let lengthUnit = try json.optionalMember("lengthUnit")?.rawValue(TextLengthUnit.self) ?? .graphemes
        let leadingWhitespace = try json.optionalMember("leadingWhitespace")?.rawValue(LeadingWhitespacePolicy.self) ?? .clearsLoneSpace
        let layoutDirection = try json.optionalMember("layoutDirection")?.read(LayoutDirection.self) ?? .leftToRight
        let contentSize = try json.optionalMember("contentSize")?.read(ContentSizeCategory.self) ?? .large
        self = try configured(at: json.path) { () throws(TextViewFilterError) in
            try Self(
                placeholder: placeholder, removesEmoji: removesEmoji, maxLength: maxLength, lengthUnit: lengthUnit,
                leadingWhitespace: leadingWhitespace, layoutDirection: layoutDirection, contentSize: contentSize)
        }
    }

    static func event(_ json: JSONReader) throws(WebError) -> Event {
        let c = try json.enumCase()
        switch c.name {
        case "replace":
            let p = try c.values(["location", "length", "with"])
            return .replace(location: try p.member("location").int(), length: try p.member("length").int(), with: try p.member("with").string())
        case "setText":
            let p = try c.values(["text"])
            return .setText(text: try p.member("text").string())
        case "select":
            let p = try c.values(["location", "length"])
            return .select(location: try p.member("location").int(), length: try p.member("length").int())
        case "setMarkedText":
            let p = try c.values(["text"])
            return .setMarkedText(text: try p.member("text").string())
        case "unmarkText":
            return .unmarkText
        default:
            throw c.unknown
        }
    }

    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .valueChanged: jsonCase("valueChanged")
        case .maxLengthReached(let limit): jsonCase("maxLengthReached", [("limit", jsonNumber(Double(limit)))])
        case .placeholderVisibility(let visible): jsonCase("placeholderVisibility", [("visible", .bool(visible))])
        }
    }

    static func json(_ event: Event) -> JSONValue {
        switch event {
        case .replace(let location, let length, let text):
            jsonCase("replace", [("location", jsonNumber(Double(location))), ("length", jsonNumber(Double(length))), ("with", .string(text))])
        case .setText(let text): jsonCase("setText", [("text", .string(text))])
        case .select(let location, let length): jsonCase("select", [("location", jsonNumber(Double(location))), ("length", jsonNumber(Double(length)))])
        case .setMarkedText(let text): jsonCase("setMarkedText", [("text", .string(text))])
        case .unmarkText: jsonCase("unmarkText")
        }
    }
}

extension TextViewFilter.Placeholder: JSONReadable {
    init(reading json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["text", "origin", "font", "color"])
        let defaults = TextViewFilter.Placeholder()
        self.init(
            text: try json.optionalMember("text")?.string() ?? defaults.text,
            origin: try json.optionalMember("origin")?.read(Point.self) ?? defaults.origin,
            font: try json.optionalMember("font")?.read(FontSpec.self) ?? defaults.font,
            color: ColorToken(try json.optionalMember("color")?.string() ?? defaults.color.rawValue))
    }
}

extension FontSpec: JSONReadable {
    init(reading json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["size", "weight", "family", "textStyle"])
        let size = try json.member("size").number()
        guard Bounds.length.contains(size) else { throw WebError("\(json.path).size: \(size) is outside 0…100,000") }
        self.init(
            size: size, weight: try json.optionalMember("weight")?.rawValue(FontSpec.Weight.self) ?? .regular,
            family: try json.optionalMember("family")?.string(), textStyle: try json.optionalMember("textStyle")?.rawValue(TextStyle.self))
    }
}
