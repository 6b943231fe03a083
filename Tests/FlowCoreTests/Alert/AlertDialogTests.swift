import Testing

import FlowCore

@Suite struct AlertDialogTests {
    let screen = Size(width: 375, height: 812)

    func alert(_ kind: AlertContent.Kind = .plain, buttons: [String] = ["不是", "是"]) throws -> AlertDialog {
        try AlertDialog(content: AlertContent(title: "提示", message: "刚刚您退出App", kind: kind, buttons: buttons, emphasizedIndex: 1))
    }

    func shown(_ dialog: AlertDialog) -> AlertDialog.State {
        var state = dialog.initialState
        _ = dialog.reduce(&state, .showRequested(screen: screen, safeArea: Insets(top: 44, bottom: 34)))
        return state
    }

    @Test func showingFadesInAndFocusesTheInputOfInputKinds() throws {
        var state = AlertDialog.State()
        let plain = try alert()
        #expect(plain.reduce(&state, .showRequested(screen: screen, safeArea: .zero)).compactMap(\.effect) == [.resignKeyboard, .present(animation: AlertDialog.fadeIn)])
        #expect(state.phase == .shown)
        #expect(AlertDialog.fadeIn.value(of: "window", .alpha, at: 0) == .scalar(0.01))
        #expect(AlertDialog.fadeIn.duration == 0.3)
        var inputState = AlertDialog.State()
        #expect(try alert(.input).reduce(&inputState, .showRequested(screen: screen, safeArea: .zero)).compactMap(\.effect).last == .focusInput)
    }

    @Test func aTapDeliversOneButtonThenDismisses() throws {
        let dialog = try alert()
        var state = shown(dialog)
        let commands = dialog.reduce(&state, .buttonTapped(index: 1))
        #expect(commands == [
            .effect(.notifyButtonSelected(index: 1, text: nil)), .effect(.dismiss(animation: AlertDialog.fadeOut)),
            .schedule(.fadeOutEnded, after: 0.3, id: AlertDialog.dismissTimer),
        ])
        #expect(state.phase == .dismissing && state.selectedButton == 1)
        #expect(dialog.reduce(&state, .buttonTapped(index: 0)).isEmpty, "a second tap during the fade delivers nothing")
        #expect(dialog.reduce(&state, .maskTapped).isEmpty)
        #expect(dialog.reduce(&state, .fadeOutEnded) == [.effect(.remove)])
        #expect(dialog.reduce(&state, .buttonTapped(index: 1)).isEmpty)
        #expect(dialog.reduce(&state, .showRequested(screen: screen, safeArea: .zero)).isEmpty)
    }

    @Test func outOfRangeTapsAndTapsBeforeShowingDeliverNothing() throws {
        let dialog = try alert()
        var hidden = AlertDialog.State()
        #expect(dialog.reduce(&hidden, .buttonTapped(index: 0)).isEmpty)
        var state = shown(dialog)
        for index in [-1, 2, 99, .min] {
            #expect(dialog.reduce(&state, .buttonTapped(index: index)).isEmpty)
        }
        #expect(state.phase == .shown)
    }

    @Test func inputKindsHandTheirTextWithTheButton() throws {
        let dialog = try alert(.textView)
        var state = shown(dialog)
        let typed = dialog.reduce(&state, .edited(input: .replaced(location: 0, length: 0, with: " 很好")))
        #expect(typed.compactMap(\.effect) == [.input(effect: .notifyValueChanged), .input(effect: .setPlaceholderVisible(visible: false))])
        #expect(state.input.text == " 很好", "the seed's MLTextView clears a lone space only")
        let tapped = dialog.reduce(&state, .buttonTapped(index: 0)).compactMap(\.effect)
        #expect(tapped.prefix(2) == [.resignKeyboard, .notifyButtonSelected(index: 0, text: " 很好")])
    }

    @Test func aMaskTapDismissesWithoutAButtonButSaysSo() throws {
        let dialog = try alert(.input)
        var state = shown(dialog)
        let effects = dialog.reduce(&state, .maskTapped).compactMap(\.effect)
        #expect(effects == [.resignKeyboard, .notifyDismissedByMask, .dismiss(animation: AlertDialog.fadeOut)])
        #expect(state.selectedButton == nil)
    }

    @Test func keyboardEventsAreIdempotentAndFollowTheKeyboardBackDown() throws {
        let dialog = try alert(.input)
        var state = shown(dialog)
        let centred = state.layout.container
        let keyboard = Rect(x: 0, y: 400, width: 375, height: 412)
        #expect(dialog.reduce(&state, .keyboardChanged(frame: keyboard)).isEmpty)
        let lifted = state
        #expect(lifted.layout.container.maxY <= 400 - 10)
        _ = dialog.reduce(&state, .keyboardChanged(frame: keyboard))
        #expect(state == lifted)
        _ = dialog.reduce(&state, .keyboardHidden)
        #expect(state.layout.container == centred, "back down when the keyboard hides")
    }

    @Test func rotationRelayoutsAndRemeasuresWhenTheWidthChanges() throws {
        let dialog = try alert()
        var state = shown(dialog)
        _ = dialog.reduce(&state, .screenChanged(size: Size(width: 812, height: 375), safeArea: Insets(left: 44, right: 44)))
        #expect(state.layout.container.x == 266)
        _ = dialog.reduce(&state, .screenChanged(size: Size(width: 300, height: 600), safeArea: .zero))
        #expect(state.measurements?.width == 260)
        #expect(state.layout.container.width == 260)
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
