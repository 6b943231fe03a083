extension LayoutSize: JSONCodable {
    /// `{"width", "height"}`, both required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let members = try json.members("width height")
        self.init(width: try members.decode("width"), height: try members.decode("height"))
    }

    /// `{"width", "height"}`, both required.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["width": width.jsonValue, "height": height.jsonValue]) }

    #if !hasFeature(Embedded)
    /// Whether the members `expected` names hold what it expects.
    @_spi(FlowTools) public func jsonMatches(_ expected: JSONExpected) -> Bool {
        var object = JSONMembersMatcher(expected)
        object.check("width", width)
        object.check("height", height)
        return object.matches
    }
    #endif
}

#if !hasFeature(Embedded)
extension LayoutSize: CodableThroughJSON {}
#endif
