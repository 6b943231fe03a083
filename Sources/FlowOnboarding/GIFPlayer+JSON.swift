extension GIFPlayer: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "gif-player" }

    /// Configuration: `gif`, the file as Base64, and `policy` (`"seed"` or
    /// `"browser"`, default `"seed"`); or instead `timing`, the frame
    /// delays and plays already worked out (`{"delays", "plays"?}`), which is
    /// how a player writes itself back.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("gif policy timing")
        if let timing = try c.decodeIfPresent("timing", as: GIFTiming.self) {
            self.init(timing: timing)
            return
        }
        // Every member is read before any is refused, as optional, so the
        // schema shows `gif` and `timing` alike as optional.
        let gif = try c.decodeIfPresent("gif", as: String.self)
        let policy = try c.decode("policy", default: GIFPlaybackPolicy.seed)
        guard let text = gif else { throw JSONDecodingError("missing member \"gif\" (or \"timing\")") }
        let bytes = try JSONDecodingError.validating { () throws(Base64.DecodingError) in try Base64.decode(text) }
        let info = try JSONDecodingError.validating { () throws(GIFInfo.Failure) in try GIFInfo(bytes: bytes) }
        self.init(info: info, policy: policy)
    }

    /// The configuration as its timing (the file is not kept).
    public var jsonValue: JSONValue { .object(["timing": timing.jsonValue]) }
}

extension GIFPlayer.State: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("frame completedPlays isPlaying")
        self.init()
        frame = try c.decode("frame")
        completedPlays = try c.decode("completedPlays")
        isPlaying = try c.decode("isPlaying")
    }

    /// Every member.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("frame", frame)
        object.set("completedPlays", completedPlays)
        object.set("isPlaying", isPlaying)
        return object.value
    }
}

extension GIFPlayer.Event: JSONCodable {
    /// One of `startRequested`, `stopRequested`, `frameDue`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["start": "startRequested", "stop": "stopRequested", "nextFrame": "frameDue"])
        switch value.name {
        case "startRequested": self = .startRequested
        case "stopRequested": self = .stopRequested
        case "frameDue": self = .frameDue
        default: throw value.unknown(among: "startRequested stopRequested frameDue")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .startRequested: .string("startRequested")
        case .stopRequested: .string("stopRequested")
        case .frameDue: .string("frameDue")
        }
    }
}

extension GIFPlayer.Effect: JSONCodable {
    /// One of `show`, `finish`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["finished": "finish"])
        switch value.name {
        case "show": self = .show(frame: try value.value("frame"))
        case "finish": self = .finish
        default: throw value.unknown(among: "show finish")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .show(let frame): .enumCase("show", ["frame": frame.jsonValue])
        case .finish: .string("finish")
        }
    }
}

extension GIFInfo: JSONCodable {
    /// Every member, required but `plays`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("width height delays plays")
        self.init(width: try c.decode("width"), height: try c.decode("height"), delays: try c.decode("delays"), plays: try c.decodeIfPresent("plays"))
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members(["width": width.jsonValue, "height": height.jsonValue, "delays": delays.jsonValue, "plays": plays?.jsonValue])
    }
}

extension GIFPlaybackPolicy: JSONCodable {}

extension ImageType: JSONCodable {}

#if !hasFeature(Embedded)
extension GIFPlayer: CodableThroughJSON {}
extension GIFPlayer.State: CodableThroughJSON {}
extension GIFPlayer.Event: CodableThroughJSON {}
extension GIFPlayer.Effect: CodableThroughJSON {}
extension GIFInfo: CodableThroughJSON {}
extension GIFPlaybackPolicy: Codable {}
extension ImageType: Codable {}
#endif
