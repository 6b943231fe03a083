import FlowCore
import FlowSpecFormat

/// The most steps a session records: a session saved by hand stays far
/// below, and a page that runs on for days stops growing its recording here.
let maximumRecordedSteps = 20_000

extension WebSession {
    /// A session's run written down as `flow record` writes a spec: every
    /// event at its time, sent or fired, with its effects and the state
    /// members it changed, so a saved session is the canonical spec
    /// `flow check --canonical` expects, byte for byte.
    struct Recording {
        /// The machine's name in specs, and its configuration as the page gave it.
        var machine = ""
        var config: JSONValue = .object([:])
        /// The steps so far.
        var steps: [Spec.Step] = []
        /// The state after the latest step: what the next step's changes are measured from.
        var state: JSONValue = .null
        /// Whether a step went unrecorded because the recording was full.
        var isFull = false
    }

    /// Starts the recording of a new session of `machine` made from `config`.
    func startRecording(machine: String, config: JSONValue) {
        recording = Recording(machine: machine, config: config, state: stateJSON)
    }

    /// Writes down a step that has just been delivered.
    func record(_ source: Spec.Step.Source, at time: Double, event: JSONValue, effects: [JSONValue]) {
        guard recording.steps.count < maximumRecordedSteps else {
            recording.isFull = true
            return
        }
        let after = stateJSON
        let changed = JSONComparison.changedMembers(from: recording.state, to: after)
        recording.steps.append(Spec.Step(at: time, source: source, event: event, effects: effects, state: changed))
        recording.state = after
    }

    /// The session so far as a spec titled `title`, in canonical text, its
    /// timers still waiting listed as `pending`.
    final func specText(title: String) throws(WebError) -> String {
        guard !recording.isFull else {
            throw WebError("request.spec.session: the session ran past \(maximumRecordedSteps) steps, more than a saved session holds")
        }
        let spec = Spec(
            machine: recording.machine, title: title, config: recording.config, steps: recording.steps,
            pending: pending.map { Spec.PendingTimer(at: $0.at, event: $0.event) })
        return spec.text
    }
}
