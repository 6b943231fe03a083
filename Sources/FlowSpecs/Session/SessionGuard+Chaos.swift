import FlowCore

extension SessionGuard: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> SessionGuard {
        let hud = (try? ProgressHUD(graceTime: random.element(of: [0, 0.3])!, minimumShowTime: random.element(of: [0, 0, 1])!)) ?? .standard
        return (try? SessionGuard(
            expiredStatuses: random.chance(0.8) ? [401, 403] : [], loginDelay: random.element(of: [2, 0, 0.4])!, hud: hud))
            ?? (try! SessionGuard())
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        let ids = ["feed", "profile", "likes", "upload"]
        switch random.int(in: 0...11) {
        case 0...3: return .requestStarted(id: random.element(of: ids)!, hasToken: random.chance(0.85))
        case 4...6:
            let id = random.element(of: Array(state.inFlight.keys).sorted() + ["stray"])!
            return .responseReceived(id: id, status: random.element(of: [200, 200, 403, 401, 500, -1])!)
        case 7: return random.chance(0.5) ? .loginRequested : .requestCancelled(id: random.element(of: ids + ["stray"])!)
        case 8, 9: return .loginFinished(success: random.chance(0.7))
        case 10: return .loginDue
        default: return .hud(event: .hideRequested(delay: random.element(of: [0, 1, .nan])!))
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<SessionGuard>) -> String? {
        let logins = step.effects.filter { effect in
            if case .presentLogin = effect { return true }
            return false
        }
        if logins.count > 1 { return "two logins at once" }
        if !logins.isEmpty, step.before.phase == .loggingIn { return "login presented over login" }
        if !logins.isEmpty, step.after.phase != .loggingIn { return "login presented but not logging in" }
        for case .proceed in step.effects where step.before.phase != .active { return "a request went out while login was pending" }
        if step.after.loginCount < step.before.loginCount { return "the login count went down" }
        do { try validate(restored: step.after) } catch { return error.reason }
        return hud.invariantViolation(
            ChaosStep(
                index: step.index, time: step.time, fromTimer: step.fromTimer, event: hudEvent(of: step),
                before: step.before.hud, after: step.after.hud,
                effects: step.effects.compactMap { effect in
                    if case .hud(let hudEffect) = effect { return hudEffect }
                    return nil
                }))
    }

    /// The HUD event behind a step, for the HUD's own invariants (a notice shown counts as a show).
    private func hudEvent(of step: ChaosStep<SessionGuard>) -> ProgressHUD.Event {
        if case .hud(let event) = step.event { return event }
        return .showRequested(content: notice)
    }
}

extension SessionGuard: Explorable {
    /// Two requests (one without a token), answered fine and expired, one
    /// cancelled, a login asked for, finished both ways, and its delay's
    /// event sent early. The HUD's own events (`hud(event:)`) are not
    /// tried: the HUD is explored as a machine of its own (`progress-hud`),
    /// and here it shows and hides as the session drives it; random runs
    /// send them (`chaosEvent`).
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        let expired = expiredStatuses.first ?? 403
        return [
            .requestStarted(id: "r1", hasToken: true), .requestStarted(id: "r2", hasToken: false),
            .responseReceived(id: "r1", status: 200), .responseReceived(id: "r1", status: expired), .responseReceived(id: "r2", status: expired),
            .requestCancelled(id: "r1"), .loginRequested, .loginFinished(success: true), .loginFinished(success: false), .loginDue,
        ]
    }

    /// The login ending, either way: what the login screen reports.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [.loginFinished(success: true), .loginFinished(success: false)] }

    /// No login under way and nothing on the HUD.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase == .active && state.hud.phase == .hidden }

    /// The count of logins only grows, and what a transition reads of it is
    /// whether a request was sent under the current login (its 403 counts
    /// then) or an earlier one: the count made 1, each request's login 1
    /// when it is the current one and 0 when it is earlier.
    @_spi(FlowTools) public func explorationProjection(of state: State) -> State {
        var state = state
        for (id, login) in state.inFlight { state.inFlight[id] = login == state.loginCount ? 1 : 0 }
        state.loginCount = 1
        return state
    }
}
