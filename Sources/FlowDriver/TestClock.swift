import FlowRuntime

/// A clock that moves only when told to: what a test runs a `MachineDriver`
/// (or a `MachineModel`) on, so that timers go off at exact virtual times,
/// at once, with no real waiting (TCA's and swift-clocks' test clocks are the model).
///
/// `advance(by:)` moves the time and wakes, earliest first, everything due by
/// the new time: a driver on this clock is woken at once, on the main
/// actor, before `advance` goes on (the model schedules its wake-ups here
/// rather than in a sleeping task, so a test needs no waiting and no luck);
/// any other task asleep on the clock is resumed and let run. A cancelled
/// sleep ends at once with `CancellationError`.
///
/// What it promises: work a model on this clock started with
/// `MachineDriver.run` is waited for, not yielded to. Before `advance` moves
/// the time, and after it wakes such work, it waits until every piece of it
/// has ended (its event sent to the model) or is asleep on this clock again,
/// however many turns of the scheduler that takes, so a test that advances
/// and then reads the model sees the same thing on every run, loaded or not.
/// What it cannot promise: work that waits on something other than this
/// clock (a real network call, another clock, a stream nothing feeds) holds
/// `advance` until it ends, since the clock cannot tell it from work on its
/// way to a sleep; and a task that is not a model's work (one the test made
/// itself) is only let run for a few turns of the scheduler after it wakes.
///
/// ```swift
/// @MainActor func countDown() async throws {
///     let clock = TestClock()
///     let model = MachineModel(try ProgressHUD(), clock: clock)
///     model.send(.showRequested(content: .init(kind: .success, text: "已保存")))
///     await clock.advance(by: .seconds(2))  // the notice's timers go off, in order
///     print(model.state.phase)
/// }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
public final class TestClock: Clock, Sendable {
    /// A moment of the test clock: how long after its start.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the clock started.
        public var offset: Duration

        /// The moment `offset` after the start.
        public init(offset: Duration) { self.offset = offset }

        /// This moment moved by `duration`.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// From this moment to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` is before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var deadline: Instant
        var number: Int
        var continuation: CheckedContinuation<Void, any Error>
        /// Whether a model's `run` work sleeps here (rather than another task).
        var isWork: Bool
    }

    private struct Wake {
        var deadline: Instant
        var number: Int
        var action: @MainActor @Sendable () -> Void
    }

    private struct Shared {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var wakes: [Wake] = []
        var nextNumber = 0
        /// `run` work of the models on this clock that has not ended.
        var activeWork = 0
        /// Who waits for that work to end or fall asleep here.
        var settling: [CheckedContinuation<Void, Never>] = []

        /// Whether every piece of work has ended or sleeps on the clock.
        var isWorkSettled: Bool { activeWork == sleepers.count { $0.isWork } }

        /// The waiters to resume, taken, once the work has settled.
        mutating func takeSettledWaiters() -> [CheckedContinuation<Void, Never>] {
            guard isWorkSettled, !settling.isEmpty else { return [] }
            defer { settling = [] }
            return settling
        }
    }

    /// A wake-up scheduled with `wake(at:_:)`, to cancel.
    package struct ScheduledWake: Sendable {
        fileprivate let number: Int
    }

    private let shared = Locked(Shared())

    /// The clock whose model started the work the current task runs, if any.
    @TaskLocal package static var workClock: ObjectIdentifier?

    /// A clock at its start.
    public init() {}

    /// The current moment.
    public var now: Instant { shared.withLock { $0.now } }

    /// No resolution: a test clock moves exactly.
    public var minimumResolution: Duration { .zero }

    /// Returns when the clock has been advanced to `deadline` (at once if it is past).
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let number = shared.withLock { shared -> Int in
            defer { shared.nextNumber += 1 }
            return shared.nextNumber
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let isWork = Self.workClock == ObjectIdentifier(self)
                let (resumeNow, settled) = shared.withLock { shared -> (Bool, [CheckedContinuation<Void, Never>]) in
                    guard deadline > shared.now else { return (true, []) }
                    shared.sleepers.append(Sleeper(deadline: deadline, number: number, continuation: continuation, isWork: isWork))
                    return (false, shared.takeSettledWaiters())
                }
                for waiter in settled { waiter.resume() }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let cancelled = shared.withLock { shared -> CheckedContinuation<Void, any Error>? in
                guard let index = shared.sleepers.firstIndex(where: { $0.number == number }) else { return nil }
                return shared.sleepers.remove(at: index).continuation
            }
            cancelled?.resume(throwing: CancellationError())
        }
    }

    /// Calls `action` on the main actor when the clock is advanced to
    /// `deadline`, in deadline order with everything else due: how a
    /// `MachineModel` waits on this clock.
    package func wake(at deadline: Instant, _ action: @escaping @MainActor @Sendable () -> Void) -> ScheduledWake {
        shared.withLock { shared in
            defer { shared.nextNumber += 1 }
            shared.wakes.append(Wake(deadline: deadline, number: shared.nextNumber, action: action))
            return ScheduledWake(number: shared.nextNumber)
        }
    }

    /// Counts a model's `run` work that has started, for `advance` to wait on.
    package func workStarted() {
        shared.withLock { $0.activeWork += 1 }
    }

    /// Counts that work ended (its event, if any, sent to the model).
    package func workEnded() {
        let settled = shared.withLock { shared in
            shared.activeWork -= 1
            return shared.takeSettledWaiters()
        }
        for waiter in settled { waiter.resume() }
    }

    /// Returns once every piece of `run` work has ended or sleeps on the clock.
    private func workSettled() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let settled = shared.withLock { shared -> Bool in
                if shared.isWorkSettled { return true }
                shared.settling.append(waiter)
                return false
            }
            if settled { waiter.resume() }
        }
    }

    /// Cancels a wake-up: its action is never called.
    package func cancel(_ wake: ScheduledWake) {
        shared.withLock { $0.wakes.removeAll { $0.number == wake.number } }
    }

    /// How many wake-ups and sleeping tasks wait on the clock.
    public var sleeperCount: Int { shared.withLock { $0.sleepers.count + $0.wakes.count } }

    /// Moves the clock `duration` on, waking each sleeper whose deadline it
    /// passes in deadline order, each at its deadline, and letting it run.
    @MainActor public func advance(by duration: Duration) async {
        // Tasks about to sleep (work just started) go to sleep first.
        await settle()
        let target = shared.withLock { $0.now }.advanced(by: duration)
        while true {
            switch takeEarliest(dueBy: target) {
            case .wake(let action):
                action()
                continue
            case .sleeper(let continuation):
                continuation.resume()
                await settle()
                continue
            case nil:
                break
            }
            shared.withLock { $0.now = max($0.now, target) }
            await settle()
            // Something that went to sleep meanwhile, due by the target, is woken too.
            guard shared.withLock({ shared in shared.sleepers.contains { $0.deadline <= target } || shared.wakes.contains { $0.deadline <= target } })
            else { return }
        }
    }

    private enum Due {
        case wake(@MainActor @Sendable () -> Void)
        case sleeper(CheckedContinuation<Void, any Error>)
    }

    /// What is due first by `target` (ties in the order they were
    /// scheduled), the clock moved to its deadline; nil when nothing is due.
    private func takeEarliest(dueBy target: Instant) -> Due? {
        shared.withLock { shared in
            let sleeper = shared.sleepers.indices.min { (shared.sleepers[$0].deadline, shared.sleepers[$0].number) < (shared.sleepers[$1].deadline, shared.sleepers[$1].number) }
            let wake = shared.wakes.indices.min { (shared.wakes[$0].deadline, shared.wakes[$0].number) < (shared.wakes[$1].deadline, shared.wakes[$1].number) }
            let sleeperKey = sleeper.map { (shared.sleepers[$0].deadline, shared.sleepers[$0].number) }
            let wakeKey = wake.map { (shared.wakes[$0].deadline, shared.wakes[$0].number) }
            if let wake, let wakeKey, wakeKey.0 <= target, sleeperKey.map({ wakeKey < $0 }) ?? true {
                let taken = shared.wakes.remove(at: wake)
                shared.now = max(shared.now, taken.deadline)
                return .wake(taken.action)
            }
            if let sleeper, let sleeperKey, sleeperKey.0 <= target {
                let taken = shared.sleepers.remove(at: sleeper)
                shared.now = max(shared.now, taken.deadline)
                return .sleeper(taken.continuation)
            }
            return nil
        }
    }

    /// Lets the tasks just woken run to their next suspension: the models'
    /// `run` work until each piece ends or sleeps here again, any other task
    /// for 20 turns of the scheduler.
    private func settle() async {
        await workSettled()
        for _ in 0..<20 { await Task.yield() }
        await workSettled()
    }
}
