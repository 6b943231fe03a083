/// Whether bytes are well-formed UTF-8, checked as fast as ASCII allows:
/// what every reader of bytes from outside asks first (a spec file, a JSON
/// document), since `String(decoding:as:)` would quietly turn a bad byte
/// into U+FFFD and a text into another.
package enum UTF8Validation {
    /// The offset of the first byte that does not belong to a well-formed
    /// UTF-8 sequence (no overlong forms, surrogates or values past U+10FFFF).
    package static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            var index = 0
            while index < count {
                // Thirty-two, then eight ASCII bytes at a time (most of a
                // spec is ASCII): no byte has its high bit set.
                while index + 32 <= count,
                    (raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
                        & 0x8080_8080_8080_8080 == 0
                {
                    index += 32
                }
                guard index < count else { break }
                if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = raw[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                // A run of three-byte sequences (most CJK text) a word at a time.
                if isCommonThreeByte(raw, at: index) {
                    index += 3
                    while isCommonThreeByte(raw, at: index) { index += 3 }
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                for position in 1..<length {
                    guard index + position < count else { return index }
                    let byte = raw[index + position]
                    let (lower, upper) = position == 1 ? (low, high) : (0x80, 0xBF)
                    guard byte >= lower, byte <= upper else { return index }
                }
                index += length
            }
            return nil
        }
    }

    /// Whether a three-byte sequence led by E1 to EC or EE to EF starts at
    /// `index` with four bytes there to read: such a lead takes any two
    /// continuation bytes (the other leads limit the second byte).
    @inline(__always)
    private static func isCommonThreeByte(_ raw: UnsafeRawBufferPointer, at index: Int) -> Bool {
        guard index + 4 <= raw.count else { return false }
        let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
        let lead = UInt8(truncatingIfNeeded: word)
        return word & 0x00C0_C000 == 0x0080_8000 && ((lead &- 0xE1) < 0x0C || (lead &- 0xEE) < 0x02)
    }
}
