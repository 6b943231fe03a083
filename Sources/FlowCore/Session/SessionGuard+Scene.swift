extension SessionGuard: DrawableMachine {
    /// What the session draws: its HUD (the expiry notice while it shows;
    /// nothing otherwise), with the HUD's fades among `animations`. Login
    /// is the app's own screen, which the front presents on `presentLogin`.
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> Scene {
        hud.scene(state.hud, animations: animations, at: time)
    }

    /// The HUD's fades among the effects.
    public func animations(in effects: [Effect]) -> [Timeline] {
        hud.animations(
            in: effects.compactMap { effect in
                switch effect {
                case .hud(let effect): effect
                case .proceed, .fail, .presentLogin: nil
                }
            })
    }
}
