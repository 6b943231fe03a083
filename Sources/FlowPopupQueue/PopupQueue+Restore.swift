extension PopupQueue {
    /// Accepts a state whose times are finite, whose arrival numbers are
    /// counters below the next one, and in which each popup waits, shows or
    /// is being asked about at most once, as one of the configured kinds.
    public func validate(restored state: State) throws(RestoredStateError) {
        guard state.now.isFinite, state.gapEndsAt?.isFinite ?? true else { throw RestoredStateError("now and gapEndsAt must be finite") }
        if state.record.showings.values.contains(where: { $0.contains { !$0.isFinite } }) {
            throw RestoredStateError("the record holds a showing time that is not finite")
        }
        try RestoredStateError.check(state.nextSequence, "nextSequence", in: Bounds.counter)
        if let waiting = state.waiting.first(where: { !(0..<max(state.nextSequence, 1)).contains($0.sequence) }) {
            throw RestoredStateError("\(JSONValue.quoted(waiting.id)) arrived as number \(waiting.sequence), not below nextSequence \(state.nextSequence)")
        }
        let ids = state.waiting.map { $0.id } + (state.showing.map { [$0] } ?? []) + state.askedPreconditions
        if Set(ids).count != ids.count { throw RestoredStateError("a popup waits, shows or is asked about twice") }
        if let unknown = ids.first(where: { kind($0) == nil }) { throw RestoredStateError("\(JSONValue.quoted(unknown)) is not a configured kind") }
    }
}
