import FlowCore
import FlowSpecs
import FlowTesting
import Testing

/// The kit's passing paths, and each failure: one issue, at the line of the
/// call, saying what differs.
@Suite struct TestRunnerTests {
    @Test func anExhaustiveRunWithATimerPasses() {
        let test = TestRunner(Toast())
        test.send(.show(text: "已保存"), effects: [.present(text: "已保存")]) {
            $0.text = "已保存"
            $0.isShown = true
            $0.shownCount = 1
        }
        #expect(test.pendingTimers.map(\.id) == [Toast.expiry])
        test.advance(by: 2)
        test.receive(.expired, effects: [.dismiss]) { $0.isShown = false }
        test.finish()
        #expect(test.now == 2)
    }

    @Test func aWrongStateIsOneIssueAtTheCallWithADiff() {
        let test = TestRunner(Toast())
        let line = #line + 2
        withExpectedIssue {
            test.send(.show(text: "hi"), effects: [.present(text: "hi")]) {
                $0.text = "hi"
                $0.isShown = false
                $0.shownCount = 1
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.description.contains("""
                    The state after sending {"show": {"text": "hi"}} is not the expected one (− expected, + actual):

                      isShown
                        − false
                        + true
                    """)
        }
        test.advance(by: 2)
        test.receive(.expired, effects: [.dismiss]) { $0.isShown = false }
    }

    @Test func wrongEffectsAreShownElementByElement() {
        let test = TestRunner(Toast())
        withExpectedIssue {
            test.send(.show(text: "hi"), effects: [.dismiss]) {
                $0.text = "hi"
                $0.isShown = true
                $0.shownCount = 1
            }
        } matching: { issue in
            issue.comments.description.contains("""
                  − "dismiss"
                  + {"present": {"text": "hi"}}
                """)
        }
        test.advance(by: 2)
        test.receive(.expired, effects: [.dismiss]) { $0.isShown = false }
    }

    @Test func aFiredTimerMustBeReceivedBeforeTheNextSend() {
        let test = TestRunner(Toast(duration: 1))
        test.send(.show(text: "a"), effects: [.present(text: "a")]) {
            $0.text = "a"
            $0.isShown = true
            $0.shownCount = 1
        }
        test.advance(by: 1)
        withExpectedIssue {
            test.send(.tapped)
        } matching: { issue in
            issue.comments.description.contains("1 timer fired and was not asserted before sending \"tapped\"")
                && issue.comments.description.contains(#"1 s  "expiry": "expired""#)
        }
    }

    @Test func aTimerStillPendingAtTheEndFailsAtTheLineThatScheduledIt() {
        let line = #line + 4
        withExpectedIssue {
            let test = TestRunner(Toast())
            // The runner goes away at the end of this closure without finish().
            test.send(.show(text: "a"), effects: [.present(text: "a")]) {
                $0.text = "a"
                $0.isShown = true
                $0.shownCount = 1
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.description.contains("1 timer is still pending at 0 s")
                && issue.comments.description.contains("advance(by:)")
        }
    }

    @Test func receivingWhenNothingFiredSaysHowFarToAdvance() {
        let test = TestRunner(Toast(duration: 0.75))
        test.send(.show(text: "a"), effects: [.present(text: "a")]) {
            $0.text = "a"
            $0.isShown = true
            $0.shownCount = 1
        }
        withExpectedIssue {
            test.receive(.expired, effects: [.dismiss])
        } matching: { issue in
            issue.comments.description.contains("advance(by: 0.75) fires the earliest")
        }
        test.advance(by: 0.75)
        test.receive(.expired, effects: [.dismiss]) { $0.isShown = false }
    }

    @Test func aClosureThatChangesNothingWhenNothingChangedIsReported() {
        let test = TestRunner(Toast())
        withExpectedIssue {
            test.send(.tapped) { _ in }
        } matching: { issue in
            issue.comments.description.contains("leave the closure out")
        }
    }

    @Test func nonExhaustiveChecksOnlyWhatItIsTold() {
        let test = TestRunner(Toast())
        test.exhaustivity = .off
        test.send(.show(text: "a")) { $0.isShown = true }
        test.send(.show(text: "b"), effects: [.present(text: "b")])
        test.advance(by: 5)
        test.send(.show(text: "c")) { $0.shownCount = 3 }
        // The last expiry timer is left pending: not reported when off.
    }

    @Test func nonExhaustiveStillFailsOnWhatItIsTold() {
        let test = TestRunner(Toast())
        test.exhaustivity = .off
        withExpectedIssue {
            test.send(.show(text: "a")) { $0.shownCount = 7 }
        } matching: { issue in
            issue.comments.description.contains("shownCount\n    − 7\n    + 1")
        }
    }

    @Test func partialStateChecksTheMembersSetAndEveryEffect() {
        let test = TestRunner(Toast())
        test.exhaustivity = .partialState
        // isShown and shownCount change unstated: passes, and shows nothing.
        let notes = notesShown { test.send(.show(text: "a"), effects: [.present(text: "a")]) { $0.text = "a" } }
        #expect(notes.isEmpty)
        withExpectedIssue {
            test.send(.show(text: "b")) { $0.text = "b" }
        } matching: { issue in
            issue.comments.description.contains("The effects of sending {\"show\": {\"text\": \"b\"}}")
        }
        withExpectedIssue {
            test.send(.show(text: "c"), effects: [.present(text: "c")]) { $0.shownCount = 2 }
        } matching: { issue in
            issue.comments.description.contains("shownCount\n    − 2\n    + 3")
        }
        withExpectedIssue {
            test.finish()
        } matching: { issue in
            issue.comments.description.contains("pending")
        }
    }

    @Test func showingSkippedAssertionsListsThemWithoutFailing() {
        let test = TestRunner(Toast())
        test.exhaustivity = .off(showSkippedAssertions: true)
        // Each skipped check is shown (a known issue under Swift Testing), and the test passes.
        let notes = notesShown { test.send(.show(text: "a")) { $0.isShown = true } }
        #expect(notes.count == 1 && notes[0].hasPrefix("Skipped assertion: The effects of sending {\"show\": {\"text\": \"a\"}}"))
        _ = notesShown { test.finish() }
    }

    @Test func aStateThatCannotEncodeIsShownAsADump() {
        let test = TestRunner(Opaque())
        withExpectedIssue {
            test.send(3) { $0.value = 4 }
        } matching: { issue in
            issue.comments.description.contains("− ▿ FlowTestingTests.Opaque.State\n  + ▿ FlowTestingTests.Opaque.State")
                || issue.comments.description.contains("  − ") && issue.comments.description.contains("value: 4")
        }
    }
}

@Suite struct TestRunnerSpecTests {
    @Test func aTestRunIsWrittenAsASpecThatReplays() throws {
        let test = TestRunner(try AlertDialog(content: AlertContent(title: "提示", buttons: ["好的"])))
        test.exhaustivity = .off
        test.send(.showRequested(screen: LayoutSize(width: 320, height: 568), safeArea: .zero))
        test.send(.buttonTapped(index: 0))
        test.advance(by: 0.3)
        test.receive(.fadeOutEnded, effects: [.remove])
        let spec = try #require(test.spec(title: "one tap"))
        #expect(spec.steps.count == 3)
        #expect(MachineRegistry.all.check(try Spec(text: spec.text)) == nil)
    }

    @Test func aRunFromAGivenStateIsNotASpec() {
        let test = TestRunner(Toast2(), state: 5)
        withExpectedIssue {
            _ = test.spec(title: "x")
        } matching: { $0.comments.description.contains("cannot be written as a spec") }
    }
}

/// A spec machine with a given starting state.
struct Toast2: SpecMachine {
    static let specName = "toast2"
    var initialState: Int { 0 }
    func reduce(_ state: inout Int, _ event: Int, into commands: inout MachineCommands<Int, Int>) { state += event }
    init() {}
    init(from decoder: any Decoder) throws {}
    func encode(to encoder: any Encoder) throws {}
}

/// A machine whose timer reschedules itself for ever, like a looping animation.
struct Metronome: Machine {
    static let tick: TimerID = "tick"

    func reduce(_ state: inout Int, _ event: Bool, into commands: inout MachineCommands<Bool, Never>) {
        state += 1
        commands.append(.schedule(true, after: 1, id: Self.tick))
    }

    var initialState: Int { 0 }
}

@Suite struct TestRunnerBoundsTests {
    @Test func anAdvancePastATimerThatNeverStopsEndsWithAnIssue() {
        let test = TestRunner(Metronome())
        test.maximumFiringsPerAdvance = 5
        test.send(false) { $0 = 1 }
        withExpectedIssue {
            test.advance(by: 1e12)
        } matching: { issue in
            issue.comments.description.contains("Timers fired more than 5 times by 6 s (timer \"tick\" keeps firing); the clock stopped there")
        }
        #expect(test.now == 6)
        for count in 2...7 { test.receive(true) { $0 = count } }
        test.exhaustivity = .off
    }
}

/// A countdown: a tick every second until it reaches 0.
struct Countdown: Machine {
    static let tick: TimerID = "tick"
    enum Event: Equatable, Sendable { case start(Int), tick }

    var initialState: Int { 0 }

    func reduce(_ state: inout Int, _ event: Event, into commands: inout MachineCommands<Event, Never>) {
        switch event {
        case .start(let seconds):
            state = seconds
            commands.append(.schedule(.tick, after: 1, id: Self.tick))
        case .tick:
            state -= 1
            if state > 0 { commands.append(.schedule(.tick, after: 1, id: Self.tick)) }
        }
    }
}

@Suite struct NonExhaustiveReceiveTests {
    /// As TCA's TestStore skips unasserted actions: the tick asserted is the
    /// one that meets the assertion, not the first equal event.
    @Test func receivePassesOverTicksToTheOneThatMeetsTheAssertion() {
        let test = TestRunner(Countdown())
        test.exhaustivity = .off
        test.send(.start(60)) { $0 = 60 }
        test.advance(by: 60)
        test.receive(.tick) { $0 = 0 }
        #expect(test.state == 0 && test.pendingTimers.isEmpty)
    }

    @Test func withNoTickMeetingItTheFirstOneIsReportedWithItsDifference() {
        let test = TestRunner(Countdown())
        test.exhaustivity = .off
        test.send(.start(3)) { $0 = 3 }
        test.advance(by: 3)
        withExpectedIssue {
            test.receive(.tick) { $0 = -1 }
        } matching: { $0.comments.description.contains("(root)\n    − -1\n    + 2") }
    }

    @Test func exhaustiveReceiveTakesTheNextFiringInOrder() {
        let test = TestRunner(Countdown())
        test.send(.start(2)) { $0 = 2 }
        test.advance(by: 2)
        withExpectedIssue {
            test.receive(.tick) { $0 = 0 }
        } matching: { $0.comments.description.contains("(root)\n    − 0\n    + 1") }
        test.receive(.tick) { $0 = 0 }
    }
}

/// A machine that echoes a number as its effect.
struct Gauge: Machine {
    enum Effect: Equatable, Sendable, Codable { case level(Double) }
    var initialState: Int { 0 }
    func reduce(_ state: inout Int, _ event: Double, into commands: inout MachineCommands<Double, Effect>) {
        commands.append(.effect(.level(event)))
    }
}

@Suite struct FieldDiffTests {
    /// As swift-custom-dump marks the nested field: the path of the leaf that differs.
    @Test func aWrongFieldInAnEffectIsMarkedByItsPath() {
        let test = TestRunner(Toast())
        test.exhaustivity = .off
        withExpectedIssue {
            test.send(.show(text: "hi"), effects: [.present(text: "ho")])
        } matching: { $0.comments.description.contains("  [0].present.text\n    − \"ho\"\n    + \"hi\"") }
    }

    /// NaN is not equal to itself: the message says so rather than showing an empty diff.
    @Test func anEffectHoldingNaNSaysWhyItDiffers() {
        let test = TestRunner(Gauge())
        withExpectedIssue {
            test.send(.nan, effects: [.level(.nan)])
        } matching: { issue in
            let text = issue.comments.description
            return text.contains("NaN") && text.contains("may not equal itself")
        }
        // Infinities and −0 print as such.
        withExpectedIssue {
            test.send(-.infinity, effects: [.level(-0.0)])
        } matching: { $0.comments.description.contains("[0].level\n    − -0\n    + \"-Infinity\"") }
    }
}
