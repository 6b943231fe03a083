extension AlertDialog {
    /// Accepts a state whose measurements and layout are the ones this
    /// configuration works out for its environment (or, hidden, that has
    /// none yet), and whose selected button is one of the buttons, chosen
    /// only once the alert is going.
    public func validate(restored state: State) throws(RestoredStateError) {
        if let selected = state.selectedButton {
            guard content.buttons.indices.contains(selected) else { throw RestoredStateError("selectedButton \(selected) is not a button") }
            guard state.phase == .dismissing || state.phase == .removed else {
                throw RestoredStateError("a button was selected, yet the alert is \(state.phase.rawValue)")
            }
        }
        var fresh = State()
        fresh.phase = state.phase
        fresh.environment = state.environment
        relayout(&fresh)
        guard fresh.measurements == state.measurements, fresh.layout == state.layout else {
            throw RestoredStateError("the measurements or layout are not this alert's for its environment")
        }
    }
}
