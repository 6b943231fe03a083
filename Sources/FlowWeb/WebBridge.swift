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
/// `{"spec": {"session", "title"}}` → `{"text"}` (the session so far as
/// the canonical spec `flow record` would write, for the page to save);
/// `{"close": {"session"}}` → `{}`; and for a page's stand-in of the
/// captcha's server, `{"decrypt": {"base64", "key"}}` → `{"text"}` (AES-128
/// ECB, PKCS #7, as AJ-Captcha encrypts a check). A refused request answers
/// `{"error": message}`. Times are seconds on the page's clock, never going
/// back within a session.
public struct WebBridge {
    /// A machine the bridge can start: its spec name, and how to make a
    /// session of it from a configuration. (A list of these rather than of
    /// types: Embedded Swift has no existential metatypes.)
    public struct Entry: Sendable {
        /// The machine's name in specs.
        public let name: String
        let makeSession: @Sendable (JSONValue) throws(JSONDecodingError) -> WebSession

        /// The entry of machine type `M`.
        public static func machine<M: WebMachine>(_: M.Type) -> Entry {
            Entry(name: M.specName) { config throws(JSONDecodingError) in
                let machine = try M(json: JSONInput(config))
                return MachineSession(consume machine)
            }
        }
    }

    private let entries: [Entry]
    private var sessions: [Int: WebSession] = [:]
    private var lastSession = 0

    /// The names of the machines the bridge runs.
    public var machines: [String] { entries.map { $0.name } }

    /// A bridge with no sessions that runs `machines` (FlowCore's by default;
    /// an app lists its own too).
    public init(machines: [Entry] = Entry.builtIn) {
        entries = machines
    }

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

    private static func parse(_ text: String) throws(WebError) -> JSONValue {
        do throws(JSONSyntaxError) {
            return try JSONParser.parse(text)
        } catch {
            throw WebError("request: \(error)")
        }
    }

    private mutating func respond(to request: JSONValue) throws(WebError) -> JSONValue {
        let call = try reading("request") { () throws(JSONDecodingError) in try JSONInput(request).enumCase() }
        // A request's members are read at "request": their errors' paths start with the request's name.
        let place = "request." + call.name
        switch call.name {
        case "create":
            let (machine, config, increasedContrast) = try reading("request") { () throws(JSONDecodingError) in
                let c = try call.members(["machine", "config", "increasedContrast"])
                return (
                    try c.decode("machine", as: String.self), try c.decode("config", default: JSONValue.object([:])),
                    try c.decode("increasedContrast", default: false)
                )
            }
            let session = try session(for: machine, config: config)
            session.startRecording(machine: machine, config: config)
            session.increasedContrast = increasedContrast
            lastSession += 1
            sessions[lastSession] = session
            return .object(["session": .number(Double(lastSession))])
        case "send":
            let (id, at, event) = try reading("request") { () throws(JSONDecodingError) in
                let c = try call.members(["session", "at", "event"])
                return (try c.decode("session", as: Int.self), try c.decode("at", as: Double.self), try c.decode("event", as: JSONValue.self))
            }
            return try session(id, place).send(event, at: at)
        case "advance":
            let (id, to) = try reading("request") { () throws(JSONDecodingError) in
                let c = try call.members(["session", "to"])
                return (try c.decode("session", as: Int.self), try c.decode("to", as: Double.self))
            }
            return try session(id, place).advance(to: to)
        case "render":
            let (id, at) = try reading("request") { () throws(JSONDecodingError) in
                let c = try call.members(["session", "at"])
                return (try c.decode("session", as: Int.self), try c.decode("at", as: Double.self))
            }
            return .object(["svg": .string(String(decoding: try session(id, place).render(at: at), as: UTF8.self))])
        case "spec":
            let (id, title) = try reading("request") { () throws(JSONDecodingError) in
                let c = try call.members(["session", "title"])
                return (try c.decode("session", as: Int.self), try c.decode("title", as: String.self))
            }
            return .object(["text": .string(try session(id, place).specText(title: title))])
        case "decrypt":
            let (base64, key) = try reading("request") { () throws(JSONDecodingError) in
                let c = try call.members(["base64", "key"])
                return (try c.decode("base64", as: String.self), try c.decode("key", as: String.self))
            }
            return .object(["text": .string(try Self.decrypt(base64, key: key))])
        case "close":
            let id = try reading("request") { () throws(JSONDecodingError) in try call.members(["session"]).decode("session", as: Int.self) }
            sessions[id] = nil
            return .object([:])
        default:
            throw WebError("request: unknown request \"\(call.name)\" (allowed: create, send, advance, render, spec, decrypt, close)")
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

    private func session(_ id: Int, _ place: String) throws(WebError) -> WebSession {
        guard let session = sessions[id] else { throw WebError("\(place).session: no session \(id)") }
        return session
    }

    private func session(for machine: String, config: JSONValue) throws(WebError) -> WebSession {
        guard let entry = entries.first(where: { $0.name == machine }) else {
            throw WebError("request.create.machine: the web bridge runs \(machines.joined(separator: ", ")), not \"\(machine)\"")
        }
        return try reading("request.create.config") { () throws(JSONDecodingError) in try entry.makeSession(config) }
    }
}
