import FlowCore

extension CellCoachMarkTrigger: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> CellCoachMarkTrigger {
        (try? CellCoachMarkTrigger(threshold: random.element(of: [20, 0, 100])!)) ?? (try! CellCoachMarkTrigger())
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        if random.chance(0.1) { return .restored(hasShown: random.chance(0.3)) }
        let top = random.double(in: 0...2_000)
        let cell = random.chance(0.1) ? nil : LayoutRect(x: 0, y: random.double(in: 0...2_400), width: 375, height: random.element(of: [44, 60, .nan])!)
        return .scrollStopped(cell: cell, visible: LayoutRect(x: 0, y: top, width: 375, height: 812))
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<CellCoachMarkTrigger>) -> String? {
        let shows = step.effects.filter { $0 == .show }.count
        if shows > 1 || (shows == 1 && step.before.hasShown) { return "shown more than once" }
        if step.before.hasShown && !step.after.hasShown { return "the flag was reset" }
        if shows == 1, case .scrollStopped(let cell?, let visible) = step.event, !(visible.maxY - cell.maxY > threshold) {
            return "shown with the cell's bottom not far enough in view"
        }
        return nil
    }
}

extension CellCoachMarkTrigger: Explorable {
    /// The trigger has no phase member: its diagram groups states by
    /// whether the coach mark has shown.
    @_spi(FlowTools) public func phase(of state: State) -> String {
        state.hasShown ? "shown" : "not shown"
    }

    /// The record restored either way, and scrolling stopping with the cell
    /// wholly visible, peeking in from the top, peeking in from the bottom,
    /// and off screen.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        let visible = LayoutRect(x: 0, y: 0, width: 375, height: 812)
        return [
            .restored(hasShown: false), .restored(hasShown: true),
            .scrollStopped(cell: LayoutRect(x: 0, y: 300, width: 375, height: 88), visible: visible),
            .scrollStopped(cell: LayoutRect(x: 0, y: -44, width: 375, height: 88), visible: visible),
            .scrollStopped(cell: LayoutRect(x: 0, y: 768, width: 375, height: 88), visible: visible),
            .scrollStopped(cell: nil, visible: visible),
        ]
    }
}
