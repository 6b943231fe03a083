import FlowRuntime
import Observation

/// A machine run for a live front: the one driver a SwiftUI view, a UIKit
/// controller or any other front needs, instead of glue of its own.
///
/// It holds a `Runner` and keeps it on a real clock: every event is applied
/// at the clock's time, after the timers that fell due by then; the machine's
/// timers go off on their own, the model waking itself for the next one on
/// the clock it was given (`ContinuousClock` in an app, `TestClock` in a
/// test) and cancelling that wake-up when the timer is no longer due or the
/// model goes. Its `state` is `@Observable`: a view reading it updates when
/// it changes, and only then.
///
/// Effects go to `onEffect`, each once, in the order the machine made them,
/// timers' effects included; those made before a handler is set wait for it.
/// An effect that starts async work (a request) does it with `run`, whose
/// result comes back as an event. An event sent from inside the handler is
/// applied after the effects before it are handed over, so the order holds.
///
/// ```swift
/// @MainActor func showAlert() throws -> MachineModel<AlertDialog> {
///     let alert = try AlertDialog(content: AlertContent(title: "提示", message: "确定要退出吗?", buttons: ["取消", "确定"]))
///     let model = MachineModel(alert, clock: ContinuousClock())
///     model.onEffect = { effect in print(effect) }  // present, dismiss, …: the front does them
///     model.send(.showRequested(screen: Size(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)))
///     return model
/// }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
public final class MachineModel<M: Machine> {
    /// The machine's state: observed, it changes only when the machine's does.
    public private(set) var state: M.State

    /// Where effects go, each once, in order; effects made while it is nil
    /// wait, and go to the handler as soon as it is set.
    @ObservationIgnored public var onEffect: ((M.Effect) -> Void)? {
        didSet {
            deliver()
            if !isDraining, !queued.isEmpty { drain() }
        }
    }

    /// The machine being run.
    @ObservationIgnored public var machine: M { runner.machine }

    /// The machine's time, in seconds since the model was made: the
    /// clock's, as the runner reads it.
    @ObservationIgnored public var now: Double { elapsed() }

    /// The timers the machine is waiting on, earliest first.
    @ObservationIgnored public var pendingTimers: [Runner<M>.PendingTimer] { runner.pendingTimers }

    @ObservationIgnored private var runner: Runner<M>
    /// Seconds since the model was made, on its clock.
    @ObservationIgnored private let elapsed: @Sendable () -> Double
    /// Sleeps until that many seconds since the model was made, on its clock.
    @ObservationIgnored private let sleep: @Sendable (Double) async throws -> Void
    /// On a `TestClock`: calls the action at that many seconds since the
    /// model was made, synchronously as the test advances the clock.
    @ObservationIgnored private let schedule: ((Double, @escaping @MainActor @Sendable () -> Void) -> WakeUp)?
    /// The wake-up for the next timer, if one is due.
    @ObservationIgnored private var wakeUp: WakeUp?
    /// Async work started with `run`, by number, until it ends.
    @ObservationIgnored private var work: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var nextWork = 0
    /// Effects not yet handed over, in order.
    @ObservationIgnored private var effects: [M.Effect] = []
    /// Events sent while effects were being handed over, applied next.
    @ObservationIgnored private var queued: [M.Event] = []
    @ObservationIgnored private var isDelivering = false
    @ObservationIgnored private var isDraining = false

    /// A model running `machine` (from `state`, or its initial state) on `clock`.
    public init<C: Clock>(_ machine: M, state: M.State? = nil, clock: C) where C.Duration == Duration {
        let start = clock.now
        runner = Runner(machine, state: state)
        self.state = runner.state
        elapsed = { Self.seconds(start.duration(to: clock.now)) }
        sleep = { seconds in try await clock.sleep(until: start.advanced(by: Self.duration(seconds)), tolerance: nil) }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let test = clock as? TestClock, let origin = start as? TestClock.Instant {
            schedule = { seconds, action in
                let scheduled = test.wake(at: origin.advanced(by: Self.duration(seconds)), action)
                return WakeUp(cancel: { test.cancel(scheduled) })
            }
        } else {
            schedule = nil
        }
    }

    deinit {
        wakeUp?.cancel()
        for task in work.values { task.cancel() }
    }

    /// Applies `event` at the clock's time, after the timers due by then.
    public func send(_ event: M.Event) {
        queued.append(event)
        guard !isDraining, !isDelivering else { return }
        drain()
    }

    /// Starts async work an effect asked for; the event it returns, if any,
    /// is sent when it ends. The work is cancelled when the model goes.
    public func run(_ operation: @escaping @Sendable () async -> M.Event?) {
        let number = nextWork
        nextWork += 1
        work[number] = Task { [weak self] in
            let event = await operation()
            guard let self else { return }
            self.work[number] = nil
            if let event, !Task.isCancelled { self.send(event) }
        }
    }

    /// Whether async work started with `run` is still going.
    public var isRunningWork: Bool { !work.isEmpty }

    /// Calls `render` with the state now and after every change, until the
    /// observation returned is cancelled or released: for a front that is
    /// not SwiftUI (a UIKit controller, a terminal), which redraws on its own.
    public func observe(_ render: @escaping (M.State) -> Void) -> StateObservation {
        let number = nextObserver
        nextObserver += 1
        observers[number] = render
        render(state)
        return StateObservation { [weak self] in self?.observers[number] = nil }
    }

    @ObservationIgnored private var observers: [Int: (M.State) -> Void] = [:]
    @ObservationIgnored private var nextObserver = 0

    // MARK: Time

    /// Applies the queued events, each after the timers due by then; an
    /// event waits for its turn when those are more than a wake-up fires.
    private func drain() {
        isDraining = true
        defer { isDraining = false }
        while !queued.isEmpty {
            guard catchUp() else { break }
            let event = queued.removeFirst()
            effects += runner.send(event)
            publish()
        }
        scheduleWakeUp()
    }

    /// The most timers one wake-up fires, as the spec player, the test kit
    /// and the web bridge bound theirs: a timer that schedules itself with
    /// no delay would otherwise hold the main actor for ever (200,000
    /// firings held it 76 s). Past it the model lets the main actor go and
    /// fires the rest at its next wake-up, at once.
    public nonisolated static var maximumFiringsPerWakeUp: Int { 10_000 }

    /// Fires the timers due by the clock's time, in order, at most
    /// `maximumFiringsPerWakeUp`, and moves the runner there; false when
    /// more are due, for the next wake-up.
    private func catchUp() -> Bool {
        let time = max(elapsed(), runner.now)
        var fired = 0
        while let firing = runner.fireNextTimer(dueBy: time) {
            effects += firing.effects
            publish()
            fired += 1
            if fired == Self.maximumFiringsPerWakeUp, let due = runner.nextTimerDue, due <= time { return false }
        }
        _ = runner.advance(to: time)
        return true
    }

    /// The runner's state made observable (when it changed), then its effects handed over.
    private func publish() {
        if runner.state != state {
            state = runner.state
            for render in observers.values { render(state) }
        }
        deliver()
    }

    private func deliver() {
        guard !isDelivering, let onEffect else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !effects.isEmpty { onEffect(effects.removeFirst()) }
    }

    /// Wakes the model when the next timer is due, on the clock; the
    /// previous wake-up is cancelled (its timer may be gone).
    private func scheduleWakeUp() {
        wakeUp?.cancel()
        wakeUp = nil
        guard let due = runner.nextTimerDue else { return }
        if let schedule {
            wakeUp = schedule(due) { [weak self] in self?.timersDue() }
            return
        }
        let sleep = self.sleep
        let task = Task { [weak self] in
            do { try await sleep(due) } catch { return }
            guard !Task.isCancelled, let self else { return }
            self.timersDue()
        }
        wakeUp = WakeUp(cancel: { task.cancel() })
    }

    private func timersDue() {
        guard !isDraining, !isDelivering else { return }
        guard catchUp() else { return scheduleWakeUp() }
        drain()
    }

    private nonisolated static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }

    private nonisolated static func duration(_ seconds: Double) -> Duration {
        guard seconds.isFinite else { return .seconds(Int64.max / 2) }
        return .nanoseconds(Int64((seconds * 1e9).rounded(.up)))
    }
}

/// A wake-up the model waits on: a task asleep on a clock, or a test clock's
/// scheduled call; cancelled when its timer goes or the model does.
struct WakeUp: Sendable {
    let cancel: @Sendable () -> Void
}

/// A `MachineModel.observe(_:)` in force: cancel it, or let it go, to stop it.
@MainActor public final class StateObservation {
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) { self.stop = stop }

    /// Stops the calls.
    public func cancel() {
        stop?()
        stop = nil
    }

    isolated deinit { cancel() }
}
