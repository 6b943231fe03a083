/// The order of the pending timers, without their events: which is due
/// first, timers due at the same instant in the order they were scheduled,
/// and for each timer the slot where its owner keeps the event. Apart from
/// the events so that this code exists once, not once per machine (it is
/// most of a timer queue's code, and the WebAssembly build carries every
/// copy).
///
/// Scheduling, rescheduling, cancelling and firing each cost O(log n), and
/// the layout keeps the cache misses of a large queue few:
/// - a 4-ary heap of 16-byte nodes (due time, scheduling order, bucket),
///   which is all a sift reads: half the levels of a binary heap, siblings
///   side by side, four to a cache line;
/// - an open-addressing table from the id's precomputed hash to a bucket that
///   holds the timer's id and slot, so finding a timer hashes nothing and
///   compares its text only on a hash match;
/// - beside the table, each bucket's place in the heap, in an array of its
///   own: a sift updates one such place per level, and at 10^5 timers a
///   compact array of places stays in cache where the buckets would not.
@usableFromInline
package struct TimerOrder: Sendable {
    /// A pending timer: its id, when it is due (nanoseconds), and the slot of its event.
    @usableFromInline
    package struct Timer: Sendable {
        @usableFromInline package var id: TimerID
        @usableFromInline package var due: Int64
        @usableFromInline var slot: Int

        @usableFromInline
        init(id: TimerID, due: Int64, slot: Int) {
            self.id = id
            self.due = due
            self.slot = slot
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

    /// One bucket of the table: a pending timer's id and slot, or empty.
    @usableFromInline
    struct Bucket: Sendable {
        /// The timer's id; nil when the bucket is empty.
        @usableFromInline var id: TimerID?
        /// Where the timer's event is kept.
        @usableFromInline var slot: Int32

        @usableFromInline
        init(id: TimerID?, slot: Int32) {
            self.id = id
            self.slot = slot
        }

        @usableFromInline static var empty: Bucket { Bucket(id: nil, slot: -1) }
    }

    @usableFromInline var heap: [Node] = []
    /// Linear probing over a power-of-two table, kept at most half full.
    @usableFromInline var buckets: [Bucket] = []
    /// For each bucket, where its timer's node is in the heap; −1 when the
    /// bucket is empty. (32 bits: a heap of 2^31 timers would not fit in memory.)
    @usableFromInline var places: [Int32] = []
    /// The next timer's place in the scheduling order.
    @usableFromInline var nextSequence: UInt32 = 0
    /// Slots given up by timers that went, used again before new ones.
    @usableFromInline var freeSlots: [Int32] = []
    /// How many slots have ever been handed out.
    @usableFromInline var slotCount: Int32 = 0

    @usableFromInline init() {}

    @usableFromInline var isEmpty: Bool { heap.isEmpty }
    @usableFromInline var count: Int { heap.count }

    /// Children per heap node.
    @usableFromInline static var arity: Int { 4 }

    /// The earliest timer.
    @inlinable
    var first: Timer? {
        guard let node = heap.first else { return nil }
        let bucket = buckets[node.bucket]
        guard let id = bucket.id else { return nil }
        return Timer(id: id, due: node.due, slot: Int(bucket.slot))
    }

    /// When the earliest timer is due, read from the heap alone: its id is
    /// not copied to say so.
    @inlinable var firstDue: Int64? { heap.first?.due }

    /// Every pending timer, earliest first: taken off a copy of the heap in
    /// its own order, with no sort of nodes (whose code the web module held
    /// only for this).
    @usableFromInline var timers: [Timer] {
        var rest = self
        var timers: [Timer] = []
        timers.reserveCapacity(count)
        while let first = rest.first {
            timers.append(first)
            _ = rest.removeFirst()
        }
        return timers
    }

    /// Adds a timer, or moves the pending one with the same id (which keeps
    /// its slot); returns the slot for its event, which is `slotCount − 1`
    /// when the slot is new. Called, not inlined: inlined, it was copied into
    /// every machine's runner (2.5 KB each in the WebAssembly module).
    @usableFromInline
    mutating func schedule(due: Int64, id: TimerID) -> Int {
        if nextSequence == .max { renumber() }
        let sequence = nextSequence
        nextSequence += 1
        if let bucket = find(id) {
            let index = Int(places[bucket])
            let earlier = Node(due: due, sequence: sequence, bucket: bucket).precedes(heap[index])
            heap[index].due = due
            heap[index].sequence = sequence
            if earlier { siftUp(index) } else { siftDown(index) }
            return Int(buckets[bucket].slot)
        }
        if (heap.count + 1) * 2 > buckets.count { grow() }
        let bucket = emptyBucket(for: id.key)
        let slot = freeSlots.popLast() ?? newSlot()
        buckets[bucket] = Bucket(id: id, slot: slot)
        places[bucket] = Int32(truncatingIfNeeded: heap.count)
        heap.append(Node(due: due, sequence: sequence, bucket: bucket))
        siftUp(heap.count - 1)
        return Int(slot)
    }

    @usableFromInline
    mutating func newSlot() -> Int32 {
        defer { slotCount += 1 }
        return slotCount
    }

    /// Forgets the timer with `id`; returns its slot, nil when none is pending.
    /// Called, not inlined, like `schedule`: without `@inline(never)` the
    /// link-time optimizer copied it into every machine's runner, twice.
    @usableFromInline @inline(never)
    mutating func cancel(_ id: TimerID) -> Int? {
        guard let bucket = find(id) else { return nil }
        return remove(heapIndex: Int(places[bucket]))
    }

    /// Takes the earliest timer out and returns its slot; nil when there is none.
    @usableFromInline
    mutating func removeFirst() -> Int? {
        heap.isEmpty ? nil : remove(heapIndex: 0)
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

    /// Removes the timer whose node is at `index`: its node from the heap, its
    /// bucket from the table; its slot becomes free and is returned.
    @inlinable
    mutating func remove(heapIndex index: Int) -> Int {
        let bucket = heap[index].bucket
        let slot = buckets[bucket].slot
        let last = heap.removeLast()
        if index < heap.count {
            put(last, at: index)
            if index > 0, last.precedes(heap[(index - 1) / Self.arity]) { siftUp(index) } else { siftDown(index) }
        }
        removeBucket(at: bucket)
        freeSlots.append(slot)
        return Int(slot)
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
            put(above, at: index)
            index = parent
        }
        put(node, at: index)
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
            put(below, at: index)
            index = child
        }
        put(node, at: index)
    }

    /// Puts `node` at heap position `index`, and tells its bucket where it is.
    @inlinable
    mutating func put(_ node: Node, at index: Int) {
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
        while let pending = buckets[index].id {
            if pending.key == id.key, pending.rawValue == id.rawValue { return index }
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
            guard let id = bucket.id else { continue }
            let index = emptyBucket(for: id.key)
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
        while let id = buckets[index].id {
            let wanted = home(id.key)
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
