import FlowCore

extension SMSCodeFlow: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> SMSCodeFlow {
        let captcha = CaptchaDialog.chaosSample(using: &random)
        return (try? SMSCodeFlow(rateLimitCodes: ["429"], maxCaptchaRounds: random.int(in: 0...4), captcha: captcha)) ?? (try! SMSCodeFlow())
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...9) {
        case 0: return .codeRequested(phone: "13800138000")
        case 1: return .codeSent
        case 2, 3: return .codeFailed(code: random.element(of: ["429", "429", "500"])!, message: "请求过于频繁")
        default: return .captcha(event: captcha.chaosEvent(in: state.captcha, using: &random))
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<SMSCodeFlow>) -> String? {
        do { try validate(restored: step.after) } catch { return error.reason }
        if step.before.phase == .finished, !step.effects.isEmpty { return "a finished flow reacted" }
        let finishes = step.effects.filter { if case .finish = $0 { true } else { false } }
        if finishes.count != (step.after.phase == .finished && step.before.phase != .finished ? 1 : 0) { return "finished must come once" }
        if step.before.phase != .captcha, step.after.phase != .captcha, step.effects.contains(where: { if case .captcha = $0 { true } else { false } }) {
            return "the captcha spoke while not shown"
        }
        return nil
    }

    @_spi(FlowTools) public func chaosIsFinished(_ state: State) -> Bool { state.phase == .finished }
}

extension SMSCodeFlow: Explorable {
    /// A request, the server's three answers (sent, rate limited into a
    /// captcha, another error), and the captcha's own events: loaded,
    /// passed, refused and cancelled.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        var events: [Event] = [.codeRequested(phone: "13800138000"), .codeSent, .codeFailed(code: "VerifyCodeNumHourTooMuchError", message: "验证码发送过于频繁"), .codeFailed(code: "9999", message: "服务繁忙")]
        if state.phase == .captcha {
            events += captcha.explorationEvents(in: state.captcha).map { .captcha(event: $0) }
        }
        return events
    }

    /// The captcha's own exits, and the server's answers (time the user waits out).
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] {
        [.codeSent, .codeFailed(code: "9999", message: "服务繁忙")] + captcha.exitEvents(in: state.captcha).map { .captcha(event: $0) }
    }

    /// Not started, or finished.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase == .idle || state.phase == .finished }

    /// `finish`, once per flow.
    @_spi(FlowTools) public func oneShotResult(of effect: Effect) -> String? {
        if case .finish = effect { return "finish" }
        return nil
    }

    /// The captcha's request ids made relative, as the captcha's own exploration does.
    @_spi(FlowTools) public func explorationProjection(of state: State) -> State {
        var state = state
        state.captcha = captcha.explorationProjection(of: state.captcha)
        return state
    }

    /// The captcha's timers made relative, as the captcha's own exploration does.
    @_spi(FlowTools) public func explorationProjection(ofTimer event: Event, in state: State) -> Event {
        guard case .captcha(let inner) = event else { return event }
        return .captcha(event: captcha.explorationProjection(ofTimer: inner, in: state.captcha))
    }
}
