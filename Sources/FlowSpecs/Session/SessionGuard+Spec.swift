import FlowCore

extension SessionGuard: SpecMachine {
    public static let specName = "session"

    private enum CodingKeys: String, CodingKey, CaseIterable { case expiredStatuses, loginDelay, notice, hud }

    /// Configuration, all optional: `expiredStatuses` ([403]),
    /// `loginDelay` (2), `notice` (`{"kind", "text", "mask"}`; the seed's
    /// info notice), `hud` (a progress-hud configuration).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let standard = try SessionGuard()
        try self.init(
            expiredStatuses: try c.value(.expiredStatuses, default: standard.expiredStatuses),
            loginDelay: try c.value(.loginDelay, default: standard.loginDelay), notice: try c.value(.notice, default: standard.notice),
            hud: try c.value(.hud, default: standard.hud))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        let standard = try SessionGuard()
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(expiredStatuses, forKey: .expiredStatuses, unlessEqualTo: standard.expiredStatuses)
        try c.encode(loginDelay, forKey: .loginDelay, unlessEqualTo: standard.loginDelay)
        try c.encode(notice, forKey: .notice, unlessEqualTo: standard.notice)
        let hudJSON = try JSONEncoding.encode(hud)
        if hudJSON != .object([:]) { try c.encode(hudJSON, forKey: .hud) }
    }
}
