import FlowCore

extension CaptchaDialog: WebMachine {
    static var webName: String { "captcha" }

    /// `kind`, `phone`, `clientUid`, `envelope`, `expiredCodes`,
    /// `accessibility`, `reducesMotion`, `texts` (any of them), and of
    /// `style` the reader's text size, `contentSize`; the geometry, the rest
    /// of the style and the timings are the seed's.
    init(webConfig json: JSONReader) throws(WebError) {
        _ = try json.members(
            allowing: ["kind", "phone", "clientUid", "envelope", "expiredCodes", "accessibility", "reducesMotion", "style", "texts"])
        let kind = try json.optionalMember("kind")?.rawValue(CaptchaKind.self) ?? .blockPuzzle
        var style = CaptchaStyle()
        if let s = try json.optionalMember("style") {
            _ = try s.members(allowing: ["contentSize"])
            style.contentSize = try s.optionalMember("contentSize")?.read(ContentSizeCategory.self) ?? .large
        }
        var accessibility = CaptchaAccessibility()
        if let a = try json.optionalMember("accessibility") {
            _ = try a.members(allowing: ["adjustmentStep", "alternative"])
            accessibility.adjustmentStep = try a.optionalMember("adjustmentStep")?.number() ?? accessibility.adjustmentStep
            accessibility.alternative = try a.optionalMember("alternative")?.rawValue(CaptchaAccessibility.Alternative.self) ?? .none
        }
        let texts = try json.optionalMember("texts")?.read(CaptchaTexts.self) ?? CaptchaTexts()
        let phone = try json.optionalMember("phone")?.string()
        let clientUid = try json.optionalMember("clientUid")?.string()
        let envelope = try json.optionalMember("envelope")?.rawValue(CaptchaEnvelope.self) ?? .errcode
        let expired = try json.optionalMember("expiredCodes")?.elements().map { json throws(WebError) in try json.string() } ?? ["6110"]
        let reducesMotion = try json.optionalMember("reducesMotion")?.bool() ?? false
        self = try configured(at: json.path) { () throws(CaptchaConfigurationError) in
            try Self(
                kind: kind, phone: phone, clientUid: clientUid, style: style, envelope: envelope, expiredCodes: Set(expired),
                accessibility: accessibility, reducesMotion: reducesMotion, texts: texts)
        }
    }

    static func event(_ json: JSONReader) throws(WebError) -> Event {
        let c = try json.enumCase()
        /// `{}` or no payload at all for a case whose only value is optional.
        func timestamp() throws(WebError) -> Double? {
            guard c.payload != nil else { return nil }
            return try c.values(["timestamp"]).optionalMember("timestamp")?.number()
        }
        switch c.name {
        case "open": return .open(timestamp: try timestamp())
        case "refresh": return .refresh(timestamp: try timestamp())
        case "response":
            let p = try c.values(["request", "body"])
            let body = try p.member("body").value
            let response: CaptchaResponseBody = if case .string(let text) = body { .text(text) } else { .json(body) }
            return .response(request: try p.member("request").int(), body: response)
        case "requestFailed":
            let p = try c.values(["request", "message"])
            return .requestFailed(request: try p.member("request").int(), message: try p.member("message").string())
        case "requestTimedOut": return .requestTimedOut(request: try c.values(["request"]).member("request").int())
        case "dragBegan": return .dragBegan
        case "dragMoved": return .dragMoved(translation: try c.values(["translation"]).member("translation").number())
        case "dragEnded": return .dragEnded(translation: try c.values(["translation"]).member("translation").number())
        case "tapped": return .tapped(at: try c.values(["at"]).member("at").read(Point.self))
        case "maskTapped": return .maskTapped
        case "tokenExpired": return .tokenExpired
        case "reload": return .reload
        case "closeAfterSuccess": return .closeAfterSuccess
        case "increment": return .increment
        case "decrement": return .decrement
        case "submit": return .submit
        case "voiceOverChanged": return .voiceOverChanged(isRunning: try c.values(["isRunning"]).member("isRunning").bool())
        case "alternativeChosen": return .alternativeChosen
        case "key": return .key(try c.payloadValue().read(KeyboardKey.self))
        default: throw c.unknown
        }
    }

    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .request(let id, let path, let body):
            jsonCase("request", [("id", .number(Double(id))), ("path", .string(path)), ("body", body)])
        case .showChallenge(let background, let piece, let pieceSize, let words):
            jsonCase(
                "showChallenge",
                [
                    ("background", .string(background)), ("piece", piece.map(JSONValue.string)), ("pieceSize", pieceSize.json),
                    ("words", .array(words.map(JSONValue.string))),
                ])
        case .animate(let timeline): jsonCase("animate", [("timeline", timeline.json)])
        case .alert(let title, let message, let buttons):
            jsonCase("alert", [("title", .string(title)), ("message", .string(message)), ("buttons", .array(buttons.map(JSONValue.string)))])
        case .finished(let verification): jsonCase("finished", [("verification", verification.map(JSONValue.string))])
        case .announce(let text): jsonCase("announce", [("text", .string(text))])
        case .alternativeRequested: jsonCase("alternativeRequested")
        }
    }

    static func json(_ event: Event) -> JSONValue {
        switch event {
        case .open(let timestamp): return jsonCase("open", [("timestamp", timestamp.map(jsonNumber))])
        case .refresh(let timestamp): return jsonCase("refresh", [("timestamp", timestamp.map(jsonNumber))])
        case .response(let request, let body):
            let value: JSONValue = switch body {
            case .text(let text): .string(text)
            case .json(let json): json
            }
            return jsonCase("response", [("request", .number(Double(request))), ("body", value)])
        case .requestFailed(let request, let message):
            return jsonCase("requestFailed", [("request", .number(Double(request))), ("message", .string(message))])
        case .requestTimedOut(let request): return jsonCase("requestTimedOut", [("request", .number(Double(request)))])
        case .dragBegan: return jsonCase("dragBegan")
        case .dragMoved(let translation): return jsonCase("dragMoved", [("translation", jsonNumber(translation))])
        case .dragEnded(let translation): return jsonCase("dragEnded", [("translation", jsonNumber(translation))])
        case .tapped(let point): return jsonCase("tapped", [("at", point.json)])
        case .maskTapped: return jsonCase("maskTapped")
        case .tokenExpired: return jsonCase("tokenExpired")
        case .reload: return jsonCase("reload")
        case .closeAfterSuccess: return jsonCase("closeAfterSuccess")
        case .increment: return jsonCase("increment")
        case .decrement: return jsonCase("decrement")
        case .submit: return jsonCase("submit")
        case .voiceOverChanged(let isRunning): return jsonCase("voiceOverChanged", [("isRunning", .bool(isRunning))])
        case .alternativeChosen: return jsonCase("alternativeChosen")
        case .key(let key): return jsonCase("key", payload: .string(key.rawValue))
        }
    }
}

extension CaptchaTexts: JSONReadable {
    init(reading json: JSONReader) throws(WebError) {
        let keys = [
            "loading", "clickPrompt", "failure", "success", "alertTitle", "alertButton", "timeout", "thumbLabel", "thumbHint", "alternative",
            "puzzleImage", "clickImage", "clickImageValue",
        ]
        _ = try json.members(allowing: keys)
        self.init()
        func text(_ key: String, _ fallback: String) throws(WebError) -> String { try json.optionalMember(key)?.string() ?? fallback }
        loading = try text("loading", loading)
        clickPrompt = TextTemplate(try text("clickPrompt", clickPrompt.text))
        failure = try text("failure", failure)
        success = try text("success", success)
        alertTitle = try text("alertTitle", alertTitle)
        alertButton = try text("alertButton", alertButton)
        timeout = try text("timeout", timeout)
        thumbLabel = try text("thumbLabel", thumbLabel)
        thumbHint = try text("thumbHint", thumbHint)
        alternative = try text("alternative", alternative)
        puzzleImage = try text("puzzleImage", puzzleImage)
        clickImage = try text("clickImage", clickImage)
        clickImageValue = TextTemplate(try text("clickImageValue", clickImageValue.text))
    }
}
