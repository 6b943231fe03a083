/// The short strings a long document repeats, made once: a trace's steps
/// spell the same member names ("send", "expect", "effects") and many of the
/// same values over and over, and making a `String` checks and copies its
/// bytes each time (about 300 instructions) where finding it here takes a
/// few dozen.
///
/// Only strings of at most 15 bytes are kept: they are the standard
/// library's small strings, held inline, so a hit hands out a copy with no
/// reference to count. The cache is direct-mapped: a miss replaces whatever
/// its slot held, so it never grows past `slotCount` strings.
struct ShortStringCache {
    /// How many strings the cache holds at most: 2 to the power of the
    /// bits of a key's hash that choose its slot.
    static let slotBits = 7
    static let slotCount = 1 << slotBits

    /// A string kept, with its bytes as two little-endian words (zero past
    /// its end) and its length; an empty slot's length is `UInt8.max`.
    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = UInt8.max
        var text = ""
    }

    /// The slots; none for a cache that is off.
    private var slots: [Slot]

    /// A cache of `slotCount` strings, or, when `isOn` is false, one that
    /// keeps none (for reading one value, which would not repay it).
    init(isOn: Bool) {
        slots = isOn ? Array(repeating: Slot(), count: Self.slotCount) : []
    }

    /// Whether the cache keeps strings at all.
    var isOn: Bool { !slots.isEmpty }

    /// A string of `count` bytes (at most 15), given as the two
    /// little-endian words that start with its bytes, and the slot it goes in.
    struct Key {
        fileprivate let slot: Int
        fileprivate let low: UInt64
        fileprivate let high: UInt64
        fileprivate let count: UInt8

        /// The key of the first `count` bytes of `low` then `high`; the
        /// bytes past them are cleared.
        @inline(__always) init(low: UInt64, high: UInt64, count: Int) {
            // A shift of 64 bits or more gives 0 in Swift, so a full word's mask is all ones.
            self.low = low & ((1 << UInt64(min(count, 8) * 8)) &- 1)
            self.high = high & ((1 << UInt64(max(count - 8, 0) * 8)) &- 1)
            self.count = UInt8(truncatingIfNeeded: count)
            let mixed = (self.low &* 0x9E37_79B9_7F4A_7C15) ^ (self.high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
            slot = Int(truncatingIfNeeded: mixed >> UInt64(64 - ShortStringCache.slotBits))
        }
    }

    /// The string kept for `key`, if its slot holds that one.
    @inline(__always) func string(for key: Key) -> String? {
        let slot = slots[key.slot]
        guard slot.count == key.count, slot.low == key.low, slot.high == key.high else { return nil }
        return slot.text
    }

    /// Keeps `text`, the string of `key`'s bytes, in its slot.
    mutating func keep(_ text: String, for key: Key) {
        slots[key.slot] = Slot(low: key.low, high: key.high, count: key.count, text: text)
    }
}
