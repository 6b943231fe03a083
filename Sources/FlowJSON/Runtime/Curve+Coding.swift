extension Curve: JSONCodable {
    /// `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"`, or
    /// `{"spring": {"dampingRatio", "initialVelocity"}}`.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let curve = try json.enumCase(bare: "linear easeIn easeOut easeInOut")
        switch curve.name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInOut": self = .easeInOut
        case "spring":
            let members = try curve.members("dampingRatio initialVelocity")
            self = .spring(dampingRatio: try members.decode("dampingRatio"), initialVelocity: try members.decode("initialVelocity"))
        default: throw curve.unknown(among: "linear easeIn easeOut easeInOut spring")
        }
    }

    /// The curve's name, with a spring's parameters.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        switch self {
        case .linear: .string("linear")
        case .easeIn: .string("easeIn")
        case .easeOut: .string("easeOut")
        case .easeInOut: .string("easeInOut")
        case .spring(let dampingRatio, let initialVelocity):
            .enumCase("spring", ["dampingRatio": dampingRatio.jsonValue, "initialVelocity": initialVelocity.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension Curve: CodableThroughJSON {}
#endif
