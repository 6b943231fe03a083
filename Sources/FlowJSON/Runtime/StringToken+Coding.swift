extension StringToken {
    /// Reads the token from a JSON string.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        self.init(try json.string())
    }

    /// The token as a JSON string.
    @_spi(FlowTools) public var jsonValue: JSONValue { .string(rawValue) }
}
