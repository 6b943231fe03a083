import FlowCore

extension AlertDialog: WebMachine {
    static var webName: String { "alert" }

    /// `content` (every key), `buttonPolicy`, and of `metrics` the reader's
    /// settings, `contentSize` and `layoutDirection` (the rest are the seed's).
    init(webConfig json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["content", "metrics", "buttonPolicy"])
        let c = try json.member("content")
        _ = try c.members(allowing: ["title", "message", "kind", "buttons", "emphasizedIndex", "cancelIndex"])
        let content = AlertContent(
            title: try c.optionalMember("title")?.string() ?? "", message: try c.optionalMember("message")?.string() ?? "",
            kind: try c.optionalMember("kind")?.rawValue(AlertContent.Kind.self) ?? .plain,
            buttons: try c.optionalMember("buttons")?.elements().map { json throws(WebError) in try json.string() } ?? [],
            emphasizedIndex: try c.optionalMember("emphasizedIndex")?.int(), cancelIndex: try c.optionalMember("cancelIndex")?.int())
        var metrics = AlertMetrics()
        if let m = try json.optionalMember("metrics") {
            _ = try m.members(allowing: ["contentSize", "layoutDirection"])
            metrics.contentSize = try m.optionalMember("contentSize")?.read(ContentSizeCategory.self) ?? .large
            metrics.layoutDirection = try m.optionalMember("layoutDirection")?.read(LayoutDirection.self) ?? .leftToRight
        }
        let policy = try json.optionalMember("buttonPolicy")?.rawValue(AlertButtonPolicy.self) ?? .row
        self = try configured(at: json.path) { () throws(AlertError) in
            try Self(content: content, metrics: metrics, buttonPolicy: policy)
        }
    }

    static func event(_ json: JSONReader) throws(WebError) -> Event {
        let c = try json.enumCase()
        switch c.name {
        case "show":
            let p = try c.values(["screen", "safeArea"])
            return .show(screen: try p.member("screen").read(Size.self), safeArea: try p.member("safeArea").read(Insets.self))
        case "keyboardChanged":
            return .keyboardChanged(frame: try c.values(["frame"]).member("frame").read(Rect.self))
        case "keyboardHidden":
            return .keyboardHidden
        case "screenChanged":
            let p = try c.values(["size", "safeArea"])
            return .screenChanged(size: try p.member("size").read(Size.self), safeArea: try p.member("safeArea").read(Insets.self))
        case "edit":
            return .edit(input: try TextViewFilter.event(try c.values(["input"]).member("input")))
        case "buttonTapped":
            return .buttonTapped(index: try c.values(["index"]).member("index").int())
        case "maskTapped":
            return .maskTapped
        case "key":
            return .key(try c.payloadValue().read(KeyboardKey.self))
        case "fadeOutEnded":
            return .fadeOutEnded
        default:
            throw c.unknown
        }
    }

    static func json(_ effect: Effect) -> JSONValue {
        switch effect {
        case .present(let animation): jsonCase("present", [("animation", animation.json)])
        case .focusInput: jsonCase("focusInput")
        case .resignKeyboard: jsonCase("resignKeyboard")
        case .input(let effect): jsonCase("input", [("effect", TextViewFilter.json(effect))])
        case .buttonSelected(let index, let text): jsonCase("buttonSelected", [("index", jsonNumber(Double(index))), ("text", text.map(JSONValue.string))])
        case .dismissedByMask: jsonCase("dismissedByMask")
        case .dismiss(let animation): jsonCase("dismiss", [("animation", animation.json)])
        case .removed: jsonCase("removed")
        }
    }

    static func json(_ event: Event) -> JSONValue {
        switch event {
        case .show(let screen, let safeArea): jsonCase("show", [("screen", screen.json), ("safeArea", safeArea.json)])
        case .keyboardChanged(let frame): jsonCase("keyboardChanged", [("frame", frame.json)])
        case .keyboardHidden: jsonCase("keyboardHidden")
        case .screenChanged(let size, let safeArea): jsonCase("screenChanged", [("size", size.json), ("safeArea", safeArea.json)])
        case .edit(let input): jsonCase("edit", [("input", TextViewFilter.json(input))])
        case .buttonTapped(let index): jsonCase("buttonTapped", [("index", jsonNumber(Double(index)))])
        case .maskTapped: jsonCase("maskTapped")
        case .key(let key): jsonCase("key", payload: .string(key.rawValue))
        case .fadeOutEnded: jsonCase("fadeOutEnded")
        }
    }
}
