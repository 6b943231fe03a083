/// The AES-128 block cipher (FIPS-197), in pure Swift.
///
/// Rounds use the usual combined tables (S-box, ShiftRows and MixColumns in
/// one lookup per byte); the tables are computed once from the field
/// arithmetic that defines them, not typed in. Only what AJ-Captcha needs is
/// here: see `AESECB` for the mode and padding.
package struct AES128: Sendable {
    /// The expanded encryption round keys (11 × 4 words).
    private let encryptionKeys: [UInt32]
    /// The decryption round keys, for the equivalent inverse cipher.
    private let decryptionKeys: [UInt32]

    /// A cipher for a 16-byte key; throws for any other length.
    package init(key: some Collection<UInt8>) throws(AESError) {
        guard key.count == 16 else { throw .invalidKeyLength(key.count) }
        let bytes = Array(key)
        let tables = AESTables.shared
        var words = [UInt32](repeating: 0, count: 44)
        for index in 0..<4 {
            words[index] = UInt32(bytes[4 * index]) << 24 | UInt32(bytes[4 * index + 1]) << 16
                | UInt32(bytes[4 * index + 2]) << 8 | UInt32(bytes[4 * index + 3])
        }
        var roundConstant: UInt32 = 0x0100_0000
        for index in 4..<44 {
            var word = words[index - 1]
            if index % 4 == 0 {
                word = tables.substitute(word << 8 | word >> 24) ^ roundConstant
                roundConstant = UInt32(AESTables.double(UInt8(roundConstant >> 24))) << 24
            }
            words[index] = words[index - 4] ^ word
        }
        encryptionKeys = words
        // The equivalent inverse cipher: the round keys in reverse order,
        // InvMixColumns applied to all but the first and last.
        var inverse = [UInt32](repeating: 0, count: 44)
        for round in 0...10 {
            for column in 0..<4 {
                let word = words[4 * (10 - round) + column]
                inverse[4 * round + column] = round == 0 || round == 10 ? word : tables.inverseMixColumn(word)
            }
        }
        decryptionKeys = inverse
    }

    /// Encrypts one 16-byte block of `input` starting at `offset` into `output`.
    func encryptBlock(_ input: UnsafeBufferPointer<UInt8>, at offset: Int, into output: UnsafeMutableBufferPointer<UInt8>) {
        let t = AESTables.shared
        var s0 = Self.word(input, offset) ^ encryptionKeys[0]
        var s1 = Self.word(input, offset + 4) ^ encryptionKeys[1]
        var s2 = Self.word(input, offset + 8) ^ encryptionKeys[2]
        var s3 = Self.word(input, offset + 12) ^ encryptionKeys[3]
        for round in 1..<10 {
            let k = 4 * round
            let t0 = t.te0[Int(s0 >> 24)] ^ t.te1[Int(s1 >> 16 & 0xFF)] ^ t.te2[Int(s2 >> 8 & 0xFF)] ^ t.te3[Int(s3 & 0xFF)] ^ encryptionKeys[k]
            let t1 = t.te0[Int(s1 >> 24)] ^ t.te1[Int(s2 >> 16 & 0xFF)] ^ t.te2[Int(s3 >> 8 & 0xFF)] ^ t.te3[Int(s0 & 0xFF)] ^ encryptionKeys[k + 1]
            let t2 = t.te0[Int(s2 >> 24)] ^ t.te1[Int(s3 >> 16 & 0xFF)] ^ t.te2[Int(s0 >> 8 & 0xFF)] ^ t.te3[Int(s1 & 0xFF)] ^ encryptionKeys[k + 2]
            let t3 = t.te0[Int(s3 >> 24)] ^ t.te1[Int(s0 >> 16 & 0xFF)] ^ t.te2[Int(s1 >> 8 & 0xFF)] ^ t.te3[Int(s2 & 0xFF)] ^ encryptionKeys[k + 3]
            (s0, s1, s2, s3) = (t0, t1, t2, t3)
        }
        let box = t.sbox
        func last(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
            UInt32(box[Int(a >> 24)]) << 24 | UInt32(box[Int(b >> 16 & 0xFF)]) << 16 | UInt32(box[Int(c >> 8 & 0xFF)]) << 8 | UInt32(box[Int(d & 0xFF)])
        }
        Self.store(last(s0, s1, s2, s3) ^ encryptionKeys[40], output, offset)
        Self.store(last(s1, s2, s3, s0) ^ encryptionKeys[41], output, offset + 4)
        Self.store(last(s2, s3, s0, s1) ^ encryptionKeys[42], output, offset + 8)
        Self.store(last(s3, s0, s1, s2) ^ encryptionKeys[43], output, offset + 12)
    }

    /// Decrypts one 16-byte block of `input` starting at `offset` into `output`.
    func decryptBlock(_ input: UnsafeBufferPointer<UInt8>, at offset: Int, into output: UnsafeMutableBufferPointer<UInt8>) {
        let t = AESTables.shared
        var s0 = Self.word(input, offset) ^ decryptionKeys[0]
        var s1 = Self.word(input, offset + 4) ^ decryptionKeys[1]
        var s2 = Self.word(input, offset + 8) ^ decryptionKeys[2]
        var s3 = Self.word(input, offset + 12) ^ decryptionKeys[3]
        for round in 1..<10 {
            let k = 4 * round
            let t0 = t.td0[Int(s0 >> 24)] ^ t.td1[Int(s3 >> 16 & 0xFF)] ^ t.td2[Int(s2 >> 8 & 0xFF)] ^ t.td3[Int(s1 & 0xFF)] ^ decryptionKeys[k]
            let t1 = t.td0[Int(s1 >> 24)] ^ t.td1[Int(s0 >> 16 & 0xFF)] ^ t.td2[Int(s3 >> 8 & 0xFF)] ^ t.td3[Int(s2 & 0xFF)] ^ decryptionKeys[k + 1]
            let t2 = t.td0[Int(s2 >> 24)] ^ t.td1[Int(s1 >> 16 & 0xFF)] ^ t.td2[Int(s0 >> 8 & 0xFF)] ^ t.td3[Int(s3 & 0xFF)] ^ decryptionKeys[k + 2]
            let t3 = t.td0[Int(s3 >> 24)] ^ t.td1[Int(s2 >> 16 & 0xFF)] ^ t.td2[Int(s1 >> 8 & 0xFF)] ^ t.td3[Int(s0 & 0xFF)] ^ decryptionKeys[k + 3]
            (s0, s1, s2, s3) = (t0, t1, t2, t3)
        }
        let box = t.inverseSbox
        func last(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
            UInt32(box[Int(a >> 24)]) << 24 | UInt32(box[Int(b >> 16 & 0xFF)]) << 16 | UInt32(box[Int(c >> 8 & 0xFF)]) << 8 | UInt32(box[Int(d & 0xFF)])
        }
        Self.store(last(s0, s3, s2, s1) ^ decryptionKeys[40], output, offset)
        Self.store(last(s1, s0, s3, s2) ^ decryptionKeys[41], output, offset + 4)
        Self.store(last(s2, s1, s0, s3) ^ decryptionKeys[42], output, offset + 8)
        Self.store(last(s3, s2, s1, s0) ^ decryptionKeys[43], output, offset + 12)
    }

    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func store(_ word: UInt32, _ bytes: UnsafeMutableBufferPointer<UInt8>, _ offset: Int) {
        bytes[offset] = UInt8(word >> 24)
        bytes[offset + 1] = UInt8(word >> 16 & 0xFF)
        bytes[offset + 2] = UInt8(word >> 8 & 0xFF)
        bytes[offset + 3] = UInt8(word & 0xFF)
    }
}

/// The S-boxes and round tables, computed once.
struct AESTables: Sendable {
    static let shared = AESTables()

    let sbox: [UInt8]
    let inverseSbox: [UInt8]
    let te0, te1, te2, te3: [UInt32]
    let td0, td1, td2, td3: [UInt32]

    private init() {
        // The S-box: the multiplicative inverse in GF(2^8) followed by the
        // affine map. p walks the field by powers of 3 and q by powers of its
        // inverse, so q is the inverse of p at every step.
        var box = [UInt8](repeating: 0, count: 256)
        var p: UInt8 = 1
        var q: UInt8 = 1
        repeat {
            p = p ^ (p << 1) ^ (p & 0x80 != 0 ? 0x1B : 0)
            q ^= q << 1
            q ^= q << 2
            q ^= q << 4
            if q & 0x80 != 0 { q ^= 0x09 }
            let affine = q ^ Self.rotateLeft(q, 1) ^ Self.rotateLeft(q, 2) ^ Self.rotateLeft(q, 3) ^ Self.rotateLeft(q, 4)
            box[Int(p)] = affine ^ 0x63
        } while p != 1
        box[0] = 0x63
        var inverse = [UInt8](repeating: 0, count: 256)
        for index in 0..<256 { inverse[Int(box[index])] = UInt8(index) }
        sbox = box
        inverseSbox = inverse

        func rotated(_ table: [UInt32], _ bits: UInt32) -> [UInt32] { table.map { $0 >> bits | $0 << (32 - bits) } }
        let e0 = (0..<256).map { index -> UInt32 in
            let s = box[index]
            return UInt32(Self.multiply(s, 2)) << 24 | UInt32(s) << 16 | UInt32(s) << 8 | UInt32(Self.multiply(s, 3))
        }
        te0 = e0
        te1 = rotated(e0, 8)
        te2 = rotated(e0, 16)
        te3 = rotated(e0, 24)
        let d0 = (0..<256).map { index -> UInt32 in
            let s = inverse[index]
            return UInt32(Self.multiply(s, 0x0E)) << 24 | UInt32(Self.multiply(s, 0x09)) << 16
                | UInt32(Self.multiply(s, 0x0D)) << 8 | UInt32(Self.multiply(s, 0x0B))
        }
        td0 = d0
        td1 = rotated(d0, 8)
        td2 = rotated(d0, 16)
        td3 = rotated(d0, 24)
    }

    /// SubWord: the S-box on each byte of a word.
    func substitute(_ word: UInt32) -> UInt32 {
        UInt32(sbox[Int(word >> 24)]) << 24 | UInt32(sbox[Int(word >> 16 & 0xFF)]) << 16
            | UInt32(sbox[Int(word >> 8 & 0xFF)]) << 8 | UInt32(sbox[Int(word & 0xFF)])
    }

    /// InvMixColumns on one column, through the decryption tables.
    func inverseMixColumn(_ word: UInt32) -> UInt32 {
        td0[Int(sbox[Int(word >> 24)])] ^ td1[Int(sbox[Int(word >> 16 & 0xFF)])] ^ td2[Int(sbox[Int(word >> 8 & 0xFF)])]
            ^ td3[Int(sbox[Int(word & 0xFF)])]
    }

    /// Multiplication by x (that is, 2) in GF(2^8).
    static func double(_ value: UInt8) -> UInt8 {
        value << 1 ^ (value & 0x80 != 0 ? 0x1B : 0)
    }

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var (a, b, product) = (a, b, UInt8(0))
        while b != 0 {
            if b & 1 != 0 { product ^= a }
            a = double(a)
            b >>= 1
        }
        return product
    }

    private static func rotateLeft(_ value: UInt8, _ bits: UInt8) -> UInt8 {
        value << bits | value >> (8 - bits)
    }
}
