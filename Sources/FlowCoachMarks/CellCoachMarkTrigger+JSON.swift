extension CellCoachMarkTrigger: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "cell-coach-mark" }

    /// Configuration: `threshold` (default 20).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("threshold")
        let threshold = try c.decode("threshold", default: 20.0, schemaBounds: Bounds.length)
        self = try JSONDecodingError.validating { () throws(CellCoachMarkTriggerError) in try CellCoachMarkTrigger(threshold: threshold) }
    }

    /// The configuration, leaving out the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("threshold", threshold, unlessEqualTo: 20)
        return .members(c)
    }
}

extension CellCoachMarkTrigger.State: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("hasShown")
        self.init()
        hasShown = try c.decode("hasShown")
    }

    /// Every member.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("hasShown", hasShown)
        return object.value
    }
}

extension CellCoachMarkTrigger.Event: JSONCodable {
    /// One of `restored`, `scrollStopped`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "restored": self = .restored(hasShown: try value.value("hasShown"))
        case "scrollStopped":
            let c = try value.members("cell visible")
            self = .scrollStopped(cell: try c.decodeIfPresent("cell"), visible: try c.decode("visible"))
        default: throw value.unknown(among: "restored scrollStopped")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .restored(let hasShown): .enumCase("restored", ["hasShown": hasShown.jsonValue])
        case .scrollStopped(let cell, let visible): .enumCase("scrollStopped", ["cell": cell?.jsonValue, "visible": visible.jsonValue])
        }
    }
}

extension CellCoachMarkTrigger.Effect: JSONCodable {
    /// One of `show`, `persist`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "show": self = .show
        case "persist": self = .persist(hasShown: try value.value("hasShown"))
        default: throw value.unknown(among: "show persist")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .show: .string("show")
        case .persist(let hasShown): .enumCase("persist", ["hasShown": hasShown.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension CellCoachMarkTrigger: CodableThroughJSON {}
extension CellCoachMarkTrigger.State: CodableThroughJSON {}
extension CellCoachMarkTrigger.Event: CodableThroughJSON {}
extension CellCoachMarkTrigger.Effect: CodableThroughJSON {}
#endif
