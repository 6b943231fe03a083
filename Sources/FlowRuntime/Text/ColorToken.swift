/// A colour as a name the front resolves: `"#RRGGBB"` or `"#RRGGBBAA"` for
/// the seeds' hex colours, or a semantic name a design system defines.
public struct ColorToken: StringToken {
    /// The token's text.
    public var rawValue: String

    /// A token with the given text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
