extension String {
    /// Whether `other` holds the same UTF-8 bytes (not only a canonically
    /// equivalent text, as `==` says), compared a word at a time.
    package func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in ByteEquality.equal(left, right) }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
