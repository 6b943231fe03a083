/// A machine with something to draw: its state, and the animations its
/// effects started, turned into a `MachineScene`.
///
/// `flow render`, snapshot specs and the HTML trace viewer draw any machine
/// that conforms; a front can use the same scene as its view model.
public protocol DrawableMachine: Machine {
    /// What the machine draws in `state`, with `animations` sampled `time`
    /// seconds after they started. Total for any state, a restored one too.
    func scene(_ state: State, animations: [Timeline], at time: Double) -> MachineScene

    /// The animations among `effects` (the timelines a front would start).
    func animations(in effects: [Effect]) -> [Timeline]
}
