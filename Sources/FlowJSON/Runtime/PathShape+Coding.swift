extension PathShape: JSONCodable {
    /// One of `rect`, `circle`, `ellipse`, with its payload.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "rect": self = .rect(in: try value.value("in"))
        case "circle":
            let c = try value.members("center radius")
            self = .circle(center: try c.decode("center"), radius: try c.decode("radius"))
        case "ellipse": self = .ellipse(in: try value.value("in"))
        default: throw value.unknown(among: "rect circle ellipse")
        }
    }

    /// The case by its name, with its payload.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        switch self {
        case .rect(let rect): .enumCase("rect", ["in": rect.jsonValue])
        case .circle(let center, let radius): .enumCase("circle", ["center": center.jsonValue, "radius": radius.jsonValue])
        case .ellipse(let rect): .enumCase("ellipse", ["in": rect.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension PathShape: CodableThroughJSON {}
#endif
