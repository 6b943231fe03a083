import FlowCore

extension ProgressHUD: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> ProgressHUD {
        (try? ProgressHUD(
            graceTime: random.element(of: [0, 0, 0.2, 1])!, minimumShowTime: random.element(of: [0, 0, 1, 0.3])!,
            minimumDismissTime: random.element(of: [1, 0, 0.5])!, maximumDismissTime: random.element(of: [.infinity, 5, 1])!,
            noticeLengthUnit: random.element(of: TextLengthUnit.allCases)!, fadeInDuration: random.element(of: [0, 0.15])!,
            fadeOutDuration: random.element(of: [0, 0.15])!)) ?? .standard
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        let kinds: [Content.Kind] = [.progress, .info, .success, .error]
        let texts: [String?] = [nil, "", "登录超时,请重新登录", "Saved", String(repeating: "长", count: 300)]
        switch random.int(in: 0...9) {
        case 0...3:
            return .showRequested(content: Content(kind: random.element(of: kinds)!, text: random.element(of: texts)!, mask: random.chance(0.5) ? .none : .gradient))
        case 4...7: return .hideRequested(delay: random.element(of: [0, 0, 0.3, 2, -1, .nan])!)
        case 8: return .graceEnded
        default: return .fadeOutEnded
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<ProgressHUD>) -> String? {
        let state = step.after
        do { try validate(restored: state) } catch { return error.reason }
        for effect in step.effects {
            switch effect {
            case .present:
                if step.before.phase == .visible { return "presented while already up" }
                if state.phase != .visible { return "presented but not visible" }
            case .update:
                if step.before.phase != .visible { return "updated while not up" }
            case .fadeOut:
                if !step.before.minimumShowTimeElapsed, step.event != .minimumShowTimeEnded { return "faded out before the minimum show time" }
            case .remove:
                if step.before.phase != .fadingOut { return "removed without fading out" }
            case .announce(let text):
                if text.isEmpty || text != state.content?.text { return "announced something other than the status shown" }
            }
        }
        return nil
    }
}

extension ProgressHUD: Explorable {
    /// A spinner and a notice shown, hidden now and after a second, and
    /// every timer's event sent early (by the front, out of turn).
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        [
            .showRequested(content: Content(kind: .progress, text: "加载中", mask: .clear)), .showRequested(content: Content(kind: .success, text: "已保存")),
            .hideRequested(delay: 0), .hideRequested(delay: 1), .graceEnded, .minimumShowTimeEnded, .delayedHideDue, .noticeEnded, .fadeOutEnded,
        ]
    }

    /// Hiding.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [.hideRequested(delay: 0)] }

    /// Hidden.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase == .hidden }
}
