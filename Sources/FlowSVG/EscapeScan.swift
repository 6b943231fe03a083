/// Which eight-byte words of UTF-8 the SVG escape must look into, tested a
/// word at a time (the "has a byte equal to / less than" tricks): a word
/// passes only when none of its bytes is one the escape changes.
enum EscapeScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The bits set where a byte of `word` is zero (and, past a zero byte,
    /// perhaps elsewhere): not zero exactly when some byte is.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word
    }

    /// Whether `word` may hold a byte the escape changes: a control (below
    /// 0x20), `"` or `&` (0x22, 0x26: the same with bit 2 set), `<` or `>`
    /// (0x3C, 0x3E: the same with bit 1 set), or 0xEF, the first byte of
    /// U+FFFE and U+FFFF (whose last byte the escape changes; the caller
    /// looks at the two bytes after an 0xEF one by one). CJK text is mostly
    /// lead bytes 0xE3-0xE9 and continuation bytes, so few words stop.
    /// False positives only cost the byte-by-byte path; there are no false
    /// negatives.
    @inline(__always)
    static func mayChange(_ word: UInt64) -> Bool {
        let controls = (word &- ones &* 0x20) & ~word
        let quoteOrAmpersand = zeroBytes((word | ones &* 0x04) ^ (ones &* 0x26))
        let angle = zeroBytes((word | ones &* 0x02) ^ (ones &* 0x3E))
        let specialsLead = zeroBytes(word ^ (ones &* 0xEF))
        return (controls | quoteOrAmpersand | angle | specialsLead) & highs != 0
    }

    /// The first offset from `start` on, in steps of eight, whose word may
    /// hold a byte the escape changes; or where fewer than eight bytes are
    /// left.
    static func firstWordThatMayChange(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var offset = start
        while offset + 8 <= bytes.count, !mayChange(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { offset += 8 }
        return offset
    }
}
