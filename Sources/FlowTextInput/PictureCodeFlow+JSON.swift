extension PictureCodeFlow: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "picture-code-flow" }

    /// Configuration: `entry`, a code-entry configuration (default the
    /// seed's four digits), and `onRefusal` (`"showMessage"`, the seed's,
    /// or `"clearAndReload"`).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("entry onRefusal")
        // The seed's entry, whose defaults cannot be rejected.
        self.init(
            entry: try c.decode("entry", default: try! CodeEntry()), onRefusal: try c.decode("onRefusal", default: PictureCodeRefusal.showMessage)
        )
    }

    /// The configuration, leaving out the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("entry", entry.jsonValue, unlessEqualTo: JSONValue.object([:]))
        c.set("onRefusal", onRefusal, unlessEqualTo: .showMessage)
        return .members(c)
    }
}

extension PictureCodeFlow.Phase: JSONCodable {}

extension PictureCodeRefusal: JSONCodable {}

extension PictureCodeFlow.State: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("phase phone entry")
        self.init()
        phase = try c.decode("phase")
        phone = try c.decode("phone")
        entry = try c.decode("entry")
    }

    /// Every member.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("phone", phone)
        object.set("entry", entry)
        return object.value
    }
}

extension PictureCodeFlow.Event: JSONCodable {
    /// One of `openRequested`, `entry`, `smsSent`, `smsFailed`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["open": "openRequested"])
        switch value.name {
        case "openRequested": self = .openRequested(phone: try value.value("phone"))
        case "entry": self = .entry(event: try value.value("event"))
        case "smsSent": self = .smsSent
        case "smsFailed": self = .smsFailed(message: try value.value("message"))
        default: throw value.unknown(among: "openRequested entry smsSent smsFailed")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .openRequested(let phone): .enumCase("openRequested", ["phone": phone.jsonValue])
        case .entry(let event): .enumCase("entry", ["event": event.jsonValue])
        case .smsSent: .string("smsSent")
        case .smsFailed(let message): .enumCase("smsFailed", ["message": message.jsonValue])
        }
    }
}

extension PictureCodeFlow.Effect: JSONCodable {
    /// One of `entry`, `requestSMS`, `finish`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["finished": "finish"])
        switch value.name {
        case "entry": self = .entry(effect: try value.value("effect"))
        case "requestSMS":
            let c = try value.members("phone pictureCode")
            self = .requestSMS(phone: try c.decode("phone"), pictureCode: try c.decode("pictureCode"))
        case "finish": self = .finish(sent: try value.value("sent"))
        default: throw value.unknown(among: "entry requestSMS finish")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .entry(let effect): .enumCase("entry", ["effect": effect.jsonValue])
        case .requestSMS(let phone, let pictureCode): .enumCase("requestSMS", ["phone": phone.jsonValue, "pictureCode": pictureCode.jsonValue])
        case .finish(let sent): .enumCase("finish", ["sent": sent.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension PictureCodeFlow: CodableThroughJSON {}
extension PictureCodeFlow.State: CodableThroughJSON {}
extension PictureCodeFlow.Event: CodableThroughJSON {}
extension PictureCodeFlow.Effect: CodableThroughJSON {}
extension PictureCodeFlow.Phase: Codable {}
extension PictureCodeRefusal: Codable {}
#endif
