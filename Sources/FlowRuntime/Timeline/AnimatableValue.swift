/// A value a timeline animates: a number, a point, a size, a rectangle, or a
/// token (a colour or image name) that changes at once rather than blending.
///
/// Encoded by shape, so keyframes read naturally: a number, `{"x","y"}`,
/// `{"width","height"}`, `{"x","y","width","height"}`, or a string.
public enum AnimatableValue: Equatable, Hashable, Sendable {
    /// A number (alpha, a translation).
    case scalar(Double)
    /// A point.
    case point(LayoutPoint)
    /// A size.
    case size(LayoutSize)
    /// A rectangle (a frame).
    case rect(LayoutRect)
    /// A name that changes at once (a colour, an image).
    case token(String)

    /// The value `progress` of the way from `self` to `end` (beyond 1 for a
    /// spring's overshoot). Values of different kinds, and tokens, cannot
    /// blend: they hold `self` until the segment ends.
    public func interpolated(to end: AnimatableValue, progress: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        switch (self, end) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(mix(a, b))
        case (.point(let a), .point(let b)):
            return .point(LayoutPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(LayoutSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(LayoutRect(x: mix(a.x, b.x), y: mix(a.y, b.y), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        default:
            return self
        }
    }
}
