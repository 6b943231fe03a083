extension AnimatableValue: JSONCodable {
    /// A number, a string (a token), or a point, size or rectangle by its members.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        if let probe = json.probe {
            let shapes = [JSONShape.number(nil), .string, probe.shape(of: LayoutPoint.readAndDrop), probe.shape(of: LayoutSize.readAndDrop), probe.shape(of: LayoutRect.readAndDrop)]
            probe.read(.anyOf(shapes))
            self = .scalar(0)
            return
        }
        switch json.value {
        case .number(let number):
            self = .scalar(number)
        case .string("NaN"), .string("Infinity"), .string("-Infinity"):
            self = .scalar(try json.number())
        case .string(let text):
            self = .token(text)
        case .object(let members) where members.count == 2 && members["x"] != nil:
            self = .point(try LayoutPoint(json: json))
        case .object(let members) where members.count == 2:
            self = .size(try LayoutSize(json: json))
        case .object(let members) where members.count == 4:
            self = .rect(try LayoutRect(json: json))
        default:
            throw JSONDecodingError("expected a number, a string, a point, a size or a rectangle")
        }
    }

    /// The number, the token, or the point, size or rectangle.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        switch self {
        case .scalar(let number): number.jsonValue
        case .token(let text): .string(text)
        case .point(let point): point.jsonValue
        case .size(let size): size.jsonValue
        case .rect(let rect): rect.jsonValue
        }
    }
}

#if !hasFeature(Embedded)
extension AnimatableValue: CodableThroughJSON {}
#endif
