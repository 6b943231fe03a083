import FlowCore

extension SessionGuard: WebMachine {
    /// The page draws the session's HUD (the expiry notice while it shows).
    /// Natively the session has no scene of its own: its pictures are its
    /// timeline; the login screen is the app's, presented on `presentLogin`.
    public func webScene(_ state: State, animations: [Timeline], at time: Double) -> MachineScene {
        hud.scene(state.hud, animations: animations, at: time)
    }

    /// The HUD's fades among the effects.
    public func webAnimations(in effects: [Effect]) -> [Timeline] {
        hud.animations(
            in: effects.compactMap { effect in
                switch effect {
                case .hud(let effect): effect
                case .proceed, .fail, .presentLogin: nil
                }
            })
    }
}
