import FlowCore
import FlowSpecs
import FlowSVG
import FlowFiles
import Foundation
import Testing

/// A spec file, as the argument of a parameterized test: replay a folder of
/// specs against your machines in one line.
///
/// ```swift
/// @Test(arguments: SpecFile.all(in: "Specs"))
/// func spec(_ file: SpecFile) { file.check(in: .all) }
/// ```
///
/// Paths are relative to the package that holds the test file (the nearest
/// folder above it with a `Package.swift`), or absolute. A folder with no
/// spec in it, or a path that does not exist, gives one case that fails and
/// says so, so a wrong path cannot pass by checking nothing.
public struct SpecFile: Hashable, Sendable, CustomTestStringConvertible {
    /// The file's absolute path.
    public let path: String
    /// The path as the test shows it: relative to the package root.
    public let name: String
    /// Why no spec could be found here, for the case standing in for none.
    let problem: String?

    public var testDescription: String { name }

    /// Every `.json` file at or under `folder`, sorted by path.
    public static func all(in folder: String, filePath: String = #filePath) -> [SpecFile] {
        let root = packageRoot(of: filePath)
        let base = folder.hasPrefix("/") ? folder : root + "/" + folder
        switch FileReader.kind(of: base) {
        case .missing: return [SpecFile(path: base, name: folder, problem: "no such file or folder: \(base)")]
        case .directory: break
        default: return [SpecFile(path: base, name: folder, problem: nil)]
        }
        var files: [SpecFile] = []
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let relative = enumerator?.nextObject() as? String {
            guard Spec.isSpecFile(relative) else { continue }
            let name = (folder.hasSuffix("/") ? folder : folder + "/") + relative
            files.append(SpecFile(path: base + "/" + relative, name: name, problem: nil))
        }
        guard !files.isEmpty else {
            return [SpecFile(path: base, name: folder, problem: "no spec files (.json) under \(base)")]
        }
        return files.sorted { $0.name < $1.name }
    }

    /// One spec file, relative to the package root or absolute.
    public static func named(_ file: String, filePath: String = #filePath) -> SpecFile {
        let path = file.hasPrefix("/") ? file : packageRoot(of: filePath) + "/" + file
        return SpecFile(path: path, name: file, problem: nil)
    }

    /// The spec in the file.
    public func load() throws(SpecFailure) -> Spec {
        if let problem { throw SpecFailure(file: name, reason: problem) }
        return try Spec(bytes: try bytes(), file: name)
    }

    /// Replays the spec against the machine it names in `registry`, and
    /// draws each picture a step names (with `assets`) to compare with its
    /// file, as `flow check` does, with the same words; when it does not
    /// pass, one issue with the file, step, JSON path and the diff (for a
    /// picture, the first differing line and the part it draws).
    public func check(
        in registry: MachineRegistry, assets: SVGAssetCatalog = .builtIn, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let failure: SpecFailure?
        if let problem {
            failure = SpecFailure(file: name, reason: problem)
        } else {
            do {
                let checked = registry.checkNamingPictures(bytes: try bytes(), file: name)
                failure = checked.failure ?? (checked.namesPictures ? SpecPictures.failure(path, shownAs: name, in: registry, assets: assets) : nil)
            } catch {
                failure = error
            }
        }
        if let failure {
            IssueReporter.fail(failure.detailedDescription, at: site)
        }
    }

    /// The file's bytes, read as `flow` reads them: a folder, a device or a
    /// file over 1 GiB is a failure that says so.
    func bytes() throws(SpecFailure) -> [UInt8] {
        try SpecPictures.specBytes(path, shownAs: name)
    }

    /// The nearest folder at or above the file's own that holds a `Package.swift`.
    static func packageRoot(of filePath: String) -> String {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            url.deleteLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath
    }
}
