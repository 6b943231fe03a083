import Testing

@testable import FlowCore

@Suite struct SessionGuardTests {
    func logins(_ effects: [SessionGuard.Effect]) -> [SessionGuard.LoginReason] {
        effects.compactMap { effect in
            if case .presentLogin(let reason) = effect { return reason }
            return nil
        }
    }

    func notices(_ effects: [SessionGuard.Effect]) -> [ProgressHUD.Content] {
        effects.compactMap { effect in
            if case .hud(.present(let content, _)) = effect { return content }
            return nil
        }
    }

    @Test func aRequestWithoutATokenFailsAndAsksForLoginAtOnce() throws {
        var runner = Runner(try SessionGuard())
        #expect(runner.send(.requestStarted(id: "feed", hasToken: false)) == [.fail(request: "feed", reason: .noToken), .presentLogin(reason: .noToken)])
        #expect(runner.nextTimerDue == nil, "no notice, no delay")
    }

    @Test func anExpiredTokenShowsTheNoticeThenLoginTwoSecondsLater() throws {
        var runner = Runner(try SessionGuard())
        #expect(runner.send(.requestStarted(id: "feed", hasToken: true)) == [.proceed(request: "feed")])
        let effects = runner.send(.responseReceived(id: "feed", status: 403))
        #expect(effects.first == .fail(request: "feed", reason: .tokenExpired))
        #expect(notices(effects) == [ProgressHUD.Content(kind: .info, text: "登录超时,请重新登录", mask: .gradient)])
        let firings = runner.advance(to: 2)
        #expect(logins(firings.flatMap(\.effects)) == [.tokenExpired])
        #expect(firings.first { !logins($0.effects).isEmpty }?.time == 2)
        #expect(firings.contains { $0.effects.contains(.hud(effect: .removed)) }, "the notice went by itself after 1.1 s")
    }

    @Test func concurrentExpiriesPresentOneLoginAndLaterRequestsFailFast() throws {
        var runner = Runner(try SessionGuard())
        _ = runner.send(.requestStarted(id: "feed", hasToken: true))
        _ = runner.send(.requestStarted(id: "likes", hasToken: true))
        _ = runner.send(.responseReceived(id: "feed", status: 401))
        #expect(runner.send(.responseReceived(id: "likes", status: 403)) == [.fail(request: "likes", reason: .tokenExpired)])
        #expect(runner.send(.requestStarted(id: "profile", hasToken: true)) == [.fail(request: "profile", reason: .loginPending)])
        #expect(logins(runner.advance(to: 10).flatMap(\.effects)) == [.tokenExpired])
        #expect(runner.send(.requestStarted(id: "profile", hasToken: false)) == [.fail(request: "profile", reason: .loginPending)])
    }

    @Test func aLoginTheUserAsksForIsNotDelayed() throws {
        var runner = Runner(try SessionGuard())
        #expect(runner.send(.loginRequested) == [.presentLogin(reason: .userRequested)])
        var expired = Runner(try SessionGuard())
        _ = expired.send(.responseReceived(id: "feed", status: 403))
        _ = expired.advance(to: 0.5)
        #expect(expired.send(.loginRequested) == [.presentLogin(reason: .userRequested)], "the user need not wait out the notice")
        #expect(logins(expired.advance(to: 10).flatMap(\.effects)).isEmpty, "and the delayed login does not follow")
        #expect(expired.send(.loginRequested).isEmpty, "login is already up")
    }

    @Test func finishingLoginReArmsTheGuard() throws {
        var runner = Runner(try SessionGuard(loginDelay: 0))
        _ = runner.send(.responseReceived(id: "feed", status: 403))
        _ = runner.advance(by: 0)
        #expect(runner.state.phase == .loggingIn)
        _ = runner.send(.loginFinished(success: true))
        #expect(runner.send(.requestStarted(id: "feed", hasToken: true)) == [.proceed(request: "feed")])
        _ = runner.send(.responseReceived(id: "feed", status: 403))
        #expect(logins(runner.advance(by: 0).flatMap(\.effects)) == [.tokenExpired], "a second expiry asks again")
        _ = runner.send(.loginFinished(success: false))
        #expect(runner.state.phase == .active && runner.state.loginCount == 1)
    }

    @Test func anExpiryFromBeforeTheLatestLoginDoesNotAskAgain() throws {
        var runner = Runner(try SessionGuard())
        _ = runner.send(.requestStarted(id: "old", hasToken: true))
        _ = runner.send(.loginRequested)
        _ = runner.send(.loginFinished(success: true))
        #expect(runner.send(.responseReceived(id: "old", status: 403)) == [.fail(request: "old", reason: .tokenExpired)])
        #expect(runner.state.phase == .active && runner.nextTimerDue == nil)
    }

    @Test func otherStatusesPassAndTheExpiredOnesAreConfiguration() throws {
        var runner = Runner(try SessionGuard())
        _ = runner.send(.requestStarted(id: "feed", hasToken: true))
        #expect(runner.send(.responseReceived(id: "feed", status: 500)).isEmpty)
        #expect(runner.state.inFlight.isEmpty)
        _ = runner.send(.requestStarted(id: "upload", hasToken: true))
        #expect(runner.send(.requestCancelled(id: "upload")).isEmpty && runner.state.inFlight.isEmpty, "a cancelled request is not kept")
        var custom = Runner(try SessionGuard(expiredStatuses: [419]))
        #expect(custom.send(.responseReceived(id: "a", status: 403)).isEmpty)
        #expect(custom.send(.responseReceived(id: "a", status: 419)).first == .fail(request: "a", reason: .tokenExpired))
        #expect(throws: SessionGuardError.invalidLoginDelay(-2)) { try SessionGuard(loginDelay: -2) }
    }

    @Test func loginOutranksThePopupQueue() throws {
        // The host's glue: login suspends the queue; finishing login resumes it.
        var session = Runner(try SessionGuard())
        var popups = Runner(try PopupQueue(kinds: [PopupKind(id: "gift", priority: 50)]))
        _ = popups.send(.offer(id: "gift", now: 0))
        _ = session.send(.responseReceived(id: "feed", status: 403))
        var popupEffects: [PopupQueue.Effect] = []
        for firing in session.advance(to: 2) where !logins(firing.effects).isEmpty { popupEffects += popups.send(.suspend) }
        #expect(popupEffects == [.dismiss(id: "gift")])
        #expect(popups.send(.offer(id: "gift", now: 3)).isEmpty && popups.state.showing == nil)
        _ = session.send(.loginFinished(success: true))
        _ = popups.send(.resume(now: 10))
        #expect(popups.advance(by: 0.5).flatMap(\.effects) == [.present(id: "gift", target: .rootWindow)])
    }
}
