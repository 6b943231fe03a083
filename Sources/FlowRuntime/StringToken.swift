/// A name that travels as a bare string (timer ids, animated
/// properties, colour tokens): written as a string literal in code and in
/// specs, compared by its text.
public protocol StringToken: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text.
    var rawValue: String { get }
    /// A token with the given text.
    init(_ rawValue: String)
}

extension StringToken {
    /// A token written as a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { rawValue }
}
