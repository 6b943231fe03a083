import FlowCore

extension CoachMarks: WebMachine {
    static var webName: String { "coach-marks" }

    /// `screens` and `screen`; optionally `safeArea`, `layoutDirection`,
    /// `passesTapsThroughCutouts`, `placesAutomatically`, and of `style`
    /// the reader's text size, `contentSize` (the rest is the seed's look).
    init(webConfig json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["screens", "screen", "safeArea", "layoutDirection", "passesTapsThroughCutouts", "placesAutomatically", "style"])
        var style = CoachMarkStyle()
        if let s = try json.optionalMember("style") {
            _ = try s.members(allowing: ["contentSize"])
            style.contentSize = try s.optionalMember("contentSize")?.read(ContentSizeCategory.self) ?? .large
        }
        let screens = try json.member("screens").elements().map { json throws(WebError) in try CoachMarkScreen(reading: json) }
        let environment = CoachMarkEnvironment(
            screen: try json.member("screen").read(Size.self), safeArea: try json.optionalMember("safeArea")?.read(Insets.self) ?? .zero,
            layoutDirection: try json.optionalMember("layoutDirection")?.read(LayoutDirection.self) ?? .leftToRight)
        let passes = try json.optionalMember("passesTapsThroughCutouts")?.bool() ?? false
        let automatic = try json.optionalMember("placesAutomatically")?.bool() ?? false
        self = try configured(at: json.path) { () throws(CoachMarksError) in
            try Self(screens: screens, environment: environment, style: style, passesTapsThroughCutouts: passes, placesAutomatically: automatic)
        }
    }

    static func event(_ json: JSONReader) throws(WebError) -> Event {
        let c = try json.enumCase()
        switch c.name {
        case "start": return .start(alreadyShown: try c.value("alreadyShown").elements().map { json throws(WebError) in try json.string() })
        case "tapped": return .tapped(at: try c.value("at").read(Point.self))
        case "skipAll": return .skipAll
        case "key": return .key(try c.payloadValue().read(KeyboardKey.self))
        default: throw c.unknown
        }
    }

    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .show(let screen, let layout): jsonCase("show", [("screen", .string(screen)), ("layout", layout.json)])
        case .persist(let shown): jsonCase("persist", [("shown", .array(shown.map(JSONValue.string)))])
        case .dismiss(let screen): jsonCase("dismiss", [("screen", .string(screen))])
        case .passThrough(let point): jsonCase("passThrough", [("at", point.json)])
        case .finished: jsonCase("finished")
        }
    }

    static func json(_ event: Event) -> JSONValue {
        switch event {
        case .start(let shown): jsonCase("start", [("alreadyShown", .array(shown.map(JSONValue.string)))])
        case .tapped(let point): jsonCase("tapped", [("at", point.json)])
        case .skipAll: jsonCase("skipAll")
        case .key(let key): jsonCase("key", payload: .string(key.rawValue))
        }
    }
}

extension CoachMarkScreen: JSONReadable {
    init(reading json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["id", "items"])
        self.init(id: try json.member("id").string(), items: try json.member("items").elements().map { json throws(WebError) in try CoachMarkItem(reading: json) })
    }
}

extension CoachMarkItem: JSONReadable {
    init(reading json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["shape", "arrow", "tip"])
        let shape: Shape
        let c = try json.member("shape").enumCase()
        let p = try c.payloadValue()
        switch c.name {
        case "circle":
            _ = try p.members(allowing: ["center", "radius"])
            shape = .circle(center: try p.member("center").read(Point.self), radius: try p.member("radius").number())
        case "oval":
            _ = try p.members(allowing: ["center", "size"])
            shape = .oval(center: try p.member("center").read(Point.self), size: try p.member("size").read(Size.self))
        default:
            throw WebError("\(json.path).shape: unknown shape \"\(c.name)\"")
        }
        var arrow: Arrow?
        if let a = try json.optionalMember("arrow") {
            _ = try a.members(allowing: ["offset", "quadrant", "size", "image"])
            let quadrant = try a.optionalMember("quadrant").map { json throws(WebError) -> Quadrant in
                guard let quadrant = Quadrant(rawValue: try json.int()) else { throw WebError("\(json.path): a quadrant is 1, 2, 3 or 4") }
                return quadrant
            }
            arrow = Arrow(
                offset: try a.member("offset").read(Point.self), quadrant: quadrant, size: try a.member("size").read(Size.self),
                image: try a.optionalMember("image")?.string() ?? "arrow")
        }
        var tip: Tip?
        if let t = try json.optionalMember("tip") {
            _ = try t.members(allowing: ["text", "position", "alignment"])
            tip = Tip(
                text: try t.member("text").string(), position: try t.optionalMember("position")?.rawValue(TipPosition.self),
                alignment: try t.optionalMember("alignment")?.rawValue(TipAlignment.self) ?? .left)
        }
        self.init(shape: shape, arrow: arrow, tip: tip)
    }
}

extension PathShape: JSONWritable {
    var json: JSONValue {
        switch self {
        case .rect(let rect): jsonCase("rect", [("in", rect.json)])
        case .circle(let center, let radius): jsonCase("circle", [("center", center.json), ("radius", jsonNumber(radius))])
        case .ellipse(let rect): jsonCase("ellipse", [("in", rect.json)])
        }
    }
}

extension FontSpec: JSONWritable {
    var json: JSONValue {
        jsonObject([
            ("size", jsonNumber(size)), ("weight", .string(weight.rawValue)), ("family", family.map(JSONValue.string)),
            ("textStyle", textStyle.map { .string($0.rawValue) }),
        ])
    }
}

extension CoachMarkLayout: JSONWritable {
    var json: JSONValue {
        .object([
            "dimPath": .array(dimPath.map { $0.json }), "dimColor": .string(dimColor.rawValue), "dimAlpha": jsonNumber(dimAlpha),
            "rings": .array(rings.map { $0.json }), "ringColor": .string(ringColor.rawValue), "ringWidth": jsonNumber(ringWidth),
            "ringDash": .array(ringDash.map(jsonNumber)),
            "arrows": .array(
                arrows.map {
                    .object([
                        "item": .number(Double($0.item)), "frame": $0.frame.json, "quadrant": .number(Double($0.quadrant.rawValue)),
                        "image": .string($0.image),
                    ])
                }),
            "tips": .array(
                tips.map {
                    .object([
                        "item": .number(Double($0.item)), "frame": $0.frame.json, "text": .string($0.text), "alignment": .string($0.alignment.rawValue),
                        "position": .string($0.position.rawValue),
                    ])
                }),
            "tipFont": tipFont.json, "tipColor": .string(tipColor.rawValue),
        ])
    }
}
