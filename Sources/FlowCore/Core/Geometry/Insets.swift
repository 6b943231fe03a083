/// Distances in from each edge of a rectangle, as `UIEdgeInsets` gives them
/// (safe areas, text container insets, button title and image insets).
public struct Insets: Equatable, Hashable, Codable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = Insets()
}
