extension TitleButton: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "title-button" }

    /// Configuration: `arrowSize`; optionally `title` (none), `arrowImage`
    /// (`"nav_arrow_down"`), `selectedArrowImage` (`"nav_arrow_up"`),
    /// `homeTitle` (`"首页"`), `font` (bold 17), `textColor` (`"#555555"`),
    /// `maxWidth` (none), `layoutDirection` (`"leftToRight"`), `contentSize`
    /// (`"large"`), `blankTitleIsHome` (false, the seed's), `measurer`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            title arrowSize arrowImage selectedArrowImage homeTitle font textColor maxWidth layoutDirection contentSize measurer
            blankTitleIsHome
            """)
        let arrowSize: Size = try c.decode("arrowSize", schemaBounds: Bounds.sizeMembers)
        let arrowImage = try c.decode("arrowImage", default: "nav_arrow_down")
        let selectedArrowImage = try c.decode("selectedArrowImage", default: "nav_arrow_up")
        let homeTitle = try c.decode("homeTitle", default: "首页")
        let font = try c.decode("font", default: TitleButtonStyle.seedFont)
        let textColor: ColorToken = try c.decode("textColor", default: "#555555")
        let maxWidth = try c.decode("maxWidth", default: .infinity, schemaBounds: Bounds.length, orInfinity: true)
        let layoutDirection = try c.decode("layoutDirection", default: LayoutDirection.leftToRight)
        let contentSize = try c.decode("contentSize", default: ContentSizeCategory.large)
        let blankTitleIsHome = try c.decode("blankTitleIsHome", default: false)
        let style = try JSONDecodingError.validating { () throws(TitleButtonError) in
            try TitleButtonStyle(
                arrowSize: arrowSize, arrowImage: arrowImage, selectedArrowImage: selectedArrowImage, homeTitle: homeTitle, font: font,
                textColor: textColor, maxWidth: maxWidth, layoutDirection: layoutDirection, contentSize: contentSize, blankTitleIsHome: blankTitleIsHome)
        }
        self.init(title: try c.decodeIfPresent("title"), style: style, measurer: try c.measurer("measurer"))
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c["title"] = title?.jsonValue
        c["arrowSize"] = style.arrowSize.jsonValue
        c.set("arrowImage", style.arrowImage, unlessEqualTo: "nav_arrow_down")
        c.set("selectedArrowImage", style.selectedArrowImage, unlessEqualTo: "nav_arrow_up")
        c.set("homeTitle", style.homeTitle, unlessEqualTo: "首页")
        c.set("font", style.font, unlessEqualTo: TitleButtonStyle.seedFont)
        c.set("textColor", style.textColor, unlessEqualTo: "#555555")
        c.set("maxWidth", style.maxWidth, unlessEqualTo: .infinity)
        c.set("layoutDirection", style.layoutDirection, unlessEqualTo: .leftToRight)
        c.set("contentSize", style.contentSize, unlessEqualTo: .large)
        c.set("blankTitleIsHome", style.blankTitleIsHome, unlessEqualTo: false)
        c.setMeasurer("measurer", measurer)
        return .members(c)
    }
}

extension TitleButton.State: JSONCodable {
    /// Every member, required but `title`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("title isSelected")
        self.init(title: try c.decodeIfPresent("title"), isSelected: try c.decode("isSelected"))
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("title", title)
        object.set("isSelected", isSelected)
        return object.value
    }
}

extension TitleButton.Event: JSONCodable {
    /// One of `tapped`, `titleChanged`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "tapped": self = .tapped
        case "titleChanged": self = .titleChanged(title: try value.members("title").decodeIfPresent("title"))
        default: throw value.unknown(among: "tapped titleChanged")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .tapped: .string("tapped")
        case .titleChanged(let title): .enumCase("titleChanged", ["title": title?.jsonValue])
        }
    }
}

extension TitleButton.Effect: JSONCodable {
    /// One of `render`, `setSelected`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["selectionChanged": "setSelected"])
        switch value.name {
        case "render": self = .render(layout: try value.value("layout"))
        case "setSelected": self = .setSelected(isSelected: try value.value("isSelected"))
        default: throw value.unknown(among: "render setSelected")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .render(let layout): .enumCase("render", ["layout": layout.jsonValue])
        case .setSelected(let isSelected): .enumCase("setSelected", ["isSelected": isSelected.jsonValue])
        }
    }
}

extension TitleButtonLayout: JSONCodable {
    /// Every member, required but `image`, `imageFrame`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("text accessibilityLabel image font textColor size titleFrame imageFrame titleInsets imageInsets isTruncated")
        self.init(
            text: try c.decode("text"), accessibilityLabel: try c.decode("accessibilityLabel"), image: try c.decodeIfPresent("image"),
            font: try c.decode("font"), textColor: try c.decode("textColor"), size: try c.decode("size"), titleFrame: try c.decode("titleFrame"),
            imageFrame: try c.decodeIfPresent("imageFrame"), titleInsets: try c.decode("titleInsets"), imageInsets: try c.decode("imageInsets"),
            isTruncated: try c.decode("isTruncated")
        )
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members([
            "text": text.jsonValue, "accessibilityLabel": accessibilityLabel.jsonValue, "image": image?.jsonValue, "font": font.jsonValue,
            "textColor": textColor.jsonValue, "size": size.jsonValue, "titleFrame": titleFrame.jsonValue, "imageFrame": imageFrame?.jsonValue,
            "titleInsets": titleInsets.jsonValue, "imageInsets": imageInsets.jsonValue, "isTruncated": isTruncated.jsonValue,
        ])
    }
}

extension TitleButtonStyle: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            arrowSize arrowImage selectedArrowImage homeTitle font textColor maxWidth layoutDirection contentSize blankTitleIsHome
            """)
        let arrowSize: Size = try c.decode("arrowSize")
        let arrowImage: String = try c.decode("arrowImage")
        let selectedArrowImage: String = try c.decode("selectedArrowImage")
        let homeTitle: String = try c.decode("homeTitle")
        let font: FontSpec = try c.decode("font")
        let textColor: ColorToken = try c.decode("textColor")
        let maxWidth: Double = try c.decode("maxWidth")
        let layoutDirection: LayoutDirection = try c.decode("layoutDirection")
        let contentSize: ContentSizeCategory = try c.decode("contentSize")
        let blankTitleIsHome: Bool = try c.decode("blankTitleIsHome")
        self = try JSONDecodingError.validating { () throws(TitleButtonError) in try TitleButtonStyle(
            arrowSize: arrowSize, arrowImage: arrowImage, selectedArrowImage: selectedArrowImage, homeTitle: homeTitle, font: font,
            textColor: textColor, maxWidth: maxWidth, layoutDirection: layoutDirection, contentSize: contentSize, blankTitleIsHome: blankTitleIsHome
        ) }
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "arrowSize": arrowSize.jsonValue, "arrowImage": arrowImage.jsonValue, "selectedArrowImage": selectedArrowImage.jsonValue,
            "homeTitle": homeTitle.jsonValue, "font": font.jsonValue, "textColor": textColor.jsonValue, "maxWidth": maxWidth.jsonValue,
            "layoutDirection": layoutDirection.jsonValue, "contentSize": contentSize.jsonValue, "blankTitleIsHome": blankTitleIsHome.jsonValue,
        ])
    }
}

#if !hasFeature(Embedded)
extension TitleButton: CodableThroughJSON {}
extension TitleButton.State: CodableThroughJSON {}
extension TitleButton.Event: CodableThroughJSON {}
extension TitleButton.Effect: CodableThroughJSON {}
extension TitleButtonLayout: CodableThroughJSON {}
extension TitleButtonStyle: CodableThroughJSON {}
#endif
