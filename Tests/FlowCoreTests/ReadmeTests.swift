import FlowCore
import Testing

/// The README's opening example, run as written, so the README stays true.
@Suite struct ReadmeTests {
    @Test func theOpeningExampleDoesWhatItSays() throws {
        let alert = try AlertDialog(content: AlertContent(title: "提示", message: "确定要退出吗?", buttons: ["取消", "确定"], emphasizedIndex: 1))
        var runner = Runner(alert)
        let shown = runner.send(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)))
        #expect(shown == [.resignKeyboard, .present(animation: AlertDialog.fadeIn)])
        #expect(AlertDialog.fadeIn.value(of: "window", .alpha, at: 0) == .scalar(0.01))
        let buttons = runner.state.layout.buttons.map(\.frame)
        #expect(buttons.map(\.width) == [114, 114])
        #expect(buttons.map(\.height) == [40, 40])
        #expect(buttons.map(\.x) == [20, 146])
        let tapped = runner.send(.buttonTapped(index: 1))
        #expect(tapped == [.notifyButtonSelected(index: 1, text: nil), .dismiss(animation: AlertDialog.fadeOut)])
        let fired = runner.advance(to: 0.3)
        #expect(fired.map(\.time) == [0.3])
        #expect(fired.map(\.effects) == [[.remove]])
    }
}
