extension ReadingDirection: JSONCodable {}
#if !hasFeature(Embedded)
extension ReadingDirection: Codable {}
#endif
