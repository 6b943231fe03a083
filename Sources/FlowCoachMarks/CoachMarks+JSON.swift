extension CoachMarks: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "coach-marks" }

    /// Configuration: `screens` (each `{"id", "items"}`), `screen` (size),
    /// optionally `safeArea`, `layoutDirection` (`"leftToRight"`),
    /// `passesTapsThroughCutouts` (false), `placesAutomatically` (false), `style` (the seed's look) and `measurer`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("screens screen safeArea layoutDirection passesTapsThroughCutouts placesAutomatically style measurer")
        let screens: [CoachMarkScreen] = try c.decode("screens", as: [CoachMarkScreen].self)
        let environment: CoachMarkEnvironment = CoachMarkEnvironment(
            screen: try c.decode("screen", as: Size.self), safeArea: try c.decode("safeArea", default: .zero),
            layoutDirection: try c.decode("layoutDirection", default: .leftToRight)
        )
        let style: CoachMarkStyle = try c.decode("style", default: CoachMarkStyle())
        let passesTapsThroughCutouts: Bool = try c.decode("passesTapsThroughCutouts", default: false)
        let placesAutomatically: Bool = try c.decode("placesAutomatically", default: false)
        let measurer: AnyTextMeasuring = try c.measurer("measurer")
        self = try JSONDecodingError.validating { () throws(CoachMarksError) in
            try CoachMarks(
                screens: screens, environment: environment, style: style, passesTapsThroughCutouts: passesTapsThroughCutouts,
                placesAutomatically: placesAutomatically, measurer: measurer
            )
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c["screens"] = screens.jsonValue
        c["screen"] = environment.screen.jsonValue
        c.set("safeArea", environment.safeArea, unlessEqualTo: .zero)
        c.set("layoutDirection", environment.layoutDirection, unlessEqualTo: .leftToRight)
        c.set("style", style, unlessEqualTo: CoachMarkStyle())
        c.set("passesTapsThroughCutouts", passesTapsThroughCutouts, unlessEqualTo: false)
        c.set("placesAutomatically", placesAutomatically, unlessEqualTo: false)
        c.setMeasurer("measurer", measurer)
        return .members(c)
    }
}

extension CoachMarks.Phase: JSONCodable {}

extension CoachMarks.State: JSONCodable {
    /// Every member, required but `current`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("phase shown current")
        self.init()
        phase = try c.decode("phase")
        shown = try c.decode("shown")
        current = try c.decodeIfPresent("current")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("shown", shown)
        object.set("current", current)
        return object.value
    }
}

extension CoachMarks.Event: JSONCodable {
    /// One of `startRequested`, `tapped`, `skipAllRequested`, `keyPressed`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["start": "startRequested", "skipAll": "skipAllRequested", "key": "keyPressed"])
        switch value.name {
        case "startRequested": self = .startRequested(alreadyShown: try value.value("alreadyShown"))
        case "tapped": self = .tapped(at: try value.value("at"))
        case "skipAllRequested": self = .skipAllRequested
        case "keyPressed": self = .keyPressed(try value.payload())
        default: throw value.unknown(among: "startRequested tapped skipAllRequested keyPressed")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .startRequested(let alreadyShown): .enumCase("startRequested", ["alreadyShown": alreadyShown.jsonValue])
        case .tapped(let at): .enumCase("tapped", ["at": at.jsonValue])
        case .skipAllRequested: .string("skipAllRequested")
        case .keyPressed(let value): .enumCase("keyPressed", payload: value.jsonValue)
        }
    }
}

extension CoachMarks.Effect: JSONCodable {
    /// One of `show`, `persist`, `dismiss`, `passThrough`, `finish`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["finished": "finish"])
        switch value.name {
        case "show":
            let c = try value.members("screen layout")
            self = .show(screen: try c.decode("screen"), layout: try c.decode("layout"))
        case "persist": self = .persist(shown: try value.value("shown"))
        case "dismiss": self = .dismiss(screen: try value.value("screen"))
        case "passThrough": self = .passThrough(at: try value.value("at"))
        case "finish": self = .finish
        default: throw value.unknown(among: "show persist dismiss passThrough finish")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .show(let screen, let layout): .enumCase("show", ["screen": screen.jsonValue, "layout": layout.jsonValue])
        case .persist(let shown): .enumCase("persist", ["shown": shown.jsonValue])
        case .dismiss(let screen): .enumCase("dismiss", ["screen": screen.jsonValue])
        case .passThrough(let at): .enumCase("passThrough", ["at": at.jsonValue])
        case .finish: .string("finish")
        }
    }
}

extension CoachMarkItem: JSONCodable {
    /// Every member, required but `arrow`, `tip`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("shape arrow tip")
        self.init(shape: try c.decode("shape"), arrow: try c.decodeIfPresent("arrow"), tip: try c.decodeIfPresent("tip"))
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { .members(["shape": shape.jsonValue, "arrow": arrow?.jsonValue, "tip": tip?.jsonValue]) }
}

extension CoachMarkItem.Shape: JSONCodable {
    /// One of `circle`, `oval`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "circle":
            let c = try value.members("center radius")
            self = .circle(center: try c.decode("center"), radius: try c.decode("radius"))
        case "oval":
            let c = try value.members("center size")
            self = .oval(center: try c.decode("center"), size: try c.decode("size"))
        default: throw value.unknown(among: "circle oval")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .circle(let center, let radius): .enumCase("circle", ["center": center.jsonValue, "radius": radius.jsonValue])
        case .oval(let center, let size): .enumCase("oval", ["center": center.jsonValue, "size": size.jsonValue])
        }
    }
}

extension CoachMarkItem.Quadrant: JSONCodable {}

extension CoachMarkItem.Arrow: JSONCodable {
    /// `offset` and `size`; `quadrant` the default (see `Arrow`) and `image` `"arrow"` unless given.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("offset quadrant size image")
        self.init(
            offset: try c.decode("offset"), quadrant: try c.decodeIfPresent("quadrant"), size: try c.decode("size"), image: try c.decode(
                "image", default: "arrow"
            ))
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members(["offset": offset.jsonValue, "quadrant": quadrant?.jsonValue, "size": size.jsonValue, "image": image.jsonValue])
    }
}

extension CoachMarkItem.TipPosition: JSONCodable {}

extension CoachMarkItem.TipAlignment: JSONCodable {}

extension CoachMarkItem.Tip: JSONCodable {
    /// `text`; the side the default (see `Tip`) and the alignment left unless given.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("text position alignment")
        self.init(text: try c.decode("text"), position: try c.decodeIfPresent("position"), alignment: try c.decode("alignment", default: .left))
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { .members(["text": text.jsonValue, "position": position?.jsonValue, "alignment": alignment.jsonValue]) }
}

extension CoachMarkScreen: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("id items")
        self.init(id: try c.decode("id"), items: try c.decode("items"))
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["id": id.jsonValue, "items": items.jsonValue]) }
}

extension CoachMarkStyle: JSONCodable {
    /// Every member optional: what is left out keeps the seed's value.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            dimColor dimAlpha cutoutGrowth circleRingGrowth ovalRingGrowth ringColor ringWidth ringDash tipFont tipColor
            tipSideInset tipGap contentSize continueLabel continueHint
            """)
        self.init()
        try c.update(&dimColor, from: "dimColor")
        try c.update(&dimAlpha, from: "dimAlpha", schemaBounds: 0...1)
        try c.update(&cutoutGrowth, from: "cutoutGrowth", schemaBounds: Bounds.length)
        try c.update(&circleRingGrowth, from: "circleRingGrowth", schemaBounds: Bounds.length)
        try c.update(&ovalRingGrowth, from: "ovalRingGrowth", schemaBounds: Bounds.length)
        try c.update(&ringColor, from: "ringColor")
        try c.update(&ringWidth, from: "ringWidth", schemaBounds: Bounds.length)
        try c.update(&ringDash, from: "ringDash")
        try c.update(&tipFont, from: "tipFont")
        try c.update(&tipColor, from: "tipColor")
        try c.update(&tipSideInset, from: "tipSideInset", schemaBounds: Bounds.length)
        try c.update(&tipGap, from: "tipGap", schemaBounds: Bounds.length)
        try c.update(&contentSize, from: "contentSize")
        try c.update(&continueLabel, from: "continueLabel")
        try c.update(&continueHint, from: "continueHint")
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "dimColor": dimColor.jsonValue, "dimAlpha": dimAlpha.jsonValue, "cutoutGrowth": cutoutGrowth.jsonValue,
            "circleRingGrowth": circleRingGrowth.jsonValue, "ovalRingGrowth": ovalRingGrowth.jsonValue, "ringColor": ringColor.jsonValue,
            "ringWidth": ringWidth.jsonValue, "ringDash": ringDash.jsonValue, "tipFont": tipFont.jsonValue, "tipColor": tipColor.jsonValue,
            "tipSideInset": tipSideInset.jsonValue, "tipGap": tipGap.jsonValue, "contentSize": contentSize.jsonValue,
            "continueLabel": continueLabel.jsonValue, "continueHint": continueHint.jsonValue,
        ])
    }
}

extension CoachMarkLayout: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("dimPath dimColor dimAlpha rings ringColor ringWidth ringDash arrows tips tipFont tipColor")
        self.init(
            dimPath: try c.decode("dimPath"), dimColor: try c.decode("dimColor"), dimAlpha: try c.decode("dimAlpha"), rings: try c.decode("rings"),
            ringColor: try c.decode("ringColor"), ringWidth: try c.decode("ringWidth"), ringDash: try c.decode("ringDash"),
            arrows: try c.decode("arrows"), tips: try c.decode("tips"), tipFont: try c.decode("tipFont"), tipColor: try c.decode("tipColor")
        )
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "dimPath": dimPath.jsonValue, "dimColor": dimColor.jsonValue, "dimAlpha": dimAlpha.jsonValue, "rings": rings.jsonValue,
            "ringColor": ringColor.jsonValue, "ringWidth": ringWidth.jsonValue, "ringDash": ringDash.jsonValue, "arrows": arrows.jsonValue,
            "tips": tips.jsonValue, "tipFont": tipFont.jsonValue, "tipColor": tipColor.jsonValue,
        ])
    }
}

extension CoachMarkLayout.ArrowPlacement: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("item frame quadrant image")
        self.init(item: try c.decode("item"), frame: try c.decode("frame"), quadrant: try c.decode("quadrant"), image: try c.decode("image"))
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object(["item": item.jsonValue, "frame": frame.jsonValue, "quadrant": quadrant.jsonValue, "image": image.jsonValue])
    }
}

extension CoachMarkLayout.TipPlacement: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("item frame text alignment position")
        self.init(
            item: try c.decode("item"), frame: try c.decode("frame"), text: try c.decode("text"), alignment: try c.decode("alignment"),
            position: try c.decode("position")
        )
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "item": item.jsonValue, "frame": frame.jsonValue, "text": text.jsonValue, "alignment": alignment.jsonValue, "position": position.jsonValue,
        ])
    }
}

extension CoachMarkEnvironment: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("screen safeArea layoutDirection")
        self.init(screen: try c.decode("screen"), safeArea: try c.decode("safeArea"), layoutDirection: try c.decode("layoutDirection"))
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object(["screen": screen.jsonValue, "safeArea": safeArea.jsonValue, "layoutDirection": layoutDirection.jsonValue])
    }
}

#if !hasFeature(Embedded)
extension CoachMarks: CodableThroughJSON {}
extension CoachMarks.State: CodableThroughJSON {}
extension CoachMarks.Event: CodableThroughJSON {}
extension CoachMarks.Effect: CodableThroughJSON {}
extension CoachMarkItem: CodableThroughJSON {}
extension CoachMarkItem.Shape: CodableThroughJSON {}
extension CoachMarkItem.Arrow: CodableThroughJSON {}
extension CoachMarkItem.Tip: CodableThroughJSON {}
extension CoachMarkScreen: CodableThroughJSON {}
extension CoachMarkStyle: CodableThroughJSON {}
extension CoachMarkLayout: CodableThroughJSON {}
extension CoachMarkLayout.ArrowPlacement: CodableThroughJSON {}
extension CoachMarkLayout.TipPlacement: CodableThroughJSON {}
extension CoachMarkEnvironment: CodableThroughJSON {}
extension CoachMarks.Phase: Codable {}
extension CoachMarkItem.Quadrant: Codable {}
extension CoachMarkItem.TipPosition: Codable {}
extension CoachMarkItem.TipAlignment: Codable {}
#endif
