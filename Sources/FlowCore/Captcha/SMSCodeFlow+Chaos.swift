extension SMSCodeFlow: ChaosTestable {
    public static func chaosSample(using random: inout SplitMix64) -> SMSCodeFlow {
        let captcha = CaptchaDialog.chaosSample(using: &random)
        return (try? SMSCodeFlow(rateLimitCodes: ["429"], maxCaptchaRounds: random.int(in: 0...4), captcha: captcha)) ?? (try! SMSCodeFlow())
    }

    public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...9) {
        case 0: return .start(phone: "13800138000")
        case 1: return .codeSent
        case 2, 3: return .codeFailed(code: random.element(of: ["429", "429", "500"])!, message: "请求过于频繁")
        default: return .captcha(event: captcha.chaosEvent(in: state.captcha, using: &random))
        }
    }

    public func invariantViolation(_ step: ChaosStep<SMSCodeFlow>) -> String? {
        do { try validate(restored: step.after) } catch { return error.reason }
        if step.before.phase == .finished, !step.effects.isEmpty { return "a finished flow reacted" }
        let finishes = step.effects.filter { if case .finished = $0 { true } else { false } }
        if finishes.count != (step.after.phase == .finished && step.before.phase != .finished ? 1 : 0) { return "finished must come once" }
        if step.before.phase != .captcha, step.after.phase != .captcha, step.effects.contains(where: { if case .captcha = $0 { true } else { false } }) {
            return "the captcha spoke while not shown"
        }
        return nil
    }

    public func chaosIsFinished(_ state: State) -> Bool { state.phase == .finished }
}

extension SMSCodeFlow: Explorable {}
