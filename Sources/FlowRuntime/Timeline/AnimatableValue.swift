/// A value a timeline animates: a number, a point, a size, a rectangle, or a
/// token (a colour or image name) that changes at once rather than blending.
///
/// Encoded by shape, so keyframes read naturally: a number, `{"x","y"}`,
/// `{"width","height"}`, `{"x","y","width","height"}`, or a string.
public enum AnimatableValue: Equatable, Hashable, Sendable {
    /// A number (alpha, a translation).
    case scalar(Double)
    /// A point.
    case point(Point)
    /// A size.
    case size(Size)
    /// A rectangle (a frame).
    case rect(Rect)
    /// A name that changes at once (a colour, an image).
    case token(String)

    /// The value `progress` of the way from `self` to `end` (beyond 1 for a
    /// spring's overshoot). Values of different kinds, and tokens, cannot
    /// blend: they hold `self` until the segment ends.
    public func interpolated(to end: AnimatableValue, progress: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        switch (self, end) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(mix(a, b))
        case (.point(let a), .point(let b)):
            return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(Size(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(x: mix(a.x, b.x), y: mix(a.y, b.y), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        default:
            return self
        }
    }
}

extension AnimatableValue: JSONCodable {
    /// A number, a string (a token), or a point, size or rectangle by its members.
    public init(json: JSONInput) throws(JSONDecodingError) {
        if let probe = json.probe {
            let shapes = [JSONShape.number(nil), .string, probe.shape(of: Point.readAndDrop), probe.shape(of: Size.readAndDrop), probe.shape(of: Rect.readAndDrop)]
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
            self = .point(try Point(json: json))
        case .object(let members) where members.count == 2:
            self = .size(try Size(json: json))
        case .object(let members) where members.count == 4:
            self = .rect(try Rect(json: json))
        default:
            throw JSONDecodingError("expected a number, a string, a point, a size or a rectangle")
        }
    }

    /// The number, the token, or the point, size or rectangle.
    public var jsonValue: JSONValue {
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
