/// Drives a machine: applies events, hands the effects back, and keeps the
/// machine's timers, firing them as time moves on.
///
/// The runner never reads a clock. Whoever owns it says what time it is:
/// replays and tests move a virtual clock with `advance(to:)`; a front passes
/// its real clock's reading the same way, and wakes itself for
/// `nextTimerDue`. So the one runner serves both, and a trace recorded on a
/// device replays here with the same timer order.
///
/// `send` does not move the clock: an event is applied at `now`, and the
/// timers it schedules count from `now`. A front with a real clock therefore
/// always calls `advance(to: clockReading)` before `send`, so that timers that
/// fell due go off first and new ones start from the right time:
///
/// ```swift
/// var runner = Runner(ProgressHUD.standard)
/// let shown = runner.send(.showRequested(content: .init(kind: .success, text: "已保存")))  // at runner.now
/// let fired = runner.advance(to: 2.0)  // the timers due by 2.0 s, in order
/// print(shown.count, fired.map(\.id))
/// ```
///
/// An event whose effects carry no heap data of their own allocates nothing:
/// the runner reuses one buffer for effects and one for timer commands, and
/// the array `send` returns is the effect buffer itself; keeping it past the
/// next `send` costs a copy.
public struct Runner<M: Machine>: Sendable {
    /// A timer that went off: when, what it delivered, and what followed.
    public struct Firing: Sendable {
        /// When it went off, in seconds.
        public var time: Double
        /// The timer's id.
        public var id: TimerID
        /// The event it delivered.
        public var event: M.Event
        /// The effects the event produced, in order.
        public var effects: [M.Effect]

        @usableFromInline
        init(time: Double, id: TimerID, event: M.Event, effects: [M.Effect]) {
            self.time = time
            self.id = id
            self.event = event
            self.effects = effects
        }
    }

    /// A timer waiting to go off.
    public struct PendingTimer: Sendable {
        /// The timer's id.
        public var id: TimerID
        /// When it will go off, in seconds.
        public var due: Double
        /// The event it will deliver.
        public var event: M.Event
    }

    /// The machine being run.
    public let machine: M
    /// The machine's state after the last event.
    public var state: M.State { current }
    @usableFromInline package var current: M.State
    @usableFromInline package var clock: Int64
    @usableFromInline package var timers = TimerQueue<M.Event>()
    @usableFromInline var commands = MachineCommands<M.Event, M.Effect>()

    /// A runner at time `time` (seconds), in the machine's initial state or `state`.
    public init(_ machine: M, state: M.State? = nil, at time: Double = 0) {
        // The machine is stored last, so that it moves in rather than being copied.
        self.current = state ?? machine.initialState
        self.clock = VirtualTime.nanoseconds(time)
        self.machine = machine
    }

    /// The current time in seconds.
    @inlinable public var now: Double { VirtualTime.seconds(clock) }

    /// When the earliest pending timer is due, if any.
    @inlinable public var nextTimerDue: Double? { timers.firstDue.map(VirtualTime.seconds) }

    /// How many timers are pending.
    @inlinable public var pendingTimerCount: Int { timers.count }

    /// The pending timers, earliest first.
    public var pendingTimers: [PendingTimer] {
        timers.map { PendingTimer(id: $0.id, due: VirtualTime.seconds($0.due), event: $1) }
    }

    /// Applies `event` now and returns the effects it produced, in order.
    @inlinable
    public mutating func send(_ event: M.Event) -> [M.Effect] {
        commands.removeAll()
        machine.reduce(&current, event, into: &commands)
        if !commands.timers.isEmpty { applyTimers() }
        return commands.effects
    }

    /// Fires, in order, every timer due by `time`, then sets the clock to
    /// `time`. A time earlier than now fires nothing and leaves the clock
    /// where it is: time never runs backwards. Past `VirtualTime.end` the
    /// clock stops there.
    @inlinable
    public mutating func advance(to time: Double) -> [Firing] {
        let target = VirtualTime.nanoseconds(time)
        var firings: [Firing] = []
        while let firing = fireNextTimer(dueBy: target) {
            firings.append(firing)
        }
        clock = max(clock, target)
        return firings
    }

    /// Moves the clock on by `seconds`, firing what falls due.
    @inlinable
    public mutating func advance(by seconds: Double) -> [Firing] {
        advance(to: now + max(0, seconds.isNaN ? 0 : seconds))
    }

    /// Fires the earliest pending timer if it is due by `time` (seconds),
    /// moving the clock to its due time; nil when none is.
    @inlinable
    public mutating func fireNextTimer(dueBy time: Double) -> Firing? {
        fireNextTimer(dueBy: VirtualTime.nanoseconds(time))
    }

    @inlinable
    mutating func fireNextTimer(dueBy target: Int64) -> Firing? {
        guard let entry = takeTimer(dueBy: target) else { return nil }
        let effects = send(entry.event)
        return Firing(time: VirtualTime.seconds(entry.timer.due), id: entry.timer.id, event: entry.event, effects: effects)
    }

    /// Takes the earliest pending timer out if it is due by `target`
    /// (nanoseconds), moving the clock to its due time, without sending its
    /// event: a front that writes each firing its own way (the web module)
    /// sends the event itself, with no `Firing` built only to be taken apart.
    @inlinable
    package mutating func takeTimer(dueBy target: Int64) -> TimerQueue<M.Event>.Entry? {
        guard let due = timers.firstDue, due <= target, let entry = timers.first else { return nil }
        timers.removeFirst()
        clock = max(clock, due)
        return entry
    }

    /// Moves the clock to `time` (seconds) when no timer is due by then,
    /// and returns whether it did: a front that has fired what was due, one
    /// timer at a time, moves the clock on without a loop that would fire more.
    @inlinable
    package mutating func moveClock(to time: Double) -> Bool {
        let target = VirtualTime.nanoseconds(time)
        if let due = timers.firstDue, due <= target { return false }
        clock = max(clock, target)
        return true
    }

    /// Starts and stops the timers `reduce` asked for, in order. Inlinable,
    /// so it is specialized for each machine where the runner is used.
    @inlinable
    mutating func applyTimers() {
        for index in commands.timers.indices {
            switch commands.timers[index] {
            case .schedule(let event, let delay, let id):
                if delay == .infinity {
                    timers.cancel(id)
                } else {
                    timers.schedule(event, due: VirtualTime.adding(VirtualTime.nanoseconds(delay), to: clock), id: id)
                }
            case .cancel(let id):
                timers.cancel(id)
            }
        }
    }
}
