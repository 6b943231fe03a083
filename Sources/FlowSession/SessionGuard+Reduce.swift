extension SessionGuard {
    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .requestStarted(let id, let hasToken):
            guard state.phase == .active else {
                commands.append(.effect(.fail(request: id, reason: .loginPending)))
                return
            }
            guard hasToken else {
                state.phase = .loggingIn
                commands.append(.effect(.fail(request: id, reason: .noToken)))
                commands.append(.effect(.presentLogin(reason: .noToken)))
                return
            }
            state.inFlight[id] = state.loginCount
            commands.append(.effect(.proceed(request: id)))
        case .responseReceived(let id, let status):
            // An unknown id is taken as sent under the current login.
            let sentUnder = state.inFlight.removeValue(forKey: id) ?? state.loginCount
            guard expiredStatuses.contains(status) else { return }
            commands.append(.effect(.fail(request: id, reason: .tokenExpired)))
            // One login for any number of expiries, and none for a token a later login replaced.
            guard state.phase == .active, sentUnder == state.loginCount else { return }
            state.phase = .loginScheduled
            send(.showRequested(content: notice), to: &state, into: &commands)
            commands.append(.schedule(.loginDue, after: loginDelay, id: Self.loginTimer))
        case .requestCancelled(let id):
            state.inFlight[id] = nil
        case .loginRequested:
            guard state.phase != .loggingIn else { return }
            state.phase = .loggingIn
            commands.append(.cancel(id: Self.loginTimer))
            commands.append(.effect(.presentLogin(reason: .userRequested)))
        case .loginDue:
            guard state.phase == .loginScheduled else { return }
            state.phase = .loggingIn
            commands.append(.effect(.presentLogin(reason: .tokenExpired)))
        case .loginFinished(let success):
            guard state.phase == .loggingIn else { return }
            state.phase = .active
            if success { state.loginCount.increment() }
        case .hud(let hudEvent):
            send(hudEvent, to: &state, into: &commands)
        }
    }

    /// The progress HUD is a child machine: its events and effects travel
    /// wrapped, its timers in the scope "hud".
    private func send(_ event: ProgressHUD.Event, to state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        hud.reduce(&state.hud, event, into: &commands, scope: "hud", event: Event.hud(event:), effect: Effect.hud(effect:))
    }
}
