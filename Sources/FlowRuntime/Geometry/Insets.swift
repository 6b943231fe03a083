/// Distances in from each edge of a rectangle, as `UIEdgeInsets` gives them
/// (safe areas, text container insets, button title and image insets).
public struct Insets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Insets with the given distances, zero where left out.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = Insets()
}
