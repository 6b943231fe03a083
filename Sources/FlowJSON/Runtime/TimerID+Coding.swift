extension TimerID: JSONCodable {}

#if !hasFeature(Embedded)
extension TimerID: CodableThroughJSON {}
#endif
