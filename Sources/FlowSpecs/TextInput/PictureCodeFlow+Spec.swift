import FlowCore

extension PictureCodeFlow: SpecMachine {
    public static let specName = "picture-code-flow"

    private enum CodingKeys: String, CodingKey, CaseIterable { case entry, onRefusal }

    /// Configuration: `entry`, a code-entry configuration (default the
    /// seed's four digits), and `onRefusal` (`"showMessage"`, the seed's,
    /// or `"clearAndReload"`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let seed = try CodeEntry()
        self.init(entry: try c.value(.entry, default: seed), onRefusal: try c.value(.onRefusal, default: .showMessage))
    }

    /// Writes the configuration back, leaving out the default.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if try JSONEncoding.encode(entry) != .object([:]) { try c.encode(entry, forKey: .entry) }
        try c.encode(onRefusal, forKey: .onRefusal, unlessEqualTo: .showMessage)
    }
}
