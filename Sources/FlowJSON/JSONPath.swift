/// Where a value sits inside a JSON document, such as `steps[3].send.launched.version`.
///
/// Every spec error and mismatch names one, so a reader can go straight to the
/// offending value.
public struct JSONPath: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// One step down into a document.
    public enum Component: Equatable, Hashable, Sendable {
        /// An object's member, by name.
        case key(String)
        /// An array's element, by position.
        case index(Int)
    }

    /// The steps from the document's root.
    public var components: [Component]

    /// A path from the given steps (the root when empty).
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The root of a document.
    public static let root = JSONPath()

    /// This path extended by an object member.
    public func appending(_ key: String) -> JSONPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// This path extended by an array element.
    public func appending(_ index: Int) -> JSONPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// This path followed by another.
    public func appending(_ other: JSONPath) -> JSONPath {
        JSONPath(components + other.components)
    }

    /// The path in the familiar dotted form; `(root)` for the root.
    public var description: String {
        guard !components.isEmpty else { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isPlainIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[\(JSONWriter.compact(.string(key)))]"
            }
        }
        return text
    }

    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
        }
    }
}
