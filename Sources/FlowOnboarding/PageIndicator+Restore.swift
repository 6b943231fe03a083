extension PageIndicator {
    /// Accepts a state whose current page, slide target and queued page are
    /// pages (a slide heads elsewhere, a queued page waits for one), whose
    /// scroll position lies within the pages, and, windowed, whose window
    /// shows the current page.
    public func validate(restored state: State) throws(RestoredStateError) {
        let pages = 0..<max(count, 1)
        guard pages.contains(state.currentPage) else { throw RestoredStateError("currentPage \(state.currentPage) is not one of \(count) pages") }
        if let target = state.slidingTo, !pages.contains(target) || target == state.currentPage {
            throw RestoredStateError("a slide to page \(target) from page \(state.currentPage) is not possible")
        }
        if let queued = state.queuedPage, state.slidingTo == nil || queued == state.slidingTo || !pages.contains(queued) {
            throw RestoredStateError("queuedPage \(queued) waits for no slide, or for its own")
        }
        if count > 0 { try RestoredStateError.check(state.progress, "progress", in: 0...Double(count - 1)) }
        if case .windowed = mode, count > 0, !windowedLayout(for: state).contains(where: { $0.page == state.currentPage }) {
            throw RestoredStateError("the window starting at \(state.windowStart) does not show page \(state.currentPage)")
        }
    }
}
