import FlowSpecs
import Foundation

/// Paths inside this repository, found from this file's own location so tests
/// do not depend on the working directory.
enum Repository {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // FlowCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let specs = root.appendingPathComponent("Specs")

    /// Every spec file, relative to the repository root, sorted.
    static let specFiles: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: specs.path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if Spec.isSpecFile(relative) { files.append("Specs/" + relative) }
        }
        return files.sorted()
    }()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The `flow` executable `swift build` and `swift test` build beside
    /// the test bundle, for tests that need a process of their own (a
    /// signal); nil when it is not there.
    static let flowExecutable: String? = {
        #if os(Linux)
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        #else
        let bundle = CommandLine.arguments[0]
        #endif
        var folder = URL(fileURLWithPath: bundle).deletingLastPathComponent()
        // On macOS the runner is inside the .xctest bundle, a few folders down.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("flow").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// A fresh empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowcore-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
