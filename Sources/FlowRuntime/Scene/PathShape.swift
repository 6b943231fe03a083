/// A shape a front fills or strokes.
public enum PathShape: Hashable, Sendable {
    /// A rectangle.
    case rect(in: LayoutRect)
    /// A circle.
    case circle(center: LayoutPoint, radius: Double)
    /// An ellipse inside a rectangle.
    case ellipse(in: LayoutRect)
}

extension PathShape {
    /// The smallest rectangle holding the shape.
    public var bounds: LayoutRect {
        switch self {
        case .rect(let rect), .ellipse(let rect): rect
        case .circle(let center, let radius): LayoutRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        }
    }
}
