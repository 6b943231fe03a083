import FlowCore
import FlowTesting

/// The state `machine` reaches after `events`, from `start` (its initial
/// state unless given): the setup of a test about what a state draws,
/// measures or encodes. The steps are their own tests' business, so the
/// run checks nothing on the way (a non-exhaustive `TestRunner`).
func stateAfter<M: Machine>(_ events: M.Event..., in machine: M, from start: M.State? = nil) -> M.State {
    let test = TestRunner(machine, state: start)
    test.exhaustivity = .off
    for event in events { test.send(event) }
    return test.state
}
