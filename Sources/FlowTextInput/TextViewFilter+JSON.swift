extension TextViewFilter: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "text-view-filter" }

    /// Configuration: every key optional, defaults as in `init`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("placeholder removesEmoji maxLength lengthUnit leadingWhitespace layoutDirection contentSize changeReporting")
        let placeholder: Placeholder = try c.decode("placeholder", default: Placeholder())
        let removesEmoji: Bool = try c.decode("removesEmoji", default: false)
        let maxLength = try c.decodeIfPresent("maxLength", schemaBounds: 0...Int.max)
        let lengthUnit: TextLengthUnit = try c.decode("lengthUnit", default: .graphemes)
        let leadingWhitespace: LeadingWhitespacePolicy = try c.decode("leadingWhitespace", default: .clearsLoneSpace)
        let layoutDirection: LayoutDirection = try c.decode("layoutDirection", default: .leftToRight)
        let contentSize: ContentSizeCategory = try c.decode("contentSize", default: .large)
        let changeReporting: ChangeReporting = try c.decode("changeReporting", default: .everyEdit)
        self = try JSONDecodingError.validating { () throws(TextViewFilterError) in
            try TextViewFilter(
                placeholder: placeholder, removesEmoji: removesEmoji, maxLength: maxLength, lengthUnit: lengthUnit,
                leadingWhitespace: leadingWhitespace, layoutDirection: layoutDirection, contentSize: contentSize, changeReporting: changeReporting
            )
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("placeholder", placeholder, unlessEqualTo: Placeholder())
        c.set("removesEmoji", removesEmoji, unlessEqualTo: false)
        c["maxLength"] = maxLength?.jsonValue
        c.set("lengthUnit", lengthUnit, unlessEqualTo: .graphemes)
        c.set("leadingWhitespace", leadingWhitespace, unlessEqualTo: .clearsLoneSpace)
        c.set("layoutDirection", layoutDirection, unlessEqualTo: .leftToRight)
        c.set("contentSize", contentSize, unlessEqualTo: .large)
        c.set("changeReporting", changeReporting, unlessEqualTo: .everyEdit)
        return .members(c)
    }
}

extension TextViewFilter.Placeholder: JSONCodable {
    /// A placeholder; missing members take the seed's defaults.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("text origin font color")
        let d = Self()
        self.init(
            text: try c.decode("text", default: d.text), origin: try c.decode("origin", default: d.origin, schemaBounds: Bounds.pointMembers), font: try c.decode(
                "font", default: d.font
            ),
            color: try c.decode("color", default: d.color))
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object(["text": text.jsonValue, "origin": origin.jsonValue, "font": font.jsonValue, "color": color.jsonValue])
    }
}

extension TextViewFilter.MarkedText: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("location text")
        self.init(location: try c.decode("location"), text: try c.decode("text"))
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["location": location.jsonValue, "text": text.jsonValue]) }
}

extension TextViewFilter.Selection: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("location length")
        self.init(location: try c.decode("location"), length: try c.decode("length"))
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["location": location.jsonValue, "length": length.jsonValue]) }
}

extension TextViewFilter.State: JSONCodable {
    /// A state; the text is indexed anew. `utf16Length`, `length` and
    /// `isPlaceholderVisible` may be left out (they follow from the rest);
    /// given, `utf16Length` must match the text, and the selection and the
    /// marked text must lie within it, or the error says which does not.
    /// `length` is taken as given and measured again by the filter, which
    /// alone knows the unit.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("text utf16Length length selection marked isPlaceholderVisible")
        self.init()
        text = try c.decode("text")
        if let given = try c.decodeIfPresent("utf16Length", as: Int.self), given != utf16Length {
            throw Self.inconsistent("utf16Length is \(given), but the text has \(utf16Length) UTF-16 units")
        }
        measuredLength = try c.decode("length", default: 0)
        marked = try c.decodeIfPresent("marked")
        if let marked, marked.location < 0 || marked.location > utf16Length {
            throw Self.inconsistent("the marked text is at \(marked.location), outside the text's 0...\(utf16Length)")
        }
        selection = try c.decode("selection")
        let (end, overflow) = selection.location.addingReportingOverflow(selection.length)
        if selection.location < 0 || selection.length < 0 || overflow || end > displayedUTF16Length {
            throw Self.inconsistent("the selection \(selection.location)+\(selection.length) lies outside the displayed text's 0...\(displayedUTF16Length)")
        }
        isPlaceholderVisible = try c.decode("isPlaceholderVisible", default: committed.isEmpty && (marked?.text.isEmpty ?? true))
        needsMeasure = true
    }

    /// The state (its index is not part of it).
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("text", committed)
        object.set("utf16Length", utf16Length)
        object.set("length", measuredLength)
        object.set("selection", selection)
        object.set("marked", marked)
        object.set("isPlaceholderVisible", isPlaceholderVisible)
        return object.value
    }

    private static func inconsistent(_ reason: String) -> JSONDecodingError {
        JSONDecodingError(TextViewFilterError.inconsistentState(reason).description)
    }
}

extension TextViewFilter.Event: JSONCodable {
    /// One of `replaced`, `textSet`, `selectionChanged`, `markedTextChanged`, `markedTextCommitted`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: [
            "replace": "replaced", "setText": "textSet", "select": "selectionChanged", "setMarkedText": "markedTextChanged",
            "unmarkText": "markedTextCommitted"
        ])
        switch value.name {
        case "replaced":
            let c = try value.members("location length with")
            self = .replaced(location: try c.decode("location"), length: try c.decode("length"), with: try c.decode("with"))
        case "textSet": self = .textSet(text: try value.value("text"))
        case "selectionChanged":
            let c = try value.members("location length")
            self = .selectionChanged(location: try c.decode("location"), length: try c.decode("length"))
        case "markedTextChanged": self = .markedTextChanged(text: try value.value("text"))
        case "markedTextCommitted": self = .markedTextCommitted
        default: throw value.unknown(among: "replaced textSet selectionChanged markedTextChanged markedTextCommitted")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .replaced(let location, let length, let with): .enumCase(
            "replaced", ["location": location.jsonValue, "length": length.jsonValue, "with": with.jsonValue]
        )
        case .textSet(let text): .enumCase("textSet", ["text": text.jsonValue])
        case .selectionChanged(let location, let length): .enumCase("selectionChanged", ["location": location.jsonValue, "length": length.jsonValue])
        case .markedTextChanged(let text): .enumCase("markedTextChanged", ["text": text.jsonValue])
        case .markedTextCommitted: .string("markedTextCommitted")
        }
    }
}

extension TextViewFilter.Effect: JSONCodable {
    /// One of `notifyValueChanged`, `notifyMaxLengthReached`, `setPlaceholderVisible`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: [
            "valueChanged": "notifyValueChanged", "maxLengthReached": "notifyMaxLengthReached",
            "placeholderVisibility": "setPlaceholderVisible"
        ])
        switch value.name {
        case "notifyValueChanged": self = .notifyValueChanged
        case "notifyMaxLengthReached": self = .notifyMaxLengthReached(limit: try value.value("limit"))
        case "setPlaceholderVisible": self = .setPlaceholderVisible(visible: try value.value("visible"))
        default: throw value.unknown(among: "notifyValueChanged notifyMaxLengthReached setPlaceholderVisible")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .notifyValueChanged: .string("notifyValueChanged")
        case .notifyMaxLengthReached(let limit): .enumCase("notifyMaxLengthReached", ["limit": limit.jsonValue])
        case .setPlaceholderVisible(let visible): .enumCase("setPlaceholderVisible", ["visible": visible.jsonValue])
        }
    }
}

extension LeadingWhitespacePolicy: JSONCodable {}

extension ChangeReporting: JSONCodable {}

#if !hasFeature(Embedded)
extension TextViewFilter: CodableThroughJSON {}
extension TextViewFilter.Placeholder: CodableThroughJSON {}
extension TextViewFilter.MarkedText: CodableThroughJSON {}
extension TextViewFilter.Selection: CodableThroughJSON {}
extension TextViewFilter.State: CodableThroughJSON {}
extension TextViewFilter.Event: CodableThroughJSON {}
extension TextViewFilter.Effect: CodableThroughJSON {}
extension LeadingWhitespacePolicy: Codable {}
extension ChangeReporting: Codable {}
#endif
