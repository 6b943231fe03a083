/// How a value moves between two keyframes: the share of the change made at
/// each moment of the segment.
///
/// The ease curves are Core Animation's cubic Béziers (easeIn 0.42,0,1,1;
/// easeOut 0,0,0.58,1; easeInOut 0.42,0,0.58,1), so a front that hands the
/// same keyframes to its animation engine sees the same motion.
public enum Curve: Equatable, Hashable, Sendable {
    /// At an even pace.
    case linear
    /// Slow at first.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Slow at both ends (UIKit's default).
    case easeInOut
    /// `UIView.animate(usingSpringWithDamping:initialSpringVelocity:)`: a
    /// damped oscillator that settles by the end of its segment. See
    /// `SpringCurve` for its exact definition.
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// The share of the change made after `fraction` of a segment lasting
    /// `duration` seconds: 0 at the start, 1 (or within 0.1% of it, for a
    /// spring) at the end; a spring may pass 1 on the way.
    public func progress(at fraction: Double, duration: Double) -> Double {
        guard fraction > 0 else { return 0 }
        switch self {
        case .linear:
            return min(fraction, 1)
        case .easeIn:
            return UnitBezier.easeIn.progress(at: min(fraction, 1))
        case .easeOut:
            return UnitBezier.easeOut.progress(at: min(fraction, 1))
        case .easeInOut:
            return UnitBezier.easeInOut.progress(at: min(fraction, 1))
        case .spring(let dampingRatio, let initialVelocity):
            return SpringCurve(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
                .progress(at: fraction)
        }
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control
/// points, solved for time with Newton's method and bisection as a fallback.
struct UnitBezier: Sendable {
    static let easeIn = UnitBezier(0.42, 0, 1, 1)
    static let easeOut = UnitBezier(0, 0, 0.58, 1)
    static let easeInOut = UnitBezier(0.42, 0, 0.58, 1)

    private let ax, bx, cx, ay, by, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func progress(at x: Double) -> Double {
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    private func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func slope(at t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    private func parameter(forX target: Double) -> Double {
        let tolerance = 1e-9
        var t = target
        for _ in 0..<8 {
            let error = x(at: t) - target
            if abs(error) < tolerance { return t }
            let derivative = slope(at: t)
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        t = target
        while low < high {
            let value = x(at: t)
            if abs(value - target) < tolerance { return t }
            if target > value { low = t } else { high = t }
            let next = (low + high) / 2
            if next == t { break }
            t = next
        }
        return t
    }
}
