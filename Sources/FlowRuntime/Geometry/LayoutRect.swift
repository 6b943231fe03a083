/// A rectangle in points: its top-left corner and its size, y growing downwards.
///
/// Encoded flat (`{"x", "y", "width", "height"}`) so that frames in traces read
/// the way they are written in UIKit code.
public struct LayoutRect: Equatable, Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// The rectangle whose top-left corner is (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle at `origin` of `size`.
    public init(origin: LayoutPoint, size: LayoutSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The top-left corner.
    public var origin: LayoutPoint { LayoutPoint(x: x, y: y) }
    /// The width and height.
    public var size: LayoutSize { LayoutSize(width: width, height: height) }
    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The centre point.
    public var center: LayoutPoint { LayoutPoint(x: midX, y: midY) }

    /// This rectangle moved by the given amounts.
    public func offsetBy(dx: Double = 0, dy: Double = 0) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// This rectangle shrunk by `dx` on the left and right and `dy` on the top
    /// and bottom (grown for negative amounts), as `CGRect.insetBy` does.
    public func insetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// This rectangle shrunk by the insets on each side.
    public func inset(by insets: Insets) -> LayoutRect {
        LayoutRect(
            x: x + insets.left, y: y + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// Whether the point lies inside, edges at the top and left included.
    public func contains(_ point: LayoutPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// A rectangle of the given size whose centre is `center`.
    public static func centered(at center: LayoutPoint, size: LayoutSize) -> LayoutRect {
        LayoutRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
