extension NetworkActivityIndicator {
    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .enabledChanged(let enabled):
            guard enabled != state.isEnabled else { return }
            state.isEnabled = enabled
            // AFNetworking 3's `setEnabled:YES` changes no state: the next
            // change of the request count decides.
            if !enabled {
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
                // AFNetworking 3: "No op. Let the delay timer finish out." It
                // shows then only if a request is running again by that time.
                break
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

    private func delayStart(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        state.phase = .delayingStart
        commands.append(.schedule(.activationDelayEnded, after: activationDelay, id: Self.activationTimer))
    }

    private func cancelTimers(into commands: inout MachineCommands<Event, Effect>) {
        commands.append(.cancel(id: Self.activationTimer))
        commands.append(.cancel(id: Self.completionTimer))
    }

    /// Accepts a state whose count is a counter, and shown or waiting only
    /// while turned on. (Waiting to show with nothing running is a state:
    /// a request that ended during the delay lets the delay finish out.)
    public func validate(restored state: State) throws(RestoredStateError) {
        try RestoredStateError.check(state.activityCount, "activityCount", in: Bounds.counter)
        if !state.isEnabled, state.phase != .hidden { throw RestoredStateError("a turned-off indicator is \(state.phase.rawValue)") }
        if state.phase == .visible, state.activityCount == 0 { throw RestoredStateError("shown with nothing running, and no delay to end it") }
    }
}
