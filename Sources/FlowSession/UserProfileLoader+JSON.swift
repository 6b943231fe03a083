extension UserProfileLoader: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "user-profile" }

    /// Configuration: `url` (default Weibo's `users/show.json`).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("url")
        self.init(url: try c.decode("url", default: UserProfileLoader().url))
    }

    /// The configuration, leaving out the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("url", url, unlessEqualTo: UserProfileLoader().url)
        return .members(c)
    }
}

extension UserProfileLoader.Phase: JSONCodable {}

extension UserProfileLoader.State: JSONCodable {
    /// Every member, required but `screenName`, `avatarURL`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("phase screenName avatarURL")
        self.init()
        phase = try c.decode("phase")
        screenName = try c.decodeIfPresent("screenName")
        avatarURL = try c.decodeIfPresent("avatarURL")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("screenName", screenName)
        object.set("avatarURL", avatarURL)
        return object.value
    }
}

extension UserProfileLoader.Event: JSONCodable {
    /// One of `tokenLoaded`, `profileLoaded`, `profileFailed`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "tokenLoaded": self = .tokenLoaded(uid: try value.members("uid").decodeIfPresent("uid"))
        case "profileLoaded": self = .profileLoaded(profile: try value.value("profile"))
        case "profileFailed": self = .profileFailed
        default: throw value.unknown(among: "tokenLoaded profileLoaded profileFailed")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .tokenLoaded(let uid): .enumCase("tokenLoaded", ["uid": uid?.jsonValue])
        case .profileLoaded(let profile): .enumCase("profileLoaded", ["profile": profile.jsonValue])
        case .profileFailed: .string("profileFailed")
        }
    }
}

extension UserProfileLoader.Effect: JSONCodable {
    /// One of `request`, `saveAccount`, `finish`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["loginCompleted": "finish"])
        switch value.name {
        case "request":
            let c = try value.members("url parameters")
            self = .request(url: try c.decode("url"), parameters: try c.decode("parameters"))
        case "saveAccount":
            let c = try value.members("screenName avatarURL")
            self = .saveAccount(screenName: try c.decodeIfPresent("screenName"), avatarURL: try c.decodeIfPresent("avatarURL"))
        case "finish": self = .finish(success: try value.value("success"))
        default: throw value.unknown(among: "request saveAccount finish")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .request(let url, let parameters): .enumCase("request", ["url": url.jsonValue, "parameters": parameters.jsonValue])
        case .saveAccount(let screenName, let avatarURL): .enumCase(
            "saveAccount", ["screenName": screenName?.jsonValue, "avatarURL": avatarURL?.jsonValue]
        )
        case .finish(let success): .enumCase("finish", ["success": success.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension UserProfileLoader: CodableThroughJSON {}
extension UserProfileLoader.State: CodableThroughJSON {}
extension UserProfileLoader.Event: CodableThroughJSON {}
extension UserProfileLoader.Effect: CodableThroughJSON {}
extension UserProfileLoader.Phase: Codable {}
#endif
