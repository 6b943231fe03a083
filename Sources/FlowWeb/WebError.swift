import FlowCore

/// Why the web bridge refused a request: a message for the page's console,
/// naming where in the request the problem is.
public struct WebError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, behind one reference: one word on the error's way out
    /// of each call, rather than a string's three (as `JSONDecodingError`).
    private final class Storage: Sendable {
        let message: String

        init(_ message: String) { self.message = message }
    }

    private var storage: Storage

    /// What is wrong, and where.
    public var message: String {
        get { storage.message }
        set { storage = Storage(newValue) }
    }

    /// An error saying `message`.
    public init(_ message: String) { storage = Storage(message) }

    /// Whether both say the same.
    public static func == (lhs: WebError, rhs: WebError) -> Bool { lhs.message == rhs.message }

    /// A coding error in the request's value at `place` (`send.event`), with
    /// the path inside it and the reason: `send.event.hideRequested.delay: expected a number, found a string`.
    init(_ error: JSONDecodingError, at place: String) {
        let inside = error.path.components.isEmpty ? "" : error.path.description
        let separator = inside.isEmpty || inside.hasPrefix("[") ? "" : "."
        self.init(place + separator + inside + ": " + error.reason)
    }

    /// What is wrong, and where.
    public var description: String { message }
}

/// The value `read` takes from a request, its coding error placed at `place`.
func reading<T>(_ place: String, _ read: () throws(JSONDecodingError) -> T) throws(WebError) -> T {
    do throws(JSONDecodingError) {
        return try read()
    } catch {
        throw WebError(error, at: place)
    }
}
