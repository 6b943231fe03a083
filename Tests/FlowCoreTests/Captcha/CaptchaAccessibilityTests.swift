import Testing

import FlowCore

/// The adjustable thumb, the announcements and the way out for VoiceOver users.
@Suite struct CaptchaAccessibilityTests {
    func ready(_ captcha: CaptchaDialog) -> CaptchaDialog.State {
        var state = captcha.initialState
        state.phase = .ready
        state.challenge = CaptchaChallenge(token: "t", secretKey: nil, words: [], pieceSize: Size(width: 47, height: 155))
        return state
    }

    @Test func eachStepMovesTheThumbAFiftiethOfItsTravelAndSaysWhereItIs() throws {
        let captcha = try CaptchaDialog(kind: .blockPuzzle)
        var state = ready(captcha)
        let effects = captcha.reduce(&state, .incremented).compactMap(\.effect)
        // 2% of 290 − 98 − 2 × 4 = 184 points; the piece by (310 − 47) / 184 of that.
        #expect(abs(state.thumbOffset - 3.68) < 1e-9 && abs(state.pieceOffset - 3.68 * 263 / 184) < 1e-9)
        #expect(effects == [.announce(text: "2%")])
        for _ in 0..<100 { _ = captcha.reduce(&state, .incremented) }
        #expect(state.thumbOffset == 184, "clamped at the end")
        for _ in 0..<100 { _ = captcha.reduce(&state, .decremented) }
        #expect(state.thumbOffset == 0, "and at the start")
        #expect(captcha.reduce(&state, .submitted).isEmpty, "nothing to submit at the start")
    }

    @Test func aSubmittedPlaceIsCheckedWithoutTheDragsEvennessRule() throws {
        let captcha = try CaptchaDialog(kind: .blockPuzzle)
        var state = ready(captcha)
        for _ in 0..<10 { _ = captcha.reduce(&state, .incremented) }
        let effects = captcha.reduce(&state, .submitted).compactMap(\.effect)
        guard case .request(_, let path, let body)? = effects.first else { Issue.record("a check request"); return }
        #expect(path == "/captcha/check" && state.phase == .verifying)
        // 10 steps: 36.8 points of thumb, 52.6 of piece, in the server's 310-wide picture.
        let point = try JSONParser.parse(try #require(body["pointJson"]?.stringValue))
        #expect(abs((point["x"]?.numberValue ?? 0) - 52.6) < 1e-9 && point["y"] == .number(5))
    }

    @Test func clickWordIgnoresTheThumbsActions() throws {
        let captcha = try CaptchaDialog(kind: .clickWord)
        var state = ready(captcha)
        #expect(captcha.reduce(&state, .incremented).isEmpty && captcha.reduce(&state, .submitted).isEmpty)
    }

    @Test func theWayOutIsOfferedOnlyWhenConfiguredAndVoiceOverRuns() throws {
        let plain = try CaptchaDialog(kind: .blockPuzzle)
        var state = ready(plain)
        _ = plain.reduce(&state, .voiceOverChanged(isRunning: true))
        #expect(plain.reduce(&state, .alternativeChosen).isEmpty, "the seed's dialog offers none")
        #expect(plain.scene(state).part("alternative") == nil)

        let offering = try CaptchaDialog(kind: .blockPuzzle, accessibility: CaptchaAccessibility(adjustmentStep: 0.02, alternative: .hostVerification))
        var offered = ready(offering)
        #expect(offering.scene(offered).part("alternative") == nil, "not while VoiceOver is off")
        _ = offering.reduce(&offered, .voiceOverChanged(isRunning: true))
        #expect(offering.scene(offered).part("alternative")?.accessibility?.label == "使用其他方式验证")
        let effects = offering.reduce(&offered, .alternativeChosen).compactMap(\.effect)
        #expect(effects == [.startAlternative, .finish(verification: nil)] && offered.phase == .closed)
    }

    @Test func aKeyboardReachesClickWordThroughTheWayOut() throws {
        let alternative = CaptchaAccessibility(adjustmentStep: 0.02, alternative: .hostVerification)
        let captcha = try CaptchaDialog(kind: .clickWord, accessibility: alternative)
        var state = ready(captcha)
        #expect(captcha.scene(state).part("alternative") == nil, "not offered before a key")
        for key in [KeyboardKey.right, .left, .up, .down] { #expect(captcha.reduce(&state, .keyPressed(key)).isEmpty, "\(key) does nothing else") }
        #expect(state.isKeyboardInUse && state.phase == .ready)
        #expect(captcha.scene(state).part("alternative")?.accessibility?.traits.contains(.button) == true)
        let effects = captcha.reduce(&state, .keyPressed(.space)).compactMap(\.effect)
        #expect(effects == [.startAlternative, .finish(verification: nil)] && state.phase == .closed)

        // Without an alternative configured a key offers nothing; the puzzle's keys stay its own.
        let plain = try CaptchaDialog(kind: .clickWord)
        var unoffered = ready(plain)
        #expect(plain.reduce(&unoffered, .keyPressed(.enter)).isEmpty && plain.scene(unoffered).part("alternative") == nil)
        let puzzle = try CaptchaDialog(kind: .blockPuzzle, accessibility: alternative)
        var moved = ready(puzzle)
        #expect(puzzle.reduce(&moved, .keyPressed(.right)).compactMap(\.effect) == [.announce(text: "2%")])
        #expect(!moved.isKeyboardInUse && puzzle.scene(moved).part("alternative") == nil, "the puzzle has its own keyboard path")
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
