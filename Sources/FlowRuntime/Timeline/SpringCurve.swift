#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The spring curve's exact definition.
///
/// The moving value is a unit mass on a damped spring, released at 0 and
/// pulled towards 1: with time τ measured in segments (0 at the start, 1 at
/// the end), its displacement y = x − 1 obeys y'' + 2ζω y' + ω² y = 0 with
/// y(0) = −1 and y'(0) = v, where ζ is `dampingRatio` and v is
/// `initialVelocity` × duration (UIKit gives the velocity in whole distances
/// per second; one segment lasts `duration` seconds).
///
/// UIKit asks for a duration rather than a stiffness, so the natural frequency
/// ω is the one that makes the spring settle exactly then: the smallest ω
/// (found by bisection, to 1e-12) whose displacement envelope at τ = 1 is at
/// most 0.1% of the distance. The envelope bounds |y| for every later τ too,
/// so the value stays within 0.1% of 1 from the end of the segment on. That
/// gives ζ < 1 an overshoot, and ζ ≥ 1 (released from rest) none.
///
/// Out-of-range inputs are clamped rather than trapping: ζ to [0.01, 100]
/// (NaN counts as 1), the velocity to ±1000 distances a second (NaN as 0).
public struct SpringCurve: Hashable, Sendable {
    /// How far from 1 the envelope may be at the end of the segment.
    public static let settleTolerance = 0.001

    /// ζ: below 1 the spring overshoots, from 1 on it does not.
    public let dampingRatio: Double
    /// The initial velocity in distances per segment.
    public let velocity: Double
    /// The natural frequency in radians per segment.
    public let naturalFrequency: Double

    /// The spring for a segment lasting `duration` seconds.
    public init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), 100)
        let perSecond = initialVelocity.isNaN ? 0 : min(max(initialVelocity, -1000), 1000)
        let seconds = duration.isFinite && duration > 0 ? duration : 0
        self.dampingRatio = ratio
        self.velocity = perSecond * seconds
        self.naturalFrequency = Self.settlingFrequency(dampingRatio: ratio, velocity: perSecond * seconds)
    }

    /// The value at time `fraction` of the segment (1 is the end).
    public func progress(at fraction: Double) -> Double {
        1 + Self.displacement(at: fraction, dampingRatio: dampingRatio, velocity: velocity, frequency: naturalFrequency)
    }

    // MARK: The oscillator

    private static func isCritical(_ ratio: Double) -> Bool { abs(ratio - 1) < 1e-6 }

    private static func displacement(at tau: Double, dampingRatio zeta: Double, velocity v: Double, frequency omega: Double) -> Double {
        if isCritical(zeta) {
            let b = v - omega
            return exp(-omega * tau) * (-1 + b * tau)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (v - zeta * omega) / damped
            return exp(-zeta * omega * tau) * (-cos(damped * tau) + b * sin(damped * tau))
        }
        let (slow, fast, slowWeight, fastWeight) = overdampedTerms(zeta, v, omega)
        return slowWeight * exp(slow * tau) + fastWeight * exp(fast * tau)
    }

    /// A bound on |y(τ)| for every τ ≥ 1.
    private static func envelopeAtEnd(dampingRatio zeta: Double, velocity v: Double, frequency omega: Double) -> Double {
        if isCritical(zeta) {
            return exp(-omega) * (1 + abs(v - omega))
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (v - zeta * omega) / damped
            return exp(-zeta * omega) * (1 + b * b).squareRoot()
        }
        let (slow, fast, slowWeight, fastWeight) = overdampedTerms(zeta, v, omega)
        return abs(slowWeight) * exp(slow) + abs(fastWeight) * exp(fast)
    }

    private static func overdampedTerms(_ zeta: Double, _ v: Double, _ omega: Double) -> (Double, Double, Double, Double) {
        let spread = (zeta * zeta - 1).squareRoot()
        let slow = -omega * (zeta - spread)
        let fast = -omega * (zeta + spread)
        let slowWeight = (v + fast) / (slow - fast)
        return (slow, fast, slowWeight, -1 - slowWeight)
    }

    private static func settlingFrequency(dampingRatio zeta: Double, velocity v: Double) -> Double {
        func settles(_ omega: Double) -> Bool {
            envelopeAtEnd(dampingRatio: zeta, velocity: v, frequency: omega) <= settleTolerance
        }
        var high = 1.0
        while !settles(high) && high < 1e9 { high *= 2 }
        var low = high / 2
        if settles(low) { low = 0 }
        while high - low > 1e-12 * high {
            let middle = (low + high) / 2
            if settles(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
