extension LaunchGate {
    /// Accepts a state whose launch count is a counter. (The decision and
    /// record are what the last launch said; the next launch works from the
    /// record the host hands it, not from these.)
    public func validate(restored state: State) throws(RestoredStateError) {
        try RestoredStateError.check(state.launches, "launches", in: Bounds.counter)
    }
}
