/// Why the web bridge refused a request: a message for the page's console,
/// naming where in the request the problem is.
public struct WebError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, and where.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// What is wrong, and where.
    public var description: String { message }
}
