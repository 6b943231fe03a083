extension TextViewFilter: SpecMachine {
    public static let specName = "text-view-filter"

    private enum CodingKeys: String, CodingKey {
        case placeholder, removesEmoji, maxLength, lengthUnit, forbidsLeadingWhitespace
    }

    /// Configuration: every key optional, defaults as in `init`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            placeholder: try container.decodeIfPresent(Placeholder.self, forKey: .placeholder) ?? Placeholder(),
            removesEmoji: try container.decodeIfPresent(Bool.self, forKey: .removesEmoji) ?? false,
            maxLength: try container.decodeIfPresent(Int.self, forKey: .maxLength),
            lengthUnit: try container.decodeIfPresent(TextLengthUnit.self, forKey: .lengthUnit) ?? .graphemes,
            forbidsLeadingWhitespace: try container.decodeIfPresent(Bool.self, forKey: .forbidsLeadingWhitespace) ?? true)
    }
}
