import FlowCore

extension CoachMarks: SpecMachine {
    public static let specName = "coach-marks"

    private enum CodingKeys: String, CodingKey, CaseIterable { case screens, screen, safeArea, layoutDirection, passesTapsThroughCutouts, placesAutomatically, style, measurer }

    /// Configuration: `screens` (each `{"id", "items"}`), `screen` (size),
    /// optionally `safeArea`, `layoutDirection` (`"leftToRight"`),
    /// `passesTapsThroughCutouts` (false), `placesAutomatically` (false), `style` (the seed's look) and `measurer`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            screens: try c.decode([CoachMarkScreen].self, forKey: .screens),
            environment: CoachMarkEnvironment(
                screen: try c.decode(Size.self, forKey: .screen), safeArea: try c.value(.safeArea, default: .zero),
                layoutDirection: try c.value(.layoutDirection, default: .leftToRight)),
            style: try c.value(.style, default: CoachMarkStyle()),
            passesTapsThroughCutouts: try c.value(.passesTapsThroughCutouts, default: false),
            placesAutomatically: try c.value(.placesAutomatically, default: false),
            measurer: try c.measurer(.measurer))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(screens, forKey: .screens)
        try c.encode(environment.screen, forKey: .screen)
        try c.encode(environment.safeArea, forKey: .safeArea, unlessEqualTo: .zero)
        try c.encode(environment.layoutDirection, forKey: .layoutDirection, unlessEqualTo: .leftToRight)
        try c.encode(style, forKey: .style, unlessEqualTo: CoachMarkStyle())
        try c.encode(passesTapsThroughCutouts, forKey: .passesTapsThroughCutouts, unlessEqualTo: false)
        try c.encode(placesAutomatically, forKey: .placesAutomatically, unlessEqualTo: false)
        try c.encode(measurer, forKey: .measurer)
    }
}
