import FlowCore

extension CodeEntry: SpecMachine {
    public static let specName = "code-entry"

    private enum CodingKeys: String, CodingKey, CaseIterable { case length, alphabet, isSecure, mask, style, measurer }

    /// Configuration: `length` (default 4), `alphabet` (default `"digits"`),
    /// `isSecure` (default false), `mask` (default "●"), `style` (partial; the
    /// seed's), `measurer` (the estimated one).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            length: try container.value(.length, default: 4),
            alphabet: try container.value(.alphabet, default: .digits),
            isSecure: try container.value(.isSecure, default: false),
            mask: try container.value(.mask, default: "●"), style: try container.value(.style, default: CodeEntryStyle()),
            measurer: try container.measurer(.measurer))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(length, forKey: .length, unlessEqualTo: 4)
        try container.encode(alphabet, forKey: .alphabet, unlessEqualTo: .digits)
        try container.encode(isSecure, forKey: .isSecure, unlessEqualTo: false)
        try container.encode(mask, forKey: .mask, unlessEqualTo: "●")
        try container.encode(style, forKey: .style, unlessEqualTo: CodeEntryStyle())
        try container.encode(measurer, forKey: .measurer)
    }
}
