import FlowCore

/// Tests a machine, FlowCore's or your own, on a virtual clock: send an
/// event and state how the state changed and which effects came out; move
/// the clock and assert each timer that fires.
///
/// ```swift
/// @Test func aTapDismissesAfterTheFade() throws {
///     let test = TestRunner(try AlertDialog(content: AlertContent(title: "提示", buttons: ["好的"])))
///     test.exhaustivity = .off  // the layout the show computes is not stated here
///     test.send(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: .zero),
///               effects: [.resignKeyboard, .present(animation: AlertDialog.fadeIn)]) {
///         $0.phase = .shown
///     }
///     test.send(.buttonTapped(index: 0),
///               effects: [.notifyButtonSelected(index: 0, text: nil), .dismiss(animation: AlertDialog.fadeOut)]) {
///         $0.phase = .dismissing
///         $0.selectedButton = 0
///     }
///     test.advance(by: 0.3)
///     test.receive(.fadeOutEnded, effects: [.remove]) { $0.phase = .removed }
/// }
/// ```
///
/// The trailing closure edits a copy of the state as it was before the event
/// into the state expected after it, so a test states only the change. The
/// effects are exhaustive, in order. Timers do not fire on their own: the
/// clock moves only with `advance(by:)` or `advance(to:)`, and each timer
/// that fires must then be asserted with `receive`. At `finish()`, timers
/// still pending and firings not asserted fail the test at `finish()`'s
/// line; without it, when the runner goes away, at the line that scheduled
/// the first pending timer (or the `advance` that fired the first firing
/// left unasserted). `exhaustivity = .partialState` checks only the state
/// members a closure sets; `.off` relaxes all of this.
///
/// Every failure is reported at the line of the call, with a diff of what
/// differs (`−` expected, `+` actual), to whichever framework runs the
/// test: an issue under Swift Testing, a failure under XCTest (no `import
/// Testing` needed in the test file), and outside any test a line on
/// standard error; never dropped. States and effects that
/// are `Encodable` are compared as the JSON specs use, path by path; others
/// are shown as Swift dumps.
public final class TestRunner<M: Machine> {
    /// The machine under test.
    public var machine: M { runner.machine }
    /// The machine's current state.
    public var state: M.State { runner.state }
    /// The current virtual time, in seconds.
    public var now: Double { runner.now }
    /// The timers waiting to go off, earliest first.
    public var pendingTimers: [Runner<M>.PendingTimer] { runner.pendingTimers }
    /// How much the runner insists on; `.on` unless set.
    public var exhaustivity: Exhaustivity = .on
    /// The most timer firings one `advance` delivers before it stops with an
    /// issue: a timer that reschedules itself (an endlessly looping
    /// animation) would otherwise keep a far `advance` running for ever.
    public var maximumFiringsPerAdvance = 10_000

    var runner: Runner<M>
    /// The state after the last assertion: what the next closure edits.
    var asserted: M.State
    /// Timers that fired and are waiting for `receive`, oldest first.
    var fired: [Fired] = []
    /// Every event sent, with its time, for `spec(title:)`.
    var sent: [(at: Double, event: M.Event)] = []
    /// Whether the run began from the machine's initial state at time 0, so
    /// that it can be written out as a spec.
    let startsLikeASpec: Bool
    /// Where each pending timer was scheduled, for end-of-test reports.
    var origins: [TimerID: CallSite] = [:]
    let createdAt: CallSite
    var isFinished = false

    /// A timer that went off during `advance`, with the states around it.
    struct Fired {
        var firing: Runner<M>.Firing
        var before: M.State
        var after: M.State
        var advancedAt: CallSite
    }

    /// A runner for `machine` at `time` seconds, in its initial state or `state`.
    public init(_ machine: M, state: M.State? = nil, at time: Double = 0, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        runner = Runner(machine, state: state, at: time)
        asserted = runner.state
        startsLikeASpec = state == nil && time == 0
        createdAt = site
    }

    deinit {
        if !isFinished { checkTheEnd(at: nil) }
    }

    /// Asserts that nothing is left over: no timer pending and no fired timer
    /// unasserted (unless `exhaustivity` is off). Called by itself when the
    /// runner goes away; call it to report at a line of your choosing.
    public func finish(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        isFinished = true
        checkTheEnd(at: site)
    }

    private func checkTheEnd(at location: CallSite?) {
        reportUnreceived(before: "the end of the test", at: location ?? fired.first?.advancedAt ?? createdAt)
        let pending = runner.pendingTimers
        guard !pending.isEmpty else { return }
        report(Message.pendingTimers(pending, now: runner.now), at: location ?? origins[pending[0].id] ?? createdAt, skippable: true)
    }

    /// Reports the fired timers not yet received, then forgets them.
    func reportUnreceived(before what: String, at location: CallSite) {
        guard !fired.isEmpty else { return }
        report(Message.unreceived(fired.map(\.firing), before: what), at: location, skippable: true)
        asserted = fired.last!.after
        fired.removeAll()
    }

    /// Reports a failure to the framework running the test; one a
    /// non-exhaustive runner passes over is only shown when asked, or dropped.
    func report(_ message: String, at site: CallSite, skippable: Bool = false) {
        guard skippable else {
            IssueReporter.fail(message, at: site)
            return
        }
        switch exhaustivity {
        case .on, .partialState: IssueReporter.fail(message, at: site)
        case .off(showSkippedAssertions: true): IssueReporter.note("Skipped assertion: " + message, at: site)
        case .off(showSkippedAssertions: false): break
        }
    }

    /// Notes where the timers that are new or rescheduled since `before` came from.
    func noteOrigins(since before: [Runner<M>.PendingTimer], at location: CallSite) {
        for timer in runner.pendingTimers where !before.contains(where: { $0.id == timer.id && $0.due == timer.due }) {
            origins[timer.id] = location
        }
    }
}

@available(*, unavailable, message: "a TestRunner belongs to the one test that made it")
extension TestRunner: Sendable {}
