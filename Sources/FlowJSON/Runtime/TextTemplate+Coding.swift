extension TextTemplate: JSONCodable {
    /// The template's text, as a JSON string.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) { self.init(try json.string()) }

    /// The template's text.
    @_spi(FlowTools) public var jsonValue: JSONValue { .string(text) }
}

#if !hasFeature(Embedded)
extension TextTemplate: CodableThroughJSON {}
#endif
