import FlowCore

/// A machine the web front runs: its spec name, its configuration, events
/// and effects in the specs' JSON, and its scene.
///
/// Each conformance reads and writes by hand what `Codable` does for the
/// specs (Embedded Swift has no `Codable`); `WebCodingTests` holds them to
/// the same bytes.
protocol WebMachine: Machine {
    /// The machine's name in specs (`"alert"`), which a recorded session names.
    static var webName: String { get }
    /// Makes the machine from a spec's `config`.
    init(webConfig json: JSONReader) throws(WebError)
    /// Reads an event as a spec's `send` writes it.
    static func event(_ json: JSONReader) throws(WebError) -> Event
    /// Writes an effect as a spec's `expect.effects` lists it.
    static func json(_ effect: Effect) -> JSONValue
    /// Writes an event as a spec's `fire` names it (for the timers the page sees fire).
    static func json(_ event: Event) -> JSONValue
    /// What the page draws: the machine's scene (`DrawableMachine`'s, for a
    /// machine that has one).
    func webScene(_ state: State, animations: [Timeline], at time: Double) -> Scene
    /// The animations among `effects`, for `webScene`.
    func webAnimations(in effects: [Effect]) -> [Timeline]
}

extension WebMachine where Self: DrawableMachine {
    func webScene(_ state: State, animations: [Timeline], at time: Double) -> Scene { scene(state, animations: animations, at: time) }
    func webAnimations(in effects: [Effect]) -> [Timeline] { animations(in: effects) }
}
