// The player's configuration is coded by hand (`- JSON: custom`): it reads
// either `gif` (the file in Base64, decoded and read here) with its `policy`,
// or `timing`, worked out already, and writes itself back as its timing,
// since the file is not kept. Everything else of the player's is generated
// (GIFPlayer+JSON.swift).

@_spi(FlowTools) import FlowJSON
@_spi(FlowTools) import FlowLaunchGateCoding
@_spi(FlowTools) import FlowOnboarding

extension GIFPlayer: JSONMachine {
    /// Configuration: `gif`, the file as Base64, and `policy` (`"seed"` or
    /// `"browser"`, default `"seed"`); or instead `timing`, the frame
    /// delays and plays already worked out (`{"delays", "plays"?}`), which is
    /// how a player writes itself back.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("gif policy timing")
        if let timing = try c.readIfPresent("timing", as: GIFTiming.self) {
            self.init(timing: timing)
            return
        }
        // Every member is read before any is refused, as optional, so the
        // schema shows `gif` and `timing` alike as optional.
        let gif = try c.readIfPresent("gif", as: String.self)
        let policy = try c.read("policy", default: GIFPlaybackPolicy.seed)
        guard let text = gif else { throw JSONDecodingError("missing member \"gif\" (or \"timing\")") }
        let bytes = try JSONDecodingError.validating { () throws(Base64.DecodingError) in try Base64.decode(text) }
        let info = try JSONDecodingError.validating { () throws(GIFInfo.Failure) in try GIFInfo(bytes: bytes) }
        self.init(info: info, policy: policy)
    }

    /// The configuration as its timing (the file is not kept).
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["timing": timing.jsonValue]) }
}

#if !hasFeature(Embedded)
extension GIFPlayer: CodableThroughJSON {}
#endif
