/// FNV-1a, 64 bits, over bytes: a few instructions a byte, for telling
/// drawings apart by what they hold (a gradient's id, a page's picture
/// table). Not for anything an attacker chooses to collide.
package enum FNV1a {
    /// The hash of `bytes`.
    package static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in buffer {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            return hash
        }
    }
}
