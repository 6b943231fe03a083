/// Pending timers with their events, earliest first; timers due at the same
/// instant keep the order in which they were scheduled.
///
/// The order lives in `TimerOrder`, which knows nothing of events; the queue
/// keeps each event in the slot the order gives its timer.
///
/// Times are whole nanoseconds so that delays add up exactly: timers of 0.1 s
/// and then 0.2 s fire at the same instant as one of 0.3 s, which a spec
/// written as `"at": 0.3` relies on.
@usableFromInline
package struct TimerQueue<Event>: Sendable where Event: Sendable {
    /// A pending timer as the runner sees it: the timer, and its event.
    @usableFromInline
    package struct Entry: Sendable {
        @usableFromInline package var timer: TimerOrder.Timer
        @usableFromInline package var event: Event

        @usableFromInline
        init(timer: TimerOrder.Timer, event: Event) {
            self.timer = timer
            self.event = event
        }
    }

    @usableFromInline var order = TimerOrder()
    /// The pending timers' events by slot; nil in a free slot.
    @usableFromInline var events: [Event?] = []

    @usableFromInline init() {}

    @inlinable package var isEmpty: Bool { order.isEmpty }
    @inlinable var count: Int { order.count }

    /// The earliest timer.
    @inlinable
    var first: Entry? {
        guard let timer = order.first, let event = events[timer.slot] else { return nil }
        return Entry(timer: timer, event: event)
    }

    /// When the earliest timer is due, in nanoseconds: its event is not copied to say so.
    @inlinable var firstDue: Int64? { order.firstDue }

    /// Every pending timer, earliest first, as `transform` makes it of the
    /// timer and its event: no array of entries is built only to be mapped
    /// (in the web module, a copy of that array's code for each machine).
    @inlinable package func map<T>(_ transform: (TimerOrder.Timer, Event) -> T) -> [T] {
        order.timers.compactMap { timer in
            events[timer.slot].map { transform(timer, $0) }
        }
    }

    /// Adds a timer, replacing any pending one with the same id.
    @inlinable
    mutating func schedule(_ event: Event, due: Int64, id: TimerID) {
        let slot = order.schedule(due: due, id: id)
        if slot < events.count { events[slot] = event } else { events.append(event) }
    }

    /// Forgets the timer with `id`, if one is pending.
    @inlinable
    mutating func cancel(_ id: TimerID) {
        if let slot = order.cancel(id) { events[slot] = nil }
    }

    /// Takes the earliest timer out, if there is one.
    @inlinable
    mutating func removeFirst() {
        if let slot = order.removeFirst() { events[slot] = nil }
    }
}
