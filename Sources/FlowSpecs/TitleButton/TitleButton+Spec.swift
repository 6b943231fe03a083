import FlowCore

extension TitleButton: SpecMachine {
    public static let specName = "title-button"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case title, arrowSize, arrowImage, selectedArrowImage, homeTitle, font, textColor, maxWidth, layoutDirection, contentSize, measurer
        case blankTitleIsHome
    }

    /// Configuration: `arrowSize`; optionally `title` (none), `arrowImage`
    /// (`"nav_arrow_down"`), `selectedArrowImage` (`"nav_arrow_up"`),
    /// `homeTitle` (`"首页"`), `font` (bold 17), `textColor` (`"#555555"`),
    /// `maxWidth` (none), `layoutDirection` (`"leftToRight"`), `contentSize`
    /// (`"large"`), `blankTitleIsHome` (false, the seed's), `measurer`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title),
            style: try TitleButtonStyle(
                arrowSize: try c.decode(Size.self, forKey: .arrowSize), arrowImage: try c.value(.arrowImage, default: "nav_arrow_down"),
                selectedArrowImage: try c.value(.selectedArrowImage, default: "nav_arrow_up"), homeTitle: try c.value(.homeTitle, default: "首页"),
                font: try c.value(.font, default: TitleButtonStyle.seedFont), textColor: try c.value(.textColor, default: "#555555"),
                maxWidth: try c.value(.maxWidth, default: .infinity), layoutDirection: try c.value(.layoutDirection, default: .leftToRight),
                contentSize: try c.value(.contentSize, default: .large), blankTitleIsHome: try c.value(.blankTitleIsHome, default: false)),
            measurer: try c.measurer(.measurer))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(style.arrowSize, forKey: .arrowSize)
        try c.encode(style.arrowImage, forKey: .arrowImage, unlessEqualTo: "nav_arrow_down")
        try c.encode(style.selectedArrowImage, forKey: .selectedArrowImage, unlessEqualTo: "nav_arrow_up")
        try c.encode(style.homeTitle, forKey: .homeTitle, unlessEqualTo: "首页")
        try c.encode(style.font, forKey: .font, unlessEqualTo: TitleButtonStyle.seedFont)
        try c.encode(style.textColor, forKey: .textColor, unlessEqualTo: "#555555")
        try c.encode(style.maxWidth, forKey: .maxWidth, unlessEqualTo: .infinity)
        try c.encode(style.layoutDirection, forKey: .layoutDirection, unlessEqualTo: .leftToRight)
        try c.encode(style.contentSize, forKey: .contentSize, unlessEqualTo: .large)
        try c.encode(style.blankTitleIsHome, forKey: .blankTitleIsHome, unlessEqualTo: false)
        try c.encode(measurer, forKey: .measurer)
    }
}
