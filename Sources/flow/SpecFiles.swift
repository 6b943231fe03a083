import FlowCore
import Foundation

/// Finding, reading and writing spec files.
enum SpecFiles {
    enum LookupError: Error, CustomStringConvertible {
        case missing(String)

        var description: String {
            switch self {
            case .missing(let path): "no such file or directory: \(path)"
            }
        }
    }

    /// Every `.json` file at or under the paths, each path's files in sorted order.
    static func find(under paths: [String]) throws(LookupError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path) }
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

    /// The spec in `file`; a failure when it cannot be read or parsed.
    static func load(_ file: String) throws(SpecFailure) -> Spec {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SpecFailure(file: file, reason: "cannot read the file")
        }
        return try Spec(text: String(decoding: data, as: UTF8.self), file: file)
    }

    static func write(_ text: String, to file: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
