import FlowCore

extension PopupQueue: SpecMachine {
    public static let specName = "popup-queue"

    private enum CodingKeys: String, CodingKey, CaseIterable { case kinds, preemption, gap }

    /// Configuration: `kinds` (each `{"id", "priority", "isBlocking"?,
    /// "rules"?}`, or `"seed"` for `PopupKind.seedKinds`; default `"seed"`),
    /// optionally `preemption` (`"wait"`) and `gap` (0.5).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kinds: [PopupKind]
        if (try? c.decode(String.self, forKey: .kinds)) == "seed" || !c.contains(.kinds) {
            kinds = PopupKind.seedKinds
        } else {
            kinds = try c.decode([PopupKind].self, forKey: .kinds)
        }
        try self.init(kinds: kinds, preemption: try c.value(.preemption, default: .wait), gap: try c.value(.gap, default: 0.5))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if kinds != PopupKind.seedKinds { try c.encode(kinds, forKey: .kinds) }
        try c.encode(preemption, forKey: .preemption, unlessEqualTo: .wait)
        try c.encode(gap, forKey: .gap, unlessEqualTo: 0.5)
    }
}
