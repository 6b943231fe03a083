import Testing

@testable import FlowTesting

/// A failure FlowTesting reported, caught for a test of its message.
struct CaughtIssue {
    var comments: [Comment]
    var sourceLocation: SourceLocation?
}

/// Runs `body` and expects FlowTesting to report at least one failure in
/// it, each matching `matching`. The failures are caught, not recorded: a
/// test of the kit's messages passes with no known issue.
func withExpectedIssue(
    _ body: () -> Void, matching: (CaughtIssue) -> Bool = { _ in true }, sourceLocation: SourceLocation = #_sourceLocation
) {
    let capture = IssueReporter.Capture()
    IssueReporter.$capture.withValue(capture) { body() }
    let caught = capture.issues.map { CaughtIssue(comments: [Comment(rawValue: $0.message)], sourceLocation: $0.site.sourceLocation) }
    #expect(!caught.isEmpty, "FlowTesting reported no failure", sourceLocation: sourceLocation)
    for issue in caught where !matching(issue) {
        Issue.record("an unexpected failure: \(issue.comments)", sourceLocation: sourceLocation)
    }
}

/// What FlowTesting showed without failing the test while `body` ran.
func notesShown(_ body: () -> Void) -> [String] {
    let capture = IssueReporter.Capture()
    IssueReporter.$capture.withValue(capture) { body() }
    #expect(capture.issues.isEmpty)
    return capture.notes.map(\.message)
}
