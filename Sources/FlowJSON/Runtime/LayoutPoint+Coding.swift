extension LayoutPoint: JSONCodable {
    /// `{"x", "y"}`, both required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let members = try json.members("x y")
        self.init(x: try members.decode("x"), y: try members.decode("y"))
    }

    /// `{"x", "y"}`, both required.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["x": x.jsonValue, "y": y.jsonValue]) }

    #if !hasFeature(Embedded)
    /// Whether the members `expected` names hold what it expects.
    @_spi(FlowTools) public func jsonMatches(_ expected: JSONExpected) -> Bool {
        var object = JSONMembersMatcher(expected)
        object.check("x", x)
        object.check("y", y)
        return object.matches
    }
    #endif
}

#if !hasFeature(Embedded)
extension LayoutPoint: CodableThroughJSON {}
#endif
