extension PopupQueue: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "popup-queue" }

    /// Configuration: `kinds` (each `{"id", "priority", "isBlocking"?,
    /// "rules"?}`, or `"seed"` for `PopupKind.seedKinds`; default `"seed"`),
    /// optionally `preemption` (`"wait"`) and `gap` (0.5).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("kinds preemption gap")
        let kinds: [PopupKind] =
            if case .string("seed")? = c.values["kinds"] { PopupKind.seedKinds } else { try c.decode("kinds", default: PopupKind.seedKinds) }
        let preemption = try c.decode("preemption", default: Preemption.wait)
        let gap = try c.decode("gap", default: 0.5, schemaBounds: Bounds.duration)
        self = try JSONDecodingError.validating { () throws(PopupQueueError) in try PopupQueue(kinds: kinds, preemption: preemption, gap: gap) }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("kinds", kinds, unlessEqualTo: PopupKind.seedKinds)
        c.set("preemption", preemption, unlessEqualTo: .wait)
        c.set("gap", gap, unlessEqualTo: 0.5)
        return .members(c)
    }
}

extension PopupQueue.Preemption: JSONCodable {}

extension PopupQueue.PresentationTarget: JSONCodable {}

extension PopupQueue.Waiting: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("id priority isBlocking sequence isReturned")
        self.init(
            id: try c.decode("id"), priority: try c.decode("priority"), isBlocking: try c.decode("isBlocking"), sequence: try c.decode("sequence"),
            isReturned: try c.decode("isReturned")
        )
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "id": id.jsonValue, "priority": priority.jsonValue, "isBlocking": isBlocking.jsonValue, "sequence": sequence.jsonValue,
            "isReturned": isReturned.jsonValue,
        ])
    }
}

extension PopupQueue.State: JSONCodable {
    /// Every member, required but `showing`, `gapEndsAt`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("record now waiting askedPreconditions showing gapEndsAt isSuspended nextSequence")
        self.init()
        record = try c.decode("record")
        now = try c.decode("now")
        waiting = try c.decode("waiting")
        askedPreconditions = try c.decode("askedPreconditions")
        showing = try c.decodeIfPresent("showing")
        gapEndsAt = try c.decodeIfPresent("gapEndsAt")
        isSuspended = try c.decode("isSuspended")
        nextSequence = try c.decode("nextSequence")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("record", record)
        object.set("now", now)
        object.set("waiting", waiting)
        object.set("askedPreconditions", askedPreconditions)
        object.set("showing", showing)
        object.set("gapEndsAt", gapEndsAt)
        object.set("isSuspended", isSuspended)
        object.set("nextSequence", nextSequence)
        return object.value
    }
}

extension PopupQueue.Event: JSONCodable {
    /// One of `recordLoaded`, `offered`, `preconditionAnswered`, `dismissed`, `suspended`, `resumed`, `gapEnded`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["load": "recordLoaded", "offer": "offered", "suspend": "suspended", "resume": "resumed"])
        switch value.name {
        case "recordLoaded": self = .recordLoaded(record: try value.value("record"))
        case "offered":
            let c = try value.members("id now")
            self = .offered(id: try c.decode("id"), now: try c.decode("now"))
        case "preconditionAnswered":
            let c = try value.members("id allowed")
            self = .preconditionAnswered(id: try c.decode("id"), allowed: try c.decode("allowed"))
        case "dismissed":
            let c = try value.members("id now")
            self = .dismissed(id: try c.decode("id"), now: try c.decode("now"))
        case "suspended": self = .suspended
        case "resumed": self = .resumed(now: try value.value("now"))
        case "gapEnded": self = .gapEnded
        default: throw value.unknown(among: "recordLoaded offered preconditionAnswered dismissed suspended resumed gapEnded")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .recordLoaded(let record): .enumCase("recordLoaded", ["record": record.jsonValue])
        case .offered(let id, let now): .enumCase("offered", ["id": id.jsonValue, "now": now.jsonValue])
        case .preconditionAnswered(let id, let allowed): .enumCase("preconditionAnswered", ["id": id.jsonValue, "allowed": allowed.jsonValue])
        case .dismissed(let id, let now): .enumCase("dismissed", ["id": id.jsonValue, "now": now.jsonValue])
        case .suspended: .string("suspended")
        case .resumed(let now): .enumCase("resumed", ["now": now.jsonValue])
        case .gapEnded: .string("gapEnded")
        }
    }
}

extension PopupQueue.Effect: JSONCodable {
    /// One of `askPrecondition`, `present`, `dismiss`, `notifyRefused`, `persist`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["refused": "notifyRefused"])
        switch value.name {
        case "askPrecondition":
            let c = try value.members("id condition")
            self = .askPrecondition(id: try c.decode("id"), condition: try c.decode("condition"))
        case "present":
            let c = try value.members("id target")
            self = .present(id: try c.decode("id"), target: try c.decode("target"))
        case "dismiss": self = .dismiss(id: try value.value("id"))
        case "notifyRefused":
            let c = try value.members("id reason")
            self = .notifyRefused(id: try c.decode("id"), reason: try c.decode("reason"))
        case "persist": self = .persist(record: try value.value("record"))
        default: throw value.unknown(among: "askPrecondition present dismiss notifyRefused persist")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .askPrecondition(let id, let condition): .enumCase("askPrecondition", ["id": id.jsonValue, "condition": condition.jsonValue])
        case .present(let id, let target): .enumCase("present", ["id": id.jsonValue, "target": target.jsonValue])
        case .dismiss(let id): .enumCase("dismiss", ["id": id.jsonValue])
        case .notifyRefused(let id, let reason): .enumCase("notifyRefused", ["id": id.jsonValue, "reason": reason.jsonValue])
        case .persist(let record): .enumCase("persist", ["record": record.jsonValue])
        }
    }
}

extension PopupKind: JSONCodable {
    /// `id`, `priority`; `isBlocking` (false) and `rules` (none) optional.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("id priority isBlocking rules")
        self.init(
            id: try c.decode("id"), priority: try c.decode("priority"), isBlocking: try c.decode("isBlocking", default: false),
            rules: try c.decode("rules", default: PopupRules()))
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object(["id": id.jsonValue, "priority": priority.jsonValue, "isBlocking": isBlocking.jsonValue, "rules": rules.jsonValue])
    }
}

extension PopupRules: JSONCodable {
    /// Rules; every member is optional.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("onceEver cooldownHours quota precondition")
        self.init(
            onceEver: try c.decode("onceEver", default: false), cooldownHours: try c.decodeIfPresent("cooldownHours"),
            quota: try c.decodeIfPresent("quota"), precondition: try c.decodeIfPresent("precondition")
        )
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members([
            "onceEver": onceEver.jsonValue, "cooldownHours": cooldownHours?.jsonValue, "quota": quota?.jsonValue,
            "precondition": precondition?.jsonValue,
        ])
    }
}

extension PopupRules.Quota: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("count days")
        self.init(count: try c.decode("count"), days: try c.decode("days"))
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["count": count.jsonValue, "days": days.jsonValue]) }
}

extension PopupRefusal: JSONCodable {}

extension PopupRecord: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("showings")
        self.init(showings: try c.decode("showings"))
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["showings": showings.jsonValue]) }
}

#if !hasFeature(Embedded)
extension PopupQueue: CodableThroughJSON {}
extension PopupQueue.Waiting: CodableThroughJSON {}
extension PopupQueue.State: CodableThroughJSON {}
extension PopupQueue.Event: CodableThroughJSON {}
extension PopupQueue.Effect: CodableThroughJSON {}
extension PopupKind: CodableThroughJSON {}
extension PopupRules: CodableThroughJSON {}
extension PopupRules.Quota: CodableThroughJSON {}
extension PopupRecord: CodableThroughJSON {}
extension PopupQueue.Preemption: Codable {}
extension PopupQueue.PresentationTarget: Codable {}
extension PopupRefusal: Codable {}
#endif
