import FlowCore

/// How an expected JSON value and an actual one differ, written for people:
/// either the differing members by path, or a list element by element.
///
/// `flow check` prints it under a failing spec's one-line summary and
/// FlowTesting prints it in a failed assertion, so both say the same thing in
/// the same shape. Lines starting with `−` are expected, with `+` actual.
///
/// ```
///   phase
///     − "shown"
///     + "dismissing"
///   selectedButton
///     − (absent)
///     + 1
/// ```
public struct JSONDiff: Hashable, Sendable, CustomStringConvertible {
    /// One line of the diff.
    public enum Line: Hashable, Sendable {
        /// The path of the value the following lines concern.
        case path(JSONPath)
        /// Present in both (context in a list).
        case same(String)
        /// Expected, but not what happened.
        case expected(String)
        /// What happened instead.
        case actual(String)
    }

    /// The lines, in reading order.
    public var lines: [Line]

    /// Whether the values agree (nothing to show).
    public var isEmpty: Bool { lines.isEmpty }

    /// The longest value written on one line before it is cut with "…".
    public static let valueLimit = 240

    /// The legend that names the signs, for the sentence above a diff.
    public static let legend = "(− expected, + actual)"

    /// The members of `expected` and `actual` that differ, leaf by leaf. With
    /// `partial`, members `expected` leaves out are not compared (as in a
    /// spec's `state`). An expected `null` matches an absent member.
    public init(expected: JSONValue, actual: JSONValue, partial: Bool = false) {
        lines = Self.leafLines(expected: expected, actual: actual, partial: partial)
    }

    /// Each differing leaf: its path, then its expected and actual values.
    static func leafLines(expected: JSONValue, actual: JSONValue, partial: Bool) -> [Line] {
        var lines: [Line] = []
        for change in leafChanges(expected: expected, actual: actual, at: .root, partial: partial) {
            lines.append(.path(change.path))
            lines.append(.expected(change.expected.map(render) ?? "(absent)"))
            lines.append(.actual(change.actual.map(render) ?? "(absent)"))
        }
        return lines
    }

    /// Two lists compared element by element: the shape for a step's
    /// effects. When both hold the same cases in the same order (the same
    /// effects with other values), each differing leaf is shown by its path
    /// (`[1].present.animation.tracks[0]…`), as swift-custom-dump marks the
    /// nested field; otherwise the lists line by line, with the elements both
    /// share shown as context.
    public init(expectedElements expected: [JSONValue], actualElements actual: [JSONValue]) {
        if expected.count == actual.count, zip(expected, actual).allSatisfy({ Self.sameCase($0, $1) }) {
            lines = Self.leafLines(expected: .array(expected), actual: .array(actual), partial: false)
            return
        }
        let left = expected.map(Self.render)
        let right = actual.map(Self.render)
        guard left != right else {
            lines = []
            return
        }
        lines = LineDiff.lines(left, right).map { line in
            switch line {
            case .same(let text): .same(text)
            case .removed(let text): .expected(text)
            case .added(let text): .actual(text)
            }
        }
    }

    /// Whether two elements are the same case of an enum as JSON writes it:
    /// the same bare name, or objects with the same one member.
    static func sameCase(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)): a == b
        case (.object(let a), .object(let b)): a.count == 1 && b.count == 1 && a.keys.first == b.keys.first
        default: false
        }
    }

    /// The diff indented by two spaces, one line each.
    public var description: String { rendered(indent: 2) }

    /// The diff with every line indented by `indent` spaces; the values
    /// under a path one step further.
    public func rendered(indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var valueMargin = margin
        var output: [String] = []
        for line in lines {
            switch line {
            case .path(let path):
                output.append(margin + path.description)
                valueMargin = margin + "  "
            case .same(let text): output.append(valueMargin + "  " + text)
            case .expected(let text): output.append(valueMargin + "− " + text)
            case .actual(let text): output.append(valueMargin + "+ " + text)
            }
        }
        return output.joined(separator: "\n")
    }

    static func render(_ value: JSONValue) -> String {
        let text = JSONWriter.inline(value)
        guard text.unicodeScalars.count > valueLimit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(valueLimit))) + "…"
    }

    struct LeafChange {
        var path: JSONPath
        var expected: JSONValue?
        var actual: JSONValue?
    }

    /// Every leaf where the two differ, in key order; arrays element by element.
    static func leafChanges(expected: JSONValue, actual: JSONValue, at path: JSONPath, partial: Bool) -> [LeafChange] {
        switch (expected, actual) {
        case (.object(let a), .object(let b)) where !(a.count == 1 && b.count == 1 && a.keys.first != b.keys.first):
            var keys = Array(a.keys)
            if !partial { keys += b.keys.filter { a[$0] == nil } }
            var changes: [LeafChange] = []
            for key in keys.sortedInMemberOrder() {
                switch (a[key], b[key]) {
                case (let left?, let right?):
                    changes += leafChanges(expected: left, actual: right, at: path.appending(key), partial: partial)
                case (let left?, nil) where left != .null:
                    changes.append(LeafChange(path: path.appending(key), expected: left, actual: nil))
                case (nil, let right?) where right != .null:
                    changes.append(LeafChange(path: path.appending(key), expected: nil, actual: right))
                default:
                    break
                }
            }
            return changes
        case (.array(let a), .array(let b)):
            var changes: [LeafChange] = []
            for index in 0..<max(a.count, b.count) {
                let here = path.appending(index)
                // Spelled out: JSONValue is itself `nil`-literal convertible (to null).
                let left: JSONValue? = index < a.count ? .some(a[index]) : .none
                let right: JSONValue? = index < b.count ? .some(b[index]) : .none
                switch (left, right) {
                case (let left?, let right?): changes += leafChanges(expected: left, actual: right, at: here, partial: partial)
                case (let left, let right): changes.append(LeafChange(path: here, expected: left, actual: right))
                }
            }
            return changes
        default:
            return JSONComparison.valuesEqual(expected, actual) ? [] : [LeafChange(path: path, expected: expected, actual: actual)]
        }
    }
}
