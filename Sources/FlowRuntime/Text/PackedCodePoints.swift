/// Code points packed into a static string, as FlowCore's table scripts
/// (`Scripts/unicode-properties.sh`, `Scripts/east-asian-width.py`) write
/// them: each as three bytes of seven bits, the highest first, in order; a
/// table of ranges holds each range's first and last.
///
/// A table in this form is bytes of the program. An array would be built
/// on first use instead, and in the WebAssembly module its building is code
/// that stores each element: twice the bytes of the table, for every table.
struct PackedCodePoints: Sendable {
    /// The packed bytes: three for each code point.
    let bytes: StaticString

    init(_ bytes: StaticString) {
        self.bytes = bytes
    }

    /// How many code points the table holds.
    var count: Int { bytes.utf8CodeUnitCount / 3 }

    /// The code point at `index`, which must be below `count`.
    subscript(index: Int) -> UInt32 {
        bytes.withUTF8Buffer { packed in
            let start = index * 3
            return UInt32(packed[start]) << 14 | UInt32(packed[start + 1]) << 7 | UInt32(packed[start + 2])
        }
    }

    /// Whether `value` lies in one of the table's closed ranges (its code
    /// points taken in pairs, first and last), by binary search.
    func rangesContain(_ value: UInt32) -> Bool {
        var low = 0
        var high = count / 2
        while low < high {
            let middle = (low + high) / 2
            if value < self[2 * middle] {
                high = middle
            } else if value > self[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The last code point of the table at or before `value` (the table
    /// being in order), by binary search; nil when there is none.
    func last(atOrBefore value: UInt32) -> UInt32? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? self[low - 1] : nil
    }
}
