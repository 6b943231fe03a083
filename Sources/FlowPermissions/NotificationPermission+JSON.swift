extension NotificationPermission: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "notification-permission" }

    /// Configuration, all optional: `options` (alert, badge, sound, CarPlay),
    /// `legacyTypes` (alert, badge, sound), `usesLegacyFallback` (true).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("options legacyTypes usesLegacyFallback")
        let d = NotificationPermission()
        self.init(
            options: try c.decode("options", default: d.options), legacyTypes: try c.decode("legacyTypes", default: d.legacyTypes),
            usesLegacyFallback: try c.decode("usesLegacyFallback", default: true))
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        let d = NotificationPermission()
        var c: [String: JSONValue?] = [:]
        c.set("options", options, unlessEqualTo: d.options)
        c.set("legacyTypes", legacyTypes, unlessEqualTo: d.legacyTypes)
        c.set("usesLegacyFallback", usesLegacyFallback, unlessEqualTo: true)
        return .members(c)
    }
}

extension NotificationPermission.Option: JSONCodable {}

extension NotificationPermission.Status: JSONCodable {}

extension NotificationPermission.State: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("status isAsking")
        self.init()
        status = try c.decode("status")
        isAsking = try c.decode("isAsking")
    }

    /// Every member.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("status", status)
        object.set("isAsking", isAsking)
        return object.value
    }
}

extension NotificationPermission.Event: JSONCodable {
    /// One of `launched`, `answered`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "launched":
            let c = try value.members("status hasUserNotifications")
            self = .launched(status: try c.decode("status"), hasUserNotifications: try c.decode("hasUserNotifications"))
        case "answered": self = .answered(granted: try value.value("granted"))
        default: throw value.unknown(among: "launched answered")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .launched(let status, let hasUserNotifications): .enumCase(
            "launched", ["status": status.jsonValue, "hasUserNotifications": hasUserNotifications.jsonValue]
        )
        case .answered(let granted): .enumCase("answered", ["granted": granted.jsonValue])
        }
    }
}

extension NotificationPermission.Effect: JSONCodable {
    /// One of `requestAuthorization`, `registerUserNotificationSettings`, `persist`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "requestAuthorization": self = .requestAuthorization(options: try value.value("options"))
        case "registerUserNotificationSettings": self = .registerUserNotificationSettings(types: try value.value("types"))
        case "persist": self = .persist(status: try value.value("status"))
        default: throw value.unknown(among: "requestAuthorization registerUserNotificationSettings persist")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .requestAuthorization(let options): .enumCase("requestAuthorization", ["options": options.jsonValue])
        case .registerUserNotificationSettings(let types): .enumCase("registerUserNotificationSettings", ["types": types.jsonValue])
        case .persist(let status): .enumCase("persist", ["status": status.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension NotificationPermission: CodableThroughJSON {}
extension NotificationPermission.State: CodableThroughJSON {}
extension NotificationPermission.Event: CodableThroughJSON {}
extension NotificationPermission.Effect: CodableThroughJSON {}
extension NotificationPermission.Option: Codable {}
extension NotificationPermission.Status: Codable {}
#endif
