import FlowCore

extension ProgressHUD: WebMachine {
    static var webName: String { "progress-hud" }

    init(webConfig json: JSONReader) throws(WebError) {
        let keys = [
            "graceTime", "minimumShowTime", "minimumDismissTime", "maximumDismissTime", "noticeLengthUnit", "fadeInDuration", "fadeOutDuration",
            "contentSize", "loadingLabel", "reducesMotion",
        ]
        _ = try json.members(allowing: keys)
        let d = ProgressHUD.standard
        func time(_ key: String, _ fallback: Double) throws(WebError) -> Double { try json.optionalMember(key)?.number() ?? fallback }
        let graceTime = try time("graceTime", d.graceTime)
        let minimumShowTime = try time("minimumShowTime", d.minimumShowTime)
        let minimumDismissTime = try time("minimumDismissTime", d.minimumDismissTime)
        let maximumDismissTime = try time("maximumDismissTime", d.maximumDismissTime)
        let unit = try json.optionalMember("noticeLengthUnit")?.rawValue(TextLengthUnit.self) ?? d.noticeLengthUnit
        let fadeIn = try time("fadeInDuration", d.fadeInDuration)
        let fadeOut = try time("fadeOutDuration", d.fadeOutDuration)
        let contentSize = try json.optionalMember("contentSize")?.read(ContentSizeCategory.self) ?? d.contentSize
        let loadingLabel = try json.optionalMember("loadingLabel")?.string() ?? d.loadingLabel
        let reducesMotion = try json.optionalMember("reducesMotion")?.bool() ?? d.reducesMotion
        self = try configured(at: json.path) { () throws(ProgressHUDError) in
            try Self(
                graceTime: graceTime, minimumShowTime: minimumShowTime, minimumDismissTime: minimumDismissTime,
                maximumDismissTime: maximumDismissTime, noticeLengthUnit: unit, fadeInDuration: fadeIn, fadeOutDuration: fadeOut,
                contentSize: contentSize, loadingLabel: loadingLabel, reducesMotion: reducesMotion)
        }
    }

    static func event(_ json: JSONReader) throws(WebError) -> Event {
        let c = try json.enumCase()
        switch c.name {
        case "show":
            let p = try c.payloadValue()
            _ = try p.members(allowing: ["content"])
            return .show(content: try p.member("content").read(Content.self))
        case "hide":
            let p = try c.payloadValue()
            _ = try p.members(allowing: ["delay"])
            return .hide(delay: try p.member("delay").number())
        case "graceEnded": return .graceEnded
        case "minimumShowTimeEnded": return .minimumShowTimeEnded
        case "delayedHideDue": return .delayedHideDue
        case "noticeEnded": return .noticeEnded
        case "fadeOutEnded": return .fadeOutEnded
        default: throw c.unknown
        }
    }

    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .present(let content, let animation): jsonCase("present", [("content", content.json), ("animation", animation.json)])
        case .update(let content): jsonCase("update", [("content", content.json)])
        case .fadeOut(let animation): jsonCase("fadeOut", [("animation", animation.json)])
        case .removed: jsonCase("removed")
        case .announce(let text): jsonCase("announce", [("text", .string(text))])
        }
    }

    static func json(_ event: Event) -> JSONValue {
        switch event {
        case .show(let content): jsonCase("show", [("content", content.json)])
        case .hide(let delay): jsonCase("hide", [("delay", jsonNumber(delay))])
        case .graceEnded: jsonCase("graceEnded")
        case .minimumShowTimeEnded: jsonCase("minimumShowTimeEnded")
        case .delayedHideDue: jsonCase("delayedHideDue")
        case .noticeEnded: jsonCase("noticeEnded")
        case .fadeOutEnded: jsonCase("fadeOutEnded")
        }
    }
}

extension ProgressHUD.Content: JSONReadable, JSONWritable {
    init(reading json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["kind", "text", "mask"])
        self.init(
            kind: try json.member("kind").rawValue(Kind.self), text: try json.optionalMember("text")?.string(),
            mask: try json.member("mask").rawValue(Mask.self))
    }

    var json: JSONValue {
        jsonObject([("kind", .string(kind.rawValue)), ("text", text.map(JSONValue.string)), ("mask", .string(mask.rawValue))])
    }
}
