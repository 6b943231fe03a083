extension FontSpec: JSONCodable {
    /// `size`, and optionally `weight` (regular), `family` and `textStyle`;
    /// a size outside `Bounds.length` is refused.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("size weight family textStyle")
        let size = try c.decode("size", schemaBounds: Bounds.length)
        try JSONDecodingError.validating { () throws(OutOfBounds) in try Bounds.check(size, "size", in: Bounds.length, or: { $0 }) }
        self.init(
            size: size, weight: try c.decode("weight", default: .regular), family: try c.decodeIfPresent("family"),
            textStyle: try c.decodeIfPresent("textStyle")
        )
    }

    /// `size` and `weight`, with `family` and `textStyle` when there are.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        .members(["size": size.jsonValue, "weight": weight.jsonValue, "family": family?.jsonValue, "textStyle": textStyle?.jsonValue])
    }
}

extension FontSpec.Weight: JSONCodable {}

#if !hasFeature(Embedded)
extension FontSpec: CodableThroughJSON {}
extension FontSpec.Weight: Codable {}
#endif
