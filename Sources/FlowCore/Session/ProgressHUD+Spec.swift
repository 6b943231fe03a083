extension ProgressHUD: SpecMachine {
    public static let specName = "progress-hud"

    private enum CodingKeys: String, CodingKey { case graceTime, minimumShowTime, maximumNoticeTime, fadeInDuration, fadeOutDuration }

    /// Configuration, all optional: `graceTime` (0), `minimumShowTime` (1),
    /// `maximumNoticeTime` (none), `fadeInDuration` and `fadeOutDuration` (0.15).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            graceTime: try c.value(.graceTime, default: 0), minimumShowTime: try c.value(.minimumShowTime, default: 1),
            maximumNoticeTime: try c.value(.maximumNoticeTime, default: .infinity),
            fadeInDuration: try c.value(.fadeInDuration, default: 0.15), fadeOutDuration: try c.value(.fadeOutDuration, default: 0.15))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(graceTime, forKey: .graceTime, unlessEqualTo: 0)
        try c.encode(minimumShowTime, forKey: .minimumShowTime, unlessEqualTo: 1)
        try c.encode(maximumNoticeTime, forKey: .maximumNoticeTime, unlessEqualTo: .infinity)
        try c.encode(fadeInDuration, forKey: .fadeInDuration, unlessEqualTo: 0.15)
        try c.encode(fadeOutDuration, forKey: .fadeOutDuration, unlessEqualTo: 0.15)
    }
}
