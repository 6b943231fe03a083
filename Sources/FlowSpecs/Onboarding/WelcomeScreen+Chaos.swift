import FlowCore

extension WelcomeScreen: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> WelcomeScreen {
        random.chance(0.2)
            ? try! WelcomeScreen(avatarURL: random.chance(0.5) ? "https://example.com/a.png" : nil, reducesMotion: true)
            : random.chance(0.5) ? WelcomeScreen.standard : try! WelcomeScreen(avatarURL: "https://example.com/a.png")
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...9) {
        case 0...5: .appeared(screen: random.element(of: [LayoutSize(width: 375, height: 812), LayoutSize(width: .nan, height: 10), LayoutSize(width: 0, height: 0)])!)
        case 6...7: .avatarLoaded
        default: .animationEnded
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<WelcomeScreen>) -> String? {
        for case .animate(let timeline) in step.effects {
            for sample in timeline.sample(at: timeline.duration) {
                if case .rect(let rect) = sample.value, ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
                    return "a frame that is not a real rectangle"
                }
            }
        }
        if step.effects.contains(.remove), step.before.phase != .animating { return "removed before animating" }
        if step.after.isAvatarLoaded, !step.before.isAvatarLoaded, avatarURL == nil { return "an avatar loaded with no address to load" }
        let asked = step.effects.contains { if case .loadAvatar = $0 { true } else { false } }
        if asked != (step.event.isAppearance && step.before.phase == .waiting && avatarURL != nil) { return "the avatar asked for other than once, on appearing" }
        return nil
    }

    @_spi(FlowTools) public func chaosIsFinished(_ state: State) -> Bool { state.phase == .removed }
}

extension WelcomeScreen: Explorable {
    /// Appearing on a portrait phone and on a landscape one, the avatar
    /// loading, and the animation's end sent early.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        [.appeared(screen: LayoutSize(width: 375, height: 812)), .appeared(screen: LayoutSize(width: 812, height: 375)), .avatarLoaded, .animationEnded]
    }

    /// None: the screen goes by itself, in time.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [] }

    /// Not yet shown, or removed.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase != .animating }
}

extension WelcomeScreen.Event {
    /// Whether the event is the screen appearing.
    fileprivate var isAppearance: Bool {
        if case .appeared = self { true } else { false }
    }
}
