import Testing

import FlowCore
import FlowTesting

@Suite struct AlertDialogTests {
    let screen = LayoutSize(width: 375, height: 812)

    func alert(_ kind: AlertContent.Kind = .plain, buttons: [String] = ["不是", "是"]) throws -> AlertDialog {
        try AlertDialog(content: AlertContent(title: "提示", message: "刚刚您退出App", kind: kind, buttons: buttons, emphasizedIndex: 1))
    }

    /// A runner for `dialog` shown on an iPhone with a notch (the show's
    /// layout is its own tests' business), checking every effect and timer
    /// and the state members a test sets.
    func shown(_ dialog: AlertDialog) -> TestRunner<AlertDialog> {
        let test = TestRunner(dialog)
        test.exhaustivity = .off
        test.send(.showRequested(screen: screen, safeArea: Insets(top: 44, bottom: 34))) { $0.phase = .shown }
        test.exhaustivity = .partialState
        return test
    }

    @Test func showingFadesInAndFocusesTheInputOfInputKinds() throws {
        let plain = TestRunner(try alert())
        plain.exhaustivity = .partialState
        plain.send(.showRequested(screen: screen, safeArea: .zero), effects: [.resignKeyboard, .present(animation: AlertDialog.fadeIn)]) { $0.phase = .shown }
        #expect(AlertDialog.fadeIn.value(of: "window", .alpha, at: 0) == .scalar(0.01))
        #expect(AlertDialog.fadeIn.duration == 0.3)
        let input = TestRunner(try alert(.input))
        input.exhaustivity = .partialState
        input.send(.showRequested(screen: screen, safeArea: .zero), effects: [.resignKeyboard, .present(animation: AlertDialog.fadeIn), .focusInput]) { $0.phase = .shown }
    }

    @Test func aTapDeliversOneButtonThenDismisses() throws {
        let test = shown(try alert())
        test.send(.buttonTapped(index: 1), effects: [.notifyButtonSelected(index: 1, text: nil), .dismiss(animation: AlertDialog.fadeOut)]) {
            $0.phase = .dismissing
            $0.selectedButton = 1
        }
        #expect(test.pendingTimers.map(\.id) == [AlertDialog.dismissTimer] && test.pendingTimers.map(\.due) == [0.3])
        // A second tap during the fade delivers nothing, nor does the mask.
        test.send(.buttonTapped(index: 0))
        test.send(.maskTapped)
        test.advance(by: 0.3)
        test.receive(.fadeOutEnded, effects: [.remove]) { $0.phase = .removed }
        test.send(.buttonTapped(index: 1))
        test.send(.showRequested(screen: screen, safeArea: .zero))
    }

    @Test func outOfRangeTapsAndTapsBeforeShowingDeliverNothing() throws {
        let hidden = TestRunner(try alert())
        hidden.send(.buttonTapped(index: 0))
        let test = shown(try alert())
        for index in [-1, 2, 99, .min] {
            test.send(.buttonTapped(index: index)) { $0.phase = .shown }
        }
    }

    @Test func inputKindsHandTheirTextWithTheButton() throws {
        let test = shown(try alert(.textView))
        // The seed's MLTextView clears a lone space only.
        test.send(
            .edited(input: .replaced(location: 0, length: 0, with: " 很好")),
            effects: [.input(effect: .notifyValueChanged), .input(effect: .setPlaceholderVisible(visible: false))]
        ) { $0.input.text = " 很好" }
        test.send(.buttonTapped(index: 0), effects: [.resignKeyboard, .notifyButtonSelected(index: 0, text: " 很好"), .dismiss(animation: AlertDialog.fadeOut)])
        test.exhaustivity = .off  // the fade's end is the first test's
    }

    @Test func aMaskTapDismissesWithoutAButtonButSaysSo() throws {
        let test = shown(try alert(.input))
        test.send(.maskTapped, effects: [.resignKeyboard, .notifyDismissedByMask, .dismiss(animation: AlertDialog.fadeOut)]) { $0.selectedButton = nil }
        test.exhaustivity = .off  // the fade's end is the first test's
    }

    @Test func keyboardEventsAreIdempotentAndFollowTheKeyboardBackDown() throws {
        let test = shown(try alert(.input))
        let centred = test.state.layout.container
        let keyboard = LayoutRect(x: 0, y: 400, width: 375, height: 412)
        test.send(.keyboardChanged(frame: keyboard))
        let lifted = test.state
        #expect(lifted.layout.container.maxY <= 400 - 10)
        test.send(.keyboardChanged(frame: keyboard)) { $0 = lifted }
        // Back down when the keyboard hides.
        test.send(.keyboardHidden) { $0.layout.container = centred }
    }

    @Test func rotationRelayoutsAndRemeasuresWhenTheWidthChanges() throws {
        let test = shown(try alert())
        test.send(.screenChanged(size: LayoutSize(width: 812, height: 375), safeArea: Insets(left: 44, right: 44))) { $0.layout.container.x = 266 }
        test.send(.screenChanged(size: LayoutSize(width: 300, height: 600), safeArea: .zero)) {
            $0.measurements?.width = 260
            $0.layout.container.width = 260
        }
    }


    @Test func invalidConfigurationIsATypedError() throws {
        #expect(throws: AlertError.buttonIndexOutOfRange("emphasizedIndex", 2, count: 2)) {
            try AlertDialog(content: AlertContent(buttons: ["a", "b"], emphasizedIndex: 2))
        }
        #expect(throws: AlertError.buttonIndexOutOfRange("cancelIndex", -1, count: 1)) {
            try AlertDialog(content: AlertContent(buttons: ["a"], cancelIndex: -1))
        }
        var metrics = AlertMetrics()
        metrics.buttonHeight = -40
        #expect(throws: AlertError.outOfBounds(OutOfBounds(name: "metrics.buttonHeight", value: -40, range: Bounds.length))) {
            try AlertDialog(content: AlertContent(), metrics: metrics)
        }
        metrics.buttonHeight = 1e6
        #expect(throws: AlertError.outOfBounds(OutOfBounds(name: "metrics.buttonHeight", value: 1e6, range: Bounds.length))) {
            try AlertDialog(content: AlertContent(), metrics: metrics)
        }
        let many = AlertContent(buttons: (0...Bounds.count.upperBound).map { "b\($0)" })
        #expect(throws: AlertError.outOfBounds(OutOfBounds(name: "content.buttons.count", value: 1_001, range: 0...1_000))) {
            try AlertDialog(content: many)
        }
        metrics.buttonHeight = 40
        metrics.width = .infinity
        #expect(throws: AlertError.self) { try AlertDialog(content: AlertContent(), metrics: metrics) }
        #expect(try AlertDialog(content: AlertContent(buttons: ["a"], emphasizedIndex: -1)).content.emphasizedIndex == nil, "the seed's -1 means none")
    }
}
