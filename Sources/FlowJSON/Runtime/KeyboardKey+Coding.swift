extension KeyboardKey: JSONCodable {}
#if !hasFeature(Embedded)
extension KeyboardKey: Codable {}
#endif
