import FlowCore

/// Why a spec did not pass: it could not be read, or the machine did not do
/// what it says. Names the file, the step, the JSON path in the spec of the
/// value concerned, and for a mismatch the expected and actual values.
public struct SpecFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec's file as given to the checker (may be empty).
    public var file: String
    /// The index of the step concerned in `steps`, when there is one.
    public var step: Int?
    /// Where in the spec document the problem sits.
    public var path: JSONPath
    /// What went wrong.
    public var reason: String
    /// The value the spec expects there, for a mismatch.
    public var expected: JSONValue?
    /// The value the machine produced there, for a mismatch.
    public var actual: JSONValue?
    /// For a mismatch, every difference in the part compared (the step's
    /// effects, state or timer event), not only the first.
    public var diff: JSONDiff?

    /// A failure at `path` in `file`.
    public init(
        file: String = "", step: Int? = nil, path: JSONPath = .root, reason: String,
        expected: JSONValue? = nil, actual: JSONValue? = nil, diff: JSONDiff? = nil
    ) {
        self.file = file
        self.step = step
        self.path = path
        self.reason = reason
        self.expected = expected
        self.actual = actual
        self.diff = diff
    }

    /// Longest rendering of a value in the one-line description.
    static let valueLimit = 300

    /// One line: `file: step 3: steps[3].expect.state.phase: reason (expected …, actual …)`.
    /// Characters a terminal would act on or hide (a right-to-left override
    /// in a file name or a value) are shown as `\uXXXX`.
    public var description: String {
        var text = file.isEmpty ? "" : VisibleText.name(file) + ": "
        if let step { text += "step \(step): " }
        text += path == .root ? reason : "\(path): \(reason)"
        if expected != nil || actual != nil {
            text += " (expected " + Self.render(expected) + ", actual " + Self.render(actual) + ")"
        }
        return VisibleText.escaping(text)
    }

    /// The one-line description, then the whole diff when there is one.
    public var detailedDescription: String {
        guard let diff, !diff.isEmpty else { return description }
        return description + "\n\n" + VisibleText.escaping(diff.rendered(indent: 4))
    }

    private static func render(_ value: JSONValue?) -> String {
        guard let value else { return "nothing" }
        let text = value.compactText
        return text.count <= valueLimit ? text : String(text.prefix(valueLimit)) + "…"
    }

    func inFile(_ file: String) -> SpecFailure {
        var copy = self
        copy.file = file
        return copy
    }
}
