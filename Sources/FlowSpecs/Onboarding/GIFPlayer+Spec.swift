import FlowCore

extension GIFPlayer: SpecMachine {
    public static let specName = "gif-player"

    private enum CodingKeys: String, CodingKey, CaseIterable { case gif, policy, timing }

    /// Configuration: `gif`, the file as Base64, and `policy` (`"seed"` or
    /// `"browser"`, default `"seed"`); or instead `timing`, the frame
    /// delays and plays already worked out (`{"delays", "plays"?}`), which is
    /// how a player writes itself back.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let timing = try c.decodeIfPresent(GIFTiming.self, forKey: .timing) {
            self.init(timing: timing)
            return
        }
        let bytes = try Base64.decode(try c.decode(String.self, forKey: .gif))
        self.init(info: try GIFInfo(bytes: bytes), policy: try c.value(.policy, default: .seed))
    }

    /// Writes the configuration back as its timing (the file is not kept).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(timing, forKey: .timing)
    }
}
