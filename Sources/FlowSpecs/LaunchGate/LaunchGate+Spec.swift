import FlowCore

extension LaunchGate: SpecMachine {
    public static let specName = "launch-gate"

    private enum CodingKeys: String, CodingKey, CaseIterable { case policy }

    /// Configuration: `policy`, a preset name or an object (default `"seeds"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(policy: try container.value(.policy, default: .seeds))
    }

    /// Writes the configuration back: the policy by its preset's name when it is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        guard policy != .seeds else { return }
        if let name = LaunchPolicy.presets.first(where: { $0.value == policy })?.key {
            try container.encode(name, forKey: .policy)
        } else {
            try container.encode(policy, forKey: .policy)
        }
    }
}
