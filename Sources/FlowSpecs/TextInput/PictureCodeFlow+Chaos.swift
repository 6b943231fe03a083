import FlowCore

extension PictureCodeFlow: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> PictureCodeFlow {
        PictureCodeFlow(
            entry: (try? CodeEntry(length: random.int(in: 1...6))) ?? (try! CodeEntry()), onRefusal: random.element(of: PictureCodeRefusal.allCases)!)
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...9) {
        case 0: .openRequested(phone: "13800138000")
        case 1: .smsSent
        case 2: .smsFailed(message: "图形验证码错误")
        default: .entry(event: entry.chaosEvent(in: state.entry, using: &random))
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<PictureCodeFlow>) -> String? {
        let requests = step.effects.filter { if case .requestSMS = $0 { true } else { false } }
        if requests.count > 1 { return "two SMS requests for one event" }
        if !requests.isEmpty, step.before.phase != .entering { return "an SMS request outside entering" }
        if case .requestSMS(_, let code)? = requests.first, code.count != entry.length { return "an SMS request without a full code" }
        let finishes = step.effects.filter { if case .finish = $0 { true } else { false } }
        if finishes.count != (step.before.phase != .finished && step.after.phase == .finished ? 1 : 0) { return "finished must come once" }
        if step.before.phase == .finished, !step.effects.isEmpty { return "a finished flow reacted" }
        if step.after.phase == .requesting, step.after.entry.code.count != entry.length { return "requesting without a full code" }
        return nil
    }

    @_spi(FlowTools) public func chaosIsFinished(_ state: State) -> Bool { state.phase == .finished }
}

extension PictureCodeFlow: Explorable {
    /// Opening, the code entry's own events, and the SMS request's answers.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        [.openRequested(phone: "13800138000"), .smsSent, .smsFailed(message: "图形验证码错误")]
            + (state.phase == .entering ? entry.explorationEvents(in: state.entry).map { .entry(event: $0) } : [])
    }

    /// Closing the entry, and the SMS request's answers.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [.entry(event: .closeTapped), .smsSent, .smsFailed(message: "图形验证码错误")] }

    /// Not opened, or finished.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase == .idle || state.phase == .finished }

    /// `finish`, once.
    @_spi(FlowTools) public func oneShotResult(of effect: Effect) -> String? {
        if case .finish = effect { return "finish" }
        return nil
    }

    /// The entry's picture nonce left out, as the entry's own exploration does.
    @_spi(FlowTools) public func explorationProjection(of state: State) -> State {
        var state = state
        state.entry = entry.explorationProjection(of: state.entry)
        return state
    }
}
