import FlowCore

extension NetworkActivityIndicator: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> NetworkActivityIndicator {
        (try? NetworkActivityIndicator(activationDelay: random.element(of: [1, 0, 0.3])!, completionDelay: random.element(of: [0.17, 0, 0.5])!))
            ?? .standard
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...9) {
        case 0: .enabledChanged(random.chance(0.8))
        case 1...4: .requestStarted
        default: .requestEnded
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<NetworkActivityIndicator>) -> String? {
        do { try validate(restored: step.after) } catch { return error.reason }
        let shows = step.effects.filter { $0 == .setVisible(true) }.count
        let hides = step.effects.filter { $0 == .setVisible(false) }.count
        let wasShown = step.before.phase == .visible || step.before.phase == .delayingEnd
        let isShown = step.after.phase == .visible || step.after.phase == .delayingEnd
        if shows + hides > 1 { return "shown and hidden in one step" }
        if (shows == 1) != (!wasShown && isShown) || (hides == 1) != (wasShown && !isShown) {
            return "the indicator's visibility changed without saying so, or said so without changing"
        }
        if shows == 1, step.event != .activationDelayEnded { return "shown before the activation delay ran out" }
        if hides == 1, step.event != .completionDelayEnded, step.event != .enabledChanged(false) {
            return "hidden before the completion delay ran out"
        }
        return nil
    }
}

extension NetworkActivityIndicator: Explorable {
    /// Requests starting and ending, the indicator turned off and on, and
    /// both delays' events sent early.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        [.requestStarted, .requestEnded, .enabledChanged(false), .enabledChanged(true), .activationDelayEnded, .completionDelayEnded]
    }

    /// Requests ending.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [.requestEnded] }

    /// Hidden with no request under way.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase == .hidden }
}
