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

    @Test func theChangelogListsEveryRemovedFormerName() throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // Every case a spec still reads under a former name (`- JSON: was show`
        // above `case showRequested`) lost that Swift name in 0.5.0: the
        // changelog's Removed section says what to write instead.
        var formerNames = 0
        for module in CodingGeneratorTests.componentModules {
            let folder = Repository.root.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n").map(String.init)
                for (index, line) in lines.enumerated() {
                    guard let range = line.range(of: "- JSON: "), let was = line[range.upperBound...].range(of: "was ") else { continue }
                    let former = line[was.upperBound...].prefix { $0.isLetter || $0.isNumber }
                    let declaration = try #require(lines[(index + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@") })
                    let words = declaration.split(separator: " ")
                    let name = try #require(words.firstIndex(of: "case").map { words[$0 + 1].prefix { $0.isLetter || $0.isNumber } }, "\(module)/\(file): \(declaration)")
                    formerNames += 1
                    #expect(text.contains(".\(former)` → `\(name)`"), "CHANGELOG.md's Removed section lacks \(former) → \(name) (\(module)/\(file))")
                }
            }
        }
        #expect(formerNames >= 68, "the scan found the former names")
    }

    @Test func theReadmeAndTheExampleAppDependOnTheRelease() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        // README's dependency line resolves as the repository stands: a
        // version only once its tag exists, a branch until then.
        let line = try #require(readme.split(separator: "\n").first { $0.contains(".package(url: ") })
        let tagged = Self.tagExists(FlowCoreRelease.version)
        #expect(tagged ? line.contains("from: \"\(FlowCoreRelease.version)\"") : line.contains("branch: \"main\""),
                "README's dependency line is \(line.trimmingCharacters(in: .whitespaces)); tag \(FlowCoreRelease.version) \(tagged ? "exists" : "does not exist")")
        #expect(!readme.contains("(tag "), "README claims a tag")
        let app = try String(contentsOf: Repository.root.appendingPathComponent("Examples/AppFlow/Package.swift"), encoding: .utf8)
        #expect(!app.contains("from: \"") || tagged, "Examples/AppFlow's note names a version no tag holds")
        #expect(app.contains("path: \"../..\")") || (tagged && app.contains("from: \"\(FlowCoreRelease.version)\"")), "Examples/AppFlow depends on a version that does not resolve")
    }

    /// Whether the repository holds the tag, loose or packed (no `git` run).
    static func tagExists(_ tag: String) -> Bool {
        let git = Repository.root.appendingPathComponent(".git")
        if FileManager.default.fileExists(atPath: git.appendingPathComponent("refs/tags/\(tag)").path) { return true }
        let packed = (try? String(contentsOf: git.appendingPathComponent("packed-refs"), encoding: .utf8)) ?? ""
        return packed.split(separator: "\n").contains { $0.hasSuffix(" refs/tags/\(tag)") }
    }
}
