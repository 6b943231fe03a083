import FlowTesting
import Testing

import FlowCore

@Suite struct SessionGuardTests {
    let notice = ProgressHUD.Content(kind: .info, text: "登录超时,请重新登录", mask: .gradient)
    let fadeIn = Timeline(.tween("hud", .alpha, from: .scalar(0), to: .scalar(1), duration: 0.15))
    let fadeOut = Timeline(.tween("hud", .alpha, from: .scalar(1), to: .scalar(0), duration: 0.15))

    /// A guard with one request in flight under the first login.
    func withRequest(_ id: String = "feed", _ guardian: SessionGuard? = nil) throws -> TestRunner<SessionGuard> {
        let test = TestRunner(try guardian ?? SessionGuard())
        test.send(.requestStarted(id: id, hasToken: true), effects: [.proceed(request: id)]) { $0.inFlight[id] = 0 }
        return test
    }

    @Test func aRequestWithoutATokenFailsAndAsksForLoginAtOnce() throws {
        let test = TestRunner(try SessionGuard())
        test.send(.requestStarted(id: "feed", hasToken: false), effects: [.fail(request: "feed", reason: .noToken), .presentLogin(reason: .noToken)]) {
            $0.phase = .loggingIn
        }
        test.finish()  // no notice, no delay: nothing pending
    }

    @Test func a403ShowsTheNoticeThenLoginTwoSecondsLater() throws {
        let test = try withRequest()
        test.send(
            .responseReceived(id: "feed", status: 403),
            effects: [
                .fail(request: "feed", reason: .tokenExpired), .hud(effect: .present(content: notice, animation: fadeIn)),
                .hud(effect: .announce(text: "登录超时,请重新登录")),
            ]
        ) {
            $0.inFlight = [:]
            $0.phase = .loginScheduled
            $0.hud.phase = .visible
            $0.hud.content = notice
            $0.hud.minimumShowTimeElapsed = true
        }
        #expect(test.pendingTimers.map(\.id.rawValue) == ["hud/notice", "login"], "the HUD's timers run in its scope")
        test.advance(by: 2)
        test.receive(.hud(event: .noticeEnded), effects: [.hud(effect: .fadeOut(animation: fadeOut))]) { $0.hud.phase = .fadingOut }
        test.receive(.hud(event: .fadeOutEnded), effects: [.hud(effect: .remove)]) { $0.hud = ProgressHUD.State() }
        test.receive(.loginDue, effects: [.presentLogin(reason: .tokenExpired)]) { $0.phase = .loggingIn }
        #expect(test.now == 2)
    }

    @Test func a401IsNotAnExpiryUnlessConfigured() throws {
        let test = try withRequest()
        test.send(.responseReceived(id: "feed", status: 401)) { $0.inFlight = [:] }
        let with401 = try withRequest("feed", try SessionGuard(expiredStatuses: SessionGuard.expiredStatusesWith401))
        with401.exhaustivity = .off
        with401.send(.responseReceived(id: "feed", status: 401)) { $0.phase = .loginScheduled }
    }

    @Test func concurrentExpiriesPresentOneLoginAndLaterRequestsFailFast() throws {
        let test = try withRequest()
        test.exhaustivity = .off  // the notice's HUD is covered above
        test.send(.requestStarted(id: "likes", hasToken: true), effects: [.proceed(request: "likes")])
        test.send(.responseReceived(id: "feed", status: 403)) { $0.phase = .loginScheduled }
        test.send(.responseReceived(id: "likes", status: 403), effects: [.fail(request: "likes", reason: .tokenExpired)])
        test.send(.requestStarted(id: "profile", hasToken: true), effects: [.fail(request: "profile", reason: .loginPending)])
        test.advance(by: 10)
        test.receive(.loginDue, effects: [.presentLogin(reason: .tokenExpired)]) { $0.phase = .loggingIn }
        test.send(.requestStarted(id: "profile", hasToken: false), effects: [.fail(request: "profile", reason: .loginPending)])
    }

    @Test func aLoginTheUserAsksForIsNotDelayed() throws {
        let test = TestRunner(try SessionGuard())
        test.send(.loginRequested, effects: [.presentLogin(reason: .userRequested)]) {
            $0.phase = .loggingIn
        }
        let expired = try withRequest()
        expired.exhaustivity = .off
        expired.send(.responseReceived(id: "feed", status: 403))
        expired.advance(by: 0.5)
        // The user need not wait out the notice, and the delayed login does not follow.
        expired.send(.loginRequested, effects: [.presentLogin(reason: .userRequested)]) { $0.phase = .loggingIn }
        expired.advance(by: 10)
        #expect(!expired.pendingTimers.contains { $0.id == SessionGuard.loginTimer })
        expired.send(.loginRequested, effects: []) { $0.phase = .loggingIn }
    }

    @Test func finishingLoginReArmsTheGuard() throws {
        let test = try withRequest("feed", try SessionGuard(loginDelay: 0))
        test.exhaustivity = .off
        test.send(.responseReceived(id: "feed", status: 403))
        test.advance(by: 0)
        test.receive(.loginDue) { $0.phase = .loggingIn }
        test.send(.loginFinished(success: true)) {
            $0.phase = .active
            $0.loginCount = 1
        }
        test.send(.requestStarted(id: "feed", hasToken: true), effects: [.proceed(request: "feed")]) { $0.inFlight["feed"] = 1 }
        test.send(.responseReceived(id: "feed", status: 403))
        test.advance(by: 0)
        test.receive(.loginDue, effects: [.presentLogin(reason: .tokenExpired)])
        test.send(.loginFinished(success: false)) {
            $0.phase = .active
            $0.loginCount = 1
        }
    }

    @Test func anExpiryFromBeforeTheLatestLoginDoesNotAskAgain() throws {
        let test = try withRequest("old")
        test.send(.loginRequested, effects: [.presentLogin(reason: .userRequested)]) { $0.phase = .loggingIn }
        test.send(.loginFinished(success: true)) {
            $0.phase = .active
            $0.loginCount = 1
        }
        test.send(.responseReceived(id: "old", status: 403), effects: [.fail(request: "old", reason: .tokenExpired)]) { $0.inFlight = [:] }
        test.finish()
    }

    @Test func otherStatusesPassAndACancelledRequestIsForgotten() throws {
        let test = try withRequest()
        test.send(.responseReceived(id: "feed", status: 500)) { $0.inFlight = [:] }
        test.send(.requestStarted(id: "upload", hasToken: true), effects: [.proceed(request: "upload")]) { $0.inFlight["upload"] = 0 }
        test.send(.requestCancelled(id: "upload")) { $0.inFlight = [:] }
        let custom = TestRunner(try SessionGuard(expiredStatuses: [419]))
        custom.exhaustivity = .off
        custom.send(.responseReceived(id: "a", status: 403), effects: [])
        custom.send(.responseReceived(id: "a", status: 419), effects: [.fail(request: "a", reason: .tokenExpired)])
        #expect(throws: SessionGuardError.outOfBounds(OutOfBounds(name: "loginDelay", value: -2, range: Bounds.duration))) {
            try SessionGuard(loginDelay: -2)
        }
        #expect(throws: SessionGuardError.outOfBounds(OutOfBounds(name: "expiredStatuses.count", value: 1_001, range: 0...1_000))) {
            try SessionGuard(expiredStatuses: Array(0...1_000))
        }
    }

    @Test func loginOutranksThePopupQueue() throws {
        // The host's glue: login suspends the queue; finishing login resumes it.
        let session = try withRequest()
        session.exhaustivity = .off  // the notice's own steps are the tests above
        let popups = TestRunner(try PopupQueue(kinds: [PopupKind(id: "gift", priority: 50)]))
        popups.exhaustivity = .partialState
        popups.send(.offered(id: "gift", now: 0), effects: [.present(id: "gift", target: .rootWindow), .persist(record: PopupRecord(showings: ["gift": [0]]))])
        session.send(.responseReceived(id: "feed", status: 403))
        session.advance(to: 2)
        session.receive(.loginDue, effects: [.presentLogin(reason: .tokenExpired)]) { $0.phase = .loggingIn }
        popups.send(.suspended, effects: [.dismiss(id: "gift")]) { $0.showing = nil }
        popups.send(.offered(id: "gift", now: 3)) { $0.showing = nil }  // nothing shows over login
        session.send(.loginFinished(success: true)) { $0.phase = .active }
        popups.send(.resumed(now: 10))
        popups.advance(by: 0.5)
        popups.receive(.gapEnded, effects: [.present(id: "gift", target: .rootWindow)]) { $0.showing = "gift" }
    }
}
