import FlowCore
import FlowSpecs
import FlowTesting
import Testing

/// An app's machine explored from a test: a finding is one issue at the
/// caller's line, holding the path as a spec.
@Suite struct ExplorationExpectTests {
    /// A toast that a tap cannot dismiss once `sticky` is sent: from there,
    /// only the timer hides it, and the timer is cancelled.
    struct StickyToast: Explorable {
        static let specName = "sticky-toast"
        var inner = Toast()
        var initialState: Toast.State { inner.initialState }
        func reduce(_ state: inout Toast.State, _ event: Toast.Event, into commands: inout MachineCommands<Toast.Event, Toast.Effect>) {
            if case .show(let text) = event, text == "sticky", state.isShown {
                state.text = text
                commands.append(.cancel(id: Toast.expiry))
                return
            }
            if state.text == "sticky", state.isShown, event == .tapped { return }
            inner.reduce(&state, event, into: &commands)
        }
        func explorationEvents(in state: Toast.State) -> [Toast.Event] { [.show(text: "hi"), .show(text: "sticky"), .tapped] }
        func exitEvents(in state: Toast.State) -> [Toast.Event] { [.tapped] }
        func isResting(_ state: Toast.State) -> Bool { !state.isShown }
        func explorationProjection(of state: Toast.State) -> Toast.State {
            var state = state
            state.shownCount = 0
            return state
        }
    }

    @Test func aMachineWithoutFindingsPassesQuietly() {
        struct Plain: Explorable {
            static let specName = "plain-toast"
            var inner = Toast()
            var initialState: Toast.State { inner.initialState }
            func reduce(_ state: inout Toast.State, _ event: Toast.Event, into commands: inout MachineCommands<Toast.Event, Toast.Effect>) {
                inner.reduce(&state, event, into: &commands)
            }
            func explorationEvents(in state: Toast.State) -> [Toast.Event] { [.show(text: "hi"), .tapped] }
            func isResting(_ state: Toast.State) -> Bool { !state.isShown }
            func explorationProjection(of state: Toast.State) -> Toast.State {
                var state = state
                state.shownCount = 0
                return state
            }
        }
        let report = Exploration.run(Plain())
        report.expectNoFindings()
        #expect(report.truncation == nil)
        #expect(report.states == 3)  // hidden; shown with the timer running; hidden again with text
    }

    @Test func aStuckStateIsOneIssueAtTheCallWithItsPathAsASpec() {
        let report = Exploration.run(StickyToast())
        let line = #line + 2
        withExpectedIssue {
            report.expectNoFindings()
        } matching: { issue in
            let text = issue.comments.description
            return issue.sourceLocation?.line == line
                && text.contains("Exploring sticky-toast found a stuck problem: 1 state cannot reach rest")
                && text.contains(#""machine": "sticky-toast""#)
                && text.contains(#"{"show": {"text": "sticky"}}"#)
        }
    }
}
