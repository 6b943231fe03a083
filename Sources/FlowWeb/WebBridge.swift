import FlowCore

/// The web front's one entry point: a JSON request in, a JSON answer out, in
/// the specs' vocabulary.
///
/// Requests: `{"create": {"machine", "config", "increasedContrast"}}` →
/// `{"session": n}` (with `increasedContrast` true, its scenes are drawn as
/// Increase Contrast draws them, `Scene.increasingContrast()`);
/// `{"send": {"session", "at", "event"}}` → `{"firings", "effects",
/// "nextTimer", "pending"}` (timers due by `at` fire first, each with its
/// time, event and effects; `pending` lists the timers left, as a spec's
/// `pending` does); `{"advance": {"session", "to"}}` → `{"firings",
/// "nextTimer", "pending"}`; `{"render": {"session", "at"}}` → `{"svg"}`;
/// `{"close": {"session"}}` → `{}`; and for a page's stand-in of the
/// captcha's server, `{"decrypt": {"base64", "key"}}` → `{"text"}` (AES-128
/// ECB, PKCS #7, as AJ-Captcha encrypts a check). A refused request answers
/// `{"error": message}`. Times are seconds on the page's clock, never going
/// back within a session.
public struct WebBridge {
    private var sessions: [Int: WebSession] = [:]
    private var lastSession = 0

    /// The machines the web front can run, by spec name.
    public static let machines = [
        AlertDialog.webName, CaptchaDialog.webName, CodeEntry.webName, CoachMarks.webName, GuidePager.webName, ProgressHUD.webName,
        SessionGuard.webName, TextViewFilter.webName,
    ]

    /// A bridge with no sessions.
    public init() {}

    /// Answers one request, given as JSON text.
    public mutating func respond(to request: String) -> String {
        let answer: JSONValue
        do throws(WebError) {
            answer = try respond(to: try Self.parse(request))
        } catch {
            answer = .object(["error": .string(error.message)])
        }
        return JSONWriter.compact(answer)
    }

    private static func parse(_ text: String) throws(WebError) -> JSONReader {
        do throws(JSONSyntaxError) {
            return JSONReader(try JSONParser.parse(text), at: "request")
        } catch {
            throw WebError("request: \(error)")
        }
    }

    private mutating func respond(to request: JSONReader) throws(WebError) -> JSONValue {
        let c = try request.enumCase()
        let p = try c.payloadValue()
        switch c.name {
        case "create":
            _ = try p.members(allowing: ["machine", "config", "increasedContrast"])
            let config = try p.optionalMember("config") ?? JSONReader(.object([:]), at: p.path + ".config")
            let session = try Self.session(for: try p.member("machine").string(), config: config)
            session.increasedContrast = try p.optionalMember("increasedContrast")?.bool() ?? false
            lastSession += 1
            sessions[lastSession] = session
            return .object(["session": .number(Double(lastSession))])
        case "send":
            _ = try p.members(allowing: ["session", "at", "event"])
            return try session(p).send(try p.member("event"), at: try p.member("at").number())
        case "advance":
            _ = try p.members(allowing: ["session", "to"])
            return try session(p).advance(to: try p.member("to").number())
        case "render":
            _ = try p.members(allowing: ["session", "at"])
            return .object(["svg": .string(String(decoding: try session(p).render(at: try p.member("at").number()), as: UTF8.self))])
        case "decrypt":
            _ = try p.members(allowing: ["base64", "key"])
            return .object(["text": .string(try Self.decrypt(try p.member("base64").string(), key: try p.member("key").string()))])
        case "close":
            _ = try p.members(allowing: ["session"])
            sessions[try p.member("session").int()] = nil
            return .object([:])
        default:
            throw WebError("\(request.path): unknown request \"\(c.name)\"")
        }
    }

    /// What AJ-Captcha's server does with a check's `pointJson`.
    private static func decrypt(_ base64: String, key: String) throws(WebError) -> String {
        let bytes: [UInt8]
        do throws(Base64.DecodingError) {
            bytes = try Base64.decode(base64)
        } catch {
            throw WebError("decrypt.base64: \(error)")
        }
        do throws(AESError) {
            return String(decoding: try AESECB.decrypt(bytes, key: Array(key.utf8)), as: UTF8.self)
        } catch {
            throw WebError("decrypt: \(error)")
        }
    }

    /// The SVG of session `id` at `time`, as UTF-8 bytes rather than inside a
    /// JSON answer (the `flow_render` export: a page redraws every frame, and
    /// the SVG's quotes would otherwise be escaped and parsed again each time).
    public func render(session id: Int, at time: Double) throws(WebError) -> [UInt8] {
        guard let session = sessions[id] else { throw WebError("render.session: no session \(id)") }
        return try session.render(at: time)
    }

    private func session(_ request: JSONReader) throws(WebError) -> WebSession {
        let id = try request.member("session").int()
        guard let session = sessions[id] else { throw WebError("\(request.path).session: no session \(id)") }
        return session
    }

    private static func session(for machine: String, config: JSONReader) throws(WebError) -> WebSession {
        switch machine {
        case AlertDialog.webName: MachineSession(try AlertDialog(webConfig: config))
        case CaptchaDialog.webName: MachineSession(try CaptchaDialog(webConfig: config))
        case CodeEntry.webName: MachineSession(try CodeEntry(webConfig: config))
        case CoachMarks.webName: MachineSession(try CoachMarks(webConfig: config))
        case GuidePager.webName: MachineSession(try GuidePager(webConfig: config))
        case SessionGuard.webName: MachineSession(try SessionGuard(webConfig: config))
        case ProgressHUD.webName: MachineSession(try ProgressHUD(webConfig: config))
        case TextViewFilter.webName: MachineSession(try TextViewFilter(webConfig: config))
        default: throw WebError("create.machine: the web bridge runs \(machines.joined(separator: ", ")), not \"\(machine)\"")
        }
    }
}
