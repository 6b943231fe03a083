extension TextSizeCategory: JSONCodable {}
#if !hasFeature(Embedded)
extension TextSizeCategory: Codable {}
#endif
