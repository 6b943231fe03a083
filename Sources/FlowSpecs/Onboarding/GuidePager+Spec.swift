import FlowCore

extension GuidePager: SpecMachine {
    public static let specName = "guide-pager"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case variant, exitStyle, pageCount, pageSize, safeArea, hidesSkipButton, hidesStartButton, slipsIntoHome, fitScale, newFeatureStartButtonSize, indicator
        case style, reducesMotion
    }

    /// Configuration: `pageCount`, `pageSize`; optionally `variant`
    /// (`"guide"`), `exitStyle` (`"fade"` or `"immediate"`; the variant's by default), `safeArea`, `hidesSkipButton`, `hidesStartButton`,
    /// `slipsIntoHome`, `fitScale` (1), `newFeatureStartButtonSize`
    /// (105 × 36), `indicator` (a page-indicator configuration), `reducesMotion` (false).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            variant: try c.value(.variant, default: .guide), exitStyle: try c.decodeIfPresent(ExitStyle.self, forKey: .exitStyle),
            pageCount: try c.decode(Int.self, forKey: .pageCount),
            pageSize: try c.decode(Size.self, forKey: .pageSize), safeArea: try c.value(.safeArea, default: .zero),
            hidesSkipButton: try c.value(.hidesSkipButton, default: false), hidesStartButton: try c.value(.hidesStartButton, default: false),
            slipsIntoHome: try c.value(.slipsIntoHome, default: false), fitScale: try c.value(.fitScale, default: 1),
            newFeatureStartButtonSize: try c.value(.newFeatureStartButtonSize, default: Size(width: 105, height: 36)),
            indicator: try c.decodeIfPresent(PageIndicator.self, forKey: .indicator), style: try c.value(.style, default: GuideStyle()),
            reducesMotion: try c.value(.reducesMotion, default: false))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(variant, forKey: .variant, unlessEqualTo: .guide)
        try c.encode(exitStyle, forKey: .exitStyle, unlessEqualTo: variant == .guide ? .fade : .immediate)
        try c.encode(pageCount, forKey: .pageCount)
        try c.encode(pageSize, forKey: .pageSize)
        try c.encode(safeArea, forKey: .safeArea, unlessEqualTo: .zero)
        try c.encode(hidesSkipButton, forKey: .hidesSkipButton, unlessEqualTo: false)
        try c.encode(hidesStartButton, forKey: .hidesStartButton, unlessEqualTo: false)
        try c.encode(slipsIntoHome, forKey: .slipsIntoHome, unlessEqualTo: false)
        try c.encode(fitScale, forKey: .fitScale, unlessEqualTo: 1)
        try c.encode(newFeatureStartButtonSize, forKey: .newFeatureStartButtonSize, unlessEqualTo: Size(width: 105, height: 36))
        let indicatorJSON = try JSONEncoding.encode(indicator)
        let standard = try JSONEncoding.encode(
            try Self.defaultIndicator(variant: variant, pageCount: pageCount, fitScale: fitScale, reducesMotion: reducesMotion))
        if indicatorJSON != standard { try c.encode(indicatorJSON, forKey: .indicator) }
        try c.encode(style, forKey: .style, unlessEqualTo: GuideStyle())
        try c.encode(reducesMotion, forKey: .reducesMotion, unlessEqualTo: false)
    }
}
