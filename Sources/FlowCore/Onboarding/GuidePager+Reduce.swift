extension GuidePager {
    public func reduce(_ state: inout State, _ event: Event) -> [Command<Event, Effect>] {
        if case .indicator(let indicatorEvent) = event { return forward(indicatorEvent, &state) }
        switch (state.phase, event) {
        case (.showing, .scrolled(let offset)):
            return scrolled(&state, offset: offset)
        case (.showing, .scrollEnded(let offset)):
            return scrollEnded(&state, offset: offset)
        case (.showing, .skipTapped) where !hidesSkipButton:
            return finish(&state)
        case (.showing, .startTapped) where state.isStartButtonVisible:
            return finish(&state)
        case (.finishing, .fadeOutEnded):
            state.phase = .removed
            return [.effect(.removed)]
        default:
            return []
        }
    }

    /// The page at `offset`: `Int(offset / width)`, or with `rounding` the
    /// nearest page; clamped to the pages (and the blank page of the
    /// new-feature variant); nil for an offset that is not finite. A width
    /// that is not positive leaves every offset on page 0.
    func page(at offset: Double, rounding: Bool = false) -> Int? {
        guard offset.isFinite else { return nil }
        let lastPage = variant == .newFeature ? pageCount : max(pageCount - 1, 0)
        guard pageSize.width > 0, pageSize.width.isFinite else { return 0 }
        let raw = offset / pageSize.width + (rounding ? 0.5 : 0)
        return raw <= 0 ? 0 : raw >= Double(lastPage) ? lastPage : Int(raw)
    }

    private func scrolled(_ state: inout State, offset: Double) -> [Command<Event, Effect>] {
        switch variant {
        case .guide:
            guard slipsIntoHome, pageCount > 0, offset.isFinite else { return [] }
            let past = offset - pageSize.width * Double(pageCount - 1)
            return past > Self.slipThreshold ? finish(&state) : []
        case .newFeature:
            guard let page = page(at: offset, rounding: true) else { return [] }
            state.isStartButtonVisible = false
            state.isIndicatorHidden = page == pageCount
            guard page < pageCount, page != state.indicator.slidingTo ?? state.indicator.currentPage else { return [] }
            return forward(.goTo(page: page), &state)
        }
    }

    private func scrollEnded(_ state: inout State, offset: Double) -> [Command<Event, Effect>] {
        guard let page = page(at: offset) else { return [] }
        state.page = page
        switch variant {
        case .guide:
            var commands = forward(.goTo(page: page), &state)
            if !hidesStartButton, page == pageCount - 1, !state.isStartButtonVisible {
                state.isStartButtonVisible = true
                commands.append(.effect(.showStartButton(animation: Self.startButtonFadeIn)))
            }
            return commands
        case .newFeature:
            if page == pageCount { return finish(&state) }
            state.isStartButtonVisible = !hidesStartButton && page == pageCount - 1
            return []
        }
    }

    /// Finishes once: the completion runs, then the pager fades out over 1 s
    /// before it is removed, or goes at once, as its exit style says.
    private func finish(_ state: inout State) -> [Command<Event, Effect>] {
        switch exitStyle {
        case .fade:
            state.phase = .finishing
            return [
                .effect(.finished), .effect(.fadeOut(animation: Self.guideFadeOut)),
                .schedule(.fadeOutEnded, after: Self.fadeDuration, id: Self.fadeTimer),
            ]
        case .immediate:
            state.phase = .removed
            return [.effect(.finished), .effect(.removed)]
        }
    }

    private func forward(_ event: PageIndicator.Event, _ state: inout State) -> [Command<Event, Effect>] {
        guard state.phase != .removed else { return [] }
        return indicator.reduce(&state.indicator, event).map { $0.map(event: { .indicator(event: $0) }, effect: { .indicator(effect: $0) }) }
    }
}
