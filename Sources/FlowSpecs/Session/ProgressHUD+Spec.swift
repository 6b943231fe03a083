import FlowCore

extension ProgressHUD: SpecMachine {
    public static let specName = "progress-hud"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case graceTime, minimumShowTime, minimumDismissTime, maximumDismissTime, noticeLengthUnit, fadeInDuration, fadeOutDuration
        case contentSize, loadingLabel, reducesMotion
    }

    /// Configuration, all optional: `graceTime` (0), `minimumShowTime` (0),
    /// `minimumDismissTime` (1), `maximumDismissTime` (none),
    /// `noticeLengthUnit` (`"utf16"`), `fadeInDuration` and `fadeOutDuration`
    /// (0.15), `contentSize` (`"large"`), `loadingLabel` ("加载中"),
    /// `reducesMotion` (false).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = ProgressHUD.standard
        try self.init(
            graceTime: try c.value(.graceTime, default: d.graceTime), minimumShowTime: try c.value(.minimumShowTime, default: d.minimumShowTime),
            minimumDismissTime: try c.value(.minimumDismissTime, default: d.minimumDismissTime),
            maximumDismissTime: try c.value(.maximumDismissTime, default: d.maximumDismissTime),
            noticeLengthUnit: try c.value(.noticeLengthUnit, default: d.noticeLengthUnit),
            fadeInDuration: try c.value(.fadeInDuration, default: d.fadeInDuration), fadeOutDuration: try c.value(.fadeOutDuration, default: d.fadeOutDuration),
            contentSize: try c.value(.contentSize, default: d.contentSize), loadingLabel: try c.value(.loadingLabel, default: d.loadingLabel),
            reducesMotion: try c.value(.reducesMotion, default: d.reducesMotion))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        let d = ProgressHUD.standard
        try c.encode(graceTime, forKey: .graceTime, unlessEqualTo: d.graceTime)
        try c.encode(minimumShowTime, forKey: .minimumShowTime, unlessEqualTo: d.minimumShowTime)
        try c.encode(minimumDismissTime, forKey: .minimumDismissTime, unlessEqualTo: d.minimumDismissTime)
        try c.encode(maximumDismissTime, forKey: .maximumDismissTime, unlessEqualTo: d.maximumDismissTime)
        try c.encode(noticeLengthUnit, forKey: .noticeLengthUnit, unlessEqualTo: d.noticeLengthUnit)
        try c.encode(fadeInDuration, forKey: .fadeInDuration, unlessEqualTo: d.fadeInDuration)
        try c.encode(fadeOutDuration, forKey: .fadeOutDuration, unlessEqualTo: d.fadeOutDuration)
        try c.encode(contentSize, forKey: .contentSize, unlessEqualTo: d.contentSize)
        try c.encode(loadingLabel, forKey: .loadingLabel, unlessEqualTo: d.loadingLabel)
        try c.encode(reducesMotion, forKey: .reducesMotion, unlessEqualTo: d.reducesMotion)
    }
}
