import FlowCore

extension NetworkActivityIndicator: SpecMachine {
    public static let specName = "network-activity"

    private enum CodingKeys: String, CodingKey, CaseIterable { case activationDelay, completionDelay }

    /// Configuration, all optional: `activationDelay` (1.0), `completionDelay` (0.17).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            activationDelay: try c.value(.activationDelay, default: 1.0), completionDelay: try c.value(.completionDelay, default: 0.17))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(activationDelay, forKey: .activationDelay, unlessEqualTo: 1.0)
        try c.encode(completionDelay, forKey: .completionDelay, unlessEqualTo: 0.17)
    }
}
