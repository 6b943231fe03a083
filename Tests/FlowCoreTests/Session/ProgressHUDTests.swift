import Testing

@testable import FlowCore

@Suite struct ProgressHUDTests {
    let spinner = ProgressHUD.Content(kind: .progress)

    /// Every effect with the time it happened, up to `end`.
    func timeline(_ hud: ProgressHUD, _ script: [(Double, ProgressHUD.Event)], until end: Double) -> [(Double, ProgressHUD.Effect)] {
        var runner = Runner(hud)
        var log: [(Double, ProgressHUD.Effect)] = []
        for (time, event) in script {
            for firing in runner.advance(to: time) { log += firing.effects.map { (firing.time, $0) } }
            log += runner.send(event).map { (time, $0) }
        }
        for firing in runner.advance(to: end) { log += firing.effects.map { (firing.time, $0) } }
        return log
    }

    func kinds(_ log: [(Double, ProgressHUD.Effect)]) -> [String] {
        log.map { time, effect in
            let name = switch effect {
            case .present: "present"
            case .update: "update"
            case .fadeOut: "fadeOut"
            case .removed: "removed"
            }
            return "\(name)@\(time)"
        }
    }

    @Test func aHideWithinTheGraceTimeMeansItNeverAppears() throws {
        let hud = try ProgressHUD(graceTime: 0.5)
        #expect(timeline(hud, [(0, .show(content: spinner)), (0.3, .hide())], until: 5).isEmpty)
        #expect(kinds(timeline(hud, [(0, .show(content: spinner))], until: 5)) == ["present@0.5"])
    }

    @Test func aHideBeforeTheMinimumShowTimeWaitsOutTheRest() throws {
        let hud = try ProgressHUD()
        #expect(kinds(timeline(hud, [(0, .show(content: spinner)), (0.2, .hide())], until: 5)) == ["present@0.0", "fadeOut@1.0", "removed@1.15"])
        #expect(kinds(timeline(hud, [(0, .show(content: spinner)), (3, .hide())], until: 5)) == ["present@0.0", "fadeOut@3.0", "removed@3.15"])
    }

    @Test func fadesAreTimelinesOfAlpha() throws {
        let hud = try ProgressHUD(fadeInDuration: 0.2, fadeOutDuration: 0.3)
        let log = timeline(hud, [(0, .show(content: spinner)), (2, .hide())], until: 5).map(\.1)
        guard case .present(_, let fadeIn) = log.first, case .fadeOut(let fadeOut) = log.dropFirst().first else {
            Issue.record("expected present then fadeOut, got \(log)")
            return
        }
        #expect(fadeIn.duration == 0.2 && fadeIn.value(of: "hud", .alpha, at: 0) == .scalar(0) && fadeIn.value(of: "hud", .alpha, at: 0.2) == .scalar(1))
        #expect(fadeOut.duration == 0.3 && fadeOut.value(of: "hud", .alpha, at: 0.3) == .scalar(0))
    }

    @Test func showingAgainCancelsAPendingHide() throws {
        let hud = try ProgressHUD()
        let pending = timeline(hud, [(0, .show(content: spinner)), (0.2, .hide()), (0.5, .show(content: spinner))], until: 5)
        #expect(kinds(pending) == ["present@0.0", "update@0.5"], "the hide waiting for the minimum is off")
        let delayed = timeline(hud, [(0, .show(content: spinner)), (1.5, .hide(delay: 2)), (2, .show(content: spinner))], until: 9)
        #expect(kinds(delayed) == ["present@0.0", "update@2.0"], "the delayed hide is off")
        let fading = timeline(hud, [(0, .show(content: spinner)), (2, .hide()), (2.1, .show(content: spinner))], until: 9)
        #expect(kinds(fading) == ["present@0.0", "fadeOut@2.0", "present@2.1"], "shown again while fading: back up, never removed")
    }

    @Test func aDelayedHideDueDuringTheGraceTimeDoesNotLeaveItStuck() throws {
        // MBProgressHUD showed the HUD after the grace time and never hid it.
        let hud = try ProgressHUD(graceTime: 1)
        var runner = Runner(hud)
        _ = runner.send(.show(content: spinner))
        _ = runner.send(.hide(delay: 0.5))
        #expect(runner.advance(to: 10).flatMap(\.effects).isEmpty)
        #expect(runner.state.phase == .hidden && runner.nextTimerDue == nil)
        let later = try ProgressHUD(graceTime: 0.5)
        #expect(kinds(timeline(later, [(0, .show(content: spinner)), (0, .hide(delay: 2))], until: 9)) == ["present@0.5", "fadeOut@2.0", "removed@2.15"])
    }

    @Test func noticesHideAfterSixHundredthsASecondPerCharacterPlusAHalfClamped() throws {
        let hud = try ProgressHUD(maximumNoticeTime: 5)
        #expect(hud.noticeDuration(for: "登录超时,请重新登录") == 0.06 * 10 + 0.5)
        #expect(hud.noticeDuration(for: "OK") == 1, "0.62 is below the 1 s minimum")
        #expect(hud.noticeDuration(for: nil) == 1)
        #expect(hud.noticeDuration(for: "👨‍👩‍👧‍👦🇨🇳" + String(repeating: "x", count: 8)) == 0.06 * 10 + 0.5, "characters as a reader counts them")
        #expect(hud.noticeDuration(for: String(repeating: "长", count: 300)) == 5)
        let notice = ProgressHUD.Content(kind: .info, text: "登录超时,请重新登录", mask: .gradient)
        let log = timeline(hud, [(0, .show(content: notice))], until: 5)
        #expect(log.count == 3 && log[1].1 == .fadeOut(animation: Timeline(.tween("hud", .alpha, from: .scalar(1), to: .scalar(0), duration: 0.15))))
        #expect(abs(log[1].0 - 1.1) < 1e-9 && abs(log[2].0 - 1.25) < 1e-9)
    }

    @Test func aSpinnerReplacedByANoticeHidesByItself() throws {
        let hud = try ProgressHUD()
        let log = timeline(hud, [(0, .show(content: spinner)), (3, .show(content: .init(kind: .success, text: "OK")))], until: 9)
        #expect(kinds(log) == ["present@0.0", "update@3.0", "fadeOut@4.0", "removed@4.15"])
    }

    @Test func theStandardHUDIsTheDefaultOne() throws {
        let standard = ProgressHUD.standard, made = try ProgressHUD()
        #expect(standard.graceTime == made.graceTime && standard.minimumShowTime == 1 && made.minimumShowTime == 1)
        #expect(standard.maximumNoticeTime == .infinity && made.maximumNoticeTime == .infinity)
        #expect(standard.fadeInDuration == made.fadeInDuration && standard.fadeOutDuration == made.fadeOutDuration)
    }

    @Test func badTimesAreRejected() {
        #expect(throws: ProgressHUDError.invalidTime("graceTime", -1)) { try ProgressHUD(graceTime: -1) }
        #expect(throws: ProgressHUDError.invalidTime("minimumShowTime", .infinity)) { try ProgressHUD(minimumShowTime: .infinity) }
        #expect(throws: ProgressHUDError.maximumBelowMinimum(maximum: 0.5, minimum: 1)) { try ProgressHUD(maximumNoticeTime: 0.5) }
        #expect((try? ProgressHUD(fadeOutDuration: .nan)) == nil)
    }
}
