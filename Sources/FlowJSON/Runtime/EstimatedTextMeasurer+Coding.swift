extension EstimatedTextMeasurer: JSONCodable {
    /// `narrowAdvance` (0.5), `wideAdvance` (1) and `lineHeightMultiple`
    /// (1.2), each optional; values outside `ems` are refused.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("narrowAdvance wideAdvance lineHeightMultiple")
        let narrowAdvance = try c.decode("narrowAdvance", default: 0.5, schemaBounds: Self.ems)
        let wideAdvance = try c.decode("wideAdvance", default: 1.0, schemaBounds: Self.ems)
        let lineHeightMultiple = try c.decode("lineHeightMultiple", default: 1.2, schemaBounds: Self.ems)
        self = try JSONDecodingError.validating { () throws(OutOfBounds) in
            try EstimatedTextMeasurer(narrowAdvance: narrowAdvance, wideAdvance: wideAdvance, lineHeightMultiple: lineHeightMultiple)
        }
    }

    /// All three parameters.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        .object(["narrowAdvance": narrowAdvance.jsonValue, "wideAdvance": wideAdvance.jsonValue, "lineHeightMultiple": lineHeightMultiple.jsonValue])
    }
}

extension JSONMembers {
    /// The text measurer under `key`: the estimated one, with the default
    /// parameters when the key is left out. A front's own measurer (a text
    /// engine) has no JSON form, so a configuration that held one is refused
    /// with words saying so.
    @_spi(FlowTools) public func measurer(_ key: String) throws(JSONDecodingError) -> AnyTextMeasuring {
        if case .object(let members)? = values[key], case .string(let front)? = members["front"] {
            throw JSONDecodingError(
                path: JSONPath([.key(key)]), reason: "a front's own text measurer (\(front)) has no JSON form: a spec measures text with the estimated one")
        }
        return try decode(key, default: EstimatedTextMeasurer())
    }
}

extension Dictionary where Key == String, Value == JSONValue? {
    /// Writes a text measurer under `key` when it is the estimated one with
    /// other parameters than the defaults. A front's own measurer is written
    /// as `{"front": its type's name}`, which reading refuses, so a recorded
    /// spec names what it could not keep.
    @_spi(FlowTools) public mutating func setMeasurer(_ key: String, _ measurer: AnyTextMeasuring) {
        #if hasFeature(Embedded)
        set(key, measurer, unlessEqualTo: EstimatedTextMeasurer())
        #else
        guard let estimated = measurer as? EstimatedTextMeasurer else {
            self[key] = .some(.object(["front": .string(String(describing: type(of: measurer)))]))
            return
        }
        set(key, estimated, unlessEqualTo: EstimatedTextMeasurer())
        #endif
    }
}

#if !hasFeature(Embedded)
extension EstimatedTextMeasurer: CodableThroughJSON {}
#endif
