import Foundation
import Testing

import FlowCoding
import FlowCore

/// The version, the changelog and the README say the same release (issue 52):
/// `Scripts/release.sh` tags what these tests hold together.
@Suite struct ReleaseTests {
    /// The changelog's released versions, newest first (`## [0.4.0] - 2026-11-27`).
    static func releasedVersions() throws -> [String] {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## ["), !line.hasPrefix("## [Unreleased]"), let end = line.firstIndex(of: "]") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<end])
        }
    }

    @Test func theVersionIsTheChangelogsNewest() throws {
        let versions = try Self.releasedVersions()
        #expect(versions.first == FlowCoreRelease.version, "CHANGELOG.md's newest release is \(versions.first ?? "none"), the package says \(FlowCoreRelease.version)")
        // Semantic versions, each older than the one above it.
        let numbers = versions.map { $0.split(separator: ".").compactMap { Int($0) } }
        #expect(numbers.allSatisfy { $0.count == 3 })
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) == false && $0 != $1 })
    }

    @Test func theChangelogListsEveryRenamedCase() throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // Every former name the generator keeps as a deprecated alias is in the changelog's table of renames.
        for module in CodingGeneratorTests.componentModules {
            for (_, source) in try CodingGeneratorTests.sources(of: module) where CodingGenerator.isGenerated(source) {
                let lines = source.split(separator: "\n")
                for (line, next) in zip(lines, lines.dropFirst()) where line.contains("@available(*, deprecated, renamed: ") {
                    // `@available(*, deprecated, renamed: "remove")` above `public static var removed: Self { .remove }`.
                    let name = line.split(separator: "\"")[1]
                    let words = next.split(separator: " ")
                    let former = try #require(words.firstIndex { $0 == "var" || $0 == "func" }.map { words[$0 + 1].prefix { $0 != ":" && $0 != "(" } })
                    #expect(text.contains("| `\(former)` | `\(name)` |"), "CHANGELOG.md's table of renames lacks \(former) → \(name)")
                }
            }
        }
    }

    @Test func theReadmeAndTheExampleAppDependOnTheRelease() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("from: \"\(FlowCoreRelease.version)\""), "README's dependency line names another version")
        let app = try String(contentsOf: Repository.root.appendingPathComponent("Examples/AppFlow/Package.swift"), encoding: .utf8)
        #expect(app.contains(".package(path: \"../..\")") || app.contains("from: \"\(FlowCoreRelease.version)\""), "Examples/AppFlow depends on a version that does not resolve")
    }
}
