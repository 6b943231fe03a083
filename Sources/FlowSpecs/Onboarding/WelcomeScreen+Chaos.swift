import FlowCore

extension WelcomeScreen: ChaosTestable {
    public static func chaosSample(using random: inout SplitMix64) -> WelcomeScreen {
        random.chance(0.2) ? try! WelcomeScreen(reducesMotion: true) : WelcomeScreen.standard
    }

    public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        random.chance(0.7)
            ? .appeared(screen: random.element(of: [Size(width: 375, height: 812), Size(width: .nan, height: 10), Size(width: 0, height: 0)])!)
            : .animationEnded
    }

    public func invariantViolation(_ step: ChaosStep<WelcomeScreen>) -> String? {
        for case .animate(let timeline) in step.effects {
            for sample in timeline.sample(at: timeline.duration) {
                if case .rect(let rect) = sample.value, ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
                    return "a frame that is not a real rectangle"
                }
            }
        }
        if step.effects.contains(.remove), step.before.phase != .animating { return "removed before animating" }
        return nil
    }

    public func chaosIsFinished(_ state: State) -> Bool { state.phase == .removed }
}

extension WelcomeScreen: Explorable {
    /// Appearing on a portrait phone and on a landscape one, and the
    /// animation's end sent early.
    public func explorationEvents(in state: State) -> [Event] {
        [.appeared(screen: Size(width: 375, height: 812)), .appeared(screen: Size(width: 812, height: 375)), .animationEnded]
    }

    /// None: the screen goes by itself, in time.
    public func exitEvents(in state: State) -> [Event] { [] }

    /// Not yet shown, or removed.
    public func isResting(_ state: State) -> Bool { state.phase != .animating }
}
