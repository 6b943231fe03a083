extension GuidePager {
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        if case .indicator(let indicatorEvent) = event {
            forward(indicatorEvent, &state, into: &commands)
            return
        }
        switch (state.phase, event) {
        case (.showing, .scrolled(let offset)):
            follow(&state, offset: offset)
            scrolled(&state, offset: offset, into: &commands)
        case (.showing, .scrollEnded(let offset)):
            follow(&state, offset: offset)
            scrollEnded(&state, offset: offset, into: &commands)
        case (.showing, .skipTapped) where !hidesSkipButton:
            finish(&state, into: &commands)
        case (.showing, .startTapped) where state.isStartButtonVisible:
            finish(&state, into: &commands)
        case (.showing, .keyPressed(let key)):
            switch key {
            // The indicator is a slider (WAI-ARIA APG): the up arrow goes on a page as the right one does, the down arrow back.
            case .right where state.page < pageCount - 1, .up where state.page < pageCount - 1:
                commands.append(.effect(.scrollTo(page: state.page + 1)))
            case .left where state.page > 0, .down where state.page > 0:
                commands.append(.effect(.scrollTo(page: min(state.page, pageCount) - 1)))
            case .enter, .space: reduce(&state, .startTapped, into: &commands)
            case .escape: reduce(&state, .skipTapped, into: &commands)
            case .left, .right, .up, .down: break
            }
        case (.finishing, .fadeOutEnded):
            state.phase = .removed
            commands.append(.effect(.remove))
        case (_, .scrolled), (_, .scrollEnded), (_, .skipTapped), (_, .startTapped), (_, .fadeOutEnded), (_, .indicator), (_, .keyPressed):
            // Every other event, in every other phase, does not apply and is
            // ignored. Listed by name, not `default`: a new event must be
            // placed, here or above, and is never ignored unseen.
            break
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

    /// Keeps the scroll view's offset, for the scene to draw the pages
    /// where the finger has them: one page's width past either end at most
    /// (a bounce shows no more), a non-finite offset ignored.
    private func follow(_ state: inout State, offset: Double) {
        guard offset.isFinite, pageSize.width.isFinite, pageSize.width > 0 else { return }
        let lastPage = Double(variant == .newFeature ? pageCount : max(pageCount - 1, 0))
        state.offset = min(max(offset, -pageSize.width), (lastPage + 1) * pageSize.width)
    }

    private func scrolled(_ state: inout State, offset: Double, into commands: inout MachineCommands<Event, Effect>) {
        switch variant {
        case .guide:
            guard slipsIntoHome, pageCount > 0, offset.isFinite else { return }
            let past = offset - pageSize.width * Double(pageCount - 1)
            if past > Self.slipThreshold { finish(&state, into: &commands) }
        case .newFeature:
            guard let page = page(at: offset, rounding: true) else { return }
            state.isStartButtonVisible = false
            state.isIndicatorHidden = page == pageCount
            guard page < pageCount, page != state.indicator.slidingTo ?? state.indicator.currentPage else { return }
            forward(.pageRequested(page: page), &state, into: &commands)
        }
    }

    private func scrollEnded(_ state: inout State, offset: Double, into commands: inout MachineCommands<Event, Effect>) {
        guard let page = page(at: offset) else { return }
        state.page = page
        switch variant {
        case .guide:
            forward(.pageRequested(page: page), &state, into: &commands)
            if !hidesStartButton, page == pageCount - 1, !state.isStartButtonVisible {
                state.isStartButtonVisible = true
                commands.append(.effect(.showStartButton(animation: Self.startButtonFadeIn)))
            }
        case .newFeature:
            if page == pageCount {
                finish(&state, into: &commands)
                return
            }
            state.isStartButtonVisible = !hidesStartButton && page == pageCount - 1
        }
    }

    /// Finishes once: the completion runs, then the pager fades out over 1 s
    /// before it is removed, or goes at once, as its exit style says.
    private func finish(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        commands.append(.effect(.finish))
        switch exitStyle {
        case .fade:
            state.phase = .finishing
            commands.append(.effect(.fadeOut(animation: Self.guideFadeOut)))
            commands.append(.schedule(.fadeOutEnded, after: Self.fadeDuration, id: Self.fadeTimer))
        case .immediate:
            state.phase = .removed
            commands.append(.effect(.remove))
        }
    }

    /// The page indicator is a child machine: its events and effects travel
    /// wrapped, its timers in the scope "indicator".
    private func forward(_ event: PageIndicator.Event, _ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        guard state.phase != .removed else { return }
        indicator.reduce(
            &state.indicator, event, into: &commands, scope: "indicator", event: Event.indicator(event:), effect: Effect.indicator(effect:))
    }
}
