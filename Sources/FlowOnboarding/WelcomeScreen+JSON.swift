extension WelcomeScreen: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "welcome-screen" }

    /// Configuration: every key optional, defaults as in `init` (the seed's values).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            avatarSize travelInset greeting greetingFont greetingGap riseDuration dampingRatio fadeDuration measurer greetingColor
            backgroundImage avatarURL avatarPlaceholder reducesMotion contentSize avatarLabel
            """)
        let d = WelcomeScreen.standard
        let avatarSize = try c.decode("avatarSize", default: d.avatarSize, schemaBounds: Bounds.length)
        let travelInset = try c.decode("travelInset", default: d.travelInset, schemaBounds: Bounds.length)
        let greeting = try c.decode("greeting", default: d.greeting)
        let greetingFont = try c.decode("greetingFont", default: d.greetingFont)
        let greetingGap = try c.decode("greetingGap", default: d.greetingGap, schemaBounds: Bounds.length)
        let riseDuration = try c.decode("riseDuration", default: d.riseDuration, schemaBounds: Bounds.duration)
        let dampingRatio = try c.decode("dampingRatio", default: d.dampingRatio, schemaBounds: WelcomeScreen.dampingRatios)
        let fadeDuration = try c.decode("fadeDuration", default: d.fadeDuration, schemaBounds: Bounds.duration)
        let measurer = try c.measurer("measurer")
        let greetingColor = try c.decode("greetingColor", default: d.greetingColor)
        let backgroundImage = try c.decode("backgroundImage", default: d.backgroundImage)
        let avatarURL = try c.decodeIfPresent("avatarURL", as: String.self)
        let avatarPlaceholder = try c.decode("avatarPlaceholder", default: d.avatarPlaceholder)
        let reducesMotion = try c.decode("reducesMotion", default: false)
        let contentSize = try c.decode("contentSize", default: ContentSizeCategory.large)
        let avatarLabel = try c.decode("avatarLabel", default: d.avatarLabel)
        self = try JSONDecodingError.validating { () throws(WelcomeScreenError) in
            try WelcomeScreen(
                avatarSize: avatarSize, travelInset: travelInset, greeting: greeting, greetingFont: greetingFont, greetingGap: greetingGap,
                riseDuration: riseDuration, dampingRatio: dampingRatio, fadeDuration: fadeDuration, measurer: measurer, greetingColor: greetingColor,
                backgroundImage: backgroundImage, avatarURL: avatarURL, avatarPlaceholder: avatarPlaceholder, reducesMotion: reducesMotion,
                contentSize: contentSize, avatarLabel: avatarLabel
            )
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        let d = WelcomeScreen.standard
        var c: [String: JSONValue?] = [:]
        c.set("avatarSize", avatarSize, unlessEqualTo: d.avatarSize)
        c.set("travelInset", travelInset, unlessEqualTo: d.travelInset)
        c.set("greeting", greeting, unlessEqualTo: d.greeting)
        c.set("greetingFont", greetingFont, unlessEqualTo: d.greetingFont)
        c.set("greetingGap", greetingGap, unlessEqualTo: d.greetingGap)
        c.set("riseDuration", riseDuration, unlessEqualTo: d.riseDuration)
        c.set("dampingRatio", dampingRatio, unlessEqualTo: d.dampingRatio)
        c.set("fadeDuration", fadeDuration, unlessEqualTo: d.fadeDuration)
        c.setMeasurer("measurer", measurer)
        c.set("greetingColor", greetingColor, unlessEqualTo: d.greetingColor)
        c.set("backgroundImage", backgroundImage, unlessEqualTo: d.backgroundImage)
        c["avatarURL"] = avatarURL?.jsonValue
        c.set("avatarPlaceholder", avatarPlaceholder, unlessEqualTo: d.avatarPlaceholder)
        c.set("reducesMotion", reducesMotion, unlessEqualTo: false)
        c.set("contentSize", contentSize, unlessEqualTo: .large)
        c.set("avatarLabel", avatarLabel, unlessEqualTo: d.avatarLabel)
        return .members(c)
    }
}

extension WelcomeScreen.Phase: JSONCodable {}

extension WelcomeScreen.State: JSONCodable {
    /// `phase`, `screen` (zero when left out: states saved before it was
    /// kept) and `isAvatarLoaded` (false when left out).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("phase screen isAvatarLoaded")
        self.init()
        phase = try c.decode("phase")
        screen = try c.decode("screen", default: .zero)
        isAvatarLoaded = try c.decode("isAvatarLoaded", default: false)
    }

    /// Every member.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("screen", screen)
        object.set("isAvatarLoaded", isAvatarLoaded)
        return object.value
    }
}

extension WelcomeScreen.Event: JSONCodable {
    /// One of `appeared`, `avatarLoaded`, `animationEnded`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "appeared": self = .appeared(screen: try value.value("screen"))
        case "avatarLoaded": self = .avatarLoaded
        case "animationEnded": self = .animationEnded
        default: throw value.unknown(among: "appeared avatarLoaded animationEnded")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .appeared(let screen): .enumCase("appeared", ["screen": screen.jsonValue])
        case .avatarLoaded: .string("avatarLoaded")
        case .animationEnded: .string("animationEnded")
        }
    }
}

extension WelcomeScreen.Effect: JSONCodable {
    /// One of `animate`, `loadAvatar`, `remove`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["removed": "remove"])
        switch value.name {
        case "animate": self = .animate(timeline: try value.value("timeline"))
        case "loadAvatar": self = .loadAvatar(url: try value.value("url"))
        case "remove": self = .remove
        default: throw value.unknown(among: "animate loadAvatar remove")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .animate(let timeline): .enumCase("animate", ["timeline": timeline.jsonValue])
        case .loadAvatar(let url): .enumCase("loadAvatar", ["url": url.jsonValue])
        case .remove: .string("remove")
        }
    }
}

#if !hasFeature(Embedded)
extension WelcomeScreen: CodableThroughJSON {}
extension WelcomeScreen.State: CodableThroughJSON {}
extension WelcomeScreen.Event: CodableThroughJSON {}
extension WelcomeScreen.Effect: CodableThroughJSON {}
extension WelcomeScreen.Phase: Codable {}
#endif
