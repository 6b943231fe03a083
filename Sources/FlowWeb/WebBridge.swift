@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowJSON

/// The web front's one entry point: a JSON request in, a JSON answer out, in
/// the specs' vocabulary.
///
/// Requests: `{"create": {"machine", "config", "increasedContrast"}}` →
/// `{"session": n}` (with `increasedContrast` true, its scenes are drawn as
/// Increase Contrast draws them, `MachineScene.increasingContrast()`);
/// `{"send": {"session", "at", "event"}}` → `{"firings", "effects",
/// "nextTimer", "pending"}` (timers due by `at` fire first, each with its
/// time, event and effects; `pending` lists the timers left, as a spec's
/// `pending` does); `{"advance": {"session", "to"}}` → `{"firings",
/// "nextTimer", "pending"}`;
/// `{"changes": {"session", "at"}}` → what the page must patch since the
/// last `changes` (`{"parts": [{"index", "svg"}]}`, the parts whose drawing
/// changed, or `{"svg"}` when the parts themselves did), and `quietFrom`
/// (from when the scene stays still until the next event or timer, or null
/// while an animation repeats);
/// `{"spec": {"session", "title"}}` → `{"text"}` (the session so far as
/// the canonical spec `flow record` would write, for the page to save);
/// `{"state": {"session"}}` → `{"state", "nextTimer", "pending"}` (the
/// machine's state in the specs' vocabulary);
/// `{"close": {"session"}}` → `{}`; `{"sessions": {}}` → `{"open": n}`
/// (how many sessions are open; a page closes each one it replaces, and at
/// most `maximumSessions` stay open); `{"machines": {}}` → `{"machines":
/// [name]}` (the machines this module runs, in its list's order); and for a page's stand-in of the
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

    /// The most sessions open at once: one more is refused with an error
    /// (never a trap), so a page that forgets to close them learns it
    /// before its memory runs out.
    public static let maximumSessions = 256

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
            let request = try Arguments(call, "machine config increasedContrast")
            let machine = try request.string("machine")
            let config = try request.value("config", default: JSONValue.object([:]))
            let increasedContrast = try request.value("increasedContrast", default: false)
            guard sessions.count < Self.maximumSessions else {
                throw WebError("request.create: \(Self.maximumSessions) sessions are open, the most a page may keep: close the ones it replaced ({\"close\": {\"session\": n}})")
            }
            let session = try session(for: machine, config: config)
            session.startRecording(machine: machine, config: config)
            session.increasedContrast = increasedContrast
            lastSession += 1
            sessions[lastSession] = session
            return .object(["session": .number(Double(lastSession))])
        case "send":
            let request = try Arguments(call, "session at event")
            let (id, at, event) = (try request.session(), try request.time("at"), try request.value("event", as: JSONValue.self))
            return try session(id, place).send(event, at: at)
        case "advance":
            let request = try Arguments(call, "session to")
            let (id, to) = (try request.session(), try request.time("to"))
            return try session(id, place).advance(to: to)
        case "changes":
            let request = try Arguments(call, "session at")
            let (id, at) = (try request.session(), try request.time("at"))
            return try session(id, place).changes(at: at)
        case "spec":
            let request = try Arguments(call, "session title")
            let (id, title) = (try request.session(), try request.string("title"))
            return .object(["text": .string(try session(id, place).specText(title: title))])
        case "state":
            let request = try Arguments(call, "session")
            return try session(try request.session(), place).stateAnswer()
        case "decrypt":
            let request = try Arguments(call, "base64 key")
            let (base64, key) = (try request.string("base64"), try request.string("key"))
            return .object(["text": .string(try Self.decrypt(base64, key: key))])
        case "close":
            sessions[try Arguments(call, "session").session()] = nil
            return .object([:])
        case "sessions":
            _ = try Arguments(call, "")
            return .object(["open": .number(Double(sessions.count))])
        case "machines":
            _ = try Arguments(call, "")
            return .object(["machines": .array(machines.map { .string($0) })])
        default:
            throw WebError("request: unknown request \(JSONValue.quoted(call.name)) (allowed: create, send, advance, state, changes, spec, decrypt, close, sessions, machines)")
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
            throw WebError("request.create.machine: the web bridge runs \(machines.joined(separator: ", ")), not \(JSONValue.quoted(machine))")
        }
        return try reading("request.create.config") { () throws(JSONDecodingError) in try entry.makeSession(config) }
    }
}

/// A request's members, each read with its error placed in the request
/// (`request.send.at: expected a number, found a string`): one reader for
/// each kind of member, rather than a reading of its own at each request.
private struct Arguments {
    let members: JSONMembers

    /// The members of `call`'s payload, refusing any key not in `allowed`.
    init(_ call: JSONCase, _ allowed: JSONNames) throws(WebError) {
        members = try reading("request") { () throws(JSONDecodingError) in try call.members(allowed) }
    }

    /// The session number.
    func session() throws(WebError) -> Int { try value("session", as: Int.self) }

    /// A time on the page's clock, in seconds.
    func time(_ key: String) throws(WebError) -> Double { try value(key, as: Double.self) }

    /// The string `key`.
    func string(_ key: String) throws(WebError) -> String { try value(key, as: String.self) }

    /// The member `key`, which must be there.
    func value<T: JSONCodable>(_ key: String, as type: T.Type) throws(WebError) -> T {
        try reading("request") { () throws(JSONDecodingError) in try members.decode(key) }
    }

    /// The member `key`, or `fallback` when it is left out.
    func value<T: JSONCodable>(_ key: String, default fallback: T) throws(WebError) -> T {
        try reading("request") { () throws(JSONDecodingError) in try members.decode(key, default: fallback) }
    }
}
