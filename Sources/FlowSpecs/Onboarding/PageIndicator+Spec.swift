import FlowCore

extension PageIndicator: SpecMachine {
    public static let specName = "page-indicator"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case count, currentDotWidth, otherDotWidth, dotHeight, spacing, cornerRadius, currentColor, otherColor, slideDuration, mode, reducesMotion
        case layoutDirection, accessibilityLabel, accessibilityValue
    }

    /// Configuration: `count`, `currentDotWidth`, `otherDotWidth`, `dotHeight`;
    /// optionally `spacing` (0), `cornerRadius` (half the height),
    /// `currentColor`, `otherColor`, `slideDuration` (0.1), `mode` (`"slide"`,
    /// `"interactive"` or `{"windowed": {"maxVisible": n}}`), `reducesMotion` (false),
    /// `layoutDirection` (`"leftToRight"`), `accessibilityLabel` ("页码"),
    /// `accessibilityValue` ("第 {page} 页,共 {count} 页").
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            count: try c.decode(Int.self, forKey: .count), currentDotWidth: try c.decode(Double.self, forKey: .currentDotWidth),
            otherDotWidth: try c.decode(Double.self, forKey: .otherDotWidth), dotHeight: try c.decode(Double.self, forKey: .dotHeight),
            spacing: try c.value(.spacing, default: 0), cornerRadius: try c.decodeIfPresent(Double.self, forKey: .cornerRadius),
            currentColor: try c.value(.currentColor, default: "#187CFF"), otherColor: try c.value(.otherColor, default: "#EBEDF0"),
            slideDuration: try c.value(.slideDuration, default: 0.1), mode: try c.value(.mode, default: .slide),
            reducesMotion: try c.value(.reducesMotion, default: false), layoutDirection: try c.value(.layoutDirection, default: .leftToRight),
            accessibilityLabel: try c.value(.accessibilityLabel, default: Self.seedAccessibilityLabel),
            accessibilityValue: try c.value(.accessibilityValue, default: Self.seedAccessibilityValue))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(count, forKey: .count)
        try c.encode(currentDotWidth, forKey: .currentDotWidth)
        try c.encode(otherDotWidth, forKey: .otherDotWidth)
        try c.encode(dotHeight, forKey: .dotHeight)
        try c.encode(spacing, forKey: .spacing, unlessEqualTo: 0)
        try c.encode(cornerRadius, forKey: .cornerRadius, unlessEqualTo: dotHeight / 2)
        try c.encode(currentColor, forKey: .currentColor, unlessEqualTo: "#187CFF")
        try c.encode(otherColor, forKey: .otherColor, unlessEqualTo: "#EBEDF0")
        try c.encode(slideDuration, forKey: .slideDuration, unlessEqualTo: 0.1)
        try c.encode(mode, forKey: .mode, unlessEqualTo: .slide)
        try c.encode(reducesMotion, forKey: .reducesMotion, unlessEqualTo: false)
        try c.encode(layoutDirection, forKey: .layoutDirection, unlessEqualTo: .leftToRight)
        try c.encode(accessibilityLabel, forKey: .accessibilityLabel, unlessEqualTo: Self.seedAccessibilityLabel)
        try c.encode(accessibilityValue, forKey: .accessibilityValue, unlessEqualTo: Self.seedAccessibilityValue)
    }
}
