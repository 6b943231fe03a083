import FlowCore

extension UserProfileLoader: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> UserProfileLoader { UserProfileLoader() }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...3) {
        case 0: .tokenLoaded(uid: random.element(of: ["1234567890", "", nil])!)
        case 1: .profileLoaded(profile: ["screen_name": "小明", "avatar_large": "https://example.com/a.jpg"])
        case 2: .profileLoaded(profile: random.element(of: [.object([:]), ["screen_name": 42], .null])!)
        default: .profileFailed
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<UserProfileLoader>) -> String? {
        let completions = step.effects.filter { if case .finish = $0 { true } else { false } }
        if completions.count > 1 { return "the login completed twice" }
        if !completions.isEmpty, step.before.phase == .completed { return "a completed login completed again" }
        if (completions.count == 1) != (step.before.phase != .completed && step.after.phase == .completed) {
            return "the login completed without saying so"
        }
        if let save = step.effects.firstIndex(where: { if case .saveAccount = $0 { true } else { false } }),
            let done = step.effects.firstIndex(where: { if case .finish = $0 { true } else { false } }), save > done
        {
            return "the login completed before the account was saved"
        }
        return nil
    }

    @_spi(FlowTools) public func chaosIsFinished(_ state: State) -> Bool { state.phase == .completed }
}

extension UserProfileLoader: Explorable {
    /// A token with a user and without, the profile loaded, and its failure.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        [.tokenLoaded(uid: "42"), .tokenLoaded(uid: nil), .profileLoaded(profile: ["screen_name": "小明", "avatar_large": "https://example.com/a.png"]), .profileFailed]
    }

    /// The server's answers.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [.profileLoaded(profile: ["screen_name": "小明"]), .profileFailed] }

    /// Not loading.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase != .loading }

    /// `finish`, once.
    @_spi(FlowTools) public func oneShotResult(of effect: Effect) -> String? {
        if case .finish = effect { return "finish" }
        return nil
    }
}
