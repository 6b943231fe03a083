/// A position in points, origin top-left, y growing downwards (UIKit's convention).
public struct LayoutPoint: Equatable, Hashable, Sendable {
    /// The horizontal position, growing rightwards.
    public var x: Double
    /// The vertical position, growing downwards.
    public var y: Double

    /// The point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = LayoutPoint(x: 0, y: 0)

    /// This point moved by the given amounts.
    public func offsetBy(dx: Double = 0, dy: Double = 0) -> LayoutPoint {
        LayoutPoint(x: x + dx, y: y + dy)
    }
}
