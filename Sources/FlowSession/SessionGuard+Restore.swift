extension SessionGuard {
    /// Accepts a state whose login count is a counter, whose requests were
    /// sent under logins that happened, and whose HUD state the HUD accepts.
    public func validate(restored state: State) throws(RestoredStateError) {
        try RestoredStateError.check(state.loginCount, "loginCount", in: Bounds.counter)
        if let (id, login) = state.inFlight.first(where: { !(0...state.loginCount).contains($0.value) }) {
            throw RestoredStateError("request \(MessageText.quoted(id)) was sent under login \(login), outside 0...\(state.loginCount)")
        }
        do {
            try hud.validate(restored: state.hud)
        } catch {
            throw RestoredStateError("hud: \(error.reason)")
        }
    }
}
