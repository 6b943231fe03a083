import FlowCore

/// What is wrong with bytes that should be UTF-8 text without a byte-order
/// mark, said in terms of the bytes (the JSON parser would otherwise report
/// a character that is not in the file).
enum TextEncodingCheck {
    /// A description of the first problem, or nil when the bytes are UTF-8.
    static func problem(in bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return "the file starts with a UTF-8 byte-order mark (EF BB BF); save it as UTF-8 without one"
        }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return "the file is UTF-32 (it starts with a byte-order mark \(bytes.prefix(4).map(hex).joined(separator: " "))); save it as UTF-8"
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return "the file is UTF-16 (it starts with a byte-order mark \(hex(bytes[0])) \(hex(bytes[1]))); save it as UTF-8"
        }
        // Without a byte-order mark, UTF-16 and UTF-32 show themselves by the
        // zero bytes beside ASCII characters: UTF-32 has three in a row.
        if bytes.count >= 4, bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0 || bytes[1] == 0 && bytes[2] == 0 && bytes[3] == 0 {
            return "the file looks like UTF-32 (three zero bytes from offset \(bytes[0] == 0 ? 0 : 1)); save it as UTF-8"
        }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            return "the file looks like UTF-16 (a zero byte at offset \(bytes[0] == 0 ? 0 : 1)); save it as UTF-8"
        }
        if let offset = firstInvalidUTF8(bytes) {
            return "the file is not valid UTF-8: byte \(hex(bytes[offset])) at offset \(offset)"
        }
        return nil
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        UTF8Validation.firstInvalidByte(in: bytes)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
