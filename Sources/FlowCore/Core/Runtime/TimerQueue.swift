/// Pending timers, earliest first; timers due at the same instant keep the
/// order in which they were scheduled.
///
/// A binary heap ordered by (due, scheduling order), so scheduling,
/// rescheduling, cancelling and firing each cost O(log n). Each pending timer
/// lives in a slot found by its id with one hash lookup (the id's hash is
/// precomputed); the heap moves slot numbers only, so reordering touches no
/// ids.
///
/// Times are whole nanoseconds so that delays add up exactly: timers of 0.1 s
/// and then 0.2 s fire at the same instant as one of 0.3 s, which a spec
/// written as `"at": 0.3` relies on.
@usableFromInline
struct TimerQueue<Event>: Sendable where Event: Sendable {
    /// A pending timer as the runner sees it.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var id: TimerID
        @usableFromInline var due: Int64
        @usableFromInline var sequence: UInt64
        @usableFromInline var event: Event

        @usableFromInline
        init(id: TimerID, due: Int64, sequence: UInt64, event: Event) {
            self.id = id
            self.due = due
            self.sequence = sequence
            self.event = event
        }
    }

    /// What the heap orders: when, in which order, and the slot holding the rest.
    @usableFromInline
    struct Node: Sendable {
        @usableFromInline var due: Int64
        @usableFromInline var sequence: UInt64
        @usableFromInline var slot: Int

        @usableFromInline
        init(due: Int64, sequence: UInt64, slot: Int) {
            self.due = due
            self.sequence = sequence
            self.slot = slot
        }

        @inlinable
        func precedes(_ other: Node) -> Bool {
            due != other.due ? due < other.due : sequence < other.sequence
        }
    }

    @usableFromInline var heap: [Node] = []
    /// Per slot: the timer there (nil when free) and its place in the heap.
    @usableFromInline var slots: [Entry?] = []
    @usableFromInline var heapIndex: [Int] = []
    @usableFromInline var freeSlots: [Int] = []
    @usableFromInline var slotOfID: [TimerID: Int] = [:]
    @usableFromInline var nextSequence: UInt64 = 0

    @usableFromInline init() {}

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// The earliest timer.
    @inlinable
    var first: Entry? { heap.first.map { slots[$0.slot]! } }

    /// Every pending timer, earliest first.
    var entries: [Entry] {
        heap.sorted { $0.precedes($1) }.map { slots[$0.slot]! }
    }

    /// Adds a timer, replacing any pending one with the same id.
    @inlinable
    mutating func schedule(_ event: Event, due: Int64, id: TimerID) {
        let sequence = nextSequence
        nextSequence &+= 1
        let entry = Entry(id: id, due: due, sequence: sequence, event: event)
        if let slot = slotOfID[id] {
            let index = heapIndex[slot]
            let earlier = Node(due: due, sequence: sequence, slot: slot).precedes(heap[index])
            slots[slot] = entry
            heap[index].due = due
            heap[index].sequence = sequence
            if earlier { siftUp(index) } else { siftDown(index) }
            return
        }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = entry
        } else {
            slot = slots.count
            slots.append(entry)
            heapIndex.append(0)
        }
        slotOfID[id] = slot
        heap.append(Node(due: due, sequence: sequence, slot: slot))
        heapIndex[slot] = heap.count - 1
        siftUp(heap.count - 1)
    }

    /// Forgets the timer with `id`, if one is pending.
    @inlinable
    mutating func cancel(_ id: TimerID) {
        guard let slot = slotOfID.removeValue(forKey: id) else { return }
        remove(at: heapIndex[slot])
    }

    /// Takes the earliest timer out.
    mutating func removeFirst() -> Entry {
        let entry = slots[heap[0].slot]!
        slotOfID[entry.id] = nil
        remove(at: 0)
        return entry
    }

    @usableFromInline
    mutating func remove(at index: Int) {
        let slot = heap[index].slot
        slots[slot] = nil
        freeSlots.append(slot)
        let last = heap.removeLast()
        guard index < heap.count else { return }
        heap[index] = last
        heapIndex[last.slot] = index
        if index > 0, last.precedes(heap[(index - 1) / 2]) { siftUp(index) } else { siftDown(index) }
    }

    @usableFromInline
    mutating func siftUp(_ start: Int) {
        var index = start
        let node = heap[index]
        while index > 0 {
            let parent = (index - 1) / 2
            guard node.precedes(heap[parent]) else { break }
            heap[index] = heap[parent]
            heapIndex[heap[index].slot] = index
            index = parent
        }
        heap[index] = node
        heapIndex[node.slot] = index
    }

    @usableFromInline
    mutating func siftDown(_ start: Int) {
        var index = start
        let node = heap[index]
        let count = heap.count
        while true {
            let left = 2 * index + 1
            guard left < count else { break }
            let right = left + 1
            let child = right < count && heap[right].precedes(heap[left]) ? right : left
            guard heap[child].precedes(node) else { break }
            heap[index] = heap[child]
            heapIndex[heap[index].slot] = index
            index = child
        }
        heap[index] = node
        heapIndex[node.slot] = index
    }
}

/// The virtual clock's units and range: seconds in the API, whole
/// nanoseconds inside, from 0 to `end`.
///
/// Every time and delay is brought into that range: NaN and negatives count
/// as 0, anything past `end` as `end`, and a timer's due time is the clock
/// plus its delay, saturated at `end`. So every timer with a finite delay is
/// due at or before `end`, and `advance(to: .infinity)` (which moves the
/// clock to `end`) fires them all: none becomes unreachable. Only an infinite
/// delay means "never".
public enum VirtualTime: Sendable {
    /// The last instant the clock can show: 2^62 ns, about 146 years.
    public static let endNanoseconds: Int64 = 1 << 62
    /// `endNanoseconds` in seconds.
    public static var end: Double { seconds(endNanoseconds) }

    /// Nanoseconds for a time or delay in seconds, in `0...endNanoseconds`.
    @inlinable
    public static func nanoseconds(_ seconds: Double) -> Int64 {
        guard seconds > 0 else { return 0 }
        let scaled = (seconds * 1e9).rounded()
        return scaled < Double(endNanoseconds) ? Int64(scaled) : endNanoseconds
    }

    /// Seconds for nanoseconds.
    @inlinable
    public static func seconds(_ nanoseconds: Int64) -> Double {
        Double(nanoseconds) / 1e9
    }

    /// `time` plus `delay`, saturated at the end of time.
    @inlinable
    static func adding(_ delay: Int64, to time: Int64) -> Int64 {
        min(time + delay, endNanoseconds)
    }
}
