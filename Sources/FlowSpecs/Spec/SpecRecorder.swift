import FlowCore

/// Records a live session so it can be written out as a spec: a `Runner`
/// that also remembers every event sent and when.
///
/// A front (or a test) drives it exactly as it drives a runner, `advance(to:)`
/// then `send`, and at the end asks for the spec: the machine's
/// configuration, each event at its time, and every effect, timer and state
/// change filled in by replaying it (as `flow record` does). `flow check`
/// replays the result unchanged.
///
/// ```swift
/// func recordATap() throws -> Spec {
///     var session = SpecRecorder(try AlertDialog(content: AlertContent(title: "提示", buttons: ["好的"])))
///     _ = session.send(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 47, bottom: 34)))
///     _ = session.advance(to: 1.2)
///     _ = session.send(.buttonTapped(index: 0))
///     _ = session.advance(to: 2)
///     return try session.spec(title: "A tap dismisses the alert")
/// }
/// ```
public struct SpecRecorder<M: SpecMachine>: Sendable {
    /// The runner carrying the session.
    public private(set) var runner: Runner<M>
    /// The events sent so far, with their times.
    public private(set) var sent: [(at: Double, event: M.Event)] = []

    /// A session of `machine` from its initial state at time 0.
    public init(_ machine: M) {
        runner = Runner(machine)
    }

    /// Applies `event` now; see `Runner.send`.
    public mutating func send(_ event: M.Event) -> [M.Effect] {
        sent.append((runner.now, event))
        return runner.send(event)
    }

    /// Moves the clock, firing what falls due; see `Runner.advance(to:)`.
    public mutating func advance(to time: Double) -> [Runner<M>.Firing] {
        runner.advance(to: time)
    }

    /// The session as a spec, observed up to the current time.
    public func spec(title: String) throws(SpecFailure) -> Spec {
        try Spec(recording: runner.machine, sent: sent, until: runner.now, title: title)
    }
}

extension Spec {
    /// A spec of `machine` receiving `sent` (times from 0, in order), with
    /// every expectation filled in from what the machine does, observed until
    /// `until` (so timers that fell due by then are listed as fire steps).
    /// Throws when the configuration or an event has no JSON form.
    public init<M: SpecMachine>(recording machine: M, sent: [(at: Double, event: M.Event)], until: Double? = nil, title: String) throws(SpecFailure) {
        let config: JSONValue
        do {
            config = try JSONEncoding.encode(machine)
        } catch {
            throw SpecFailure(path: JSONPath.root.appending("config"), reason: "the configuration cannot be written as JSON: \(error)")
        }
        var steps: [Step] = []
        for (index, send) in sent.enumerated() {
            do {
                steps.append(Step(at: send.at, source: .send, event: try JSONEncoding.encode(send.event)))
            } catch {
                throw SpecFailure(step: index, path: JSONPath.root.appending("steps").appending(index), reason: "the event cannot be written as JSON: \(error)")
            }
        }
        let end = until.flatMap { $0 > (sent.last?.at ?? 0) ? $0 : nil }
        let draft = Spec(machine: M.specName, title: title, config: config, steps: steps, until: end)
        var reader = StepReader(spec: draft)
        let recording = try SpecPlayer<M>(spec: draft, file: "").record(&reader)
        var recorded = draft
        recorded.steps = recording.steps
        recorded.pending = recording.pending
        self = recorded
    }
}
