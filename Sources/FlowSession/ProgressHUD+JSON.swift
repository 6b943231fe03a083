extension ProgressHUD: JSONMachine {
    /// The HUD's name in specs.
    public static var specName: String { "progress-hud" }

    /// Configuration, all optional: `graceTime` (0), `minimumShowTime` (0),
    /// `minimumDismissTime` (1), `maximumDismissTime` (none),
    /// `noticeLengthUnit` (`"utf16"`), `fadeInDuration` and `fadeOutDuration`
    /// (0.15), `contentSize` (`"large"`), `loadingLabel` ("加载中"),
    /// `reducesMotion` (false).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            graceTime minimumShowTime minimumDismissTime maximumDismissTime noticeLengthUnit fadeInDuration fadeOutDuration
            contentSize loadingLabel reducesMotion
            """)
        let d = ProgressHUD.standard
        let graceTime = try c.decode("graceTime", default: d.graceTime, schemaBounds: Bounds.duration)
        let minimumShowTime = try c.decode("minimumShowTime", default: d.minimumShowTime, schemaBounds: Bounds.duration)
        let minimumDismissTime = try c.decode("minimumDismissTime", default: d.minimumDismissTime, schemaBounds: Bounds.duration)
        let maximumDismissTime = try c.decode("maximumDismissTime", default: d.maximumDismissTime, schemaBounds: Bounds.duration, orInfinity: true)
        let noticeLengthUnit = try c.decode("noticeLengthUnit", default: d.noticeLengthUnit)
        let fadeInDuration = try c.decode("fadeInDuration", default: d.fadeInDuration, schemaBounds: Bounds.duration)
        let fadeOutDuration = try c.decode("fadeOutDuration", default: d.fadeOutDuration, schemaBounds: Bounds.duration)
        let contentSize = try c.decode("contentSize", default: d.contentSize)
        let loadingLabel = try c.decode("loadingLabel", default: d.loadingLabel)
        let reducesMotion = try c.decode("reducesMotion", default: d.reducesMotion)
        self = try JSONDecodingError.validating { () throws(ProgressHUDError) in
            try ProgressHUD(
                graceTime: graceTime, minimumShowTime: minimumShowTime, minimumDismissTime: minimumDismissTime,
                maximumDismissTime: maximumDismissTime, noticeLengthUnit: noticeLengthUnit, fadeInDuration: fadeInDuration,
                fadeOutDuration: fadeOutDuration, contentSize: contentSize, loadingLabel: loadingLabel, reducesMotion: reducesMotion)
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        let d = ProgressHUD.standard
        var c: [String: JSONValue?] = [:]
        c.set("graceTime", graceTime, unlessEqualTo: d.graceTime)
        c.set("minimumShowTime", minimumShowTime, unlessEqualTo: d.minimumShowTime)
        c.set("minimumDismissTime", minimumDismissTime, unlessEqualTo: d.minimumDismissTime)
        c.set("maximumDismissTime", maximumDismissTime, unlessEqualTo: d.maximumDismissTime)
        c.set("noticeLengthUnit", noticeLengthUnit, unlessEqualTo: d.noticeLengthUnit)
        c.set("fadeInDuration", fadeInDuration, unlessEqualTo: d.fadeInDuration)
        c.set("fadeOutDuration", fadeOutDuration, unlessEqualTo: d.fadeOutDuration)
        c.set("contentSize", contentSize, unlessEqualTo: d.contentSize)
        c.set("loadingLabel", loadingLabel, unlessEqualTo: d.loadingLabel)
        c.set("reducesMotion", reducesMotion, unlessEqualTo: d.reducesMotion)
        return .members(c)
    }
}

extension ProgressHUD.Content: JSONCodable {
    /// `{"kind", "text", "mask"}`; `text` may be left out.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("kind text mask")
        self.init(kind: try c.decode("kind"), text: try c.decodeIfPresent("text"), mask: try c.decode("mask"))
    }

    /// The content; `text` only when there is one.
    public var jsonValue: JSONValue { .members(["kind": kind.jsonValue, "text": text?.jsonValue, "mask": mask.jsonValue]) }
}

extension ProgressHUD.Content.Kind: JSONCodable {}
extension ProgressHUD.Content.Mask: JSONCodable {}
extension ProgressHUD.Phase: JSONCodable {}

extension ProgressHUD.State: JSONCodable {
    /// `phase`, `minimumShowTimeElapsed`, `isHidePending`, and `content` when there is one.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("phase content minimumShowTimeElapsed isHidePending")
        self.init()
        phase = try c.decode("phase")
        content = try c.decodeIfPresent("content")
        minimumShowTimeElapsed = try c.decode("minimumShowTimeElapsed")
        isHidePending = try c.decode("isHidePending")
    }

    /// The state; `content` only when there is one.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("content", content)
        object.set("minimumShowTimeElapsed", minimumShowTimeElapsed)
        object.set("isHidePending", isHidePending)
        return object.value
    }
}

extension ProgressHUD.Event: JSONCodable {
    /// `{"showRequested": {"content"}}`, `{"hideRequested": {"delay"}}`, or a timer's bare name.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let event = try json.enumCase(renamed: ["show": "showRequested", "hide": "hideRequested"])
        switch event.name {
        case "showRequested": self = .showRequested(content: try event.value("content"))
        case "hideRequested": self = .hideRequested(delay: try event.value("delay"))
        case "graceEnded": self = .graceEnded
        case "minimumShowTimeEnded": self = .minimumShowTimeEnded
        case "delayedHideDue": self = .delayedHideDue
        case "noticeEnded": self = .noticeEnded
        case "fadeOutEnded": self = .fadeOutEnded
        default:
            throw event.unknown(among: "showRequested hideRequested graceEnded minimumShowTimeEnded delayedHideDue noticeEnded fadeOutEnded")
        }
    }

    /// The event as its case name and payload.
    public var jsonValue: JSONValue {
        switch self {
        case .showRequested(let content): .enumCase("showRequested", ["content": content.jsonValue])
        case .hideRequested(let delay): .enumCase("hideRequested", ["delay": delay.jsonValue])
        case .graceEnded: .string("graceEnded")
        case .minimumShowTimeEnded: .string("minimumShowTimeEnded")
        case .delayedHideDue: .string("delayedHideDue")
        case .noticeEnded: .string("noticeEnded")
        case .fadeOutEnded: .string("fadeOutEnded")
        }
    }
}

extension ProgressHUD.Effect: JSONCodable {
    /// `present`, `update`, `fadeOut` and `announce` with their payloads; `"remove"`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let effect = try json.enumCase(renamed: ["removed": "remove"])
        switch effect.name {
        case "present":
            let c = try effect.members("content animation")
            self = .present(content: try c.decode("content"), animation: try c.decode("animation"))
        case "update": self = .update(content: try effect.value("content"))
        case "fadeOut": self = .fadeOut(animation: try effect.value("animation"))
        case "remove": self = .remove
        case "announce": self = .announce(text: try effect.value("text"))
        default: throw effect.unknown(among: "present update fadeOut remove announce")
        }
    }

    /// The effect as its case name and payload.
    public var jsonValue: JSONValue {
        switch self {
        case .present(let content, let animation): .enumCase("present", ["content": content.jsonValue, "animation": animation.jsonValue])
        case .update(let content): .enumCase("update", ["content": content.jsonValue])
        case .fadeOut(let animation): .enumCase("fadeOut", ["animation": animation.jsonValue])
        case .remove: .string("remove")
        case .announce(let text): .enumCase("announce", ["text": text.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension ProgressHUD: CodableThroughJSON {}
extension ProgressHUD.Content: CodableThroughJSON {}
extension ProgressHUD.State: CodableThroughJSON {}
extension ProgressHUD.Event: CodableThroughJSON {}
extension ProgressHUD.Effect: CodableThroughJSON {}
extension ProgressHUD.Content.Kind: Codable {}
extension ProgressHUD.Content.Mask: Codable {}
extension ProgressHUD.Phase: Codable {}
#endif
