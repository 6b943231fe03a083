import FlowCore

/// A step as `SpecPlayer.check` reads it: its time, source and picture, with
/// its event, expected effects and state left on the tape the step was read
/// onto, and decoded from there. Replaying a spec builds no JSON value for
/// a step's objects and arrays (one allocation each) only to decode them.
struct ReadStep {
    var at: Double
    var source: Spec.Step.Source
    var picture: Spec.Step.Picture?
    /// The step's tokens.
    let tape: JSONTape
    /// Where the event starts on `tape`.
    let event: Int
    /// Where the array of expected effects starts, if the step lists one.
    let effects: Int?
    /// Where the expected (partial) state starts, if the step has one.
    let state: Int?

    /// A step of a spec in memory, laid out on a tape of its own.
    init(_ step: Spec.Step) {
        var tape = JSONTape()
        event = tape.append(step.event)
        effects = tape.append(.array(step.effects))
        state = step.state.map { tape.append($0) }
        self.tape = tape
        at = step.at
        source = step.source
        picture = step.picture
    }

    init(at: Double, source: Spec.Step.Source, picture: Spec.Step.Picture?, tape: JSONTape, event: Int, effects: Int?, state: Int?) {
        self.at = at
        self.source = source
        self.picture = picture
        self.tape = tape
        self.event = event
        self.effects = effects
        self.state = state
    }

    /// The event, built whole (for a failure).
    var eventValue: JSONValue { tape.value(at: event) }

    /// The expected state, built whole.
    var stateValue: JSONValue? { state.map { tape.value(at: $0) } }

    /// The expected effects' places on the tape, in order.
    var effectIndices: [Int] {
        guard let effects, case .array(_, let end) = tape.tokens[effects] else { return [] }
        var indices: [Int] = []
        var effect = effects + 1
        while effect < end {
            indices.append(effect)
            effect = tape.end(of: effect)
        }
        return indices
    }

    /// The step, built whole.
    var step: Spec.Step {
        Spec.Step(
            at: at, source: source, event: eventValue, effects: effectIndices.map { tape.value(at: $0) }, state: stateValue, picture: picture)
    }
}
