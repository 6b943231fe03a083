import FlowCore
import Foundation

/// Finding, reading and writing spec files.
enum SpecFiles {
    /// Every `.json` file at or under the paths, each path's files in sorted
    /// order; a path that does not exist is a usage error.
    static func find(under paths: [String]) throws(UsageError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw missing(path) }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".json") { found.append((path as NSString).appendingPathComponent(relative)) }
            }
            files += found.sorted()
        }
        return files
    }

    /// The one spec file a command names; a missing one is a usage error.
    static func existing(_ file: String) throws(UsageError) -> String {
        guard FileManager.default.fileExists(atPath: file) else { throw missing(file) }
        return file
    }

    static func missing(_ path: String) -> UsageError {
        UsageError("no such file or directory: \(path)")
    }

    /// The spec in `file`; a failure when it cannot be read or parsed.
    static func load(_ file: String) throws(SpecFailure) -> Spec {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SpecFailure(file: file, reason: "cannot read the file")
        }
        return try Spec(bytes: Array(data), file: file)
    }

    static func write(_ text: String, to file: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
