import FlowCore

extension GuidePager: WebMachine {
    static var webName: String { "guide-pager" }

    /// `pageCount` and `pageSize`; optionally `variant`, `exitStyle`,
    /// `safeArea`, `hidesSkipButton`, `hidesStartButton`, `slipsIntoHome`,
    /// `fitScale`, `newFeatureStartButtonSize`, `reducesMotion`, and of
    /// `style` `contentSize` and `layoutDirection`; the indicator is the
    /// variant's own.
    init(webConfig json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: [
            "variant", "exitStyle", "pageCount", "pageSize", "safeArea", "hidesSkipButton", "hidesStartButton", "slipsIntoHome", "fitScale",
            "newFeatureStartButtonSize", "reducesMotion", "style",
        ])
        var style = GuideStyle()
        if let s = try json.optionalMember("style") {
            _ = try s.members(allowing: ["contentSize", "layoutDirection"])
            style.contentSize = try s.optionalMember("contentSize")?.read(ContentSizeCategory.self) ?? .large
            style.layoutDirection = try s.optionalMember("layoutDirection")?.read(LayoutDirection.self) ?? .leftToRight
        }
        let variant = try json.optionalMember("variant")?.rawValue(Variant.self) ?? .guide
        let exitStyle = try json.optionalMember("exitStyle")?.rawValue(ExitStyle.self)
        let pageCount = try json.member("pageCount").int()
        let pageSize = try json.member("pageSize").read(Size.self)
        let safeArea = try json.optionalMember("safeArea")?.read(Insets.self) ?? .zero
        let hidesSkip = try json.optionalMember("hidesSkipButton")?.bool() ?? false
        let hidesStart = try json.optionalMember("hidesStartButton")?.bool() ?? false
        let slips = try json.optionalMember("slipsIntoHome")?.bool() ?? false
        let fitScale = try json.optionalMember("fitScale")?.number() ?? 1
        let startSize = try json.optionalMember("newFeatureStartButtonSize")?.read(Size.self) ?? Size(width: 105, height: 36)
        let reducesMotion = try json.optionalMember("reducesMotion")?.bool() ?? false
        self = try configured(at: json.path) { () throws(GuidePagerError) in
            try Self(
                variant: variant, exitStyle: exitStyle, pageCount: pageCount, pageSize: pageSize, safeArea: safeArea, hidesSkipButton: hidesSkip,
                hidesStartButton: hidesStart, slipsIntoHome: slips, fitScale: fitScale, newFeatureStartButtonSize: startSize, style: style,
                reducesMotion: reducesMotion)
        }
    }

    static func event(_ json: JSONReader) throws(WebError) -> Event {
        let c = try json.enumCase()
        switch c.name {
        case "scrolled": return .scrolled(offset: try c.value("offset").number())
        case "scrollEnded": return .scrollEnded(offset: try c.value("offset").number())
        case "skipTapped": return .skipTapped
        case "startTapped": return .startTapped
        case "fadeOutEnded": return .fadeOutEnded
        case "indicator": return .indicator(event: try PageIndicator.event(try c.value("event")))
        case "key": return .key(try c.payloadValue().read(KeyboardKey.self))
        default: throw c.unknown
        }
    }

    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .showStartButton(let animation): jsonCase("showStartButton", [("animation", animation.json)])
        case .finished: jsonCase("finished")
        case .fadeOut(let animation): jsonCase("fadeOut", [("animation", animation.json)])
        case .removed: jsonCase("removed")
        case .indicator(let effect): jsonCase("indicator", [("effect", PageIndicator.json(effect))])
        case .scrollTo(let page): jsonCase("scrollTo", [("page", .number(Double(page)))])
        }
    }

    static func json(_ event: Event) -> JSONValue {
        switch event {
        case .scrolled(let offset): jsonCase("scrolled", [("offset", jsonNumber(offset))])
        case .scrollEnded(let offset): jsonCase("scrollEnded", [("offset", jsonNumber(offset))])
        case .skipTapped: jsonCase("skipTapped")
        case .startTapped: jsonCase("startTapped")
        case .fadeOutEnded: jsonCase("fadeOutEnded")
        case .indicator(let event): jsonCase("indicator", [("event", PageIndicator.json(event))])
        case .key(let key): jsonCase("key", payload: .string(key.rawValue))
        }
    }
}

extension PageIndicator {
    /// An indicator's event as the specs write it.
    static func event(_ json: JSONReader) throws(WebError) -> Event {
        let c = try json.enumCase()
        switch c.name {
        case "goTo": return .goTo(page: try c.value("page").int())
        case "follow": return .follow(progress: try c.value("progress").number())
        case "slideEnded": return .slideEnded
        default: throw c.unknown
        }
    }

    static func json(_ event: Event) -> JSONValue {
        switch event {
        case .goTo(let page): jsonCase("goTo", [("page", .number(Double(page)))])
        case .follow(let progress): jsonCase("follow", [("progress", jsonNumber(progress))])
        case .slideEnded: jsonCase("slideEnded")
        }
    }

    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .slide(let animation, let topmostDot): jsonCase("slide", [("animation", animation.json), ("topmostDot", .number(Double(topmostDot)))])
        }
    }
}
