import FlowCore

extension GuidePager: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> GuidePager {
        (try? GuidePager(
            variant: random.chance(0.5) ? .guide : .newFeature, pageCount: random.int(in: 0...5),
            pageSize: random.element(of: [LayoutSize(width: 375, height: 812), LayoutSize(width: 0, height: 0), LayoutSize(width: 320, height: 568)])!,
            hidesSkipButton: random.chance(0.2), hidesStartButton: random.chance(0.2), slipsIntoHome: random.chance(0.5)))
            ?? (try! GuidePager(pageCount: 1, pageSize: LayoutSize(width: 1, height: 1)))
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        // Now and then a hardware key, which stands for one of the other events.
        if random.chance(0.03) { return .keyPressed(random.element(of: KeyboardKey.allCases)!) }
        let offset = random.element(of: [random.double(in: -100...pageSize.width * Double(pageCount + 1) + 100), .nan, -.infinity])!
        switch random.int(in: 0...19) {
        case 0...9: return .scrolled(offset: offset)
        case 10...15: return .scrollEnded(offset: offset)
        case 16: return .skipTapped
        case 17: return .startTapped
        case 18: return .fadeOutEnded
        default: return .indicator(event: .slideEnded)
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<GuidePager>) -> String? {
        let finishes = step.effects.filter { $0 == .finish }.count
        if finishes > 1 || (finishes == 1) != (step.before.phase == .showing && step.after.phase != .showing) {
            return "the completion must run exactly once, when the pager stops showing"
        }
        if step.before.phase == .removed, !step.effects.isEmpty { return "a removed pager reacted" }
        do { try validate(restored: step.after) } catch { return error.reason }
        return nil
    }

    @_spi(FlowTools) public func chaosIsFinished(_ state: State) -> Bool { state.phase == .removed }
}

extension GuidePager: Explorable {
    /// A scroll part of the way, and just past the last page's slip
    /// threshold; scrolls ending on each page and past the last; the buttons, the keys, the
    /// indicator's slide ending, and the fade ending.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        let width = pageSize.width
        var events: [Event] = [
            .scrolled(offset: Double(state.page) * width + width / 2),
            .scrolled(offset: Double(max(pageCount - 1, 0)) * width + Self.slipThreshold + 1),
        ]
        events += (0...pageCount).map { .scrollEnded(offset: Double($0) * width) }
        events += [.skipTapped, .startTapped, .keyPressed(.right), .keyPressed(.left), .keyPressed(.escape), .keyPressed(.enter), .indicator(event: .slideEnded), .fadeOutEnded]
        return events
    }

    /// Skip, start and escape.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [.skipTapped, .startTapped, .keyPressed(.escape)] }

    /// Removed.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase == .removed }
}
