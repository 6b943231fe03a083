import Foundation
import Testing

/// Machine tests are written one way: through `TestRunner` (or specs). A
/// raw `reduce` or a bare `Runner` in a test is kept only where the test is
/// about them, and each such file says why here.
@Suite struct TestDialectTests {
    /// The files allowed raw calls, with how many and why.
    static let allowed: [String: (reduce: Int, runner: Int, why: String)] = [
        "FlowCoreTests/Core/RunnerTests.swift": (0, 9, "the runtime's Runner itself"),
        "FlowCoreTests/Driver/MachineModelTests.swift": (0, 1, "the driver against the Runner it must equal"),
        "FlowCoreTests/ReadmeTests.swift": (0, 1, "the README's opening example, which drives a Runner"),
        "FlowCoreTests/Explore/ExplorationTests.swift": (3, 2, "machines that wrap another's reduce (the seed's captcha, a session with an unsound projection); a search of its own over Runners"),
        "FlowCoreTests/Core/ChaosShrinkTests.swift": (1, 0, "a faulty machine that wraps another's reduce"),
        "FlowTestingTests/ExplorationExpectTests.swift": (2, 0, "machines that wrap another's reduce"),
        "FlowCoreTests/Scene/ComponentSceneTests.swift": (0, 2, "random walks that draw every step's effects"),
        "FlowCoreTests/Core/MachineCodingTests.swift": (0, 2, "random walks that round-trip every value they meet"),
        "FlowCoreTests/Core/HostileInputTests.swift": (0, 2, "random events on hostile states, checking nothing traps"),
        "FlowCoreTests/Captcha/CaptchaChaosCoverageTests.swift": (0, 2, "a random walk counting the phases it reaches"),
        "FlowCoreTests/Core/EventCoverageTests.swift": (0, 2, "random walks of every machine noting each event case sent or fired"),
        "FlowCoreTests/TextInput/TextChunksTests.swift": (0, 2, "one filter with one chunk and one with many, fed the same random edits side by side"),
    ]

    static func count(_ pattern: String, in text: String) -> Int {
        (try? NSRegularExpression(pattern: pattern)).map { $0.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) } ?? -1
    }

    @Test func machineTestsGoThroughTestRunner() throws {
        let tests = Repository.root.appendingPathComponent("Tests")
        let enumerator = FileManager.default.enumerator(atPath: tests.path)
        var found: [String: (reduce: Int, runner: Int)] = [:]
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), relative != "FlowCoreTests/Release/TestDialectTests.swift" else { continue }
            let text = try String(contentsOf: tests.appendingPathComponent(relative), encoding: .utf8)
            let reduce = Self.count(#"\.reduce\(&"#, in: text)
            let runner = Self.count(#"(?<![A-Za-z])Runner\("#, in: text)
            if reduce + runner > 0 { found[relative] = (reduce, runner) }
        }
        #expect(found.count > 0, "the scan found the tests")
        for (file, counts) in found.sorted(by: { $0.key < $1.key }) {
            let allowance = Self.allowed[file]
            #expect(
                counts.reduce <= allowance?.reduce ?? 0 && counts.runner <= allowance?.runner ?? 0,
                "\(file): \(counts.reduce) raw reduce and \(counts.runner) bare Runner calls; write the test through TestRunner (or list why here)")
        }
    }
}
