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

    /// The bytes of `file`, read straight into an array (no intermediate
    /// copy, so a large trace costs its size once); a failure when unreadable.
    static func bytes(_ file: String) throws(SpecFailure) -> [UInt8] {
        guard let handle = fopen(file, "rb") else { throw SpecFailure(file: file, reason: "cannot read the file") }
        defer { fclose(handle) }
        guard fseek(handle, 0, SEEK_END) == 0 else { throw SpecFailure(file: file, reason: "cannot read the file") }
        let size = ftell(handle)
        guard size >= 0, fseek(handle, 0, SEEK_SET) == 0 else { throw SpecFailure(file: file, reason: "cannot read the file") }
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, handle)
            complete = count == size
        }
        guard complete else { throw SpecFailure(file: file, reason: "cannot read the file") }
        return bytes
    }

    static func write(_ text: String, to file: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
