import FlowCore

extension CoachMarks: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> CoachMarks {
        func item() -> CoachMarkItem {
            // Mostly on screen; sometimes at the edges of what a configuration may hold.
            let far = Bounds.position.upperBound
            let center = random.chance(0.05) ? LayoutPoint(x: -far, y: far) : LayoutPoint(x: random.double(in: -20...400), y: random.double(in: -20...830))
            let shape: CoachMarkItem.Shape = random.chance(0.5)
                ? .circle(center: center, radius: random.element(of: [0, 20, Bounds.length.upperBound])!)
                : .oval(center: center, size: LayoutSize(width: random.element(of: [random.double(in: 0...200), 0, Bounds.length.upperBound])!, height: random.double(in: 0...80)))
            let arrow = random.chance(0.8)
                ? CoachMarkItem.Arrow(
                    offset: LayoutPoint(x: random.element(of: [random.double(in: -40...40), Bounds.position.lowerBound])!, y: random.double(in: -40...40)),
                    quadrant: random.chance(0.5) ? random.element(of: CoachMarkItem.Quadrant.allCases)! : nil,
                    size: random.element(of: [LayoutSize(width: 60, height: 40), LayoutSize(width: 60, height: 40), .zero, LayoutSize(width: Bounds.length.upperBound, height: 4)])!)
                : nil
            let tip = random.chance(0.8) ? CoachMarkItem.Tip(text: random.element(of: ["", "点这里看订单", String(repeating: "很长的提示 ", count: 40)])!) : nil
            return CoachMarkItem(shape: shape, arrow: arrow, tip: tip)
        }
        let screens = (0..<random.int(in: 0...4)).map { index in
            CoachMarkScreen(id: "s\(index)", items: (0..<random.int(in: 0...4)).map { _ in item() })
        }
        var style = CoachMarkStyle()
        if random.chance(0.3) { style.contentSize = random.element(of: TextSizeCategory.allCases)! }
        return try! CoachMarks(
            screens: screens,
            environment: CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812), layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight),
            style: style, passesTapsThroughCutouts: random.chance(0.5))
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        // Now and then a hardware key, which stands for one of the other events.
        if random.chance(0.03) { return .keyPressed(random.element(of: KeyboardKey.allCases)!) }
        switch random.int(in: 0...9) {
        case 0, 1: return .startRequested(alreadyShown: random.chance(0.5) ? [] : ["s0", "s2", "unknown"])
        case 2: return .skipAllRequested
        default: return .tapped(at: LayoutPoint(x: random.double(in: 0...375), y: random.element(of: [random.double(in: 0...812), .nan])!))
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<CoachMarks>) -> String? {
        let shows = step.effects.compactMap { effect -> String? in
            if case .show(let id, _) = effect { return id }
            return nil
        }
        for id in shows where step.before.shown.contains(id) { return "screen \(id) shown twice" }
        do { try validate(restored: step.after) } catch { return error.reason }
        if step.before.phase == .finished, !step.effects.isEmpty { return "a finished sequence reacted" }
        for case .show(_, let layout) in step.effects {
            let rects = layout.arrows.map(\.frame) + layout.tips.map(\.frame)
            if rects.contains(where: { ![$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) || $0.width < 0 || $0.height < 0 }) {
                return "a frame that is not a real rectangle"
            }
        }
        return nil
    }

    @_spi(FlowTools) public func chaosIsFinished(_ state: State) -> Bool { state.phase == .finished }
}

extension CoachMarks: Explorable {
    /// Starting fresh and with every screen already shown, a tap in the
    /// corner and in the middle, skipping, and the keys.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        [
            .startRequested(alreadyShown: []), .startRequested(alreadyShown: screens.map(\.id)), .tapped(at: LayoutPoint(x: 10, y: 10)),
            .tapped(at: LayoutPoint(x: environment.screen.width / 2, y: environment.screen.height / 2)), .skipAllRequested, .keyPressed(.escape), .keyPressed(.enter),
        ]
    }

    /// A tap, skipping, and the escape key.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [.tapped(at: LayoutPoint(x: 10, y: 10)), .skipAllRequested, .keyPressed(.escape)] }

    /// Not started, or finished.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool { state.phase != .showing }

    /// `finish`, once.
    @_spi(FlowTools) public func oneShotResult(of effect: Effect) -> String? { effect == .finish ? "finish" : nil }
}
