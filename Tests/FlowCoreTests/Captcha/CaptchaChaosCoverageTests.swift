import Testing

import FlowCore
@testable import FlowSpecs

/// The random runs must reach every phase, or the chaos test proves little.
@Suite struct CaptchaChaosCoverageTests {
    @Test(arguments: CaptchaKind.allCases)
    func randomRunsVisitEveryPhase(kind: CaptchaKind) throws {
        let dialog = try CaptchaDialog(kind: kind)
        var random = SplitMix64(seed: 3)
        var runner = Runner(dialog)
        var seen = Set<String>()
        for _ in 0..<20_000 {
            if let due = runner.nextTimerDue, random.chance(0.25) {
                _ = runner.fireNextTimer(dueBy: due)
            } else {
                _ = runner.send(dialog.chaosEvent(in: runner.state, using: &random))
            }
            seen.insert(runner.state.phase.rawValue)
            if runner.state.phase == .closed { runner = Runner(dialog) }
        }
        let expected: Set<String> = kind == .blockPuzzle
            ? ["idle", "loading", "ready", "dragging", "verifying", "succeeded", "failed", "closed"]
            : ["idle", "loading", "ready", "verifying", "succeeded", "failed", "closed"]
        #expect(seen == expected)
    }
}
