extension CodeEntry {
    /// Accepts a state whose code fits the cells and the alphabet, whose
    /// focus follows the code, and whose image nonce is a counter.
    public func validate(restored state: State) throws(RestoredStateError) {
        if state.code.count > length { throw RestoredStateError("the code holds \(state.code.count) characters, more than \(length)") }
        if state.code.contains(where: { alphabet.normalize($0) != $0 }) { throw RestoredStateError("the code holds a character outside the alphabet") }
        if state.focusedCell != (state.isClosed ? nil : min(state.code.count, length - 1)) {
            throw RestoredStateError("the focused cell does not follow the code")
        }
        try RestoredStateError.check(state.imageNonce, "imageNonce", in: Bounds.counter)
    }
}
