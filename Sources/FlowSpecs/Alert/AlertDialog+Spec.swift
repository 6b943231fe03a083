import FlowCore

extension AlertDialog: SpecMachine {
    public static let specName = "alert"

    private enum CodingKeys: String, CodingKey, CaseIterable { case content, metrics, buttonPolicy, input, measurer }

    /// Configuration: `content`, and optionally `metrics`, `buttonPolicy`
    /// (default `"row"`), `input` (a text view filter configuration; default
    /// the seed's for the kind) and `measurer` (the estimated measurer's
    /// parameters).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            content: try container.decode(AlertContent.self, forKey: .content),
            metrics: try container.value(.metrics, default: AlertMetrics()),
            buttonPolicy: try container.value(.buttonPolicy, default: .row),
            input: try container.decodeIfPresent(TextViewFilter.self, forKey: .input),
            measurer: try container.measurer(.measurer))
    }

    /// Writes the configuration back, leaving out what is the default.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(content, forKey: .content)
        try container.encode(metrics, forKey: .metrics, unlessEqualTo: AlertMetrics())
        try container.encode(buttonPolicy, forKey: .buttonPolicy, unlessEqualTo: .row)
        let inputJSON = try JSONEncoding.encode(input)
        if inputJSON != (try JSONEncoding.encode(Self.defaultInput(for: content.kind))) { try container.encode(inputJSON, forKey: .input) }
        try container.encode(measurer, forKey: .measurer)
    }
}
