/// Standard Base64 (RFC 4648, with `=` padding).
///
/// The decoder is strict: the length is a multiple of 4, only the alphabet
/// is allowed, padding appears only at the end, and the unused bits of the
/// last character are zero, so each byte string has exactly one encoding.
package enum Base64: Sendable {
    /// Why text is not Base64.
    package enum DecodingError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The length (given) is not a multiple of 4.
        case invalidLength(Int)
        /// A character outside the Base64 alphabet, at this offset.
        case invalidCharacter(offset: Int)
        /// `=` padding somewhere other than the end.
        case misplacedPadding
        /// The last character carries bits that must be zero.
        case nonZeroTrailingBits

        package var description: String {
            switch self {
            case .invalidLength(let length): "Base64 text must have a length that is a multiple of 4, got \(length)"
            case .invalidCharacter(let offset): "a character outside the Base64 alphabet at offset \(offset)"
            case .misplacedPadding: "'=' padding in the middle of Base64 text"
            case .nonZeroTrailingBits: "the last Base64 character carries bits that must be zero"
            }
        }
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// The Base64 text of `bytes`.
    package static func encode(_ bytes: some Collection<UInt8>) -> String {
        let input = Array(bytes)
        var output = [UInt8]()
        output.reserveCapacity((input.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= input.count {
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            output.append(alphabet[Int(chunk >> 18)])
            output.append(alphabet[Int(chunk >> 12 & 63)])
            output.append(alphabet[Int(chunk >> 6 & 63)])
            output.append(alphabet[Int(chunk & 63)])
            index += 3
        }
        switch input.count - index {
        case 1:
            let chunk = UInt32(input[index]) << 16
            output += [alphabet[Int(chunk >> 18)], alphabet[Int(chunk >> 12 & 63)], UInt8(ascii: "="), UInt8(ascii: "=")]
        case 2:
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8
            output += [alphabet[Int(chunk >> 18)], alphabet[Int(chunk >> 12 & 63)], alphabet[Int(chunk >> 6 & 63)], UInt8(ascii: "=")]
        default:
            break
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of strict Base64 `text`.
    package static func decode(_ text: String) throws(DecodingError) -> [UInt8] {
        let input = Array(text.utf8)
        guard input.count % 4 == 0 else { throw .invalidLength(input.count) }
        var padding = 0
        if input.last == UInt8(ascii: "=") { padding += 1 }
        if input.count >= 2, input[input.count - 2] == UInt8(ascii: "=") { padding += 1 }
        var output = [UInt8]()
        output.reserveCapacity(input.count / 4 * 3)
        var index = 0
        while index < input.count {
            var chunk: UInt32 = 0
            for position in 0..<4 {
                let offset = index + position
                let byte = input[offset]
                if byte == UInt8(ascii: "=") {
                    guard offset >= input.count - padding else { throw .misplacedPadding }
                    chunk <<= 6
                    continue
                }
                let value = values[Int(byte)]
                guard value != 0xFF else { throw .invalidCharacter(offset: offset) }
                chunk = chunk << 6 | UInt32(value)
            }
            output.append(UInt8(chunk >> 16))
            output.append(UInt8(chunk >> 8 & 0xFF))
            output.append(UInt8(chunk & 0xFF))
            index += 4
        }
        if padding > 0 {
            let dropped = output.suffix(padding)
            guard dropped.allSatisfy({ $0 == 0 }) else { throw .nonZeroTrailingBits }
            output.removeLast(padding)
        }
        return output
    }
}
