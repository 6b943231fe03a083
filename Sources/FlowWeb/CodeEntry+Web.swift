import FlowCore

extension CodeEntry: WebMachine {
    static var webName: String { "code-entry" }

    /// `length`, `alphabet`, `isSecure`, `mask`, and of `style` the reader's
    /// settings, `contentSize` and `layoutDirection` (the rest is the seed's).
    init(webConfig json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["length", "alphabet", "isSecure", "mask", "style"])
        var style = CodeEntryStyle()
        if let s = try json.optionalMember("style") {
            _ = try s.members(allowing: ["contentSize", "layoutDirection"])
            style.contentSize = try s.optionalMember("contentSize")?.read(ContentSizeCategory.self) ?? .large
            style.layoutDirection = try s.optionalMember("layoutDirection")?.read(LayoutDirection.self) ?? .leftToRight
        }
        let alphabet = try json.optionalMember("alphabet")?.read(CodeAlphabet.self) ?? .digits
        let length = try json.optionalMember("length")?.int() ?? 4
        let isSecure = try json.optionalMember("isSecure")?.bool() ?? false
        let mask = try json.optionalMember("mask")?.string() ?? "●"
        self = try configured(at: json.path) { () throws(CodeEntryError) in
            try Self(length: length, alphabet: alphabet, isSecure: isSecure, mask: mask, style: style)
        }
    }

    static func event(_ json: JSONReader) throws(WebError) -> Event {
        let c = try json.enumCase()
        switch c.name {
        case "type": return .type(text: try c.value("text").string())
        case "deleteBackward": return .deleteBackward
        case "paste": return .paste(text: try c.value("text").string())
        case "clear": return .clear
        case "regenerate": return .regenerate
        case "close": return .close
        case "showError": return .showError(message: try c.value("message").string())
        case "cellTapped": return .cellTapped(index: try c.value("index").int())
        case "key": return .key(try c.payloadValue().read(KeyboardKey.self))
        default: throw c.unknown
        }
    }

    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .completed(let code): jsonCase("completed", [("code", .string(code))])
        case .rejected(let characters): jsonCase("rejected", [("characters", .string(characters))])
        case .reloadImage(let nonce): jsonCase("reloadImage", [("nonce", .number(Double(nonce)))])
        case .closed: jsonCase("closed")
        case .announce(let text): jsonCase("announce", [("text", .string(text))])
        }
    }

    static func json(_ event: Event) -> JSONValue {
        switch event {
        case .type(let text): jsonCase("type", [("text", .string(text))])
        case .deleteBackward: jsonCase("deleteBackward")
        case .paste(let text): jsonCase("paste", [("text", .string(text))])
        case .clear: jsonCase("clear")
        case .regenerate: jsonCase("regenerate")
        case .close: jsonCase("close")
        case .showError(let message): jsonCase("showError", [("message", .string(message))])
        case .cellTapped(let index): jsonCase("cellTapped", [("index", .number(Double(index)))])
        case .key(let key): jsonCase("key", payload: .string(key.rawValue))
        }
    }
}

extension CodeAlphabet: JSONReadable {
    init(reading json: JSONReader) throws(WebError) {
        let c = try json.enumCase()
        switch c.name {
        case "digits":
            self = .digits
        case "alphanumeric":
            let p = try c.payloadValue()
            _ = try p.members(allowing: ["uppercased"])
            self = .alphanumeric(uppercased: try p.member("uppercased").bool())
        case "characters":
            let p = try c.payloadValue()
            _ = try p.members(allowing: ["set"])
            self = .characters(set: try p.member("set").string())
        default:
            throw WebError("\(json.path): unknown alphabet \"\(c.name)\"")
        }
    }
}
