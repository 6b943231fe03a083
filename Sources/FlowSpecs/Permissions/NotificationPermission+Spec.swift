import FlowCore

extension NotificationPermission: SpecMachine {
    public static let specName = "notification-permission"

    private enum CodingKeys: String, CodingKey, CaseIterable { case options, legacyTypes, usesLegacyFallback }

    /// Configuration, all optional: `options` (alert, badge, sound, CarPlay),
    /// `legacyTypes` (alert, badge, sound), `usesLegacyFallback` (true).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = NotificationPermission()
        self.init(
            options: try c.value(.options, default: d.options), legacyTypes: try c.value(.legacyTypes, default: d.legacyTypes),
            usesLegacyFallback: try c.value(.usesLegacyFallback, default: true))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        let d = NotificationPermission()
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(options, forKey: .options, unlessEqualTo: d.options)
        try c.encode(legacyTypes, forKey: .legacyTypes, unlessEqualTo: d.legacyTypes)
        try c.encode(usesLegacyFallback, forKey: .usesLegacyFallback, unlessEqualTo: true)
    }
}
