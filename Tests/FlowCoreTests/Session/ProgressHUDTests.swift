import FlowTesting
import Testing

import FlowCore
@testable import FlowSpecs

@Suite struct ProgressHUDTests {
    let spinner = ProgressHUD.Content(kind: .progress)

    func fadeIn(_ duration: Double = 0.15) -> Timeline { Timeline(.tween("hud", .alpha, from: .scalar(0), to: .scalar(1), duration: duration)) }
    func fadeOut(_ duration: Double = 0.15) -> Timeline { Timeline(.tween("hud", .alpha, from: .scalar(1), to: .scalar(0), duration: duration)) }

    /// Shows `content` on a new runner and asserts it appeared.
    func shown(_ hud: ProgressHUD, _ content: ProgressHUD.Content) -> TestRunner<ProgressHUD> {
        let test = TestRunner(hud)
        let announced = content.text.map { [ProgressHUD.Effect.announce(text: $0)] } ?? []
        test.send(.showRequested(content: content), effects: [.present(content: content, animation: fadeIn(hud.fadeInDuration))] + announced) {
            $0.phase = .visible
            $0.content = content
            $0.minimumShowTimeElapsed = hud.minimumShowTime == 0
        }
        return test
    }

    @Test func theSeedsSpinnerGoesAtOnceWhenHidden() {
        // SVProgressHUD's minimum dismiss time is for notices only.
        let test = shown(.standard, spinner)
        test.advance(by: 0.2)
        test.send(.hideRequested(), effects: [.fadeOut(animation: fadeOut())]) { $0.phase = .fadingOut }
        test.advance(by: 0.15)
        test.receive(.fadeOutEnded, effects: [.remove]) { $0 = ProgressHUD.State() }
    }

    @Test func theSeedsNoticeStaysAtLeastTheMinimumDismissTime() {
        let saved = ProgressHUD.Content(kind: .success, text: "已保存")
        let test = shown(.standard, saved)
        test.advance(by: 0.9)
        test.advance(by: 0.1)  // 0.06 × 3 + 0.5 = 0.68, held to 1 s
        test.receive(.noticeEnded, effects: [.fadeOut(animation: fadeOut())]) { $0.phase = .fadingOut }
        test.advance(by: 0.15)
        test.receive(.fadeOutEnded, effects: [.remove]) { $0 = ProgressHUD.State() }
    }

    @Test func theMinimumShowTimeOptionHoldsEveryHide() throws {
        let test = shown(try ProgressHUD(minimumShowTime: 1), spinner)
        test.advance(by: 0.2)
        test.send(.hideRequested()) { $0.isHidePending = true }
        test.advance(by: 0.8)
        test.receive(.minimumShowTimeEnded, effects: [.fadeOut(animation: fadeOut())]) {
            $0.minimumShowTimeElapsed = true
            $0.isHidePending = false
            $0.phase = .fadingOut
        }
        test.advance(by: 0.15)
        test.receive(.fadeOutEnded, effects: [.remove]) { $0 = ProgressHUD.State() }
    }

    @Test func aHideWithinTheGraceTimeMeansItNeverAppears() throws {
        let test = TestRunner(try ProgressHUD(graceTime: 0.5))
        test.send(.showRequested(content: spinner)) {
            $0.phase = .waitingGrace
            $0.content = spinner
        }
        test.advance(by: 0.3)
        test.send(.hideRequested()) { $0 = ProgressHUD.State() }
        test.advance(by: 5)
        test.finish()
    }

    @Test func aLongTaskAppearsAfterTheGraceTime() throws {
        let test = TestRunner(try ProgressHUD(graceTime: 0.5))
        test.send(.showRequested(content: spinner)) {
            $0.phase = .waitingGrace
            $0.content = spinner
        }
        test.advance(by: 0.5)
        test.receive(.graceEnded, effects: [.present(content: spinner, animation: fadeIn())]) {
            $0.phase = .visible
            $0.minimumShowTimeElapsed = true
        }
    }

    @Test func fadesAreTimelinesOfAlpha() throws {
        let test = shown(try ProgressHUD(fadeInDuration: 0.2, fadeOutDuration: 0.3), spinner)
        test.exhaustivity = .off
        test.send(.hideRequested(), effects: [.fadeOut(animation: fadeOut(0.3))])
        #expect(fadeIn(0.2).value(of: "hud", .alpha, at: 0) == .scalar(0) && fadeIn(0.2).value(of: "hud", .alpha, at: 0.2) == .scalar(1))
        #expect(fadeOut(0.3).duration == 0.3 && fadeOut(0.3).value(of: "hud", .alpha, at: 0.3) == .scalar(0))
    }

    @Test func showingAgainCancelsAPendingHide() throws {
        let test = shown(try ProgressHUD(minimumShowTime: 1), spinner)
        test.send(.hideRequested()) { $0.isHidePending = true }
        test.send(.showRequested(content: spinner), effects: [.update(content: spinner)]) { $0.isHidePending = false }
        test.advance(by: 1)
        test.receive(.minimumShowTimeEnded) { $0.minimumShowTimeElapsed = true }
        test.send(.hideRequested(delay: 2))
        test.send(.showRequested(content: spinner), effects: [.update(content: spinner)])
        test.advance(by: 5)
        test.send(.hideRequested(), effects: [.fadeOut(animation: fadeOut())]) { $0.phase = .fadingOut }
        test.send(.showRequested(content: spinner), effects: [.present(content: spinner, animation: fadeIn())]) {
            $0.phase = .visible
            $0.minimumShowTimeElapsed = false
        }
        test.exhaustivity = .off  // the new minimum show time is not the point here
    }

    @Test func aDelayedHideDueDuringTheGraceTimeDoesNotLeaveItStuck() throws {
        // MBProgressHUD showed the HUD after the grace time and never hid it.
        let test = TestRunner(try ProgressHUD(graceTime: 1))
        test.send(.showRequested(content: spinner)) {
            $0.phase = .waitingGrace
            $0.content = spinner
        }
        test.send(.hideRequested(delay: 0.5))
        test.advance(by: 0.5)
        test.receive(.delayedHideDue) { $0 = ProgressHUD.State() }
        test.advance(by: 10)
        test.finish()
    }

    @Test func noticesLastSixHundredthsASecondPerUTF16UnitPlusAHalfClamped() throws {
        let hud = try ProgressHUD(maximumDismissTime: 5)
        #expect(hud.noticeDuration(for: "登录超时,请重新登录") == 0.06 * 10 + 0.5)
        #expect(hud.noticeDuration(for: "OK") == 1, "0.62 is below the 1 s minimum")
        #expect(hud.noticeDuration(for: nil) == 1)
        let family = "👨‍👩‍👧‍👦"  // one grapheme, 11 UTF-16 units
        #expect(hud.noticeDuration(for: family + "x") == 0.06 * 12 + 0.5, "counted as SVProgressHUD's string.length")
        #expect(try ProgressHUD(noticeLengthUnit: .graphemes).noticeDuration(for: family + String(repeating: "x", count: 9)) == 0.06 * 10 + 0.5)
        #expect(hud.noticeDuration(for: String(repeating: "长", count: 300)) == 5)
    }

    @Test func aSpinnerReplacedByANoticeHidesByItself() {
        let test = shown(.standard, spinner)
        let ok = ProgressHUD.Content(kind: .success, text: "OK")
        test.advance(by: 3)
        test.send(.showRequested(content: ok), effects: [.update(content: ok), .announce(text: "OK")]) { $0.content = ok }
        test.advance(by: 1)
        test.receive(.noticeEnded, effects: [.fadeOut(animation: fadeOut())]) { $0.phase = .fadingOut }
        test.advance(by: 0.15)
        test.receive(.fadeOutEnded, effects: [.remove]) { $0 = ProgressHUD.State() }
    }

    @Test func theStandardHUDIsTheDefaultOne() throws {
        let standard = ProgressHUD.standard, made = try ProgressHUD()
        #expect(try JSONEncoding.encode(standard) == JSONEncoding.encode(made))
        #expect(made.minimumShowTime == 0 && made.minimumDismissTime == 1 && made.maximumDismissTime == .infinity)
        #expect(made.noticeLengthUnit == .utf16 && made.fadeInDuration == 0.15 && made.fadeOutDuration == 0.15)
    }

    @Test func badTimesAreRejected() {
        #expect(throws: ProgressHUDError.outOfBounds(OutOfBounds(name: "graceTime", value: -1, range: Bounds.duration))) { try ProgressHUD(graceTime: -1) }
        #expect(throws: ProgressHUDError.outOfBounds(OutOfBounds(name: "minimumShowTime", value: .infinity, range: Bounds.duration))) {
            try ProgressHUD(minimumShowTime: .infinity)
        }
        #expect(throws: Never.self) { try ProgressHUD(maximumDismissTime: .infinity) }
        #expect(throws: ProgressHUDError.maximumBelowMinimum(maximum: 0.5, minimum: 1)) { try ProgressHUD(maximumDismissTime: 0.5) }
        #expect((try? ProgressHUD(fadeOutDuration: .nan)) == nil)
    }
}
