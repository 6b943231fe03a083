extension CoachMarks {
    /// Accepts a state whose record names each screen once, and which shows
    /// a screen exactly while showing: one of the configured screens, already
    /// in the record (a screen is recorded as it appears).
    public func validate(restored state: State) throws(RestoredStateError) {
        if Set(state.shown).count != state.shown.count { throw RestoredStateError("the record of shown screens repeats a screen") }
        switch (state.phase, state.current) {
        case (.showing, let current?):
            guard screens.contains(where: { $0.id == current }), state.shown.contains(current) else {
                throw RestoredStateError("the screen on display, \(MessageText.quoted(current)), is not a recorded screen of this sequence")
            }
        case (.showing, nil):
            throw RestoredStateError("showing, but no screen is on display")
        case (.idle, _?), (.finished, _?):
            throw RestoredStateError("a screen is on display outside the showing phase")
        case (.idle, nil), (.finished, nil):
            break
        }
    }
}
