import FlowRuntime

/// A machine run for a live front, on a real clock: the core every front's
/// driver shares, where Swift's `Clock` is (iOS 16, macOS 13). On iOS 17
/// and macOS 14 a front uses `MachineModel`, this with an `@Observable`
/// state; a front without Observation follows the state with `observe(_:)`
/// or `states()`.
///
/// It holds a `Runner` and keeps it on a real clock: every event is applied
/// at the clock's time, after the timers that fell due by then; the machine's
/// timers go off on their own, the driver waking itself for the next one on
/// the clock it was given (`ContinuousClock` in an app, `TestClock` in a
/// test) and cancelling that wake-up when the timer is no longer due or the
/// driver goes.
///
/// Effects go to `onEffect`, each once, in the order the machine made them,
/// timers' effects included; those made before a handler is set wait for it.
/// An effect that starts async work (a request) does it with `run`, whose
/// result comes back as an event. An event sent from inside the handler is
/// applied after the effects before it are handed over, so the order holds.
///
/// ```swift
/// @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
/// @MainActor func showAlert(redraw: @escaping (AlertDialog.State) -> Void) throws -> (MachineDriver<AlertDialog>, StateObservation) {
///     let alert = try AlertDialog(content: AlertContent(title: "提示", message: "确定要退出吗?", buttons: ["取消", "确定"]))
///     let driver = MachineDriver(alert, clock: ContinuousClock())
///     driver.onEffect = { effect in print(effect) }  // present, dismiss, …: the front does them
///     let observation = driver.observe(redraw)  // now, and after every change, until it is cancelled or let go
///     driver.send(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)))
///     return (driver, observation)
/// }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
@MainActor
public class MachineDriver<M: Machine> {
    /// The machine's state: it changes only when the machine's does. Read
    /// it after `send`, or follow it with `observe(_:)` or `states()`.
    public var state: M.State { current }

    /// The state as last published, read without registering an observer.
    @usableFromInline @exclusivity(unchecked) final var current: M.State

    /// Where effects go, each once, in order; effects made while it is nil
    /// wait, and go to the handler as soon as it is set.
    public final var onEffect: ((M.Effect) -> Void)? {
        didSet {
            deliver()
            if !isDraining, !queued.isEmpty { drain() }
        }
    }

    /// The machine being run.
    public final var machine: M { runner.machine }

    /// The machine's time, in seconds since the driver was made: the
    /// clock's, as the runner reads it.
    public final var now: Double { elapsed() }

    /// The timers the machine is waiting on, earliest first.
    public final var pendingTimers: [Runner<M>.PendingTimer] { runner.pendingTimers }

    @usableFromInline @exclusivity(unchecked) final var runner: Runner<M>
    /// Seconds since the driver was made, on its clock.
    @usableFromInline final let elapsed: @Sendable () -> Double
    /// Sleeps until that many seconds since the driver was made, on its clock.
    @usableFromInline final let sleep: @Sendable (Double) async throws -> Void
    /// On a `TestClock`: calls the action at that many seconds since the
    /// driver was made, synchronously as the test advances the clock.
    @usableFromInline final let schedule: ((Double, @escaping @MainActor @Sendable () -> Void) -> WakeUp)?
    /// The wake-up for the next timer, if one is due, and the time it is for.
    @usableFromInline @exclusivity(unchecked) final var wakeUp: WakeUp?
    @usableFromInline @exclusivity(unchecked) final var wakeUpDue: Double?
    /// Async work started with `run`, by number, until it ends.
    private var work: [Int: Task<Void, Never>] = [:]
    /// The clock when it is a `TestClock`, which waits for `run` work as it advances.
    private let testClock: TestClock?
    private var nextWork = 0
    /// Effects not yet handed over, in order.
    @usableFromInline @exclusivity(unchecked) final var effects: [M.Effect] = []
    /// Events sent while effects were being handed over, applied next.
    @usableFromInline @exclusivity(unchecked) final var queued: [M.Event] = []
    @usableFromInline @exclusivity(unchecked) final var isDelivering = false
    @usableFromInline @exclusivity(unchecked) final var isDraining = false
    // Swift checks a class's stored properties for overlapping access at
    // run time, a third of an event's cost here. The driver needs no such
    // check: it holds none of the six above (nor `current`) across a call
    // out of it (the machine's reduce, an effect handler, an observer),
    // which is what the flags above are for; an event sent from a handler
    // is queued, not applied inside the handler's call.

    /// A driver running `machine` (from `state`, or its initial state) on `clock`.
    public init<C: Clock>(_ machine: M, state: M.State? = nil, clock: C) where C.Duration == Duration {
        let start = clock.now
        runner = Runner(machine, state: state)
        current = runner.state
        elapsed = { start.duration(to: clock.now) / .seconds(1) }
        sleep = { seconds in try await clock.sleep(until: start.advanced(by: Self.duration(seconds)), tolerance: nil) }
        testClock = clock as? TestClock
        if let test = testClock, let origin = start as? TestClock.Instant {
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
        for stream in streams.values { stream.finish() }
    }

    /// Applies `event` at the clock's time, after the timers due by then.
    @inlinable public final func send(_ event: M.Event) {
        guard !isDraining, !isDelivering, queued.isEmpty else {
            queued.append(event)
            if !isDraining, !isDelivering { drain() }
            return
        }
        drain(startingWith: event)
    }

    /// Starts async work an effect asked for; the event it returns, if any,
    /// is sent when it ends. The work is cancelled when the driver goes, or
    /// with the handle it returns.
    @discardableResult
    public final func run(_ operation: @escaping @Sendable () async -> M.Event?) -> RunningWork {
        let number = nextWork
        nextWork += 1
        let clock = testClock
        clock?.workStarted()
        let task = Task { [weak self] in
            let event: M.Event?
            if let clock {
                event = await TestClock.$workClock.withValue(ObjectIdentifier(clock)) { await operation() }
            } else {
                event = await operation()
            }
            if let self {
                self.work[number] = nil
                if let event, !Task.isCancelled { self.send(event) }
            }
            clock?.workEnded()
        }
        work[number] = task
        return RunningWork(task: task)
    }

    /// Whether async work started with `run` is still going.
    public final var isRunningWork: Bool { !work.isEmpty }

    /// Calls `render` with the state now and after every change, until the
    /// observation returned is cancelled or released: for a front that is
    /// not SwiftUI (a UIKit controller, a terminal), which redraws on its own.
    public final func observe(_ render: @escaping (M.State) -> Void) -> StateObservation {
        let number = nextObserver
        nextObserver += 1
        observers[number] = render
        render(current)
        return StateObservation { [weak self] in self?.observers[number] = nil }
    }

    /// The state now and after every change, as an `AsyncSequence`: for a
    /// front without Observation (a loop that redraws, a bridge to Combine
    /// or to a web page). A consumer slower than the changes sees the
    /// newest state (one is kept); the sequence ends when the driver goes,
    /// and its observation ends when the loop over it stops.
    public final func states() -> AsyncStream<M.State> {
        let (stream, continuation) = AsyncStream.makeStream(of: M.State.self, bufferingPolicy: .bufferingNewest(1))
        let number = nextObserver
        nextObserver += 1
        observers[number] = { continuation.yield($0) }
        streams[number] = continuation
        continuation.yield(current)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                self?.observers[number] = nil
                self?.streams[number] = nil
            }
        }
        return stream
    }

    @usableFromInline @exclusivity(unchecked) final var observers: [Int: (M.State) -> Void] = [:]

    /// Called just before and after `state` changes: where `MachineModel`
    /// tells Observation (a driver alone tells no one but its observers).
    @inlinable func stateWillChange() {}
    @inlinable func stateDidChange() {}
    private var nextObserver = 0
    /// The sequences of `states()` still read, to end when the driver goes.
    private var streams: [Int: AsyncStream<M.State>.Continuation] = [:]

    // MARK: Time

    /// Applies the queued events, each after the timers due by then; an
    /// event waits for its turn when those are more than a wake-up fires.
    /// Applies `first` (if any) and then the queued events, in order, each
    /// after the timers due by then.
    @inlinable final func drain(startingWith first: M.Event? = nil) {
        isDraining = true
        defer { isDraining = false }
        var next = first
        while next != nil || !queued.isEmpty {
            guard catchUp() else {
                if let next { queued.insert(next, at: 0) }
                break
            }
            let event = next ?? queued.removeFirst()
            next = nil
            let made = runner.send(event)
            publishState()
            hand(made)
        }
        scheduleWakeUp()
    }

    /// The most timers one wake-up fires, as the spec player, the test kit
    /// and the web bridge bound theirs: a timer that schedules itself with
    /// no delay would otherwise hold the main actor for ever (200,000
    /// firings held it 76 s). Past it the driver lets the main actor go and
    /// fires the rest at its next wake-up, at once.
    public nonisolated static var maximumFiringsPerWakeUp: Int { 10_000 }

    /// Fires the timers due by the clock's time, in order, at most
    /// `maximumFiringsPerWakeUp`, and moves the runner there; false when
    /// more are due, for the next wake-up.
    @inlinable final func catchUp() -> Bool {
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
    @inlinable final func publish() {
        publishState()
        deliver()
    }

    /// The runner's state made observable, when it changed.
    @inlinable final func publishState() {
        guard runner.state != current else { return }
        stateWillChange()
        current = runner.state
        stateDidChange()
        if !observers.isEmpty {
            for render in observers.values { render(current) }
        }
    }

    /// An event's effects handed over: straight from the runner's list when
    /// none are waiting before them, else after those.
    @inlinable final func hand(_ made: [M.Effect]) {
        guard effects.isEmpty, !isDelivering, let onEffect else {
            effects += made
            return deliver()
        }
        isDelivering = true
        defer { isDelivering = false }
        for effect in made { onEffect(effect) }
    }

    @inlinable final func deliver() {
        guard !isDelivering, let onEffect else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !effects.isEmpty { onEffect(effects.removeFirst()) }
    }

    /// Wakes the driver when the next timer is due, on the clock; the
    /// previous wake-up is cancelled (its timer may be gone).
    @inlinable final func scheduleWakeUp() {
        let next = runner.nextTimerDue
        if wakeUp != nil, next == wakeUpDue { return }  // the one waiting is for that time
        wakeUp?.cancel()
        wakeUp = nil
        wakeUpDue = next
        guard let due = next else { return }
        if let schedule {
            wakeUp = schedule(due) { [weak self] in self?.timersDue() }
            return
        }
        // A timer already due (the rest of a wake-up past its bound) is
        // fired from a task on the main actor with no sleep: a sleep runs on
        // the shared pool, which long work elsewhere can hold for seconds.
        let sleep = self.sleep
        let isDue = due <= elapsed()
        let task = Task { [weak self] in
            if !isDue {
                do { try await sleep(due) } catch { return }
            }
            guard !Task.isCancelled, let self else { return }
            self.timersDue()
        }
        wakeUp = WakeUp(cancel: { task.cancel() })
    }

    @inlinable final func timersDue() {
        wakeUp = nil  // it has gone off
        guard !isDraining, !isDelivering else { return }
        guard catchUp() else { return scheduleWakeUp() }
        drain()
    }

    private nonisolated static func duration(_ seconds: Double) -> Duration {
        guard seconds.isFinite else { return .seconds(Int64.max / 2) }
        return .nanoseconds(Int64((seconds * 1e9).rounded(.up)))
    }
}

/// Work started with `MachineDriver.run`: cancelled, the work is told so
/// (`Task.isCancelled`, a sleep that throws) and its event is never sent.
public struct RunningWork: Sendable {
    let task: Task<Void, Never>

    /// Cancels the work; its event, if it still returns one, is dropped.
    public func cancel() { task.cancel() }

    /// Whether the work was cancelled (by `cancel()` or by its driver going).
    public var isCancelled: Bool { task.isCancelled }
}

/// A wake-up the driver waits on: a task asleep on a clock, or a test clock's
/// scheduled call; cancelled when its timer goes or the driver does.
@usableFromInline struct WakeUp: Sendable {
    @usableFromInline let cancel: @Sendable () -> Void

    @usableFromInline init(cancel: @escaping @Sendable () -> Void) { self.cancel = cancel }
}

/// A `MachineDriver.observe(_:)` in force: cancel it, or let it go, to stop it.
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
