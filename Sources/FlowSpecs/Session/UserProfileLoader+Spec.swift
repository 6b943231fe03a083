import FlowCore

extension UserProfileLoader: SpecMachine {
    public static let specName = "user-profile"

    private enum CodingKeys: String, CodingKey, CaseIterable { case url }

    /// Configuration: `url` (default Weibo's `users/show.json`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(url: try c.value(.url, default: UserProfileLoader().url))
    }

    /// Writes the configuration back, leaving out the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(url, forKey: .url, unlessEqualTo: UserProfileLoader().url)
    }
}
