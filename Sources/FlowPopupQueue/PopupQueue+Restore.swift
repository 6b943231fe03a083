extension PopupQueue {
    /// Accepts a state whose times are finite, whose arrival numbers are
    /// counters below the next one, and in which each popup waits, shows or
    /// is being asked about at most once, as one of the configured kinds.
    public func validate(restored state: State) throws(RestoredStateError) {
        guard state.now.isFinite, state.gapEndsAt?.isFinite ?? true else { throw RestoredStateError("now and gapEndsAt must be finite") }
        for times in state.record.showings.values where times.contains(where: { !$0.isFinite }) {
            throw RestoredStateError("the record holds a showing time that is not finite")
        }
        try RestoredStateError.check(state.nextSequence, "nextSequence", in: Bounds.counter)
        if let waiting = state.waiting.first(where: { !(0..<max(state.nextSequence, 1)).contains($0.sequence) }) {
            throw RestoredStateError("\(MessageText.quoted(waiting.id)) arrived as number \(waiting.sequence), not below nextSequence \(state.nextSequence)")
        }
        // The popups in play, walked where they are (checked after every
        // step of a replay, so no list or set is made of them).
        let count = state.waiting.count + (state.showing == nil ? 0 : 1) + state.askedPreconditions.count
        func id(_ index: Int) -> String {
            if index < state.waiting.count { return state.waiting[index].id }
            if let showing = state.showing, index == state.waiting.count { return showing }
            return state.askedPreconditions[index - state.waiting.count - (state.showing == nil ? 0 : 1)]
        }
        for index in 0..<count {
            let popup = id(index)
            if kind(popup) == nil { throw RestoredStateError("\(MessageText.quoted(popup)) is not a configured kind") }
            for other in (index + 1)..<max(index + 1, count) where id(other) == popup {
                throw RestoredStateError("a popup waits, shows or is asked about twice")
            }
        }
    }
}
