import FlowCore
import FlowSpecs
import FlowViewer

/// What `flow check` found, written for other tools: a JUnit XML document
/// (`--junit FILE`, what CI dashboards read: Jenkins, GitLab) and JSON
/// lines (`--json`, one object a spec and a last one with the counts).
struct CheckReport {
    /// One spec's verdict: nil when it passed.
    var results: [(file: String, failure: SpecFailure?)] = []

    var failed: Int { results.reduce(0) { $0 + ($1.failure == nil ? 0 : 1) } }

    // MARK: JSON lines

    /// A spec's line: `{"file", "passed"}`, and for a failure its `step`,
    /// `path`, `reason`, `expected`, `actual` (where known) and `message`
    /// (what the text output prints for it).
    static func jsonLine(file: String, failure: SpecFailure?) -> String {
        var members: [String: JSONValue] = ["file": .string(file), "passed": .bool(failure == nil)]
        if let failure {
            if let step = failure.step { members["step"] = .number(Double(step)) }
            members["path"] = .string(failure.path.description)
            members["reason"] = .string(failure.reason)
            if let expected = failure.expected { members["expected"] = expected }
            if let actual = failure.actual { members["actual"] = actual }
            members["message"] = .string(failure.detailedDescription)
        }
        return JSONValue.object(members).compactText
    }

    /// The last line: `{"passed": N, "failed": M}`.
    func jsonSummary() -> String {
        JSONValue.object(["passed": .number(Double(results.count - failed)), "failed": .number(Double(failed))]).compactText
    }

    // MARK: JUnit

    /// The JUnit XML document: one `testsuite` named `suite`, one
    /// `testcase` a spec (its file as the name, its folder as the class
    /// name), a failing one holding a `failure` whose `message` is the
    /// one-line reason and whose text is the whole failure with its diff.
    func junit(suite: String) -> String {
        // Jenkins's junit-4 schema (Scripts/junit.xsd) has no skipped count on testsuites, only on a testsuite.
        let counts = "tests=\"\(results.count)\" failures=\"\(failed)\" errors=\"0\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(Self.escaped(suite))\" \(counts)>",
            "  <testsuite name=\"\(Self.escaped(suite))\" \(counts) skipped=\"0\">",
        ]
        for (file, failure) in results {
            let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
            let opening = "    <testcase name=\"\(Self.escaped(file))\" classname=\"\(Self.escaped(folder))\""
            guard let failure else {
                lines.append(opening + "/>")
                continue
            }
            lines.append(opening + ">")
            lines.append("      <failure message=\"\(Self.escaped(failure.description))\" type=\"SpecFailure\">\(Self.escaped(failure.detailedDescription))</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` as XML character data or an attribute value: the five
    /// markup characters as references, line breaks and tabs as character
    /// references (kept in an attribute), and what XML 1.0 may not hold at
    /// all (other control characters, U+FFFE, U+FFFF) as visible `\uXXXX`.
    static func escaped(_ text: String) -> String {
        HTMLText.escape(text, forbidden: .shown, keepsBreaksInAttributes: true)
    }
}
