import Testing

import FlowCore
import FlowTesting
@testable import FlowSpecs

/// States that come from outside: the machine never traps on them, and
/// `validate(restored:)` says which it can run.
@Suite struct RestoredStateTests {
    let gif = GIFPlayer(info: .sample(delays: [0.1, 0.2, 0.3], plays: nil), policy: .browser)

    @Test func aGIFFrameOutsideTheFramesDoesNotTrapAndIsRefused() {
        var state = GIFPlayer.State()
        state.isPlaying = true
        state.frame = 99
        state.completedPlays = .max
        #expect(throws: RestoredStateError("frame 99 is not one of the 3 frames")) { try gif.validate(restored: state) }
        // The next frame after one outside the frames is the first, and the count stops at its maximum.
        let test = TestRunner(gif, state: state)
        test.exhaustivity = .off  // the next frame's timer is the player's tests'
        test.send(.frameDue, effects: [.show(frame: 0)]) {
            $0.frame = 0
            $0.completedPlays = .max
        }
    }

    @Test func countersCountOnWithoutTrapping() {
        let gate = stateAfter(.launched(version: "1.0", build: "1", isLoggedIn: true, stored: nil), in: LaunchGate(), from: LaunchGate.State(launches: .max))
        #expect(gate.launches == .max)
        #expect(throws: RestoredStateError.self) { try LaunchGate().validate(restored: gate) }

        var queue = PopupQueue.State()
        queue.waiting = [.init(id: "a", priority: 1, isBlocking: false, sequence: .min, isReturned: false)]
        let machine = try! PopupQueue(kinds: [PopupKind(id: "a", priority: 1), PopupKind(id: "b", priority: 1)])
        #expect(stateAfter(.offered(id: "b", now: 1), in: machine, from: queue).showing == "a", "the earliest arrival, Int.min, goes first")
    }

    @Test func indicatorAndPagerStatesAreCheckedAgainstTheirPages() throws {
        let indicator = try PageIndicator(count: 3, currentDotWidth: 10, otherDotWidth: 4, dotHeight: 4)
        var state = PageIndicator.State()
        state.currentPage = 5
        #expect(throws: RestoredStateError("currentPage 5 is not one of 3 pages")) { try indicator.validate(restored: state) }
        state.currentPage = 1
        state.progress = .nan
        #expect(throws: RestoredStateError.self) { try indicator.validate(restored: state) }
        state.progress = 1
        #expect(throws: Never.self) { try indicator.validate(restored: state) }

        let pager = try GuidePager(pageCount: 3, pageSize: LayoutSize(width: 375, height: 812))
        var pagerState = pager.initialState
        pagerState.indicator.currentPage = 7
        #expect(throws: RestoredStateError("indicator: currentPage 7 is not one of 3 pages")) { try pager.validate(restored: pagerState) }
    }

    @Test func aHUDMustHaveContentExactlyWhenShown() throws {
        var state = ProgressHUD.State()
        state.phase = .visible
        #expect(throws: RestoredStateError("a HUD in phase visible has no content")) { try ProgressHUD.standard.validate(restored: state) }
        state.content = ProgressHUD.Content(kind: .progress)
        #expect(throws: Never.self) { try ProgressHUD.standard.validate(restored: state) }
    }

    @Test func anAlertLayoutMustBeTheOneItsEnvironmentGives() throws {
        let alert = try AlertDialog(content: AlertContent(title: "标题", message: "内容", buttons: ["取消", "确定"]))
        let state = stateAfter(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: .zero), in: alert)
        #expect(throws: Never.self) { try alert.validate(restored: state) }
        var moved = state
        moved.layout.container.y += 100
        #expect(throws: RestoredStateError.self) { try alert.validate(restored: moved) }
        var chosen = state
        chosen.selectedButton = 1
        #expect(throws: RestoredStateError("a button was selected, yet the alert is shown")) { try alert.validate(restored: chosen) }
    }

    @Test func coachMarksRefuseARecordThatRepeatsAScreen() throws {
        let marks = try CoachMarks(screens: [CoachMarkScreen(id: "home", items: [])], environment: CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812)))
        var state = marks.initialState
        state.shown = ["home", "home"]
        #expect(throws: RestoredStateError("the record of shown screens repeats a screen")) { try marks.validate(restored: state) }
    }
}
