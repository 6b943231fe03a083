extension SessionGuard: JSONMachine {
    /// The guard's name in specs.
    public static var specName: String { "session" }

    /// Configuration, all optional: `expiredStatuses` ([403]),
    /// `loginDelay` (2), `notice` (`{"kind", "text", "mask"}`; the seed's
    /// info notice), `hud` (a progress-hud configuration).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("expiredStatuses loginDelay notice hud")
        let standard = SessionGuard.standard
        let expiredStatuses = try c.decode("expiredStatuses", default: standard.expiredStatuses)
        let loginDelay = try c.decode("loginDelay", default: standard.loginDelay, schemaBounds: Bounds.duration)
        let notice = try c.decode("notice", default: standard.notice)
        let hud = try c.decode("hud", default: standard.hud)
        self = try JSONDecodingError.validating { () throws(SessionGuardError) in
            try SessionGuard(expiredStatuses: expiredStatuses, loginDelay: loginDelay, notice: notice, hud: hud)
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        let standard = SessionGuard.standard
        var c: [String: JSONValue?] = [:]
        c.set("expiredStatuses", expiredStatuses, unlessEqualTo: standard.expiredStatuses)
        c.set("loginDelay", loginDelay, unlessEqualTo: standard.loginDelay)
        c.set("notice", notice, unlessEqualTo: standard.notice)
        c.set("hud", hud.jsonValue, unlessEqualTo: .object([:]))
        return .members(c)
    }

    /// The seed's guard, whose defaults cannot be rejected.
    private static let standard = try! SessionGuard()
}

extension SessionGuard.Phase: JSONCodable {}
extension SessionGuard.LoginReason: JSONCodable {}
extension SessionGuard.FailureReason: JSONCodable {}

extension SessionGuard.State: JSONCodable {
    /// `{"phase", "loginCount", "inFlight", "hud"}`, all required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("phase loginCount inFlight hud")
        self.init()
        phase = try c.decode("phase")
        loginCount = try c.decode("loginCount")
        inFlight = try c.decode("inFlight")
        hud = try c.decode("hud")
    }

    /// The state.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("loginCount", loginCount)
        object.set("inFlight", inFlight)
        object.set("hud", hud)
        return object.value
    }
}

extension SessionGuard.Event: JSONCodable {
    /// The networking layer's and the login screen's reports, and the HUD's own events under `hud`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let event = try json.enumCase()
        switch event.name {
        case "requestStarted":
            let c = try event.members("id hasToken")
            self = .requestStarted(id: try c.decode("id"), hasToken: try c.decode("hasToken"))
        case "responseReceived":
            let c = try event.members("id status")
            self = .responseReceived(id: try c.decode("id"), status: try c.decode("status"))
        case "requestCancelled": self = .requestCancelled(id: try event.value("id"))
        case "loginRequested": self = .loginRequested
        case "loginFinished": self = .loginFinished(success: try event.value("success"))
        case "loginDue": self = .loginDue
        case "hud": self = .hud(event: try event.value("event"))
        default:
            throw event.unknown(among: "requestStarted responseReceived requestCancelled loginRequested loginFinished loginDue hud")
        }
    }

    /// The event as its case name and payload.
    public var jsonValue: JSONValue {
        switch self {
        case .requestStarted(let id, let hasToken): .enumCase("requestStarted", ["id": id.jsonValue, "hasToken": hasToken.jsonValue])
        case .responseReceived(let id, let status): .enumCase("responseReceived", ["id": id.jsonValue, "status": status.jsonValue])
        case .requestCancelled(let id): .enumCase("requestCancelled", ["id": id.jsonValue])
        case .loginRequested: .string("loginRequested")
        case .loginFinished(let success): .enumCase("loginFinished", ["success": success.jsonValue])
        case .loginDue: .string("loginDue")
        case .hud(let event): .enumCase("hud", ["event": event.jsonValue])
        }
    }
}

extension SessionGuard.Effect: JSONCodable {
    /// `proceed`, `fail`, `presentLogin`, and the HUD's effects under `hud`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let effect = try json.enumCase()
        switch effect.name {
        case "proceed": self = .proceed(request: try effect.value("request"))
        case "fail":
            let c = try effect.members("request reason")
            self = .fail(request: try c.decode("request"), reason: try c.decode("reason"))
        case "presentLogin": self = .presentLogin(reason: try effect.value("reason"))
        case "hud": self = .hud(effect: try effect.value("effect"))
        default: throw effect.unknown(among: "proceed fail presentLogin hud")
        }
    }

    /// The effect as its case name and payload.
    public var jsonValue: JSONValue {
        switch self {
        case .proceed(let request): .enumCase("proceed", ["request": request.jsonValue])
        case .fail(let request, let reason): .enumCase("fail", ["request": request.jsonValue, "reason": reason.jsonValue])
        case .presentLogin(let reason): .enumCase("presentLogin", ["reason": reason.jsonValue])
        case .hud(let effect): .enumCase("hud", ["effect": effect.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension SessionGuard: CodableThroughJSON {}
extension SessionGuard.State: CodableThroughJSON {}
extension SessionGuard.Event: CodableThroughJSON {}
extension SessionGuard.Effect: CodableThroughJSON {}
extension SessionGuard.Phase: Codable {}
extension SessionGuard.LoginReason: Codable {}
extension SessionGuard.FailureReason: Codable {}
#endif
