import Testing

import FlowCore
@testable import FlowCaptcha
@testable import FlowSpecs

@Suite struct AESTests {
    static func bytes(_ hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    func encryptBlock(_ key: String, _ plain: String) throws -> String {
        let cipher = try AES128(key: Self.bytes(key))
        var output = [UInt8](repeating: 0, count: 16)
        Self.bytes(plain).withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { cipher.encryptBlock(input, at: 0, into: $0) }
        }
        return Self.hex(output)
    }

    func decryptBlock(_ key: String, _ cipherText: String) throws -> String {
        let cipher = try AES128(key: Self.bytes(key))
        var output = [UInt8](repeating: 0, count: 16)
        Self.bytes(cipherText).withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { cipher.decryptBlock(input, at: 0, into: $0) }
        }
        return Self.hex(output)
    }

    @Test func fips197AppendixC1() throws {
        let key = "000102030405060708090a0b0c0d0e0f"
        #expect(try encryptBlock(key, "00112233445566778899aabbccddeeff") == "69c4e0d86a7b0430d8cdb78070b4c55a")
        #expect(try decryptBlock(key, "69c4e0d86a7b0430d8cdb78070b4c55a") == "00112233445566778899aabbccddeeff")
    }

    @Test func fips197AppendixB() throws {
        let key = "2b7e151628aed2a6abf7158809cf4f3c"
        #expect(try encryptBlock(key, "3243f6a8885a308d313198a2e0370734") == "3925841d02dc09fbdc118597196a0b32")
        #expect(try decryptBlock(key, "3925841d02dc09fbdc118597196a0b32") == "3243f6a8885a308d313198a2e0370734")
    }

    @Test(arguments: [
        ("6bc1bee22e409f96e93d7e117393172a", "3ad77bb40d7a3660a89ecaf32466ef97"),
        ("ae2d8a571e03ac9c9eb76fac45af8e51", "f5d3d58503b9699de785895a96fdbaaf"),
        ("30c81c46a35ce411e5fbc1191a0a52ef", "43b1cd7f598ece23881b00e3ed030688"),
        ("f69f2445df4f9b17ad2b417be66c3710", "7b0c785e27e8ad3f8223207104725dd4"),
    ])
    func sp800_38A_F_1_1_ECB(plain: String, cipherText: String) throws {
        let key = "2b7e151628aed2a6abf7158809cf4f3c"
        #expect(try encryptBlock(key, plain) == cipherText)
        #expect(try decryptBlock(key, cipherText) == plain)
    }

    @Test func theSBoxIsTheStandardOne() {
        let box = AESTables.shared.sbox
        #expect(box[0x00] == 0x63 && box[0x01] == 0x7C && box[0x53] == 0xED && box[0xFF] == 0x16)
        #expect(Set(box).count == 256)
    }

    @Test func ajCaptchaCoordinatesEncryptToTheKnownValue() throws {
        #expect(try AESECB.encryptToBase64(#"{"x":120,"y":5}"#, key: "XwKsGlMcdPMEhR1B") == "o9xC8oniEuMVGnvf78FMzw==")
        #expect(try AESECB.decryptFromBase64("o9xC8oniEuMVGnvf78FMzw==", key: "XwKsGlMcdPMEhR1B") == #"{"x":120,"y":5}"#)
    }

    @Test func pkcs7PadsEveryLengthIncludingWholeBlocks() throws {
        let key = Array("0123456789abcdef".utf8)
        #expect(try AESECB.encrypt([], key: key).count == 16)
        #expect(try AESECB.encrypt([UInt8](repeating: 1, count: 15), key: key).count == 16)
        #expect(try AESECB.encrypt([UInt8](repeating: 1, count: 16), key: key).count == 32)
    }

    @Test func randomPlaintextsRoundTrip() throws {
        var random = SplitMix64(seed: 197)
        for _ in 0..<500 {
            let key = (0..<16).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let plain = (0..<random.int(in: 0...100)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let encrypted = try AESECB.encrypt(plain, key: key)
            #expect(encrypted.count == (plain.count / 16 + 1) * 16)
            #expect(try AESECB.decrypt(encrypted, key: key) == plain)
        }
    }

    @Test func badKeysPaddingAndLengthsAreTypedErrors() throws {
        #expect(throws: AESError.invalidKeyLength(15)) { try AESECB.encrypt([1], key: [UInt8](repeating: 0, count: 15)) }
        #expect(throws: AESError.invalidKeyLength(0)) { try AESECB.encryptToBase64("x", key: "") }
        #expect(throws: AESError.invalidKeyLength(18)) { try AESECB.encryptToBase64("x", key: "密钥密钥密钥") }
        let key = Array("XwKsGlMcdPMEhR1B".utf8)
        #expect(throws: AESError.invalidCiphertextLength(15)) { try AESECB.decrypt([UInt8](repeating: 0, count: 15), key: key) }
        #expect(throws: AESError.invalidCiphertextLength(0)) { try AESECB.decrypt([], key: key) }
        var corrupted = try AESECB.encrypt(Array("hello".utf8), key: key)
        corrupted[15] ^= 0xFF
        #expect(throws: AESError.invalidPadding) { try AESECB.decrypt(corrupted, key: key) }
        #expect(throws: AESError.invalidPadding) { try AESECB.decrypt(try AESECB.encrypt(Array("hello".utf8), key: key), key: Array("XwKsGlMcdPMEhR1C".utf8)) }
        #expect(throws: AESError.invalidBase64) { try AESECB.decryptFromBase64("not base64!", key: "XwKsGlMcdPMEhR1B") }
    }
}

@Suite struct Base64Tests {
    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")])
    func rfc4648Vectors(plain: String, encoded: String) throws {
        #expect(Base64.encode(Array(plain.utf8)) == encoded)
        #expect(try Base64.decode(encoded) == Array(plain.utf8))
    }

    @Test func allBytesRoundTrip() throws {
        let bytes = (0...255).map(UInt8.init)
        #expect(try Base64.decode(Base64.encode(bytes)) == bytes)
        #expect(Base64.encode([0xFB, 0xFF]) == "+/8=")
    }

    @Test(arguments: [
        ("Zm9", Base64.DecodingError.invalidLength(3)),
        ("Zm9v\n", .invalidLength(5)),
        ("Zm9-", .invalidCharacter(offset: 3)),
        ("Zm 9", .invalidCharacter(offset: 2)),
        ("Z=9v", .misplacedPadding),
        ("Zm==Zm9v", .misplacedPadding),
        ("Zh==", .nonZeroTrailingBits),
        ("Zm9=", .nonZeroTrailingBits),
    ])
    func theDecoderIsStrict(text: String, error: Base64.DecodingError) {
        #expect(throws: error) { try Base64.decode(text) }
    }

    @Test func aBadLengthSaysWhatItMustBe() {
        #expect(Base64.DecodingError.invalidLength(3).description == "Base64 text must have a length that is a multiple of 4, got 3")
    }
}
