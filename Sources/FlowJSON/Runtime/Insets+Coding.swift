extension Insets: JSONCodable {
    /// `{"top", "left", "bottom", "right"}`, all required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let members = try json.members("top left bottom right")
        self.init(
            top: try members.decode("top"), left: try members.decode("left"), bottom: try members.decode("bottom"), right: try members.decode("right")
        )
    }

    /// `{"top", "left", "bottom", "right"}`, all required.
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
