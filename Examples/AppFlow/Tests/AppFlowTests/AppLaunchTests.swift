import AppFlow
import AppFlowSpecs
import FlowCore
import FlowSpecs
import FlowTesting
import Foundation
import Testing

@Suite struct AppLaunchTests {
    let app: AppLaunch

    init() throws {
        app = AppLaunch(
            guide: try GuidePager(pageCount: 3, pageSize: LayoutSize(width: 375, height: 812)),
            popups: try PopupQueue(kinds: [PopupKind(id: "gift", priority: 1)]))
    }

    let loading = ProgressHUD.Content(kind: .progress, text: "加载中")
    var hudFadeIn: Timeline { Timeline(.tween("hud", .alpha, from: .scalar(0), to: .scalar(1), duration: 0.15)) }
    var hudFadeOut: Timeline { Timeline(.tween("hud", .alpha, from: .scalar(1), to: .scalar(0), duration: 0.15)) }

    /// Every state six moves deep: nothing stuck on screen, no finding.
    @Test func everyLaunchSixMovesDeepCanComeToRest() {
        let report = Exploration.run(app, bounds: ExplorationBounds(maxStates: 100_000, maxDepth: 6, maxTransitions: 1_000_000))
        report.expectNoFindings()
        #expect(report.stuckStates == 0)
        #expect(report.truncation == .depth(6))
    }

    /// Exhaustive: every state change, effect and timer is stated.
    @Test func aFirstInstallShowsTheGuideAndHoldsThePopupUntilItIsSkipped() {
        let test = TestRunner(app)
        let record = LaunchRecord(versionHistory: ["1.0"], buildHistory: ["1"], lastVersion: "1.0", lastBuild: "1")
        test.send(
            .gate(.launched(version: "1.0", build: "1", isLoggedIn: false)),
            effects: [
                .gate(.finish(kind: .firstInstall, screen: .guidePages)), .gate(.persist(record: record)),
                .hud(.present(content: loading, animation: hudFadeIn)), .hud(.announce(text: "加载中")),
            ]
        ) {
            $0.screen = .guidePages
            $0.gate.launches = 1
            $0.gate.record = record
            $0.gate.decision = LaunchDecision(
                kind: .firstInstall, screen: .guidePages, isFirstLaunchForVersion: true, isFirstLaunchForBuild: true,
                previousVersion: nil, previousBuild: nil, firstInstalledVersion: "1.0", firstInstalledBuild: "1")
            $0.hud.phase = .visible
            $0.hud.content = loading
            $0.hud.minimumShowTimeElapsed = true
            $0.popups.isSuspended = true
        }
        test.send(.popups(.offered(id: "gift", now: 0.5))) {
            $0.popups.now = 0.5
            $0.popups.waiting = [PopupQueue.Waiting(id: "gift", priority: 1, isBlocking: false, sequence: 0, isReturned: false)]
            $0.popups.nextSequence = 1
        }
        // The data arrives: the spinner fades at once (the seed's SVProgressHUD).
        test.advance(by: 0.5)
        test.send(.dataLoaded, effects: [.hud(.fadeOut(animation: hudFadeOut))]) { $0.hud.phase = .fadingOut }
        // Skipping resumes the queue, which waits its 0.5 s gap.
        test.send(.guide(.skipTapped), effects: [.guide(.finish), .guide(.fadeOut(animation: GuidePager.guideFadeOut))]) {
            $0.guide.phase = .finishing
            $0.popups.isSuspended = false
            $0.popups.gapEndsAt = 1.0
        }
        // The guide and the HUD both have a timer named "fade": in their scopes both run.
        #expect(test.pendingTimers.map(\.id.rawValue) == ["hud/fade", "popups/gap", "guide/fade"])
        test.advance(by: 1)
        test.receive(.hud(.fadeOutEnded), effects: [.hud(.remove)]) { $0.hud = ProgressHUD.State() }
        test.receive(.popups(.gapEnded), effects: [.popups(.present(id: "gift", target: .rootWindow)), .popups(.persist(record: PopupRecord(showings: ["gift": [1.0]])))]) {
            $0.popups.gapEndsAt = nil
            $0.popups.now = 1.0
            $0.popups.waiting = []
            $0.popups.showing = "gift"
            $0.popups.record.showings = ["gift": [1.0]]
        }
        test.receive(.guide(.fadeOutEnded), effects: [.guide(.remove)]) { $0.guide.phase = .removed }
        test.finish()
    }

    @Test func childEventsTravelWithoutPositionalLabels() throws {
        #expect(try JSONEncoding.encode(AppLaunch.Event.guide(.skipTapped)) == ["guide": "skipTapped"])
        #expect(try JSONDecoding.decode(AppLaunch.Event.self, from: ["hud": ["hideRequested": ["delay": 1]]]) == .hud(.hideRequested(delay: 1)))
        #expect(try JSONDecoding.decode(AppLaunch.Event.self, from: ["hud": ["hide": ["delay": 1]]]) == .hud(.hideRequested(delay: 1)), "a former spelling still reads")
    }
}

/// The app's traces, replayed against FlowCore's machines and the app's.
@Test(arguments: SpecFile.all(in: "Specs"))
func spec(_ file: SpecFile) throws { file.check(in: try .appFlow()) }

/// A wrong expectation must fail under Swift Testing too. CI runs it on
/// purpose (FLOWTESTING_EXPECTED_FAILURES=1) and checks the line and message.
@Test(.enabled(if: ProcessInfo.processInfo.environment["FLOWTESTING_EXPECTED_FAILURES"] == "1"))
func aWrongExpectationFails() throws {
    let test = TestRunner(AppLaunch(guide: try GuidePager(pageCount: 1, pageSize: LayoutSize(width: 375, height: 812)), popups: try PopupQueue(kinds: [])))
    test.exhaustivity = .off
    test.send(.gate(.launched(version: "1.0", build: "1", isLoggedIn: true))) { $0.hud.phase = .fadingOut }  // EXPECTED FAILURE (Swift Testing)
}
