import FlowCore

extension KeyedEncodingContainer {
    /// Writes a text measurer when it is the estimated one with other
    /// parameters than the defaults; a front's own measurer (a text engine)
    /// has no JSON form, so writing it fails with a message saying so.
    mutating func encode(_ measurer: any TextMeasuring, forKey key: Key) throws {
        guard let estimated = measurer as? EstimatedTextMeasurer else {
            throw EncodingError.invalidValue(
                measurer,
                EncodingError.Context(
                    codingPath: codingPath + [key],
                    debugDescription: "a front's own text measurer (\(type(of: measurer))) cannot be written into a spec"))
        }
        try encode(estimated, forKey: key, unlessEqualTo: EstimatedTextMeasurer())
    }
}

extension KeyedDecodingContainer {
    /// The estimated measurer's parameters for `key`, or the defaults.
    func measurer(_ key: Key) throws -> any TextMeasuring {
        try value(key, default: EstimatedTextMeasurer())
    }
}
