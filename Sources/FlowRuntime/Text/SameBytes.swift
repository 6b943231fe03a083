extension String {
    /// Whether `other` holds the same UTF-8 bytes (not only a canonically
    /// equivalent text, as `==` says), compared a word at a time.
    package func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                UnsafeRawBufferPointer(left).hasSameBytes(as: UnsafeRawBufferPointer(right))
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}

extension UnsafeRawBufferPointer {
    /// Whether `other` holds the same bytes, compared a word at a time.
    fileprivate func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        guard count == other.count else { return false }
        // A string and a copy of it share their storage.
        if baseAddress == other.baseAddress { return true }
        var offset = 0
        while offset + 8 <= count {
            guard loadUnaligned(fromByteOffset: offset, as: UInt64.self) == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        while offset < count {
            guard self[offset] == other[offset] else { return false }
            offset += 1
        }
        return true
    }
}
