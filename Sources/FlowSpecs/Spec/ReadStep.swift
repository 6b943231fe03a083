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

    /// The event, built whole (for a failure).
    var eventValue: JSONValue { tape.value(at: event) }

    /// The expected state, built whole.
    var stateValue: JSONValue? { state.map { tape.value(at: $0) } }

    /// The step, built whole.
    var step: Spec.Step {
        var expected: [JSONValue] = []
        if let effects, case .array(_, let end) = tape.tokens[effects] {
            var effect = effects + 1
            while effect < end {
                expected.append(tape.value(at: effect))
                effect = tape.end(of: effect)
            }
        }
        return Spec.Step(at: at, source: source, event: eventValue, effects: expected, state: stateValue, picture: picture)
    }
}

extension ReadStep {
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
}
