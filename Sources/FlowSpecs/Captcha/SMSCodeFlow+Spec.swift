import FlowCore

extension SMSCodeFlow: SpecMachine {
    public static let specName = "sms-code-flow"

    private enum CodingKeys: String, CodingKey, CaseIterable { case rateLimitCodes, maxCaptchaRounds, captcha, type, messageType }

    /// Configuration: every key optional, defaults as in `init`; `captcha` is
    /// a captcha configuration (its `phone` is ignored: the flow's is used).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = try SMSCodeFlow()
        try self.init(
            rateLimitCodes: Set(try container.value(.rateLimitCodes, default: Array(defaults.rateLimitCodes))),
            maxCaptchaRounds: try container.value(.maxCaptchaRounds, default: defaults.maxCaptchaRounds),
            captcha: try container.decodeIfPresent(CaptchaDialog.self, forKey: .captcha),
            type: try container.value(.type, default: defaults.type),
            messageType: try container.value(.messageType, default: defaults.messageType))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        let defaults = try SMSCodeFlow()
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rateLimitCodes, forKey: .rateLimitCodes, unlessEqualTo: defaults.rateLimitCodes)
        try container.encode(maxCaptchaRounds, forKey: .maxCaptchaRounds, unlessEqualTo: defaults.maxCaptchaRounds)
        let captchaJSON = try JSONEncoding.encode(captcha)
        if captchaJSON != .object([:]) { try container.encode(captchaJSON, forKey: .captcha) }
        try container.encode(type, forKey: .type, unlessEqualTo: defaults.type)
        try container.encode(messageType, forKey: .messageType, unlessEqualTo: defaults.messageType)
    }
}
