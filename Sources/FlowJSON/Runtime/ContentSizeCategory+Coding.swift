extension ContentSizeCategory: JSONCodable {}
#if !hasFeature(Embedded)
extension ContentSizeCategory: Codable {}
#endif
