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

extension Insets: JSONCodable {
    /// `{"top", "left", "bottom", "right"}`, all required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let members = try json.members("top left bottom right")
        self.init(
            top: try members.decode("top"), left: try members.decode("left"), bottom: try members.decode("bottom"), right: try members.decode("right")
        )
    }

    /// `{"top", "left", "bottom", "right"}`, all required.
    public var jsonValue: JSONValue { .object(["top": top.jsonValue, "left": left.jsonValue, "bottom": bottom.jsonValue, "right": right.jsonValue]) }

    #if !hasFeature(Embedded)
    /// Whether the members `expected` names hold what it expects.
    public func jsonMatches(_ expected: JSONExpected) -> Bool {
        var object = JSONMembersMatcher(expected)
        object.check("top", top)
        object.check("left", left)
        object.check("bottom", bottom)
        object.check("right", right)
        return object.matches
    }
    #endif
}

#if !hasFeature(Embedded)
extension Insets: CodableThroughJSON {}
#endif
