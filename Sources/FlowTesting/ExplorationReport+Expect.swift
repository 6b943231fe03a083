import FlowCore
import FlowSpecs

extension ExplorationReport {
    /// Fails the running test (Swift Testing or XCTest) once for each
    /// finding, at the caller's line, with the shortest path that shows it
    /// written as a spec: save the text as a `.json` file and `flow check`
    /// (or your own tool) replays it.
    ///
    /// ```swift
    /// @Test func theLaunchGateHasNoFinding() {
    ///     let report = Exploration.run(LaunchGate())
    ///     report.expectNoFindings()
    ///     #expect(report.truncation == nil, "\(report)")
    /// }
    /// ```
    public func expectNoFindings(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        for finding in findings {
            var message = "Exploring \(name) found a \(finding.kind.rawValue) problem: \(finding.reason)."
            let title = "Explored: \(finding.kind.rawValue), \(finding.reason)"
            if let spec = try? spec(for: finding.path, title: title) {
                message += "\n\nThe shortest path, as a spec that replays:\n\n" + spec.text
            } else {
                message += "\n\nIts path (\(finding.path.count) moves) cannot be written as a spec: a value in it has no JSON form."
            }
            IssueReporter.fail(message, at: site)
        }
    }
}
