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

    /// A fresh empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowcore-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
