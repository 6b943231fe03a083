/// Why a JSON value could not become the Swift value asked for, and where.
///
/// Every machine's coding throws it (in the web module too), and the spec
/// player reports it with the place in the spec file in front of `path`.
public struct JSONDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path and the reason, behind one reference: an error passes up
    /// through every reader between the fault and the caller, and one word
    /// travels in fewer instructions than a path and a string at each of
    /// those hundreds of places (in the web module, 42 KB of code).
    private final class Storage: Sendable {
        let path: JSONPath
        let reason: String

        init(path: JSONPath, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    private var storage: Storage

    /// Where the offending value sits, from the value the decode began at.
    public var path: JSONPath {
        get { storage.path }
        set { storage = Storage(path: newValue, reason: reason) }
    }

    /// What was wrong with it, and what is allowed there when that can be listed.
    public var reason: String {
        get { storage.reason }
        set { storage = Storage(path: path, reason: newValue) }
    }

    /// An error at `path`.
    public init(path: JSONPath, reason: String) {
        storage = Storage(path: path, reason: reason)
    }

    /// Whether both name the same place and reason.
    public static func == (lhs: JSONDecodingError, rhs: JSONDecodingError) -> Bool {
        lhs.path == rhs.path && lhs.reason == rhs.reason
    }

    /// An error at the value being read.
    @_spi(FlowTools) public init(_ reason: String) {
        self.init(path: .root, reason: reason)
    }

    /// The error seen from one level up: `component` goes in front of the
    /// path. Decoders add their place while the error passes through them,
    /// so a decode that succeeds builds no path at all.
    @_spi(FlowTools) public func inside(_ component: JSONPath.Component) -> JSONDecodingError {
        JSONDecodingError(path: JSONPath([component] + path.components), reason: reason)
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

extension JSONDecodingError {
    /// "missing member …": kept out of the readers that clients specialize,
    /// as the other refusals below, so each copy of a reader stays small.
    /// (The web module's Embedded Swift specializes every generic reader for
    /// each type, the raw-value ones too: built in place there, the refusal
    /// of an unknown raw value weighed 9 KB.)
    @usableFromInline static func missingMember(_ key: String) -> JSONDecodingError {
        JSONDecodingError("missing member \(JSONValue.quoted(key))")
    }

    /// "… needs its value", for a case written bare whose payload is required.
    @usableFromInline static func needsValue(_ caseName: String) -> JSONDecodingError {
        JSONDecodingError("\(JSONValue.quoted(caseName)) needs its value")
    }

    /// "unknown value …", listing the raw values allowed.
    @usableFromInline static func unknownValue(_ text: String, allowed: [String]) -> JSONDecodingError {
        JSONDecodingError("unknown value \(JSONValue.quoted(text)) (allowed: \(allowed.map { JSONValue.quoted($0) }.joined(separator: ", ")))")
    }

    /// "unknown value …", listing the raw values allowed.
    @usableFromInline static func unknownValue(_ number: Int, allowed: [Int]) -> JSONDecodingError {
        JSONDecodingError("unknown value \(number) (allowed: \(allowed.map { String($0) }.joined(separator: ", ")))")
    }

    /// The value `make` builds, or its error in words at the value being
    /// read: how a configuration's own validation (a bound, a rule between
    /// fields) reaches the reader with the place it applies to.
    @_spi(FlowTools) public static func validating<T, Failure: Error & CustomStringConvertible>(_ make: () throws(Failure) -> T) throws(JSONDecodingError) -> T {
        do throws(Failure) {
            return try make()
        } catch {
            throw JSONDecodingError(error.description)
        }
    }
}
