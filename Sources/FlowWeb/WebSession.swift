import FlowCore
import FlowSVG

/// One machine running on the page. A class, so that the bridge can keep
/// sessions of every machine in one table without existentials, which
/// Embedded Swift does not have; `MachineSession` is the only subclass.
class WebSession {
    /// Whether scenes are drawn as Increase Contrast draws them.
    var increasedContrast = false
    /// Sends `event` at `time` (seconds on the page's clock), first firing
    /// the timers due by then.
    func send(_ event: JSONValue, at time: Double) throws(WebError) -> JSONValue { .null }
    /// Fires the timers due by `time`.
    func advance(to time: Double) throws(WebError) -> JSONValue { .null }
    /// The scene at `time`, as SVG with its ARIA (UTF-8 bytes).
    func render(at time: Double) throws(WebError) -> [UInt8] { [] }
}

/// A session of one machine: a `Runner` on the page's clock, and the
/// animations the latest effects started, for the scene.
final class MachineSession<M: WebMachine>: WebSession {
    private var runner: Runner<M>
    private var animations: [Timeline] = []
    private var animationsStart = 0.0

    init(_ machine: M) {
        runner = Runner(machine)
    }

    override func send(_ event: JSONValue, at time: Double) throws(WebError) -> JSONValue {
        let event = try reading("request.send.event") { () throws(JSONDecodingError) in try M.Event(json: JSONInput(event)) }
        let firings = try fire(until: time)
        let effects = runner.send(event)
        started(effects, at: inPlace { $0.now })
        return answer(firings: firings, effects: .array(effects.map { $0.jsonValue }), nextTimer: inPlace { $0.nextTimerDue }, pending: pending)
    }

    override func advance(to time: Double) throws(WebError) -> JSONValue {
        answer(firings: try fire(until: time), effects: nil, nextTimer: inPlace { $0.nextTimerDue }, pending: pending)
    }

    override func render(at time: Double) throws(WebError) -> [UInt8] {
        let (animations, elapsed) = (animations, max(0, time - animationsStart))
        let drawn = inPlace { $0.machine.webScene($0.state, animations: animations, at: elapsed) }
        let scene = increasedContrast ? drawn.increasingContrast() : drawn
        do throws(SVGRenderer.Failure) {
            return try webRenderer.renderUTF8(scene)
        } catch {
            throw WebError("render: \(error)")
        }
    }

    /// The timers due by `time`, fired in order: when, which event, and what it did.
    private func fire(until time: Double) throws(WebError) -> JSONValue {
        try checkTime(time, now: inPlace { $0.now })
        var firings: [JSONValue] = []
        // Bounded like a spec's run, so a timer that reschedules itself cannot hang the page.
        while let firing = runner.fireNextTimer(dueBy: time) {
            guard firings.count < maximumFiringsPerCall else { throw tooManyFirings(by: time) }
            started(firing.effects, at: firing.time)
            firings.append(timerJSON(at: firing.time, event: firing.event.jsonValue, effects: .array(firing.effects.map { $0.jsonValue })))
        }
        // Nothing is due by `time` any more: moving the clock fires nothing.
        _ = runner.advance(to: time)
        return .array(firings)
    }

    /// The timers still to fire, as a spec's `pending` lists them: when, and which event.
    private var pending: JSONValue {
        .array(inPlace { $0.pendingTimers }.map { timerJSON(at: $0.due, event: $0.event.jsonValue, effects: nil) })
    }

    /// Reads the runner where it is. A read through the class copies the
    /// whole runner (or machine) first, and the code of that copy, one for
    /// each machine, weighs kilobytes in the WebAssembly module.
    private func inPlace<T>(_ read: (inout Runner<M>) -> T) -> T {
        read(&runner)
    }

    private func started(_ effects: [M.Effect], at time: Double) {
        let started = inPlace { $0.machine.webAnimations(in: effects) }
        guard !started.isEmpty else { return }
        animations = started
        animationsStart = time
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
