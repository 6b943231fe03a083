/// Whether two runs of bytes are the same, eight bytes at a time: the
/// picture table, the line cache, a decoder's list of names and a string's
/// bytes (`String.hasSameBytes`) compare this way, which an
/// element-by-element walk makes several times dearer.
package enum ByteEquality {
    /// Whether `a` and `b` hold the same bytes.
    package static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        // A run compared with itself (a string and a copy of it share their storage).
        guard let x = a.baseAddress, let y = b.baseAddress, x != y else { return true }
        let first = UnsafeRawPointer(x)
        let second = UnsafeRawPointer(y)
        var offset = 0
        while offset + 8 <= a.count {
            guard first.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == second.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        while offset < a.count {
            guard a[offset] == b[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Whether `a` and `b` hold the same bytes.
    package static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in equal(x, y) } }
    }
}
