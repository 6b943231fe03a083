extension PopupQueue: SpecMachine {
    public static let specName = "popup-queue"

    private enum CodingKeys: String, CodingKey, CaseIterable { case kinds, preemption, gap }

    /// Configuration: `kinds` (each `{"id", "priority", "isBlocking"?, "rules"?}`),
    /// optionally `preemption` (`"wait"`) and `gap` (0.5).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            kinds: try c.decode([PopupKind].self, forKey: .kinds), preemption: try c.value(.preemption, default: .wait),
            gap: try c.value(.gap, default: 0.5))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kinds, forKey: .kinds)
        try c.encode(preemption, forKey: .preemption, unlessEqualTo: .wait)
        try c.encode(gap, forKey: .gap, unlessEqualTo: 0.5)
    }
}
