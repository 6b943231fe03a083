extension LayoutRect: JSONCodable {
    /// `{"x", "y", "width", "height"}`, all required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let members = try json.members("x y width height")
        self.init(x: try members.decode("x"), y: try members.decode("y"), width: try members.decode("width"), height: try members.decode("height"))
    }

    /// `{"x", "y", "width", "height"}`, all required.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["x": x.jsonValue, "y": y.jsonValue, "width": width.jsonValue, "height": height.jsonValue]) }

    #if !hasFeature(Embedded)
    /// Whether the members `expected` names hold what it expects.
    @_spi(FlowTools) public func jsonMatches(_ expected: JSONExpected) -> Bool {
        var object = JSONMembersMatcher(expected)
        object.check("x", x)
        object.check("y", y)
        object.check("width", width)
        object.check("height", height)
        return object.matches
    }
    #endif
}

#if !hasFeature(Embedded)
extension LayoutRect: CodableThroughJSON {}
#endif
