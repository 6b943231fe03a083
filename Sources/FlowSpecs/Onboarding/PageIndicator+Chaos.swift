import FlowCore

extension PageIndicator: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> PageIndicator {
        let modes: [Mode] = [.slide, .slide, .interactive, .windowed(maxVisible: random.int(in: 1...7))]
        return (try? PageIndicator(
            count: random.int(in: 0...12), currentDotWidth: random.element(of: [14, 20, 8])!, otherDotWidth: random.element(of: [14, 6])!,
            dotHeight: 4, spacing: random.element(of: [0, 5])!, mode: random.element(of: modes)!, reducesMotion: random.chance(0.2))) ?? (try! PageIndicator(count: 1, currentDotWidth: 1, otherDotWidth: 1, dotHeight: 1))
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        switch random.int(in: 0...9) {
        case 0...6: return .pageRequested(page: random.int(in: -2...(count + 1)))
        case 7: return .scrolled(progress: random.element(of: [random.double(in: -1...Double(count + 1)), .nan, .infinity])!)
        default: return .slideEnded
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<PageIndicator>) -> String? {
        do { try validate(restored: step.after) } catch { return error.reason }
        for effect in step.effects {
            guard case .slide(let animation, let target) = effect else { continue }
            let final = layout(page: target)
            for (index, frame) in final.enumerated() {
                if let value = animation.value(of: "dot[\(index)]", .frame, at: animation.duration), value != .rect(frame) {
                    return "dot \(index) does not end on the static layout for page \(target)"
                }
            }
        }
        return nil
    }
}

extension PageIndicator: Explorable {
    /// The indicator has no phase member: its diagram groups states by
    /// whether a slide is under way (with a page queued behind it), the
    /// dots follow a finger between pages (interactive mode), or they rest.
    @_spi(FlowTools) public func phase(of state: State) -> String {
        if state.slidingTo != nil { return state.queuedPage == nil ? "sliding" : "sliding, page queued" }
        return state.progress == state.progress.rounded() ? "resting" : "between pages"
    }

    /// Each page and one past either end, a finger halfway and all the way
    /// to either side, and the end of a slide.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        (-1...count).map { .pageRequested(page: $0) } + [-1, -0.5, 0.5, 1].map { .scrolled(progress: $0) } + [.slideEnded]
    }
}
