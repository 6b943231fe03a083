extension GuidePager {
    /// Accepts a state whose page is a page (or, for new-feature pages, the
    /// blank page after them), whose start button is not shown when the
    /// configuration hides it, and whose indicator state its indicator accepts.
    public func validate(restored state: State) throws(RestoredStateError) {
        let lastPage = variant == .newFeature ? pageCount : max(pageCount - 1, 0)
        guard (0...lastPage).contains(state.page) else { throw RestoredStateError("page \(state.page) is outside 0...\(lastPage)") }
        if state.isStartButtonVisible, hidesStartButton { throw RestoredStateError("the start button is visible, but hidden by the configuration") }
        do {
            try indicator.validate(restored: state.indicator)
        } catch {
            throw RestoredStateError("indicator: \(error.reason)")
        }
    }
}
