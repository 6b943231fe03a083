import FlowCore

extension CellCoachMarkTrigger: SpecMachine {
    public static let specName = "cell-coach-mark"

    private enum CodingKeys: String, CodingKey, CaseIterable { case threshold }

    /// Configuration: `threshold` (default 20).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(threshold: try c.value(.threshold, default: 20))
    }

    /// Writes the configuration back, leaving out the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(threshold, forKey: .threshold, unlessEqualTo: 20)
    }
}
