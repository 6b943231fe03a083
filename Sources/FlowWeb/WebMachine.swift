import FlowCore

/// A machine the web front runs: it reads and writes itself through its one
/// JSON coding (`JSONMachine`), as specs do, and draws a scene on the page.
///
/// Conforming takes one line: a `DrawableMachine` draws its own scene; any
/// other machine is drawn as a card of its state (`StateCard`), so a machine
/// whose front is not a picture (a launch gate, a queue) still shows what it
/// knows. An app's own machines run in its own WebAssembly build the same way:
/// conform them and list them in `WebBridge(machines:)`.
public protocol WebMachine: JSONMachine {
    /// What the page draws in `state`, with `animations` sampled `time`
    /// seconds after they started.
    func webScene(_ state: State, animations: [Timeline], at time: Double) -> MachineScene
    /// The animations among `effects`, for `webScene`.
    func webAnimations(in effects: [Effect]) -> [Timeline]
}

extension WebMachine {
    /// The state as a card: each value of its JSON on a line.
    public func webScene(_ state: State, animations: [Timeline], at time: Double) -> MachineScene {
        StateCard.scene(title: Self.specName, state: state.jsonValue)
    }

    /// None: a state card does not move.
    public func webAnimations(in effects: [Effect]) -> [Timeline] { [] }
}

extension WebMachine where Self: DrawableMachine {
    /// The machine's own scene.
    public func webScene(_ state: State, animations: [Timeline], at time: Double) -> MachineScene { scene(state, animations: animations, at: time) }

    /// The machine's own animations.
    public func webAnimations(in effects: [Effect]) -> [Timeline] { animations(in: effects) }
}
