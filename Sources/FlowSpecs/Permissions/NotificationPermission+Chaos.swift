import FlowCore

extension NotificationPermission: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> NotificationPermission {
        NotificationPermission(usesLegacyFallback: random.chance(0.7))
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        random.chance(0.6)
            ? .launched(status: random.element(of: Status.allCases)!, hasUserNotifications: random.chance(0.8))
            : .answered(granted: random.chance(0.5))
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<NotificationPermission>) -> String? {
        let requests = step.effects.filter { effect in
            switch effect {
            case .requestAuthorization, .registerUserNotificationSettings: true
            case .persist: false
            }
        }
        if requests.count > 1 { return "asked twice at once" }
        if !requests.isEmpty, step.before.isAsking { return "asked while the prompt was up" }
        if !requests.isEmpty, step.after.status != .notDetermined { return "asked a user who has answered" }
        if step.effects.contains(where: { if case .persist = $0 { true } else { false } }), !step.before.isAsking {
            return "an answer kept without a question"
        }
        return nil
    }
}

extension NotificationPermission: Explorable {
    /// A launch with every status, on systems with and without the
    /// UserNotifications framework, and both answers.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        Status.allCases.flatMap { status in [true, false].map { Event.launched(status: status, hasUserNotifications: $0) } }
            + [.answered(granted: true), .answered(granted: false)]
    }

    /// The permission has no phase member: its diagram groups states by
    /// the status, or by the question on screen.
    @_spi(FlowTools) public func phase(of state: State) -> String {
        state.isAsking ? "asking" : state.status.rawValue
    }
}
