import Foundation
import Testing

@testable import FlowCommandLine
@_spi(FlowTools) import FlowCore
@testable import FlowTesting

/// `SpecFile.check`, the README's parameterized spec test, checks a step's
/// picture as `flow check` does (issue 70, item 1): it passed a spec whose
/// picture had a fill changed, which `flow check` failed. Both go through
/// `SpecPictures`; this holds them to the same verdict and the same words.
@Suite struct SpecFilePictureTests {
    /// What `SpecFile.check` reported for `spec`, each issue's message.
    static func issues(checking spec: String) -> [String] {
        let capture = IssueReporter.Capture()
        IssueReporter.$capture.withValue(capture) { SpecFile.named(spec).check(in: .all) }
        return capture.issues.map(\.message)
    }

    /// `flow check`'s failure lines for `spec` (its `FAIL` line and those after, before the count).
    static func flowCheck(_ spec: String) -> (status: Int32, failure: String?) {
        var console = CapturedConsole()
        let status = FlowTool().run(["check", spec], console: &console)
        let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.firstIndex(where: { $0.hasPrefix("FAIL  ") }) else { return (status, nil) }
        let end = lines.lastIndex { $0.hasSuffix(" failed") } ?? lines.endIndex
        let failure = lines[first..<end].joined(separator: "\n")
        return (status, String(failure.dropFirst("FAIL  ".count)))
    }

    @Test func aChangedPictureFailsBothTheSameWay() throws {
        let (_, spec, picture) = try OutputSafetyTests.specWithPicture()
        #expect(Self.issues(checking: spec).isEmpty, "the spec and its picture as committed pass")
        #expect(Self.flowCheck(spec).status == 0)

        let drawn = try String(contentsOfFile: picture, encoding: .utf8)
        // The last fill: a part's (the first is the canvas behind them all).
        let fill = try #require(drawn.matches(of: /fill="#[0-9A-Fa-f]{6}"/).last)
        var changed = drawn
        changed.replaceSubrange(fill.range, with: "fill=\"#FF0000\"")
        try changed.write(toFile: picture, atomically: true, encoding: .utf8)

        let issues = Self.issues(checking: spec)
        let flow = Self.flowCheck(spec)
        #expect(flow.status == 1)
        let failure = try #require(flow.failure)
        #expect(failure.contains("differs from what the machine draws at line"), "\(failure)")
        #expect(failure.contains("in part "), "it names the part the line draws")
        #expect(issues == [failure], "the test kit says what flow check says")
    }

    @Test func aMissingPictureFailsBothTheSameWay() throws {
        let (_, spec, picture) = try OutputSafetyTests.specWithPicture()
        try FileManager.default.removeItem(atPath: picture)
        let failure = try #require(Self.flowCheck(spec).failure)
        #expect(failure.contains("is missing: run 'flow record"))
        #expect(Self.issues(checking: spec) == [failure])
    }
}
