@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowSVG
@_spi(FlowTools) import FlowSpecFormat
@_spi(FlowTools) import FlowJSON

/// One machine running on the page: the page's requests answered here,
/// once for every machine; what needs the machine's own types is left to
/// `MachineSession`, its only subclass. (A class, so that the bridge can keep
/// sessions of every machine in one table without existentials, which
/// Embedded Swift does not have. Every line of a generic session is compiled
/// once for each machine, so the generic part is kept to a few calls.)
class WebSession {
    /// Whether scenes are drawn as Increase Contrast draws them.
    var increasedContrast = false
    /// The animations the latest effects started, and when.
    var animationsStart = 0.0
    /// When the latest animations end, so that the scene stays as drawn
    /// until the next event or timer; nil while one repeats (a spinner).
    var quietFrom: Double? = 0
    /// The session as `flow record` writes it: see `WebSession+Spec.swift`.
    var recording = Recording()
    /// What the page was last given to draw, for `changes(at:)`: the
    /// document's pieces (`SVGRenderer.pieces`) and the parts' names.
    var drawn: (head: [UInt8], names: [String], parts: [[UInt8]])?
    /// Lines of text already broken, kept from frame to frame: a text that
    /// did not change is not measured again.
    var lines: SVGTextLines?

    // What each machine's session does with its own types.

    /// The clock, in seconds.
    var now: Double { 0 }
    /// The machine's state, in its JSON vocabulary.
    var stateJSON: JSONValue { .null }
    /// When the next timer is due.
    var nextTimerDue: Double? { nil }
    /// The timers still to fire: when, and which event.
    var pending: [(at: Double, event: JSONValue)] { [] }
    /// Reads the event `json` names, then (the request being good) runs
    /// `before`, then sends the event: what `before` gave, the event as the
    /// machine writes it, and the effects.
    func deliver(_ json: JSONValue, after before: () throws(WebError) -> JSONValue) throws(WebError) -> (JSONValue, event: JSONValue, [JSONValue]) {
        (try before(), json, [])
    }
    /// Fires the next timer due by `time`: when, which event, and what it did.
    func fireNext(dueBy time: Double) -> (at: Double, event: JSONValue, effects: [JSONValue])? { nil }
    /// Moves the clock to `time`.
    func moveClock(to time: Double) {}
    /// The scene, `elapsed` seconds into the latest animations.
    func scene(elapsed: Double) -> MachineScene { MachineScene(size: .zero, parts: []) }

    // The requests.

    /// Sends `event` at `time` (seconds on the page's clock), first firing
    /// the timers due by then.
    final func send(_ event: JSONValue, at time: Double) throws(WebError) -> JSONValue {
        // The event is read before the clock moves: a refused request changes nothing.
        let (firings, read, effects) = try deliver(event) { () throws(WebError) in try fire(until: time) }
        record(.send, at: time, event: read, effects: effects)
        return answer(firings: firings, effects: .array(effects), nextTimer: nextTimerDue, pending: pendingJSON)
    }

    /// Fires the timers due by `time`.
    final func advance(to time: Double) throws(WebError) -> JSONValue {
        answer(firings: try fire(until: time), effects: nil, nextTimer: nextTimerDue, pending: pendingJSON)
    }

    /// Notes the animations `started` at `time`: the scene is still from
    /// their end on (never, while one repeats).
    final func noteAnimations(_ started: [Timeline], at time: Double) {
        animationsStart = time
        let repeats = started.contains { timeline in timeline.tracks.contains { $0.repeats } }
        quietFrom = repeats ? nil : time + started.reduce(0) { max($0, $1.duration) }
    }

    /// The machine's state, when its next timer is due and the timers left.
    final func stateAnswer() -> JSONValue {
        .object(["state": stateJSON, "nextTimer": nextTimerDue?.jsonValue ?? .null, "pending": pendingJSON])
    }

    /// The scene at `time`, as Increase Contrast draws it when it is on.
    private func scene(at time: Double) -> MachineScene {
        let drawn = scene(elapsed: max(0, time - animationsStart))
        return increasedContrast ? drawn.increasingContrast() : drawn
    }

    /// The scene at `time`, as SVG with its ARIA (UTF-8 bytes).
    final func render(at time: Double) throws(WebError) -> [UInt8] {
        document(try pieces(at: time, for: "render").1)
    }

    /// The scene at `time` drawn in pieces (`SVGRenderer.pieces`), with its
    /// parts' names; `request` names the request in an error.
    private func pieces(at time: Double, for request: String) throws(WebError) -> ([String], (head: [UInt8], parts: [[UInt8]])) {
        let scene = scene(at: time)
        do throws(SVGRenderer.Failure) {
            return (scene.parts.map { $0.name }, try webRenderer.pieces(scene, reusing: &lines))
        } catch {
            throw WebError("\(request): \(error)")
        }
    }

    /// The whole document the pieces make.
    private func document(_ pieces: (head: [UInt8], parts: [[UInt8]])) -> [UInt8] {
        var svg = pieces.head
        for part in pieces.parts { svg += part }
        svg += Array("</svg>\n".utf8)
        return svg
    }

    /// What the page must change to show the scene at `time`, given what
    /// this gave it before: `{"svg"}` (the whole document) the first time and
    /// whenever the parts are not the same parts as before (by name, in
    /// order: a dialog opening or closing) or what comes before them
    /// changed (the canvas, the dialog's name); else `{"parts": [{"index",
    /// "svg"}]}`, each part whose drawing changed, by its place among the
    /// parts, as its `<g data-part>` group; no `svg` nor `parts` when
    /// nothing changed. The parts are compared as drawn, byte for byte.
    /// Every answer says `quietFrom`: the time from which the scene stays as
    /// drawn until the next event or timer (the latest animations' end), or
    /// null while an animation repeats; a page that asked at or after it
    /// need not ask again before it sends or a timer fires.
    final func changes(at time: Double) throws(WebError) -> JSONValue {
        let before = drawn
        drawn = nil
        let (names, pieces) = try pieces(at: time, for: "changes")
        drawn = (pieces.head, names, pieces.parts)
        // When the page need not ask again until an event or a timer: the scene is then still.
        let quiet = quietFrom?.jsonValue ?? .null
        guard let before, before.head == pieces.head, before.names == names else {
            return .object(["svg": .string(String(decoding: document(pieces), as: UTF8.self)), "quietFrom": quiet])
        }
        var parts: [JSONValue] = []
        for index in names.indices where pieces.parts[index] != before.parts[index] {
            parts.append(.object(["index": .number(Double(index)), "svg": .string(String(decoding: pieces.parts[index], as: UTF8.self))]))
        }
        return parts.isEmpty ? .object(["quietFrom": quiet]) : .object(["parts": .array(parts), "quietFrom": quiet])
    }

    /// The timers due by `time`, fired in order: when, which event, and what it did.
    private func fire(until time: Double) throws(WebError) -> JSONValue {
        try checkTime(time, now: now)
        var firings: [JSONValue] = []
        // Bounded like a spec's run, so a timer that reschedules itself cannot hang the page.
        while let firing = fireNext(dueBy: time) {
            guard firings.count < maximumFiringsPerCall else { throw tooManyFirings(by: time) }
            record(.fire, at: firing.at, event: firing.event, effects: firing.effects)
            firings.append(timerJSON(at: firing.at, event: firing.event, effects: .array(firing.effects)))
        }
        // Nothing is due by `time` any more: moving the clock fires nothing.
        moveClock(to: time)
        return .array(firings)
    }

    /// The timers still to fire, as a spec's `pending` lists them.
    private var pendingJSON: JSONValue {
        .array(pending.map { timerJSON(at: $0.at, event: $0.event, effects: nil) })
    }
}

/// A session of one machine: a `Runner` on the page's clock, and the
/// animations the latest effects started, for the scene.
final class MachineSession<M: WebMachine>: WebSession {
    private var runner: Runner<M>
    private var animations: [Timeline] = []

    init(_ machine: consuming M) {
        // Moved, not copied: a copy of a whole machine is kilobytes of code for each.
        runner = Runner(consume machine)
    }

    override var now: Double { inPlace { $0.now } }
    override var stateJSON: JSONValue { inPlace { $0.state.jsonValue } }
    override var nextTimerDue: Double? { inPlace { $0.nextTimerDue } }
    override var pending: [(at: Double, event: JSONValue)] {
        inPlace { runner in runner.timers.map { (VirtualTime.seconds($0.due), $1.jsonValue) } }
    }

    override func deliver(_ json: JSONValue, after before: () throws(WebError) -> JSONValue) throws(WebError) -> (JSONValue, event: JSONValue, [JSONValue]) {
        let event = try reading("request.send.event") { () throws(JSONDecodingError) in try M.Event(json: JSONInput(json)) }
        let firings = try before()
        let (written, effects) = apply(event, at: now)
        return (firings, written, effects)
    }

    override func fireNext(dueBy time: Double) -> (at: Double, event: JSONValue, effects: [JSONValue])? {
        guard let timer = inPlace({ $0.takeTimer(dueBy: VirtualTime.nanoseconds(time)) }) else { return nil }
        let at = VirtualTime.seconds(timer.timer.due)
        let (event, effects) = apply(timer.event, at: at)
        return (at, event, effects)
    }

    override func moveClock(to time: Double) {
        // The session fired what was due by `time` first, so the clock moves.
        _ = inPlace { $0.moveClock(to: time) }
    }

    override func scene(elapsed: Double) -> MachineScene {
        let animations = animations
        return inPlace { $0.machine.webScene($0.state, animations: animations, at: elapsed) }
    }

    /// Reads the runner where it is. A read through the class copies the
    /// whole runner (or machine) first, and the code of that copy, one for
    /// each machine, weighs kilobytes in the WebAssembly module.
    private func inPlace<T>(_ read: (inout Runner<M>) -> T) -> T {
        read(&runner)
    }

    /// Sends `event` at `time` (the clock's reading): the event and its
    /// effects as the machine writes them. One place for what a request and
    /// a timer both do, so its code is in the module once for each machine.
    @inline(never)
    private func apply(_ event: M.Event, at time: Double) -> (JSONValue, [JSONValue]) {
        let effects = inPlace { $0.send(event) }
        started(effects, at: time)
        return (event.jsonValue, effects.map { $0.jsonValue })
    }

    private func started(_ effects: [M.Effect], at time: Double) {
        let started = inPlace { $0.machine.webAnimations(in: effects) }
        guard !started.isEmpty else { return }
        animations = started
        noteAnimations(started, at: time)
    }
}

// The answers' JSON is put together here, once, rather than in every
// machine's session: the WebAssembly module carries one copy per machine of
// whatever `MachineSession` holds.

/// What draws every session's scenes (one, not one a machine: each copy of
/// its set-up would weigh in the module).
private let webRenderer = SVGRenderer()

/// The most timers one call fires.
let maximumFiringsPerCall = 10_000

/// Refuses a time the session's clock cannot move to.
private func checkTime(_ time: Double, now: Double) throws(WebError) {
    // A time the clock cannot show is refused before it moves anything:
    // moving to the clock's end would leave every later time "before" it.
    guard time.isFinite else { throw WebError("at: a time must be a finite number of seconds, got \(time)") }
    guard time <= VirtualTime.end else {
        throw WebError("at: \(time) s is past the end of the virtual clock (\(VirtualTime.end) s, about 146 years)")
    }
    guard time >= now else { throw WebError("at: \(time) s is before the session's clock (\(now) s)") }
}

/// The error of a call that would fire more than `maximumFiringsPerCall` timers.
private func tooManyFirings(by time: Double) -> WebError {
    WebError("at: more than \(maximumFiringsPerCall) timers fell due by \(time)")
}

/// A timer as an answer lists it: when, which event, and (once fired) what it did.
private func timerJSON(at time: Double, event: JSONValue, effects: JSONValue?) -> JSONValue {
    var members: [String: JSONValue] = ["at": time.jsonValue, "event": event]
    if let effects { members["effects"] = effects }
    return .object(members)
}

/// An answer to `send` (with its effects) or `advance` (without).
private func answer(firings: JSONValue, effects: JSONValue?, nextTimer: Double?, pending: JSONValue) -> JSONValue {
    var members: [String: JSONValue] = ["firings": firings, "nextTimer": nextTimer?.jsonValue ?? .null, "pending": pending]
    if let effects { members["effects"] = effects }
    return .object(members)
}
