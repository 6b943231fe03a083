extension MachineScene: JSONCodable {
    /// Every member, required but `focus`.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("size parts isModal focus escapes")
        self.init(
            size: try c.decode("size"), parts: try c.decode("parts"), isModal: try c.decode("isModal"), focus: try c.decodeIfPresent("focus"),
            escapes: try c.decode("escapes")
        )
    }

    /// Every member; nil ones left out.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        .members([
            "size": size.jsonValue, "parts": parts.jsonValue, "isModal": isModal.jsonValue, "focus": focus?.jsonValue, "escapes": escapes.jsonValue,
        ])
    }
}

extension ScenePart: JSONCodable {
    /// Every member, required but `fill`, `gradient`, `stroke`, `text`, `image`, `clip`, `accessibility`.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("name frame shape fill gradient stroke opacity rotation text image imageFlip clip accessibility")
        self.init(
            name: try c.decode("name"), frame: try c.decode("frame"), shape: try c.decode("shape"), fill: try c.decodeIfPresent("fill"),
            stroke: try c.decodeIfPresent("stroke"), opacity: try c.decode("opacity"), text: try c.decodeIfPresent("text"),
            image: try c.decodeIfPresent("image"), clip: try c.decodeIfPresent("clip"), accessibility: try c.decodeIfPresent("accessibility"),
            gradient: try c.decodeIfPresent("gradient"))
        rotation = try c.decode("rotation")
        imageFlip = try c.decode("imageFlip")
    }

    /// Every member; nil ones left out.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        .members([
            "name": name.jsonValue, "frame": frame.jsonValue, "shape": shape.jsonValue, "fill": fill?.jsonValue, "gradient": gradient?.jsonValue,
            "stroke": stroke?.jsonValue, "opacity": opacity.jsonValue, "rotation": rotation.jsonValue, "text": text?.jsonValue,
            "image": image?.jsonValue, "imageFlip": imageFlip.jsonValue, "clip": clip?.jsonValue, "accessibility": accessibility?.jsonValue,
        ])
    }
}

extension SceneShape: JSONCodable {
    /// One of `rect`, `roundedRect`, `roundedCorners`, `ellipse`, `path`, with its payload.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(bare: "rect ellipse")
        switch value.name {
        case "rect": self = .rect
        case "roundedRect": self = .roundedRect(cornerRadius: try value.value("cornerRadius"))
        case "roundedCorners":
            let c = try value.members("cornerRadius corners")
            self = .roundedCorners(cornerRadius: try c.decode("cornerRadius"), corners: try c.decode("corners"))
        case "ellipse": self = .ellipse
        case "path": self = .path(try value.payload())
        default: throw value.unknown(among: "rect roundedRect roundedCorners ellipse path")
        }
    }

    /// The case by its name, with its payload.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        switch self {
        case .rect: .string("rect")
        case .roundedRect(let cornerRadius): .enumCase("roundedRect", ["cornerRadius": cornerRadius.jsonValue])
        case .roundedCorners(let cornerRadius, let corners): .enumCase(
            "roundedCorners", ["cornerRadius": cornerRadius.jsonValue, "corners": corners.jsonValue]
        )
        case .ellipse: .string("ellipse")
        case .path(let value): .enumCase("path", payload: value.jsonValue)
        }
    }
}

extension SceneShape.Corner: JSONCodable {}

extension SceneStroke: JSONCodable {
    /// Every member, required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("color width dash")
        self.init(color: try c.decode("color"), width: try c.decode("width"), dash: try c.decode("dash"))
    }

    /// Every member.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["color": color.jsonValue, "width": width.jsonValue, "dash": dash.jsonValue]) }
}

extension ImageFlip: JSONCodable {
    /// The flips' bits, as a number.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) { self.init(rawValue: try json.integer(Int.self)) }

    /// The flips' bits, as a number.
    @_spi(FlowTools) public var jsonValue: JSONValue { .number(Double(rawValue)) }
}

extension SceneText: JSONCodable {
    /// Every member, required but `highlight`.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("string font color alignment isTopAligned highlight lineLimit scrollOffset")
        self.init(
            try c.decode("string"), font: try c.decode("font"), color: try c.decode("color"), alignment: try c.decode("alignment"),
            isTopAligned: try c.decode("isTopAligned"), highlight: try c.decodeIfPresent("highlight"), lineLimit: try c.decode("lineLimit"),
            scrollOffset: try c.decode("scrollOffset")
        )
    }

    /// Every member; nil ones left out.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        .members([
            "string": string.jsonValue, "font": font.jsonValue, "color": color.jsonValue, "alignment": alignment.jsonValue,
            "isTopAligned": isTopAligned.jsonValue, "highlight": highlight?.jsonValue, "lineLimit": lineLimit.jsonValue,
            "scrollOffset": scrollOffset.jsonValue,
        ])
    }
}

extension SceneText.Alignment: JSONCodable {}

extension SceneText.Highlight: JSONCodable {
    /// Every member, required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("count color")
        self.init(count: try c.decode("count"), color: try c.decode("color"))
    }

    /// Every member.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["count": count.jsonValue, "color": color.jsonValue]) }
}

extension SceneAccessibility: JSONCodable {
    /// Every member, required but `value`, `hint`, `range`.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("traits label value hint actions range")
        self.init(
            label: try c.decode("label"), traits: try c.decode("traits"), value: try c.decodeIfPresent("value"), hint: try c.decodeIfPresent("hint"),
            actions: try c.decode("actions"), range: try c.decodeIfPresent("range")
        )
    }

    /// Every member; nil ones left out.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        .members([
            "traits": traits.jsonValue, "label": label.jsonValue, "value": value?.jsonValue, "hint": hint?.jsonValue, "actions": actions.jsonValue,
            "range": range?.jsonValue,
        ])
    }
}

extension SceneAccessibility.ValueRange: JSONCodable {
    /// Every member, required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("now minimum maximum")
        self.init(now: try c.decode("now"), minimum: try c.decode("minimum"), maximum: try c.decode("maximum"))
    }

    /// Every member.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["now": now.jsonValue, "minimum": minimum.jsonValue, "maximum": maximum.jsonValue]) }
}

extension SceneAccessibility.Trait: JSONCodable {}

extension SceneAccessibility.Action: JSONCodable {
    /// One of `activate`, `increment`, `decrement`, `escape`, `custom`, with its payload.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(bare: "activate increment decrement escape")
        switch value.name {
        case "activate": self = .activate
        case "increment": self = .increment
        case "decrement": self = .decrement
        case "escape": self = .escape
        case "custom": self = .custom(name: try value.value("name"))
        default: throw value.unknown(among: "activate increment decrement escape custom")
        }
    }

    /// The case by its name, with its payload.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        switch self {
        case .activate: .string("activate")
        case .increment: .string("increment")
        case .decrement: .string("decrement")
        case .escape: .string("escape")
        case .custom(let name): .enumCase("custom", ["name": name.jsonValue])
        }
    }
}

extension SceneGradient: JSONCodable {
    /// Every member, required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("center radius stops")
        self.init(center: try c.decode("center"), radius: try c.decode("radius"), stops: try c.decode("stops"))
    }

    /// Every member.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["center": center.jsonValue, "radius": radius.jsonValue, "stops": stops.jsonValue]) }
}

extension SceneGradient.Stop: JSONCodable {
    /// Every member, required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("location color")
        self.init(location: try c.decode("location"), color: try c.decode("color"))
    }

    /// Every member.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["location": location.jsonValue, "color": color.jsonValue]) }
}

#if !hasFeature(Embedded)
extension MachineScene: CodableThroughJSON {}
extension ScenePart: CodableThroughJSON {}
extension SceneShape: CodableThroughJSON {}
extension SceneStroke: CodableThroughJSON {}
extension SceneText: CodableThroughJSON {}
extension SceneText.Highlight: CodableThroughJSON {}
extension SceneAccessibility: CodableThroughJSON {}
extension SceneAccessibility.Action: CodableThroughJSON {}
extension SceneAccessibility.ValueRange: CodableThroughJSON {}
extension SceneGradient: CodableThroughJSON {}
extension SceneGradient.Stop: CodableThroughJSON {}
extension SceneShape.Corner: Codable {}
extension SceneText.Alignment: Codable {}
extension SceneAccessibility.Trait: Codable {}
extension ImageFlip: Codable {}
#endif
