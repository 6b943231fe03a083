import FlowCore

// The core value types as the specs write them.

extension Point: JSONReadable, JSONWritable {
    init(reading json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["x", "y"])
        self.init(x: try json.member("x").number(), y: try json.member("y").number())
    }

    var json: JSONValue { .object(["x": jsonNumber(x), "y": jsonNumber(y)]) }
}

extension Size: JSONReadable, JSONWritable {
    init(reading json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["width", "height"])
        self.init(width: try json.member("width").number(), height: try json.member("height").number())
    }

    var json: JSONValue { .object(["width": jsonNumber(width), "height": jsonNumber(height)]) }
}

extension Rect: JSONReadable, JSONWritable {
    init(reading json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["x", "y", "width", "height"])
        self.init(
            x: try json.member("x").number(), y: try json.member("y").number(), width: try json.member("width").number(),
            height: try json.member("height").number())
    }

    var json: JSONValue { .object(["x": jsonNumber(x), "y": jsonNumber(y), "width": jsonNumber(width), "height": jsonNumber(height)]) }
}

extension Insets: JSONReadable, JSONWritable {
    init(reading json: JSONReader) throws(WebError) {
        _ = try json.members(allowing: ["top", "left", "bottom", "right"])
        self.init(
            top: try json.member("top").number(), left: try json.member("left").number(), bottom: try json.member("bottom").number(),
            right: try json.member("right").number())
    }

    var json: JSONValue { .object(["top": jsonNumber(top), "left": jsonNumber(left), "bottom": jsonNumber(bottom), "right": jsonNumber(right)]) }
}

extension KeyboardKey: JSONReadable {
    init(reading json: JSONReader) throws(WebError) { self = try json.rawValue(KeyboardKey.self) }
}

extension Curve: JSONWritable {
    var json: JSONValue {
        switch self {
        case .linear: .string("linear")
        case .easeIn: .string("easeIn")
        case .easeOut: .string("easeOut")
        case .easeInOut: .string("easeInOut")
        case .spring(let dampingRatio, let initialVelocity):
            jsonCase("spring", [("dampingRatio", jsonNumber(dampingRatio)), ("initialVelocity", jsonNumber(initialVelocity))])
        }
    }
}

extension AnimatableValue: JSONWritable {
    var json: JSONValue {
        switch self {
        case .scalar(let number): jsonNumber(number)
        case .token(let text): .string(text)
        case .point(let point): point.json
        case .size(let size): size.json
        case .rect(let rect): rect.json
        }
    }
}

extension Timeline: JSONWritable {
    var json: JSONValue {
        .object([
            "tracks": .array(
                tracks.map { track in
                    var members: [String: JSONValue] = [
                        "target": .string(track.target), "property": .string(track.property.rawValue),
                        "keyframes": .array(
                            track.keyframes.map { .object(["time": jsonNumber($0.time), "value": $0.value.json, "curve": $0.curve.json]) }),
                    ]
                    // As the specs write it: only a track that repeats says so.
                    if track.repeats { members["repeats"] = .bool(true) }
                    return .object(members)
                })
        ])
    }
}

extension ContentSizeCategory: JSONReadable {
    init(reading json: JSONReader) throws(WebError) { self = try json.rawValue(ContentSizeCategory.self) }
}

extension LayoutDirection: JSONReadable {
    init(reading json: JSONReader) throws(WebError) { self = try json.rawValue(LayoutDirection.self) }
}
