/// Pending timers, earliest first; timers due at the same instant keep the
/// order in which they were scheduled.
///
/// Times are whole nanoseconds so that delays add up exactly: timers of 0.1 s
/// and then 0.2 s fire at the same instant as one of 0.3 s, which a spec
/// written as `"at": 0.3` relies on.
@usableFromInline
struct TimerQueue<Event>: Sendable where Event: Sendable {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var id: TimerID
        @usableFromInline var due: Int64
        @usableFromInline var sequence: UInt64
        @usableFromInline var event: Event
    }

    /// Sorted by (due, sequence).
    @usableFromInline private(set) var entries: [Entry] = []
    @usableFromInline private(set) var nextSequence: UInt64 = 0

    @usableFromInline init() {}

    var isEmpty: Bool { entries.isEmpty }
    var first: Entry? { entries.first }

    /// Adds a timer, replacing any pending one with the same id.
    @usableFromInline
    mutating func schedule(_ event: Event, due: Int64, id: TimerID) {
        cancel(id)
        let entry = Entry(id: id, due: due, sequence: nextSequence, event: event)
        nextSequence &+= 1
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].due <= due { low = middle + 1 } else { high = middle }
        }
        entries.insert(entry, at: low)
    }

    @usableFromInline
    mutating func cancel(_ id: TimerID) {
        if let index = entries.firstIndex(where: { $0.id == id }) {
            entries.remove(at: index)
        }
    }

    mutating func removeFirst() -> Entry {
        entries.removeFirst()
    }
}

/// Conversions between the seconds the API speaks and the nanoseconds the queue counts.
@usableFromInline
enum VirtualTime {
    /// Beyond this a delay counts as never (about 292 years of nanoseconds leaves headroom).
    @usableFromInline static let never = Int64.max / 2

    /// Nanoseconds for a time or delay in seconds: NaN and negatives count as
    /// 0, and anything past `never` as `never`.
    @usableFromInline
    static func nanoseconds(_ seconds: Double) -> Int64 {
        guard seconds > 0 else { return 0 }
        let scaled = (seconds * 1e9).rounded()
        return scaled < Double(never) ? Int64(scaled) : never
    }

    static func seconds(_ nanoseconds: Int64) -> Double {
        Double(nanoseconds) / 1e9
    }
}
