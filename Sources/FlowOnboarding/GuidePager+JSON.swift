extension GuidePager: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "guide-pager" }

    /// Configuration: `pageCount`, `pageSize`; optionally `variant`
    /// (`"guide"`), `exitStyle` (`"fade"` or `"immediate"`; the variant's by default), `safeArea`, `hidesSkipButton`, `hidesStartButton`,
    /// `slipsIntoHome`, `fitScale` (1), `newFeatureStartButtonSize`
    /// (105 × 36), `indicator` (a page-indicator configuration), `reducesMotion` (false).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            variant exitStyle pageCount pageSize safeArea hidesSkipButton hidesStartButton slipsIntoHome fitScale
            newFeatureStartButtonSize indicator style reducesMotion
            """)
        let variant: Variant = try c.decode("variant", default: .guide)
        let exitStyle: ExitStyle? = try c.decodeIfPresent("exitStyle", as: ExitStyle.self)
        let pageCount: Int = try c.decode("pageCount", schemaBounds: Bounds.count)
        let pageSize: Size = try c.decode("pageSize", schemaBounds: Bounds.sizeMembers)
        let safeArea: Insets = try c.decode("safeArea", default: .zero, schemaBounds: Bounds.insetsMembers)
        let hidesSkipButton: Bool = try c.decode("hidesSkipButton", default: false)
        let hidesStartButton: Bool = try c.decode("hidesStartButton", default: false)
        let slipsIntoHome: Bool = try c.decode("slipsIntoHome", default: false)
        let fitScale: Double = try c.decode("fitScale", default: 1, schemaBounds: GuidePager.fitScales)
        let newFeatureStartButtonSize: Size = try c.decode("newFeatureStartButtonSize", default: Size(width: 105, height: 36), schemaBounds: Bounds.sizeMembers)
        let indicator: PageIndicator? = try c.decodeIfPresent("indicator", as: PageIndicator.self)
        let style: GuideStyle = try c.decode("style", default: GuideStyle())
        let reducesMotion: Bool = try c.decode("reducesMotion", default: false)
        self = try JSONDecodingError.validating { () throws(GuidePagerError) in
            try GuidePager(
                variant: variant, exitStyle: exitStyle, pageCount: pageCount, pageSize: pageSize, safeArea: safeArea,
                hidesSkipButton: hidesSkipButton, hidesStartButton: hidesStartButton, slipsIntoHome: slipsIntoHome, fitScale: fitScale,
                newFeatureStartButtonSize: newFeatureStartButtonSize, indicator: indicator, style: style, reducesMotion: reducesMotion
            )
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("variant", variant, unlessEqualTo: .guide)
        c.set("exitStyle", exitStyle, unlessEqualTo: variant == .guide ? .fade : .immediate)
        c["pageCount"] = pageCount.jsonValue
        c["pageSize"] = pageSize.jsonValue
        c.set("safeArea", safeArea, unlessEqualTo: .zero)
        c.set("hidesSkipButton", hidesSkipButton, unlessEqualTo: false)
        c.set("hidesStartButton", hidesStartButton, unlessEqualTo: false)
        c.set("slipsIntoHome", slipsIntoHome, unlessEqualTo: false)
        c.set("fitScale", fitScale, unlessEqualTo: 1)
        c.set("newFeatureStartButtonSize", newFeatureStartButtonSize, unlessEqualTo: Size(width: 105, height: 36))
        let standard = try? Self.defaultIndicator(variant: variant, pageCount: pageCount, fitScale: fitScale, reducesMotion: reducesMotion)
        c.set("indicator", indicator.jsonValue, unlessEqualTo: standard?.jsonValue ?? .null)
        c.set("style", style, unlessEqualTo: GuideStyle())
        c.set("reducesMotion", reducesMotion, unlessEqualTo: false)
        return .members(c)
    }
}

extension GuidePager.Variant: JSONCodable {}

extension GuidePager.ExitStyle: JSONCodable {}

extension GuidePager.Phase: JSONCodable {}

extension GuidePager.State: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("phase page offset isStartButtonVisible isIndicatorHidden indicator")
        self.init(isStartButtonVisible: try c.decode("isStartButtonVisible"))
        phase = try c.decode("phase")
        page = try c.decode("page")
        offset = try c.decode("offset")
        isIndicatorHidden = try c.decode("isIndicatorHidden")
        indicator = try c.decode("indicator")
    }

    /// Every member.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("page", page)
        object.set("offset", offset)
        object.set("isStartButtonVisible", isStartButtonVisible)
        object.set("isIndicatorHidden", isIndicatorHidden)
        object.set("indicator", indicator)
        return object.value
    }
}

extension GuidePager.Event: JSONCodable {
    /// One of `scrolled`, `scrollEnded`, `skipTapped`, `startTapped`, `fadeOutEnded`, `indicator`, `keyPressed`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["key": "keyPressed"])
        switch value.name {
        case "scrolled": self = .scrolled(offset: try value.value("offset"))
        case "scrollEnded": self = .scrollEnded(offset: try value.value("offset"))
        case "skipTapped": self = .skipTapped
        case "startTapped": self = .startTapped
        case "fadeOutEnded": self = .fadeOutEnded
        case "indicator": self = .indicator(event: try value.value("event"))
        case "keyPressed": self = .keyPressed(try value.payload())
        default: throw value.unknown(among: "scrolled scrollEnded skipTapped startTapped fadeOutEnded indicator keyPressed")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .scrolled(let offset): .enumCase("scrolled", ["offset": offset.jsonValue])
        case .scrollEnded(let offset): .enumCase("scrollEnded", ["offset": offset.jsonValue])
        case .skipTapped: .string("skipTapped")
        case .startTapped: .string("startTapped")
        case .fadeOutEnded: .string("fadeOutEnded")
        case .indicator(let event): .enumCase("indicator", ["event": event.jsonValue])
        case .keyPressed(let value): .enumCase("keyPressed", payload: value.jsonValue)
        }
    }
}

extension GuidePager.Effect: JSONCodable {
    /// One of `showStartButton`, `finish`, `fadeOut`, `remove`, `indicator`, `scrollTo`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["finished": "finish", "removed": "remove"])
        switch value.name {
        case "showStartButton": self = .showStartButton(animation: try value.value("animation"))
        case "finish": self = .finish
        case "fadeOut": self = .fadeOut(animation: try value.value("animation"))
        case "remove": self = .remove
        case "indicator": self = .indicator(effect: try value.value("effect"))
        case "scrollTo": self = .scrollTo(page: try value.value("page"))
        default: throw value.unknown(among: "showStartButton finish fadeOut remove indicator scrollTo")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .showStartButton(let animation): .enumCase("showStartButton", ["animation": animation.jsonValue])
        case .finish: .string("finish")
        case .fadeOut(let animation): .enumCase("fadeOut", ["animation": animation.jsonValue])
        case .remove: .string("remove")
        case .indicator(let effect): .enumCase("indicator", ["effect": effect.jsonValue])
        case .scrollTo(let page): .enumCase("scrollTo", ["page": page.jsonValue])
        }
    }
}

extension GuideLayout: JSONCodable {
    /// Every member, required but `skipButton`, `startButton`, `indicatorBar`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("contentSize pages skipButton startButton indicator indicatorBar pageImages")
        self.init(
            contentSize: try c.decode("contentSize"), pages: try c.decode("pages"), skipButton: try c.decodeIfPresent("skipButton"),
            startButton: try c.decodeIfPresent("startButton"), indicator: try c.decode("indicator"),
            indicatorBar: try c.decodeIfPresent("indicatorBar"), pageImages: try c.decode("pageImages")
        )
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members([
            "contentSize": contentSize.jsonValue, "pages": pages.jsonValue, "skipButton": skipButton?.jsonValue,
            "startButton": startButton?.jsonValue, "indicator": indicator.jsonValue, "indicatorBar": indicatorBar?.jsonValue,
            "pageImages": pageImages.jsonValue,
        ])
    }
}

extension GuideStyle: JSONCodable {
    /// A style; anything left out keeps the seed's.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("skip start newFeatureStart indicatorBar newFeatureImagePrefix layoutDirection contentSize pageLabel")
        self.init()
        try c.update(&skip, from: "skip")
        try c.update(&start, from: "start")
        try c.update(&newFeatureStart, from: "newFeatureStart")
        try c.update(&indicatorBar, from: "indicatorBar")
        try c.update(&newFeatureImagePrefix, from: "newFeatureImagePrefix")
        try c.update(&layoutDirection, from: "layoutDirection")
        try c.update(&contentSize, from: "contentSize")
        try c.update(&pageLabel, from: "pageLabel")
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "skip": skip.jsonValue, "start": start.jsonValue, "newFeatureStart": newFeatureStart.jsonValue, "indicatorBar": indicatorBar.jsonValue,
            "newFeatureImagePrefix": newFeatureImagePrefix.jsonValue, "layoutDirection": layoutDirection.jsonValue,
            "contentSize": contentSize.jsonValue, "pageLabel": pageLabel.jsonValue,
        ])
    }
}

extension GuideStyle.Button: JSONCodable {
    /// Every member, required but `background`, `backgroundImage`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("title font scalesFont titleColor background backgroundImage cornerRadius scalesCornerRadius")
        self.init(
            title: try c.decode("title"), font: try c.decode("font"), scalesFont: try c.decode("scalesFont"), titleColor: try c.decode("titleColor"),
            background: try c.decodeIfPresent("background"), backgroundImage: try c.decodeIfPresent("backgroundImage"),
            cornerRadius: try c.decode("cornerRadius", schemaBounds: Bounds.length), scalesCornerRadius: try c.decode("scalesCornerRadius")
        )
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members([
            "title": title.jsonValue, "font": font.jsonValue, "scalesFont": scalesFont.jsonValue, "titleColor": titleColor.jsonValue,
            "background": background?.jsonValue, "backgroundImage": backgroundImage?.jsonValue, "cornerRadius": cornerRadius.jsonValue,
            "scalesCornerRadius": scalesCornerRadius.jsonValue,
        ])
    }
}

extension GuideButton: JSONCodable {
    /// Every member, required but `background`, `backgroundImage`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("frame title font titleColor background backgroundImage cornerRadius")
        self.init(
            frame: try c.decode("frame"), title: try c.decode("title"), font: try c.decode("font"), titleColor: try c.decode("titleColor"),
            background: try c.decodeIfPresent("background"), backgroundImage: try c.decodeIfPresent("backgroundImage"),
            cornerRadius: try c.decode("cornerRadius")
        )
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members([
            "frame": frame.jsonValue, "title": title.jsonValue, "font": font.jsonValue, "titleColor": titleColor.jsonValue,
            "background": background?.jsonValue, "backgroundImage": backgroundImage?.jsonValue, "cornerRadius": cornerRadius.jsonValue,
        ])
    }
}

#if !hasFeature(Embedded)
extension GuidePager: CodableThroughJSON {}
extension GuidePager.State: CodableThroughJSON {}
extension GuidePager.Event: CodableThroughJSON {}
extension GuidePager.Effect: CodableThroughJSON {}
extension GuideLayout: CodableThroughJSON {}
extension GuideStyle: CodableThroughJSON {}
extension GuideStyle.Button: CodableThroughJSON {}
extension GuideButton: CodableThroughJSON {}
extension GuidePager.Variant: Codable {}
extension GuidePager.ExitStyle: Codable {}
extension GuidePager.Phase: Codable {}
#endif
