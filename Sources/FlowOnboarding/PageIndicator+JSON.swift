extension PageIndicator: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "page-indicator" }

    /// Configuration: `count`, `currentDotWidth`, `otherDotWidth`, `dotHeight`;
    /// optionally `spacing` (0), `cornerRadius` (half the height),
    /// `currentColor`, `otherColor`, `slideDuration` (0.1), `mode` (`"slide"`,
    /// `"interactive"` or `{"windowed": {"maxVisible": n}}`), `reducesMotion` (false),
    /// `layoutDirection` (`"leftToRight"`), `accessibilityLabel` ("页码"),
    /// `accessibilityValue` ("第 {page} 页,共 {count} 页").
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            count currentDotWidth otherDotWidth dotHeight spacing cornerRadius currentColor otherColor slideDuration mode
            reducesMotion layoutDirection accessibilityLabel accessibilityValue
            """)
        let count: Int = try c.decode("count", schemaBounds: Bounds.count)
        let currentDotWidth: Double = try c.decode("currentDotWidth", schemaBounds: Bounds.length)
        let otherDotWidth: Double = try c.decode("otherDotWidth", schemaBounds: Bounds.length)
        let dotHeight: Double = try c.decode("dotHeight", schemaBounds: Bounds.length)
        let spacing: Double = try c.decode("spacing", default: 0, schemaBounds: Bounds.length)
        let cornerRadius = try c.decodeIfPresent("cornerRadius", schemaBounds: Bounds.length)
        let currentColor: ColorToken = try c.decode("currentColor", default: "#187CFF")
        let otherColor: ColorToken = try c.decode("otherColor", default: "#EBEDF0")
        let slideDuration: Double = try c.decode("slideDuration", default: 0.1, schemaBounds: Bounds.duration)
        let mode: Mode = try c.decode("mode", default: .slide)
        let reducesMotion: Bool = try c.decode("reducesMotion", default: false)
        let layoutDirection: LayoutDirection = try c.decode("layoutDirection", default: .leftToRight)
        let accessibilityLabel: String = try c.decode("accessibilityLabel", default: Self.seedAccessibilityLabel)
        let accessibilityValue: TextTemplate = try c.decode("accessibilityValue", default: Self.seedAccessibilityValue)
        self = try JSONDecodingError.validating { () throws(PageIndicatorError) in
            try PageIndicator(
                count: count, currentDotWidth: currentDotWidth, otherDotWidth: otherDotWidth, dotHeight: dotHeight, spacing: spacing,
                cornerRadius: cornerRadius, currentColor: currentColor, otherColor: otherColor, slideDuration: slideDuration, mode: mode,
                reducesMotion: reducesMotion, layoutDirection: layoutDirection, accessibilityLabel: accessibilityLabel,
                accessibilityValue: accessibilityValue
            )
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c["count"] = count.jsonValue
        c["currentDotWidth"] = currentDotWidth.jsonValue
        c["otherDotWidth"] = otherDotWidth.jsonValue
        c["dotHeight"] = dotHeight.jsonValue
        c.set("spacing", spacing, unlessEqualTo: 0)
        c.set("cornerRadius", cornerRadius, unlessEqualTo: dotHeight / 2)
        c.set("currentColor", currentColor, unlessEqualTo: "#187CFF")
        c.set("otherColor", otherColor, unlessEqualTo: "#EBEDF0")
        c.set("slideDuration", slideDuration, unlessEqualTo: 0.1)
        c.set("mode", mode, unlessEqualTo: .slide)
        c.set("reducesMotion", reducesMotion, unlessEqualTo: false)
        c.set("layoutDirection", layoutDirection, unlessEqualTo: .leftToRight)
        c.set("accessibilityLabel", accessibilityLabel, unlessEqualTo: Self.seedAccessibilityLabel)
        c.set("accessibilityValue", accessibilityValue, unlessEqualTo: Self.seedAccessibilityValue)
        return .members(c)
    }
}

extension PageIndicator.Mode: JSONCodable {
    /// One of `slide`, `instant`, `interactive`, `windowed`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "slide": self = .slide
        case "instant": self = .instant
        case "interactive": self = .interactive
        case "windowed": self = .windowed(maxVisible: try value.value("maxVisible", schemaBounds: 1...Bounds.count.upperBound))
        default: throw value.unknown(among: "slide instant interactive windowed")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .slide: .string("slide")
        case .instant: .string("instant")
        case .interactive: .string("interactive")
        case .windowed(let maxVisible): .enumCase("windowed", ["maxVisible": maxVisible.jsonValue])
        }
    }
}

extension PageIndicator.State: JSONCodable {
    /// Every member, required but `slidingTo`, `queuedPage`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("currentPage slidingTo queuedPage progress windowStart")
        self.init()
        currentPage = try c.decode("currentPage")
        slidingTo = try c.decodeIfPresent("slidingTo")
        queuedPage = try c.decodeIfPresent("queuedPage")
        progress = try c.decode("progress")
        windowStart = try c.decode("windowStart")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("currentPage", currentPage)
        object.set("slidingTo", slidingTo)
        object.set("queuedPage", queuedPage)
        object.set("progress", progress)
        object.set("windowStart", windowStart)
        return object.value
    }
}

extension PageIndicator.Event: JSONCodable {
    /// One of `pageRequested`, `scrolled`, `slideEnded`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["goTo": "pageRequested", "follow": "scrolled"])
        switch value.name {
        case "pageRequested": self = .pageRequested(page: try value.value("page"))
        case "scrolled": self = .scrolled(progress: try value.value("progress"))
        case "slideEnded": self = .slideEnded
        default: throw value.unknown(among: "pageRequested scrolled slideEnded")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .pageRequested(let page): .enumCase("pageRequested", ["page": page.jsonValue])
        case .scrolled(let progress): .enumCase("scrolled", ["progress": progress.jsonValue])
        case .slideEnded: .string("slideEnded")
        }
    }
}

extension PageIndicator.Effect: JSONCodable {
    /// One of `slide`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "slide":
            let c = try value.members("animation topmostDot")
            self = .slide(animation: try c.decode("animation"), topmostDot: try c.decode("topmostDot"))
        default: throw value.unknown(among: "slide")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .slide(let animation, let topmostDot): .enumCase("slide", ["animation": animation.jsonValue, "topmostDot": topmostDot.jsonValue])
        }
    }
}

extension InteractiveIndicatorLayout: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("dots highlight")
        self.init(dots: try c.decode("dots"), highlight: try c.decode("highlight"))
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["dots": dots.jsonValue, "highlight": highlight.jsonValue]) }
}

extension WindowedDot: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("page frame scale isCurrent")
        self.init(page: try c.decode("page"), frame: try c.decode("frame"), scale: try c.decode("scale"), isCurrent: try c.decode("isCurrent"))
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object(["page": page.jsonValue, "frame": frame.jsonValue, "scale": scale.jsonValue, "isCurrent": isCurrent.jsonValue])
    }
}

#if !hasFeature(Embedded)
extension PageIndicator: CodableThroughJSON {}
extension PageIndicator.Mode: CodableThroughJSON {}
extension PageIndicator.State: CodableThroughJSON {}
extension PageIndicator.Event: CodableThroughJSON {}
extension PageIndicator.Effect: CodableThroughJSON {}
extension InteractiveIndicatorLayout: CodableThroughJSON {}
extension WindowedDot: CodableThroughJSON {}
#endif
