/// Pending timers, earliest first; timers due at the same instant keep the
/// order in which they were scheduled.
///
/// Scheduling, rescheduling, cancelling and firing each cost O(log n), and
/// the layout keeps the cache misses of a large queue few:
/// - a 4-ary heap of 16-byte nodes (due time, scheduling order, bucket),
///   which is all a sift reads: half the levels of a binary heap, siblings
///   side by side, four to a cache line;
/// - an open-addressing table from the id's precomputed hash to a bucket that
///   holds the timer itself (id and event), so finding a timer hashes
///   nothing and compares its text only on a hash match;
/// - beside the table, each bucket's place in the heap, in an array of its
///   own: a sift updates one such place per level, and at 10^5 timers a
///   compact array of places stays in cache where the buckets would not.
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

    /// What the heap orders: when, in which order, and the bucket holding the rest.
    @usableFromInline
    struct Node: Sendable {
        @usableFromInline var due: Int64
        /// The scheduling order among pending timers (see `renumber`).
        @usableFromInline var sequence: UInt32
        @usableFromInline var bucketIndex: Int32

        @usableFromInline
        init(due: Int64, sequence: UInt32, bucket: Int) {
            self.due = due
            self.sequence = sequence
            self.bucketIndex = Int32(truncatingIfNeeded: bucket)
        }

        @inlinable var bucket: Int {
            get { Int(bucketIndex) }
            set { bucketIndex = Int32(truncatingIfNeeded: newValue) }
        }

        @inlinable
        func precedes(_ other: Node) -> Bool {
            due != other.due ? due < other.due : sequence < other.sequence
        }
    }

    /// One bucket of the table: a pending timer, or empty.
    @usableFromInline
    struct Bucket: Sendable {
        /// The timer's id and event; nil when the bucket is empty.
        @usableFromInline var timer: (id: TimerID, event: Event)?

        @usableFromInline
        init(timer: (id: TimerID, event: Event)?) {
            self.timer = timer
        }

        @usableFromInline static var empty: Bucket { Bucket(timer: nil) }
    }

    @usableFromInline var heap: [Node] = []
    /// Linear probing over a power-of-two table, kept at most half full.
    @usableFromInline var buckets: [Bucket] = []
    /// For each bucket, where its timer's node is in the heap; −1 when the
    /// bucket is empty. (32 bits: a heap of 2^31 timers would not fit in memory.)
    @usableFromInline var places: [Int32] = []
    /// The next timer's place in the scheduling order.
    @usableFromInline var nextSequence: UInt32 = 0

    @usableFromInline init() {}

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// Children per heap node.
    @usableFromInline static var arity: Int { 4 }

    /// The earliest timer.
    @inlinable
    var first: Entry? {
        guard let node = heap.first, let timer = buckets[node.bucket].timer else { return nil }
        return Entry(id: timer.id, due: node.due, sequence: UInt64(node.sequence), event: timer.event)
    }

    /// Every pending timer, earliest first.
    var entries: [Entry] {
        heap.sorted { $0.precedes($1) }.compactMap { node in
            buckets[node.bucket].timer.map { Entry(id: $0.id, due: node.due, sequence: UInt64(node.sequence), event: $0.event) }
        }
    }

    /// Adds a timer, replacing any pending one with the same id.
    @inlinable
    mutating func schedule(_ event: Event, due: Int64, id: TimerID) {
        if nextSequence == .max { renumber() }
        let sequence = nextSequence
        nextSequence += 1
        if let bucket = find(id) {
            buckets[bucket].timer = (id, event)
            let index = Int(places[bucket])
            let earlier = Node(due: due, sequence: sequence, bucket: bucket).precedes(heap[index])
            heap[index].due = due
            heap[index].sequence = sequence
            if earlier { siftUp(index) } else { siftDown(index) }
            return
        }
        if (heap.count + 1) * 2 > buckets.count { grow() }
        let bucket = emptyBucket(for: id.key)
        buckets[bucket] = Bucket(timer: (id, event))
        places[bucket] = Int32(truncatingIfNeeded: heap.count)
        heap.append(Node(due: due, sequence: sequence, bucket: bucket))
        siftUp(heap.count - 1)
    }

    /// Forgets the timer with `id`, if one is pending.
    @inlinable
    mutating func cancel(_ id: TimerID) {
        guard let bucket = find(id) else { return }
        remove(heapIndex: Int(places[bucket]))
    }

    /// Takes the earliest timer out.
    mutating func removeFirst() -> Entry {
        let entry = first!
        remove(heapIndex: 0)
        return entry
    }

    /// Removes the timer whose node is at `index`: its node from the heap, its bucket from the table.
    @inlinable
    mutating func remove(heapIndex index: Int) {
        let bucket = heap[index].bucket
        let last = heap.removeLast()
        if index < heap.count {
            heap[index] = last
            places[last.bucket] = Int32(truncatingIfNeeded: index)
            if index > 0, last.precedes(heap[(index - 1) / Self.arity]) { siftUp(index) } else { siftDown(index) }
        }
        removeBucket(at: bucket)
    }

    /// Numbers the pending timers 0, 1, 2, … in their order, once 2^32 − 1
    /// timers have been scheduled: the order and the heap stay as they were,
    /// and the numbers start again after the last. (Four bytes a number keep
    /// the nodes at 16 bytes; this runs once every four billion schedules.)
    @usableFromInline
    mutating func renumber() {
        let order = heap.indices.sorted { heap[$0].precedes(heap[$1]) }
        for (rank, index) in order.enumerated() { heap[index].sequence = UInt32(truncatingIfNeeded: rank) }
        nextSequence = UInt32(truncatingIfNeeded: order.count)
    }

    // MARK: The heap

    @inlinable
    mutating func siftUp(_ start: Int) {
        var index = start
        let node = heap[index]
        while index > 0 {
            let parent = (index - 1) / Self.arity
            let above = heap[parent]
            guard node.precedes(above) else { break }
            heap[index] = above
            places[above.bucket] = Int32(truncatingIfNeeded: index)
            index = parent
        }
        heap[index] = node
        places[node.bucket] = Int32(truncatingIfNeeded: index)
    }

    @inlinable
    mutating func siftDown(_ start: Int) {
        var index = start
        let node = heap[index]
        let count = heap.count
        while true {
            let first = Self.arity * index + 1
            guard first < count else { break }
            var child = first
            var candidate = first + 1
            while candidate < min(first + Self.arity, count) {
                if heap[candidate].precedes(heap[child]) { child = candidate }
                candidate += 1
            }
            let below = heap[child]
            guard below.precedes(node) else { break }
            heap[index] = below
            places[below.bucket] = Int32(truncatingIfNeeded: index)
            index = child
        }
        heap[index] = node
        places[node.bucket] = Int32(truncatingIfNeeded: index)
    }

    // MARK: The table

    /// The bucket a key's probe starts at (the key mixed, so that ids
    /// differing only in their last characters spread out).
    @inlinable
    func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (buckets.count - 1)
    }

    /// The bucket holding `id`, if it is pending.
    @inlinable
    func find(_ id: TimerID) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        var index = home(id.key)
        while let timer = buckets[index].timer {
            if timer.id.key == id.key, timer.id.rawValue == id.rawValue { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The first empty bucket of `key`'s probe.
    @inlinable
    func emptyBucket(for key: UInt64) -> Int {
        let mask = buckets.count - 1
        var index = home(key)
        while places[index] >= 0 { index = (index + 1) & mask }
        return index
    }

    /// Doubles the table and puts every timer back, telling the heap where.
    @usableFromInline
    mutating func grow() {
        let (old, oldPlaces) = (buckets, places)
        buckets = Array(repeating: .empty, count: max(16, old.count * 2))
        places = Array(repeating: -1, count: buckets.count)
        for (bucket, place) in zip(old, oldPlaces) {
            guard let timer = bucket.timer else { continue }
            let index = emptyBucket(for: timer.id.key)
            buckets[index] = bucket
            places[index] = place
            heap[Int(place)].bucket = index
        }
    }

    /// Empties a bucket, moving later buckets of the same probe run back so
    /// that every lookup still finds its id (deletion without tombstones), and
    /// telling the heap where the moved ones went.
    @inlinable
    mutating func removeBucket(at start: Int) {
        let mask = buckets.count - 1
        var hole = start
        var index = (start + 1) & mask
        while let timer = buckets[index].timer {
            let wanted = home(timer.id.key)
            // Move it into the hole unless its home lies cyclically in (hole, index].
            if (index - wanted) & mask >= (index - hole) & mask {
                buckets[hole] = buckets[index]
                places[hole] = places[index]
                heap[Int(places[hole])].bucket = hole
                hole = index
            }
            index = (index + 1) & mask
        }
        buckets[hole] = .empty
        places[hole] = -1
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
