extension NetworkActivityIndicator: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "network-activity" }

    /// Configuration, all optional: `activationDelay` (1.0), `completionDelay` (0.17).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("activationDelay completionDelay")
        let activationDelay = try c.decode("activationDelay", default: 1.0, schemaBounds: Bounds.duration)
        let completionDelay = try c.decode("completionDelay", default: 0.17, schemaBounds: Bounds.duration)
        self = try JSONDecodingError.validating { () throws(NetworkActivityIndicatorError) in
            try NetworkActivityIndicator(activationDelay: activationDelay, completionDelay: completionDelay)
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("activationDelay", activationDelay, unlessEqualTo: 1.0)
        c.set("completionDelay", completionDelay, unlessEqualTo: 0.17)
        return .members(c)
    }
}

extension NetworkActivityIndicator.Phase: JSONCodable {}

extension NetworkActivityIndicator.State: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("isEnabled activityCount phase")
        self.init()
        isEnabled = try c.decode("isEnabled")
        activityCount = try c.decode("activityCount")
        phase = try c.decode("phase")
    }

    /// Every member.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("isEnabled", isEnabled)
        object.set("activityCount", activityCount)
        object.set("phase", phase)
        return object.value
    }
}

extension NetworkActivityIndicator.Event: JSONCodable {
    /// One of `enabledChanged`, `requestStarted`, `requestEnded`, `activationDelayEnded`, `completionDelayEnded`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["setEnabled": "enabledChanged"])
        switch value.name {
        case "enabledChanged": self = .enabledChanged(try value.payload())
        case "requestStarted": self = .requestStarted
        case "requestEnded": self = .requestEnded
        case "activationDelayEnded": self = .activationDelayEnded
        case "completionDelayEnded": self = .completionDelayEnded
        default: throw value.unknown(among: "enabledChanged requestStarted requestEnded activationDelayEnded completionDelayEnded")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .enabledChanged(let value): .enumCase("enabledChanged", payload: value.jsonValue)
        case .requestStarted: .string("requestStarted")
        case .requestEnded: .string("requestEnded")
        case .activationDelayEnded: .string("activationDelayEnded")
        case .completionDelayEnded: .string("completionDelayEnded")
        }
    }
}

extension NetworkActivityIndicator.Effect: JSONCodable {
    /// One of `setVisible`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "setVisible": self = .setVisible(try value.payload())
        default: throw value.unknown(among: "setVisible")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .setVisible(let value): .enumCase("setVisible", payload: value.jsonValue)
        }
    }
}

#if !hasFeature(Embedded)
extension NetworkActivityIndicator: CodableThroughJSON {}
extension NetworkActivityIndicator.State: CodableThroughJSON {}
extension NetworkActivityIndicator.Event: CodableThroughJSON {}
extension NetworkActivityIndicator.Effect: CodableThroughJSON {}
extension NetworkActivityIndicator.Phase: Codable {}
#endif
