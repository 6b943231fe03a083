extension TextTemplate: JSONCodable {
    /// The template's text, as a JSON string.
    public init(json: JSONInput) throws(JSONDecodingError) { self.init(try json.string()) }

    /// The template's text.
    public var jsonValue: JSONValue { .string(text) }
}

#if !hasFeature(Embedded)
extension TextTemplate: CodableThroughJSON {}
#endif
