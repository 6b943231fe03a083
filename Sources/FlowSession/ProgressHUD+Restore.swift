extension ProgressHUD {
    /// Accepts a state that has content exactly when it is not hidden, and
    /// a pending hide only while visible.
    public func validate(restored state: State) throws(RestoredStateError) {
        if (state.phase == .hidden) != (state.content == nil) {
            throw RestoredStateError(state.phase == .hidden ? "a hidden HUD holds content" : "a HUD in phase \(state.phase.rawValue) has no content")
        }
        if state.isHidePending, state.phase != .visible { throw RestoredStateError("a hide is pending while the HUD is \(state.phase.rawValue)") }
    }
}
