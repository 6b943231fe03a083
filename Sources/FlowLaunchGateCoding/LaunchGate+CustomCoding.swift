// The launch gate's configuration and its policy are coded by hand
// (`- JSON: custom`): a policy may be written as the name of a preset
// (`LaunchPolicy.presets`), and the gate writes its policy back by that
// name when it is one, which the generator has no directive for.
// Everything else of the gate's is generated (LaunchGate+JSON.swift and
// its neighbours).

@_spi(FlowTools) import FlowJSON
@_spi(FlowTools) import FlowLaunchGate

extension LaunchGate: JSONMachine {
    /// Configuration: `policy`, a preset name or an object (default `"seeds"`).
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        self.init(policy: try json.members("policy").read("policy", default: .seeds))
    }

    /// The configuration: nothing for the seeds' policy, else the policy by
    /// its preset's name when it is one.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        guard policy != .seeds else { return .object([:]) }
        let name = LaunchPolicy.presets.first(where: { $0.value == policy })?.key
        return .object(["policy": name?.jsonValue ?? policy.jsonValue])
    }
}

extension LaunchPolicy: JSONCodable {
    /// A preset's name, or an object whose missing members come from `seeds`, the default.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        json.mayAlsoBe(oneOf: Self.presets.keysInMemberOrder.map { .string($0) })
        if case .string(let name) = json.value {
            guard let preset = Self.presets[name] else {
                throw JSONDecodingError(LaunchGateError.unknownPolicy(name, known: Self.presets.keysInMemberOrder).description)
            }
            self = preset
            return
        }
        let c = try json.members("firstInstall updated downgraded sameVersion newVersionRule")
        let base = Self.seeds
        self.init(
            firstInstall: try c.read("firstInstall", default: base.firstInstall), updated: try c.read("updated", default: base.updated),
            downgraded: try c.read("downgraded", default: base.downgraded), sameVersion: try c.read("sameVersion", default: base.sameVersion),
            newVersionRule: try c.read("newVersionRule", default: base.newVersionRule))
    }

    /// Every member.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        .object([
            "firstInstall": firstInstall.jsonValue, "updated": updated.jsonValue, "downgraded": downgraded.jsonValue,
            "sameVersion": sameVersion.jsonValue, "newVersionRule": newVersionRule.jsonValue,
        ])
    }
}


#if !hasFeature(Embedded)
extension LaunchGate: CodableThroughJSON {}
extension LaunchPolicy: CodableThroughJSON {}
#endif
