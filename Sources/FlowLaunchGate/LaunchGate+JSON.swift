extension LaunchGate: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "launch-gate" }

    /// Configuration: `policy`, a preset name or an object (default `"seeds"`).
    public init(json: JSONInput) throws(JSONDecodingError) {
        self.init(policy: try json.members("policy").decode("policy", default: .seeds))
    }

    /// The configuration: nothing for the seeds' policy, else the policy by
    /// its preset's name when it is one.
    public var jsonValue: JSONValue {
        guard policy != .seeds else { return .object([:]) }
        let name = LaunchPolicy.presets.first(where: { $0.value == policy })?.key
        return .object(["policy": name?.jsonValue ?? policy.jsonValue])
    }
}

extension LaunchGate.State: JSONCodable {
    /// Every member, required but `decision`, `record`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("launches decision record")
        self.init(launches: try c.decode("launches"), decision: try c.decodeIfPresent("decision"), record: try c.decodeIfPresent("record"))
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("launches", launches)
        object.set("decision", decision)
        object.set("record", record)
        return object.value
    }
}

extension LaunchGate.Event: JSONCodable {
    /// One of `launched`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["launch": "launched"])
        switch value.name {
        case "launched":
            let c = try value.members("version build isLoggedIn stored legacyVersion")
            self = .launched(
                version: try c.decode("version"), build: try c.decode("build"), isLoggedIn: try c.decode("isLoggedIn"),
                stored: try c.decodeIfPresent("stored"), legacyVersion: try c.decodeIfPresent("legacyVersion")
            )
        default: throw value.unknown(among: "launched")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .launched(let version, let build, let isLoggedIn, let stored, let legacyVersion): .enumCase(
            "launched",
            [
                "version": version.jsonValue, "build": build.jsonValue, "isLoggedIn": isLoggedIn.jsonValue, "stored": stored?.jsonValue,
                "legacyVersion": legacyVersion?.jsonValue,
            ]
        )
        }
    }
}

extension LaunchGate.Effect: JSONCodable {
    /// One of `finish`, `persist`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["decided": "finish"])
        switch value.name {
        case "finish":
            let c = try value.members("kind screen")
            self = .finish(kind: try c.decode("kind"), screen: try c.decode("screen"))
        case "persist": self = .persist(record: try value.value("record"))
        default: throw value.unknown(among: "finish persist")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .finish(let kind, let screen): .enumCase("finish", ["kind": kind.jsonValue, "screen": screen.jsonValue])
        case .persist(let record): .enumCase("persist", ["record": record.jsonValue])
        }
    }
}

extension LaunchKind: JSONCodable {
    /// One of `firstInstall`, `updated`, `downgraded`, `sameVersion`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "firstInstall": self = .firstInstall
        case "updated": self = .updated(from: try value.value("from"))
        case "downgraded": self = .downgraded(from: try value.value("from"))
        case "sameVersion": self = .sameVersion
        default: throw value.unknown(among: "firstInstall updated downgraded sameVersion")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .firstInstall: .string("firstInstall")
        case .updated(let from): .enumCase("updated", ["from": from.jsonValue])
        case .downgraded(let from): .enumCase("downgraded", ["from": from.jsonValue])
        case .sameVersion: .string("sameVersion")
        }
    }
}

extension LaunchDecision: JSONCodable {
    /// Every member, required but `previousVersion`, `previousBuild`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            kind screen isFirstLaunchForVersion isFirstLaunchForBuild previousVersion previousBuild firstInstalledVersion
            firstInstalledBuild
            """)
        self.init(
            kind: try c.decode("kind"), screen: try c.decode("screen"), isFirstLaunchForVersion: try c.decode("isFirstLaunchForVersion"),
            isFirstLaunchForBuild: try c.decode("isFirstLaunchForBuild"), previousVersion: try c.decodeIfPresent("previousVersion"),
            previousBuild: try c.decodeIfPresent("previousBuild"), firstInstalledVersion: try c.decode("firstInstalledVersion"),
            firstInstalledBuild: try c.decode("firstInstalledBuild")
        )
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members([
            "kind": kind.jsonValue, "screen": screen.jsonValue, "isFirstLaunchForVersion": isFirstLaunchForVersion.jsonValue,
            "isFirstLaunchForBuild": isFirstLaunchForBuild.jsonValue, "previousVersion": previousVersion?.jsonValue,
            "previousBuild": previousBuild?.jsonValue, "firstInstalledVersion": firstInstalledVersion.jsonValue,
            "firstInstalledBuild": firstInstalledBuild.jsonValue,
        ])
    }
}

extension LaunchScreen: JSONCodable {}

extension LaunchPolicy: JSONCodable {
    /// A preset's name, or an object whose missing members come from `seeds`, the default.
    public init(json: JSONInput) throws(JSONDecodingError) {
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
            firstInstall: try c.decode("firstInstall", default: base.firstInstall), updated: try c.decode("updated", default: base.updated),
            downgraded: try c.decode("downgraded", default: base.downgraded), sameVersion: try c.decode("sameVersion", default: base.sameVersion),
            newVersionRule: try c.decode("newVersionRule", default: base.newVersionRule))
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "firstInstall": firstInstall.jsonValue, "updated": updated.jsonValue, "downgraded": downgraded.jsonValue,
            "sameVersion": sameVersion.jsonValue, "newVersionRule": newVersionRule.jsonValue,
        ])
    }
}

extension LaunchPolicy.Choice: JSONCodable {
    /// `loggedIn`, `loggedOut`, and `recordsLoggedOut` (true when left out).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("loggedIn loggedOut recordsLoggedOut")
        self.init(
            loggedIn: try c.decode("loggedIn"), loggedOut: try c.decode("loggedOut"),
            recordsLoggedOut: try c.decode("recordsLoggedOut", default: true)
        )
    }

    /// The choice, leaving out `recordsLoggedOut` when true.
    public var jsonValue: JSONValue {
        .members(["loggedIn": loggedIn.jsonValue, "loggedOut": loggedOut.jsonValue, "recordsLoggedOut": recordsLoggedOut ? nil : false])
    }
}

extension LaunchPolicy.NewVersionRule: JSONCodable {}

extension LaunchRecord: JSONCodable {
    /// A record, read leniently (missing lists are empty, a missing last
    /// version or build is empty), because it comes back from the host's
    /// storage, possibly written by an older release.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("versionHistory buildHistory lastVersion lastBuild")
        self.init(
            versionHistory: try c.decode("versionHistory", default: []), buildHistory: try c.decode("buildHistory", default: []),
            lastVersion: try c.decode("lastVersion", default: ""), lastBuild: try c.decode("lastBuild", default: ""))
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "versionHistory": versionHistory.jsonValue, "buildHistory": buildHistory.jsonValue, "lastVersion": lastVersion.jsonValue,
            "lastBuild": lastBuild.jsonValue,
        ])
    }
}

#if !hasFeature(Embedded)
extension LaunchGate: CodableThroughJSON {}
extension LaunchGate.State: CodableThroughJSON {}
extension LaunchGate.Event: CodableThroughJSON {}
extension LaunchGate.Effect: CodableThroughJSON {}
extension LaunchKind: CodableThroughJSON {}
extension LaunchDecision: CodableThroughJSON {}
extension LaunchPolicy: CodableThroughJSON {}
extension LaunchPolicy.Choice: CodableThroughJSON {}
extension LaunchRecord: CodableThroughJSON {}
extension LaunchScreen: Codable {}
extension LaunchPolicy.NewVersionRule: Codable {}
#endif
