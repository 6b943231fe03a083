/// Where UTF-16 offsets sit in a text's UTF-8 bytes: anchors about every
/// `spacing` UTF-16 units, so that finding an offset costs a binary search
/// and a walk of at most a few hundred units, whatever the text's length.
///
/// UIKit reports positions as UTF-16 offsets, and Swift stores text as UTF-8:
/// a `String` caches offsets too, but forgets them at every change, so in a
/// long non-ASCII text each edit would walk the text from its start. These
/// anchors survive an edit: the ones before it stay, the ones after it move
/// by the edit's size in each encoding, and only the gap around it is
/// walked again.
struct UTF16Anchors: Sendable {
    /// The UTF-16 units between anchors, as built (edits may stretch a gap to twice this).
    static let spacing = 512

    /// Sorted; the first is always at 0.
    private(set) var utf16: [Int] = [0]
    private(set) var utf8: [Int] = [0]
    /// The text's length in UTF-8 bytes and in UTF-16 units.
    private(set) var utf8Count = 0
    private(set) var utf16Count = 0

    /// Anchors for `text`.
    init(_ text: String) {
        rebuild(text)
    }

    /// Anchors for an empty text.
    init() {}

    mutating func rebuild(_ text: String) {
        utf16 = [0]
        utf8 = [0]
        utf8Count = text.utf8.count
        Self.withBytes(text) { bytes in
            var units = 0
            var offset = 0
            var next = Self.spacing
            while offset < bytes.count {
                let (length, width) = Self.scalar(at: offset, in: bytes)
                offset += length
                units += width
                if units >= next, offset < bytes.count {
                    utf16.append(units)
                    utf8.append(offset)
                    next = units + Self.spacing
                }
            }
            utf16Count = units
        }
    }

    /// The UTF-8 offset of the scalar at or containing UTF-16 `offset` of
    /// `text` (clamped to the text), and whether `offset` falls inside that
    /// scalar (between the two halves of a surrogate pair).
    func position(ofUTF16 offset: Int, in text: String) -> (utf8: Int, isInsideScalar: Bool) {
        guard offset > 0 else { return (0, false) }
        var low = 0
        var high = utf16.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if utf16[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Self.withBytes(text) { bytes in
            var units = utf16[low]
            var position = utf8[low]
            while units < offset, position < bytes.count {
                let (length, width) = Self.scalar(at: position, in: bytes)
                if units + width > offset { return (position, true) }
                units += width
                position += length
            }
            return (position, false)
        }
    }

    /// The index of UTF-8 `offset` in `text`, without walking it.
    static func index(ofUTF8 offset: Int, in text: String) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// Accounts for the UTF-16 range `start..<end` (UTF-8 `start8..<end8`) of
    /// the text having been replaced by `inserted`, the text now being `text`.
    mutating func replaced(utf16 start: Int, _ end: Int, utf8 start8: Int, _ end8: Int, with inserted: String, in text: String) {
        let grown16 = inserted.utf16.count - (end - start)
        let grown8 = inserted.utf8.count - (end8 - start8)
        // Anchors inside the replaced range go; those after it move.
        var keptBefore = 0
        while keptBefore < utf16.count, utf16[keptBefore] <= start { keptBefore += 1 }
        var firstAfter = keptBefore
        while firstAfter < utf16.count, utf16[firstAfter] < end { firstAfter += 1 }
        utf16.removeSubrange(keptBefore..<firstAfter)
        utf8.removeSubrange(keptBefore..<firstAfter)
        for index in keptBefore..<utf16.count {
            utf16[index] += grown16
            utf8[index] += grown8
        }
        utf8Count = text.utf8.count
        utf16Count += grown16
        // A gap stretched past twice the spacing gets anchors again.
        let gapStart = keptBefore - 1
        let gapEnd = keptBefore < utf16.count ? utf16[keptBefore] : utf16Count
        guard gapEnd - utf16[gapStart] > 2 * Self.spacing else { return }
        var added16: [Int] = []
        var added8: [Int] = []
        Self.withBytes(text) { bytes in
            var units = utf16[gapStart]
            var offset = utf8[gapStart]
            let stop = keptBefore < utf8.count ? utf8[keptBefore] : bytes.count
            var next = units + Self.spacing
            while offset < stop {
                let (length, width) = Self.scalar(at: offset, in: bytes)
                offset += length
                units += width
                if units >= next, offset < stop {
                    added16.append(units)
                    added8.append(offset)
                    next = units + Self.spacing
                }
            }
        }
        utf16.insert(contentsOf: added16, at: keptBefore)
        utf8.insert(contentsOf: added8, at: keptBefore)
    }

    // MARK: Bytes

    private static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The length in bytes and in UTF-16 units of the scalar starting at `offset` (valid UTF-8).
    @inline(__always)
    private static func scalar(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (bytes: Int, units: Int) {
        let lead = bytes[offset]
        return lead < 0x80 ? (1, 1) : lead < 0xE0 ? (2, 1) : lead < 0xF0 ? (3, 1) : (4, 2)
    }
}
