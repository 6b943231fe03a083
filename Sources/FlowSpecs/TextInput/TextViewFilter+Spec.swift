import FlowCore

extension TextViewFilter: SpecMachine {
    public static let specName = "text-view-filter"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case placeholder, removesEmoji, maxLength, lengthUnit, leadingWhitespace, layoutDirection, contentSize, changeReporting
    }

    /// Configuration: every key optional, defaults as in `init`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            placeholder: try container.value(.placeholder, default: Placeholder()),
            removesEmoji: try container.value(.removesEmoji, default: false),
            maxLength: try container.decodeIfPresent(Int.self, forKey: .maxLength),
            lengthUnit: try container.value(.lengthUnit, default: .graphemes),
            leadingWhitespace: try container.value(.leadingWhitespace, default: .clearsLoneSpace),
            layoutDirection: try container.value(.layoutDirection, default: .leftToRight),
            contentSize: try container.value(.contentSize, default: .large),
            changeReporting: try container.value(.changeReporting, default: .everyEdit))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(placeholder, forKey: .placeholder, unlessEqualTo: Placeholder())
        try container.encode(removesEmoji, forKey: .removesEmoji, unlessEqualTo: false)
        try container.encodeIfPresent(maxLength, forKey: .maxLength)
        try container.encode(lengthUnit, forKey: .lengthUnit, unlessEqualTo: .graphemes)
        try container.encode(leadingWhitespace, forKey: .leadingWhitespace, unlessEqualTo: .clearsLoneSpace)
        try container.encode(layoutDirection, forKey: .layoutDirection, unlessEqualTo: .leftToRight)
        try container.encode(contentSize, forKey: .contentSize, unlessEqualTo: .large)
        try container.encode(changeReporting, forKey: .changeReporting, unlessEqualTo: .everyEdit)
    }
}
