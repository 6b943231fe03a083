extension LayoutDirection: JSONCodable {}
#if !hasFeature(Embedded)
extension LayoutDirection: Codable {}
#endif
