extension NetworkActivityIndicator {
    public func reduce(_ state: inout State, _ event: Event, into commands: inout Commands<Event, Effect>) {
        switch event {
        case .setEnabled(let enabled):
            guard enabled != state.isEnabled else { return }
            state.isEnabled = enabled
            if enabled {
                if state.activityCount > 0 { delayStart(&state, into: &commands) }
            } else {
                let wasVisible = state.phase == .visible || state.phase == .delayingEnd
                cancelTimers(into: &commands)
                state.phase = .hidden
                if wasVisible { commands.append(.effect(.setVisible(false))) }
            }
        case .requestStarted:
            state.activityCount.increment()
            guard state.isEnabled else { return }
            switch state.phase {
            case .hidden: delayStart(&state, into: &commands)
            case .delayingEnd:
                // Back to work before the indicator went: it simply stays.
                commands.append(.cancel(id: Self.completionTimer))
                state.phase = .visible
            case .delayingStart, .visible: break
            }
        case .requestEnded:
            // An unbalanced end never takes the count below zero.
            state.activityCount = max(state.activityCount - 1, 0)
            guard state.isEnabled, state.activityCount == 0 else { return }
            switch state.phase {
            case .delayingStart:
                // Finished before the indicator showed: it never shows.
                commands.append(.cancel(id: Self.activationTimer))
                state.phase = .hidden
            case .visible:
                state.phase = .delayingEnd
                commands.append(.schedule(.completionDelayEnded, after: completionDelay, id: Self.completionTimer))
            case .hidden, .delayingEnd: break
            }
        case .activationDelayEnded:
            guard state.phase == .delayingStart else { return }
            if state.activityCount > 0 {
                state.phase = .visible
                commands.append(.effect(.setVisible(true)))
            } else {
                state.phase = .hidden
            }
        case .completionDelayEnded:
            guard state.phase == .delayingEnd else { return }
            if state.activityCount > 0 {
                state.phase = .visible
            } else {
                state.phase = .hidden
                commands.append(.effect(.setVisible(false)))
            }
        }
    }

    private func delayStart(_ state: inout State, into commands: inout Commands<Event, Effect>) {
        state.phase = .delayingStart
        commands.append(.schedule(.activationDelayEnded, after: activationDelay, id: Self.activationTimer))
    }

    private func cancelTimers(into commands: inout Commands<Event, Effect>) {
        commands.append(.cancel(id: Self.activationTimer))
        commands.append(.cancel(id: Self.completionTimer))
    }

    /// Accepts a state whose count is a counter, shown or waiting only while
    /// turned on, and waiting to show only with requests running.
    public func validate(restored state: State) throws(RestoredStateError) {
        try RestoredStateError.check(state.activityCount, "activityCount", in: Bounds.counter)
        if !state.isEnabled, state.phase != .hidden { throw RestoredStateError("a turned-off indicator is \(state.phase.rawValue)") }
        if state.phase == .delayingStart, state.activityCount == 0 { throw RestoredStateError("waiting to show with nothing running") }
        if state.phase == .visible, state.activityCount == 0 { throw RestoredStateError("shown with nothing running, and no delay to end it") }
    }
}
