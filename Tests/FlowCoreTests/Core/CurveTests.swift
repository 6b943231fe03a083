import Foundation
import Testing

import FlowCore

@Suite struct CurveTests {
    /// An independent check of a cubic Bézier: dense sampling of the
    /// parametric curve, then the y of the sample whose x is nearest.
    static func bezierByBruteForce(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        var best = (distance: Double.infinity, y: 0.0)
        let samples = 200_000
        for step in 0...samples {
            let t = Double(step) / Double(samples)
            let u = 1 - t
            let sampleX = 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t
            let sampleY = 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t
            if abs(sampleX - x) < best.distance { best = (abs(sampleX - x), sampleY) }
        }
        return best.y
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.8, 0.95])
    func easeCurvesAreCoreAnimationsBeziers(x: Double) {
        #expect(abs(Curve.easeIn.progress(at: x, duration: 1) - Self.bezierByBruteForce(0.42, 0, 1, 1, at: x)) < 1e-4)
        #expect(abs(Curve.easeOut.progress(at: x, duration: 1) - Self.bezierByBruteForce(0, 0, 0.58, 1, at: x)) < 1e-4)
        #expect(abs(Curve.easeInOut.progress(at: x, duration: 1) - Self.bezierByBruteForce(0.42, 0, 0.58, 1, at: x)) < 1e-4)
    }

    @Test func curvesRunFromZeroToOneAndClampOutsideTheSegment() {
        for curve in [Curve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.progress(at: 0, duration: 1) == 0)
            #expect(abs(curve.progress(at: 1, duration: 1) - 1) < 1e-9)
            #expect(curve.progress(at: -3, duration: 1) == 0)
            #expect(abs(curve.progress(at: 7, duration: 1) - 1) < 1e-9)
            #expect(curve.progress(at: .nan, duration: 1) == 0)
            var previous = 0.0
            for step in 1...100 {
                let value = curve.progress(at: Double(step) / 100, duration: 1)
                #expect(value >= previous - 1e-12)
                previous = value
            }
        }
        #expect(Curve.easeIn.progress(at: 0.5, duration: 1) < 0.5)
        #expect(Curve.easeOut.progress(at: 0.5, duration: 1) > 0.5)
        #expect(abs(Curve.easeInOut.progress(at: 0.5, duration: 1) - 0.5) < 1e-9)
    }

    static let ratios = [0.05, 0.2, 0.5, 0.7, 0.9, 0.999, 1, 1.000001, 1.5, 3, 20]
    static let velocities = [0.0, 3, -2, 15]
    static let durations = [0.1, 0.5, 2]

    @Test func aSpringStartsAtZeroAndEndsWithinATenthOfAPercentOfOne() {
        for ratio in Self.ratios {
            for velocity in Self.velocities {
                for duration in Self.durations {
                    let spring = SpringCurve(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
                    #expect(abs(spring.progress(at: 0)) < 1e-12, "ζ \(ratio) v \(velocity) T \(duration)")
                    #expect(abs(spring.progress(at: 1) - 1) <= 0.001, "ζ \(ratio) v \(velocity) T \(duration)")
                    for later in [1.1, 1.5, 3.0] {
                        #expect(abs(spring.progress(at: later) - 1) <= 0.001, "stays settled: ζ \(ratio) v \(velocity)")
                    }
                }
            }
        }
    }

    @Test func aSpringSettlesNoEarlierThanItsDuration() {
        // The frequency is the smallest that settles by the end, so a spring
        // released from rest is still more than 0.1% away somewhat earlier.
        for ratio in [0.3, 0.7, 1.0, 2.0] {
            let spring = SpringCurve(dampingRatio: ratio, initialVelocity: 0, duration: 1)
            let early = (0..<50).map { spring.progress(at: 0.5 + Double($0) / 100) }
            #expect(early.contains { abs($0 - 1) > 0.001 }, "ζ \(ratio)")
        }
    }

    @Test func aSpringOvershootsBelowCriticalDampingOnly() {
        func peak(_ ratio: Double) -> Double {
            let spring = SpringCurve(dampingRatio: ratio, initialVelocity: 0, duration: 1)
            return (0...2000).map { spring.progress(at: Double($0) / 1000) }.max()!
        }
        for ratio in [0.2, 0.5, 0.7, 0.9] {
            #expect(peak(ratio) > 1, "ζ \(ratio) overshoots")
        }
        for ratio in [1.0, 1.2, 2, 5] {
            #expect(peak(ratio) <= 1, "ζ \(ratio) does not overshoot")
        }
        // The textbook overshoot of an underdamped oscillator released from rest.
        let ratio = 0.5
        let textbook = (-Double.pi * ratio / (1 - ratio * ratio).squareRoot())
        #expect(abs((peak(ratio) - 1) - exp(textbook)) < 1e-3)
    }

    @Test func aSpringSurvivesHostileParameters() {
        for (ratio, velocity, duration) in [(Double.nan, 0.0, 1.0), (-1, 0, 1), (0, 1e9, 1), (1, .nan, .infinity), (1e9, -1e9, 0)] {
            let value = Curve.spring(dampingRatio: ratio, initialVelocity: velocity).progress(at: 0.5, duration: duration)
            #expect(value.isFinite)
        }
    }
}
