import Testing

@testable import FlowSpecs
import FlowRuntime

/// The word-at-a-time byte comparison agrees with the arrays' own `==`,
/// wherever the first difference falls (in a word or in the tail).
@Suite struct ByteEqualityTests {
    @Test func itAgreesWithArrayEquality() {
        var random = SplitMix64(seed: 0xB17E)
        for length in 0...40 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            #expect(ByteEquality.equal(bytes, bytes))
            #expect(ByteEquality.equal(bytes, Array(bytes)))
            #expect(!ByteEquality.equal(bytes, bytes + [0]))
            for position in 0..<length {
                var other = bytes
                other[position] ^= 0x80
                #expect(!ByteEquality.equal(bytes, other), "length \(length), difference at \(position)")
            }
        }
    }
}
