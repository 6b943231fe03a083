import FlowTesting
import Testing

import FlowCore

@Suite struct NetworkActivityIndicatorTests {
    @Test func theDelaysAreAFNetworkings() {
        #expect(NetworkActivityIndicator.standard.activationDelay == 1.0)
        #expect(NetworkActivityIndicator.standard.completionDelay == 0.17)
        #expect(throws: NetworkActivityIndicatorError.outOfBounds(OutOfBounds(name: "completionDelay", value: -1, range: Bounds.duration))) {
            try NetworkActivityIndicator(completionDelay: -1)
        }
    }

    /// A runner in which a request ran longer than the activation delay
    /// (shown a second after it started) and has just ended.
    func aSlowRequestJustEnded() -> TestRunner<NetworkActivityIndicator> {
        let test = TestRunner(NetworkActivityIndicator.standard)
        test.send(.enabledChanged(true)) { $0.isEnabled = true }
        test.send(.requestStarted) {
            $0.activityCount = 1
            $0.phase = .delayingStart
        }
        test.advance(by: 0.999)
        test.advance(by: 0.001)
        test.receive(.activationDelayEnded, effects: [.setVisible(true)]) { $0.phase = .visible }
        test.send(.requestEnded) {
            $0.activityCount = 0
            $0.phase = .delayingEnd
        }
        return test
    }

    @Test func aSlowRequestShowsAfterASecondAndHidesAfterTheCompletionDelay() {
        let test = aSlowRequestJustEnded()
        test.advance(by: 0.17)
        test.receive(.completionDelayEnded, effects: [.setVisible(false)]) { $0.phase = .hidden }
        test.finish()
    }

    @Test func aRequestWithinTheCompletionDelayKeepsItUp() {
        let test = aSlowRequestJustEnded()
        test.advance(by: 0.1)
        // Back within the completion delay: it stays up, the hide called off.
        test.send(.requestStarted) {
            $0.activityCount = 1
            $0.phase = .visible
        }
        test.advance(to: 5)  // no hide while a request runs
        test.finish()
    }

    /// AFNetworking 3 (the seed's manager): a count change during the
    /// activation delay is a no-op, and setEnabled(true) changes no state.
    @Test func theDelayFinishesOutAndTurningOnWaitsForTheNextChange() {
        let test = TestRunner(NetworkActivityIndicator.standard)
        test.send(.enabledChanged(true)) { $0.isEnabled = true }
        test.send(.requestStarted) {
            $0.activityCount = 1
            $0.phase = .delayingStart
        }
        test.advance(by: 0.5)
        test.send(.requestEnded) { $0.activityCount = 0 }  // still delaying
        test.advance(by: 0.4)
        test.send(.requestStarted) { $0.activityCount = 1 }
        test.advance(by: 0.1)
        test.receive(.activationDelayEnded, effects: [.setVisible(true)]) { $0.phase = .visible }
        test.send(.enabledChanged(false), effects: [.setVisible(false)]) {
            $0.isEnabled = false
            $0.phase = .hidden
        }
        test.send(.enabledChanged(true)) { $0.isEnabled = true }  // a request is running, and nothing happens yet
        test.exhaustivity = .off
    }
}
