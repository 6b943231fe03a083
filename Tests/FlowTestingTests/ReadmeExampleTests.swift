import FlowCore
import FlowTesting
import Testing

/// The README's "Test your own machine" example, verbatim, so it stays true.
@Test func aTapDismissesAfterTheFade() throws {
    let test = TestRunner(try AlertDialog(content: AlertContent(title: "提示", buttons: ["好的"])))
    test.exhaustivity = .off                  // check only what this test states
    test.send(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: .zero)) { $0.phase = .shown }
    test.send(.buttonTapped(index: 0), effects: [.notifyButtonSelected(index: 0, text: nil), .dismiss(animation: AlertDialog.fadeOut)]) {
        $0.phase = .dismissing
    }
    test.advance(by: 0.3)
    test.receive(.fadeOutEnded, effects: [.remove]) { $0.phase = .removed }
}
