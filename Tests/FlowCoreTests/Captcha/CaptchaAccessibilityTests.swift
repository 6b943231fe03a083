import Testing

import FlowCore
import FlowTesting

/// The adjustable thumb, the announcements and the way out for VoiceOver users.
@Suite struct CaptchaAccessibilityTests {
    /// A runner for `captcha` with a puzzle on screen (built by hand, no
    /// request out), checking every effect and timer and the state members
    /// a test sets.
    func ready(_ captcha: CaptchaDialog) -> TestRunner<CaptchaDialog> {
        var state = captcha.initialState
        state.phase = .ready
        state.challenge = CaptchaChallenge(token: "t", secretKey: nil, words: [], pieceSize: LayoutSize(width: 47, height: 155))
        let test = TestRunner(captcha, state: state)
        test.exhaustivity = .partialState
        return test
    }

    @Test func eachStepMovesTheThumbAFiftiethOfItsTravelAndSaysWhereItIs() throws {
        let test = ready(try CaptchaDialog(kind: .blockPuzzle))
        test.send(.incremented, effects: [.announce(text: "2%")])
        // 2% of 290 − 98 − 2 × 4 = 184 points; the piece by (310 − 47) / 184 of that.
        #expect(abs(test.state.thumbOffset - 3.68) < 1e-9 && abs(test.state.pieceOffset - 3.68 * 263 / 184) < 1e-9)
        test.exhaustivity = .off  // each step's announcement was checked above
        for _ in 0..<100 { test.send(.incremented) }
        test.send(.incremented) { $0.thumbOffset = 184 }  // clamped at the end
        for _ in 0..<100 { test.send(.decremented) }
        test.send(.decremented) { $0.thumbOffset = 0 }  // and at the start
        test.exhaustivity = .partialState
        test.send(.submitted)  // nothing to submit at the start
    }

    @Test func aSubmittedPlaceIsCheckedWithoutTheDragsEvennessRule() throws {
        let test = ready(try CaptchaDialog(kind: .blockPuzzle))
        test.exhaustivity = .off
        for _ in 0..<10 { test.send(.incremented) }
        // 10 steps: 36.8 points of thumb, 52.6 of piece, in the server's 310-wide
        // picture; the seed's y is 5.
        let x = JSONWriter.compact(.number(test.state.pieceOffset))
        #expect(abs(test.state.pieceOffset - 52.6) < 1e-9)
        let check: JSONValue = .object(["captchaType": "blockPuzzle", "token": "t", "pointJson": .string(#"{"x":\#(x),"y":5}"#), "data": ""])
        test.exhaustivity = .partialState
        test.send(.submitted, effects: [.request(id: 1, path: "/captcha/check", body: check)]) { $0.phase = .verifying }
        test.exhaustivity = .off  // the answer is the check's own tests'
    }

    @Test func clickWordIgnoresTheThumbsActions() throws {
        let test = ready(try CaptchaDialog(kind: .clickWord))
        test.exhaustivity = .on
        test.send(.incremented)
        test.send(.submitted)
    }

    @Test func theWayOutIsOfferedOnlyWhenConfiguredAndVoiceOverRuns() throws {
        let plain = try CaptchaDialog(kind: .blockPuzzle)
        let seed = ready(plain)
        seed.send(.voiceOverChanged(isRunning: true)) { $0.isVoiceOverRunning = true }
        seed.send(.alternativeChosen)  // the seed's dialog offers none
        #expect(plain.scene(seed.state).part("alternative") == nil)

        let offering = try CaptchaDialog(kind: .blockPuzzle, accessibility: CaptchaAccessibility(adjustmentStep: 0.02, alternative: .hostVerification))
        let test = ready(offering)
        #expect(offering.scene(test.state).part("alternative") == nil, "not while VoiceOver is off")
        test.send(.voiceOverChanged(isRunning: true)) { $0.isVoiceOverRunning = true }
        #expect(offering.scene(test.state).part("alternative")?.accessibility?.label == "使用其他方式验证")
        test.send(.alternativeChosen, effects: [.startAlternative, .finish(verification: nil)]) { $0.phase = .closed }
    }

    @Test func aKeyboardReachesClickWordThroughTheWayOut() throws {
        let alternative = CaptchaAccessibility(adjustmentStep: 0.02, alternative: .hostVerification)
        let captcha = try CaptchaDialog(kind: .clickWord, accessibility: alternative)
        let test = ready(captcha)
        #expect(captcha.scene(test.state).part("alternative") == nil, "not offered before a key")
        // An arrow does nothing else than say the keyboard is in use.
        test.send(.keyPressed(.right)) { $0.isKeyboardInUse = true }
        for key in [KeyboardKey.left, .up, .down] { test.send(.keyPressed(key)) { $0.phase = .ready } }
        #expect(captcha.scene(test.state).part("alternative")?.accessibility?.traits.contains(.button) == true)
        test.send(.keyPressed(.space), effects: [.startAlternative, .finish(verification: nil)]) { $0.phase = .closed }

        // Without an alternative configured a key offers nothing; the puzzle's keys stay its own.
        let plain = try CaptchaDialog(kind: .clickWord)
        let unoffered = ready(plain)
        unoffered.send(.keyPressed(.enter))
        #expect(plain.scene(unoffered.state).part("alternative") == nil)
        let puzzle = try CaptchaDialog(kind: .blockPuzzle, accessibility: alternative)
        let moved = ready(puzzle)
        moved.send(.keyPressed(.right), effects: [.announce(text: "2%")]) { $0.isKeyboardInUse = false }
        #expect(puzzle.scene(moved.state).part("alternative") == nil, "the puzzle has its own keyboard path")
    }

    @Test func theStepIsBounded() {
        #expect(throws: CaptchaConfigurationError.self) {
            try CaptchaDialog(kind: .blockPuzzle, accessibility: CaptchaAccessibility(adjustmentStep: 0, alternative: .none))
        }
        #expect(throws: CaptchaConfigurationError.self) {
            try CaptchaDialog(kind: .blockPuzzle, accessibility: CaptchaAccessibility(adjustmentStep: .nan, alternative: .none))
        }
    }
}
