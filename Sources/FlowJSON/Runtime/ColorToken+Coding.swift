extension ColorToken: JSONCodable {}

#if !hasFeature(Embedded)
extension ColorToken: CodableThroughJSON {}
#endif
