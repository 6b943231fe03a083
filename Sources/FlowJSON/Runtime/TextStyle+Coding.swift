extension TextStyle: JSONCodable {}
#if !hasFeature(Embedded)
extension TextStyle: Codable {}
#endif
