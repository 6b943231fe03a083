/// Whether two runs of bytes are the same, eight bytes at a time: the
/// picture table and the line cache compare whole pictures and texts, which
/// an element-by-element walk makes several times dearer.
package enum ByteEquality {
    /// Whether `a` and `b` hold the same bytes.
    package static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
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
