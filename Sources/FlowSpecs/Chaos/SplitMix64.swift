import FlowCore

/// A small, fast, seedable random number generator (Steele, Lea and Flood's
/// SplitMix64), for seeded random-event tests and generated benchmarks.
///
/// The helpers below derive numbers from `next()` with fixed arithmetic
/// rather than the standard library's `random(in:using:)`, whose algorithm may
/// change between releases, so a seed reproduces the same run everywhere.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state: a copy resumes the same sequence.
    public private(set) var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range` (empty ranges give the lower bound).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        guard span != 0 else { return Int(truncatingIfNeeded: next()) }
        let high = next().multipliedFullWidth(by: span).high
        return range.lowerBound &+ Int(truncatingIfNeeded: high)
    }

    /// A number in `[0, 1)`.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A number in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of `elements`, or nil when it is empty.
    public mutating func element<T>(of elements: [T]) -> T? {
        elements.isEmpty ? nil : elements[int(in: 0...(elements.count - 1))]
    }
}
