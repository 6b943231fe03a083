extension SMSCodeFlow: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "sms-code-flow" }

    /// Configuration: every key optional, defaults as in `init`; `captcha` is
    /// a captcha configuration (its `phone` is ignored: the flow's is used).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("rateLimitCodes maxCaptchaRounds captcha type messageType")
        let defaults = SMSCodeFlow.standard
        let rateLimitCodes: Set<String> = try c.decode("rateLimitCodes", default: defaults.rateLimitCodes)
        let maxCaptchaRounds: Int = try c.decode("maxCaptchaRounds", default: defaults.maxCaptchaRounds, schemaBounds: Bounds.count)
        let captcha: CaptchaDialog? = try c.decodeIfPresent("captcha", as: CaptchaDialog.self)
        let type: String = try c.decode("type", default: defaults.type)
        let messageType: String = try c.decode("messageType", default: defaults.messageType)
        self = try JSONDecodingError.validating { () throws(SMSCodeFlowError) in
            try SMSCodeFlow(
                rateLimitCodes: rateLimitCodes, maxCaptchaRounds: maxCaptchaRounds, captcha: captcha, type: type, messageType: messageType
            )
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        let defaults = SMSCodeFlow.standard
        var c: [String: JSONValue?] = [:]
        c.set("rateLimitCodes", rateLimitCodes, unlessEqualTo: defaults.rateLimitCodes)
        c.set("maxCaptchaRounds", maxCaptchaRounds, unlessEqualTo: defaults.maxCaptchaRounds)
        c.set("captcha", captcha.jsonValue, unlessEqualTo: JSONValue.object([:]))
        c.set("type", type, unlessEqualTo: defaults.type)
        c.set("messageType", messageType, unlessEqualTo: defaults.messageType)
        return .members(c)
    }

    /// The seed's flow, whose defaults cannot be rejected.
    private static let standard = try! SMSCodeFlow()
}

extension SMSCodeFlow.RequestError: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("code message")
        self.init(code: try c.decode("code"), message: try c.decode("message"))
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["code": code.jsonValue, "message": message.jsonValue]) }
}

extension SMSCodeFlow.Phase: JSONCodable {}

extension SMSCodeFlow.State: JSONCodable {
    /// Every member, required but `lastError`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("phase phone captchaRounds lastError captcha")
        self.init()
        phase = try c.decode("phase")
        phone = try c.decode("phone")
        captchaRounds = try c.decode("captchaRounds")
        lastError = try c.decodeIfPresent("lastError")
        captcha = try c.decode("captcha")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("phone", phone)
        object.set("captchaRounds", captchaRounds)
        object.set("lastError", lastError)
        object.set("captcha", captcha)
        return object.value
    }
}

extension SMSCodeFlow.Event: JSONCodable {
    /// One of `codeRequested`, `codeSent`, `codeFailed`, `captcha`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["start": "codeRequested"])
        switch value.name {
        case "codeRequested": self = .codeRequested(phone: try value.value("phone"))
        case "codeSent": self = .codeSent
        case "codeFailed":
            let c = try value.members("code message")
            self = .codeFailed(code: try c.decode("code"), message: try c.decode("message"))
        case "captcha": self = .captcha(event: try value.value("event"))
        default: throw value.unknown(among: "codeRequested codeSent codeFailed captcha")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .codeRequested(let phone): .enumCase("codeRequested", ["phone": phone.jsonValue])
        case .codeSent: .string("codeSent")
        case .codeFailed(let code, let message): .enumCase("codeFailed", ["code": code.jsonValue, "message": message.jsonValue])
        case .captcha(let event): .enumCase("captcha", ["event": event.jsonValue])
        }
    }
}

extension SMSCodeFlow.Effect: JSONCodable {
    /// One of `requestCode`, `openCaptcha`, `captcha`, `finish`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["finished": "finish"])
        switch value.name {
        case "requestCode":
            let c = try value.members("phone type messageType captcha capname")
            self = .requestCode(
                phone: try c.decode("phone"), type: try c.decode("type"), messageType: try c.decode("messageType"), captcha: try c.decode("captcha"),
                capname: try c.decode("capname")
            )
        case "openCaptcha": self = .openCaptcha(kind: try value.value("kind"))
        case "captcha": self = .captcha(effect: try value.value("effect"))
        case "finish": self = .finish(error: try value.members("error").decodeIfPresent("error"))
        default: throw value.unknown(among: "requestCode openCaptcha captcha finish")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .requestCode(let phone, let type, let messageType, let captcha, let capname): .enumCase(
            "requestCode",
            [
                "phone": phone.jsonValue, "type": type.jsonValue, "messageType": messageType.jsonValue, "captcha": captcha.jsonValue,
                "capname": capname.jsonValue,
            ]
        )
        case .openCaptcha(let kind): .enumCase("openCaptcha", ["kind": kind.jsonValue])
        case .captcha(let effect): .enumCase("captcha", ["effect": effect.jsonValue])
        case .finish(let error): .enumCase("finish", ["error": error?.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension SMSCodeFlow: CodableThroughJSON {}
extension SMSCodeFlow.RequestError: CodableThroughJSON {}
extension SMSCodeFlow.State: CodableThroughJSON {}
extension SMSCodeFlow.Event: CodableThroughJSON {}
extension SMSCodeFlow.Effect: CodableThroughJSON {}
extension SMSCodeFlow.Phase: Codable {}
#endif
