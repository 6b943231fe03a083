extension Insets: JSONCodable {
    /// `{"top", "left", "bottom", "right"}`, each 0 when left out, as
    /// `Insets(top:left:bottom:right:)` defaults them (`{"top": 44,
    /// "bottom": 34}` is a phone's safe area).
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let members = try json.members("top left bottom right")
        self.init(
            top: try members.decode("top", default: 0.0), left: try members.decode("left", default: 0.0),
            bottom: try members.decode("bottom", default: 0.0), right: try members.decode("right", default: 0.0)
        )
    }

    /// `{"top", "left", "bottom", "right"}`, all four written.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["top": top.jsonValue, "left": left.jsonValue, "bottom": bottom.jsonValue, "right": right.jsonValue]) }

    #if !hasFeature(Embedded)
    /// Whether the members `expected` names hold what it expects.
    @_spi(FlowTools) public func jsonMatches(_ expected: JSONExpected) -> Bool {
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
