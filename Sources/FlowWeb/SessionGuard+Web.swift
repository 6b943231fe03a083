import FlowCore

extension SessionGuard: WebMachine {
    static var webName: String { "session" }

    /// `expiredStatuses`, `loginDelay`, `notice` and `hud` (a progress-hud configuration).
    init(webConfig json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["expiredStatuses", "loginDelay", "notice", "hud"])
        let standard = ProgressHUD.standard
        let statuses = try json.optionalMember("expiredStatuses")?.elements().map { json throws(WebError) in try json.int() }
        let loginDelay = try json.optionalMember("loginDelay")?.number()
        let notice = try json.optionalMember("notice")?.read(ProgressHUD.Content.self)
        let hud = try json.optionalMember("hud").map { json throws(WebError) in try ProgressHUD(webConfig: json) } ?? standard
        self = try configured(at: json.path) { () throws(SessionGuardError) in
            let defaults = try SessionGuard()
            return try Self(
                expiredStatuses: statuses ?? defaults.expiredStatuses, loginDelay: loginDelay ?? defaults.loginDelay,
                notice: notice ?? defaults.notice, hud: hud)
        }
    }

    static func event(_ json: JSONReader) throws(WebError) -> Event {
        let c = try json.enumCase()
        switch c.name {
        case "requestStarted":
            let p = try c.values(["id", "hasToken"])
            return .requestStarted(id: try p.member("id").string(), hasToken: try p.member("hasToken").bool())
        case "responseReceived":
            let p = try c.values(["id", "status"])
            return .responseReceived(id: try p.member("id").string(), status: try p.member("status").int())
        case "requestCancelled": return .requestCancelled(id: try c.values(["id"]).member("id").string())
        case "loginRequested": return .loginRequested
        case "loginFinished": return .loginFinished(success: try c.values(["success"]).member("success").bool())
        case "loginDue": return .loginDue
        case "hud": return .hud(event: try ProgressHUD.event(try c.values(["event"]).member("event")))
        default: throw c.unknown
        }
    }

    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .proceed(let request): jsonCase("proceed", [("request", .string(request))])
        case .fail(let request, let reason): jsonCase("fail", [("request", .string(request)), ("reason", .string(reason.rawValue))])
        case .presentLogin(let reason): jsonCase("presentLogin", [("reason", .string(reason.rawValue))])
        case .hud(let effect): jsonCase("hud", [("effect", ProgressHUD.json(effect))])
        }
    }

    static func json(_ event: Event) -> JSONValue {
        switch event {
        case .requestStarted(let id, let hasToken): jsonCase("requestStarted", [("id", .string(id)), ("hasToken", .bool(hasToken))])
        case .responseReceived(let id, let status): jsonCase("responseReceived", [("id", .string(id)), ("status", .number(Double(status)))])
        case .requestCancelled(let id): jsonCase("requestCancelled", [("id", .string(id))])
        case .loginRequested: jsonCase("loginRequested")
        case .loginFinished(let success): jsonCase("loginFinished", [("success", .bool(success))])
        case .loginDue: jsonCase("loginDue")
        case .hud(let event): jsonCase("hud", [("event", ProgressHUD.json(event))])
        }
    }
}

extension SessionGuard {
    /// The page draws the session's HUD (the expiry notice while it shows).
    /// Natively the session has no scene of its own: its pictures are its
    /// timeline; the login screen is the app's, presented on `presentLogin`.
    func webScene(_ state: State, animations: [Timeline], at time: Double) -> Scene {
        hud.scene(state.hud, animations: animations, at: time)
    }

    /// The HUD's fades among the effects.
    func webAnimations(in effects: [Effect]) -> [Timeline] {
        hud.animations(
            in: effects.compactMap { effect in
                switch effect {
                case .hud(let effect): effect
                case .proceed, .fail, .presentLogin: nil
                }
            })
    }
}
