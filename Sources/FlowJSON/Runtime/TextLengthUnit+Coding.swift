extension TextLengthUnit: JSONCodable {}
#if !hasFeature(Embedded)
extension TextLengthUnit: Codable {}
#endif
