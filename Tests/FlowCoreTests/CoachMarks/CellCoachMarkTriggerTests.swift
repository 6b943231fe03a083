import Testing

import FlowCore
import FlowTesting

@Suite struct CellCoachMarkTriggerTests {
    let trigger = try! CellCoachMarkTrigger()
    let cell = LayoutRect(x: 0, y: 1_000, width: 375, height: 60)

    /// K11 (article 004, 扩展阅读): more than 20 in view from either edge; a
    /// cell scrolled up with its bottom 5, or exactly 20, under the top does not count.
    @Test(arguments: [(258.0, false), (268.0, false), (268.5, true), (500, true), (1_039.5, true), (1_040, false), (1_055, false), (1_060, false), (1_100, false)])
    func theBottomMustBeMoreThanTwentyInView(top: Double, revealed: Bool) {
        // The cell's bottom is 1,060; the visible area runs from top to top + 812.
        #expect(trigger.isRevealed(cell, in: LayoutRect(x: 0, y: top, width: 375, height: 812)) == revealed)
    }

    @Test func itShowsOnceAndTheFlagStays() {
        let test = TestRunner(trigger)
        let visible = LayoutRect(x: 0, y: 500, width: 375, height: 812)
        test.send(.scrollStopped(cell: cell, visible: visible), effects: [.show, .persist(hasShown: true)]) { $0.hasShown = true }
        test.send(.scrollStopped(cell: cell, visible: visible))
        test.send(.restored(hasShown: false))  // a restored false does not reset the flag
    }
}
