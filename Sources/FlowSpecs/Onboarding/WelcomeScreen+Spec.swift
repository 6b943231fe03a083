import FlowCore

extension WelcomeScreen: SpecMachine {
    public static let specName = "welcome-screen"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case avatarSize, travelInset, greeting, greetingFont, greetingGap, riseDuration, dampingRatio, fadeDuration, measurer
        case greetingColor, backgroundImage, avatarURL, avatarPlaceholder, reducesMotion, contentSize, avatarLabel
    }

    /// Configuration: every key optional, defaults as in `init` (the seed's values).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = WelcomeScreen.standard
        try self.init(
            avatarSize: try c.value(.avatarSize, default: d.avatarSize), travelInset: try c.value(.travelInset, default: d.travelInset),
            greeting: try c.value(.greeting, default: d.greeting), greetingFont: try c.value(.greetingFont, default: d.greetingFont),
            greetingGap: try c.value(.greetingGap, default: d.greetingGap), riseDuration: try c.value(.riseDuration, default: d.riseDuration),
            dampingRatio: try c.value(.dampingRatio, default: d.dampingRatio), fadeDuration: try c.value(.fadeDuration, default: d.fadeDuration),
            measurer: try c.measurer(.measurer), greetingColor: try c.value(.greetingColor, default: d.greetingColor),
            backgroundImage: try c.value(.backgroundImage, default: d.backgroundImage), avatarURL: try c.decodeIfPresent(String.self, forKey: .avatarURL),
            avatarPlaceholder: try c.value(.avatarPlaceholder, default: d.avatarPlaceholder),
            reducesMotion: try c.value(.reducesMotion, default: false),
            contentSize: try c.value(.contentSize, default: .large), avatarLabel: try c.value(.avatarLabel, default: d.avatarLabel))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        let d = WelcomeScreen.standard
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(avatarSize, forKey: .avatarSize, unlessEqualTo: d.avatarSize)
        try c.encode(travelInset, forKey: .travelInset, unlessEqualTo: d.travelInset)
        try c.encode(greeting, forKey: .greeting, unlessEqualTo: d.greeting)
        try c.encode(greetingFont, forKey: .greetingFont, unlessEqualTo: d.greetingFont)
        try c.encode(greetingGap, forKey: .greetingGap, unlessEqualTo: d.greetingGap)
        try c.encode(riseDuration, forKey: .riseDuration, unlessEqualTo: d.riseDuration)
        try c.encode(dampingRatio, forKey: .dampingRatio, unlessEqualTo: d.dampingRatio)
        try c.encode(fadeDuration, forKey: .fadeDuration, unlessEqualTo: d.fadeDuration)
        try c.encode(measurer, forKey: .measurer)
        try c.encode(greetingColor, forKey: .greetingColor, unlessEqualTo: d.greetingColor)
        try c.encode(backgroundImage, forKey: .backgroundImage, unlessEqualTo: d.backgroundImage)
        try c.encodeIfPresent(avatarURL, forKey: .avatarURL)
        try c.encode(avatarPlaceholder, forKey: .avatarPlaceholder, unlessEqualTo: d.avatarPlaceholder)
        try c.encode(reducesMotion, forKey: .reducesMotion, unlessEqualTo: false)
        try c.encode(contentSize, forKey: .contentSize, unlessEqualTo: .large)
        try c.encode(avatarLabel, forKey: .avatarLabel, unlessEqualTo: d.avatarLabel)
    }
}
