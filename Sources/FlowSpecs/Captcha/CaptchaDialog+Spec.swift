import FlowCore

extension CaptchaDialog: SpecMachine {
    public static let specName = "captcha"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, phone, clientUid, geometry, style, timings, envelope, expiredCodes, accessibility, reducesMotion, measurer, texts
        case robotCheck
    }

    /// Configuration: `kind` (default `"blockPuzzle"`), `phone`, `clientUid`,
    /// `geometry`, `style` and `timings` (partial), `envelope` (`"errcode"`, the
    /// seed's and the default, or `"ajCaptcha"`), `expiredCodes` (default `["6110"]`),
    /// `accessibility` (partial: `adjustmentStep` 0.02, `alternative` `"none"`),
    /// `reducesMotion` (false), `measurer` (the estimated one), `texts`
    /// (partial; the seed's), `robotCheck` (`"seed"`, the default, or `"strict"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            kind: try container.value(.kind, default: .blockPuzzle),
            phone: try container.decodeIfPresent(String.self, forKey: .phone),
            clientUid: try container.decodeIfPresent(String.self, forKey: .clientUid),
            geometry: try container.value(.geometry, default: CaptchaGeometry()),
            style: try container.value(.style, default: CaptchaStyle()),
            timings: try container.value(.timings, default: CaptchaTimings()),
            envelope: try container.value(.envelope, default: .errcode),
            expiredCodes: Set(try container.value(.expiredCodes, default: ["6110"])),
            accessibility: try container.value(.accessibility, default: CaptchaAccessibility()),
            reducesMotion: try container.value(.reducesMotion, default: false),
            measurer: try container.measurer(.measurer),
            texts: try container.value(.texts, default: CaptchaTexts()),
            robotCheck: try container.value(.robotCheck, default: .seed))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind, unlessEqualTo: .blockPuzzle)
        try container.encodeIfPresent(phone, forKey: .phone)
        try container.encodeIfPresent(clientUid, forKey: .clientUid)
        try container.encode(geometry, forKey: .geometry, unlessEqualTo: CaptchaGeometry())
        try container.encode(style, forKey: .style, unlessEqualTo: CaptchaStyle())
        try container.encode(timings, forKey: .timings, unlessEqualTo: CaptchaTimings())
        try container.encode(envelope, forKey: .envelope, unlessEqualTo: .errcode)
        try container.encode(expiredCodes, forKey: .expiredCodes, unlessEqualTo: ["6110"])
        try container.encode(accessibility, forKey: .accessibility, unlessEqualTo: CaptchaAccessibility())
        try container.encode(reducesMotion, forKey: .reducesMotion, unlessEqualTo: false)
        try container.encode(measurer, forKey: .measurer)
        try container.encode(texts, forKey: .texts, unlessEqualTo: CaptchaTexts())
        try container.encode(robotCheck, forKey: .robotCheck, unlessEqualTo: .seed)
    }
}

#if !hasFeature(Embedded)
extension CaptchaRobotCheck: Codable {}
#endif
