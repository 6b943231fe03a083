/// Why encryption or decryption could not be done.
package enum AESError: Error, Equatable, Sendable, CustomStringConvertible {
    /// AES-128 takes a 16-byte key.
    case invalidKeyLength(Int)
    /// Ciphertext must be whole 16-byte blocks, at least one.
    case invalidCiphertextLength(Int)
    /// The last block's PKCS7 padding is not valid (wrong key, or corrupted text).
    case invalidPadding
    /// The text is not valid Base64.
    case invalidBase64
    /// The decrypted bytes are not UTF-8 text.
    case notUTF8

    package var description: String {
        switch self {
        case .invalidKeyLength(let length): "an AES-128 key has 16 bytes, this one has \(length)"
        case .invalidCiphertextLength(let length): "ciphertext must be whole 16-byte blocks, got \(length) bytes"
        case .invalidPadding: "the PKCS7 padding is not valid"
        case .invalidBase64: "the text is not valid Base64"
        case .notUTF8: "the decrypted bytes are not UTF-8"
        }
    }
}

/// AES-128 in ECB mode with PKCS7 padding, as AJ-Captcha encrypts its
/// coordinates: the key is the `secretKey` string's UTF-8 bytes, and the
/// ciphertext travels as standard Base64.
package enum AESECB: Sendable {
    /// Encrypts `plaintext` (any length; padded to whole blocks).
    package static func encrypt(_ plaintext: some Collection<UInt8>, key: some Collection<UInt8>) throws(AESError) -> [UInt8] {
        let cipher = try AES128(key: key)
        let padding = 16 - plaintext.count % 16
        var padded = Array(plaintext)
        padded.append(contentsOf: repeatElement(UInt8(padding), count: padding))
        var output = [UInt8](repeating: 0, count: padded.count)
        padded.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                for offset in stride(from: 0, to: input.count, by: 16) {
                    cipher.encryptBlock(input, at: offset, into: output)
                }
            }
        }
        return output
    }

    /// Decrypts and removes the padding, checking every padding byte.
    package static func decrypt(_ ciphertext: some Collection<UInt8>, key: some Collection<UInt8>) throws(AESError) -> [UInt8] {
        let cipher = try AES128(key: key)
        guard !ciphertext.isEmpty, ciphertext.count % 16 == 0 else { throw .invalidCiphertextLength(ciphertext.count) }
        let input = Array(ciphertext)
        var output = [UInt8](repeating: 0, count: input.count)
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                for offset in stride(from: 0, to: input.count, by: 16) {
                    cipher.decryptBlock(input, at: offset, into: output)
                }
            }
        }
        let padding = Int(output[output.count - 1])
        guard (1...16).contains(padding), output.suffix(padding).allSatisfy({ Int($0) == padding }) else { throw .invalidPadding }
        output.removeLast(padding)
        return output
    }

    /// Base64(AES-128-ECB-PKCS7(UTF-8 of `text`)) with the UTF-8 of `key`:
    /// exactly what AJ-Captcha's fronts send.
    package static func encryptToBase64(_ text: String, key: String) throws(AESError) -> String {
        Base64.encode(try encrypt(Array(text.utf8), key: Array(key.utf8)))
    }

    /// The reverse of `encryptToBase64`.
    package static func decryptFromBase64(_ text: String, key: String) throws(AESError) -> String {
        guard let bytes = try? Base64.decode(text) else { throw .invalidBase64 }
        let plain = try decrypt(bytes, key: Array(key.utf8))
        guard let string = String(validating: plain, as: UTF8.self) else { throw .notUTF8 }
        return string
    }
}
