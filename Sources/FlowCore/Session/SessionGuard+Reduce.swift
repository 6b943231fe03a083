extension SessionGuard {
    public func reduce(_ state: inout State, _ event: Event) -> [Command<Event, Effect>] {
        switch event {
        case .requestStarted(let id, let hasToken):
            guard state.phase == .active else { return [.effect(.fail(request: id, reason: .loginPending))] }
            guard hasToken else {
                state.phase = .loggingIn
                return [.effect(.fail(request: id, reason: .noToken)), .effect(.presentLogin(reason: .noToken))]
            }
            state.inFlight[id] = state.loginCount
            return [.effect(.proceed(request: id))]
        case .responseReceived(let id, let status):
            // An unknown id is taken as sent under the current login.
            let sentUnder = state.inFlight.removeValue(forKey: id) ?? state.loginCount
            guard expiredStatuses.contains(status) else { return [] }
            let failure = Command<Event, Effect>.effect(.fail(request: id, reason: .tokenExpired))
            // One login for any number of expiries, and none for a token a later login replaced.
            guard state.phase == .active, sentUnder == state.loginCount else { return [failure] }
            state.phase = .loginScheduled
            return [failure] + send(.show(content: notice), to: &state) + [.schedule(.loginDue, after: loginDelay, id: Self.loginTimer)]
        case .requestCancelled(let id):
            state.inFlight[id] = nil
            return []
        case .loginRequested:
            guard state.phase != .loggingIn else { return [] }
            state.phase = .loggingIn
            return [.cancel(id: Self.loginTimer), .effect(.presentLogin(reason: .userRequested))]
        case .loginDue:
            guard state.phase == .loginScheduled else { return [] }
            state.phase = .loggingIn
            return [.effect(.presentLogin(reason: .tokenExpired))]
        case .loginFinished(let success):
            guard state.phase == .loggingIn else { return [] }
            state.phase = .active
            if success { state.loginCount += 1 }
            return []
        case .hud(let hudEvent):
            return send(hudEvent, to: &state)
        }
    }

    private func send(_ event: ProgressHUD.Event, to state: inout State) -> [Command<Event, Effect>] {
        hud.reduce(&state.hud, event).map { $0.map(event: Event.hud(event:), effect: Effect.hud(effect:)) }
    }
}
