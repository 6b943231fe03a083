#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders the tools make, list and tidy, with errors in the same plain
/// words as `FileReader`'s (no Foundation error domains in messages).
package enum Folder {
    /// Makes the folder at `path` and any folders above it that are
    /// missing; nothing when it is there already.
    package static func make(_ path: String) throws(FileError) {
        switch FileReader.kind(of: path) {
        case .directory: return
        case .missing: break
        // The reason names the path: it may be a folder above the one asked for.
        case let other: throw FileError(path: path, reason: "\(path) is \(other.description), not a folder")
        }
        let parent = OutputFile.folder(of: path)
        if parent != path, parent != ".", parent != "/" { try make(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw FileError(path: path, reason: "\(path): " + FileReader.reason(errno)) }
        guard case .directory = FileReader.kind(of: path) else { throw FileError(path: path, reason: "\(path) is not a folder") }
    }

    /// The names in the folder at `path` (not `.` and `..`), sorted by their bytes.
    package static func names(in path: String) throws(FileError) -> [String] {
        guard let stream = opendir(path) else { throw FileError(path: path, reason: FileReader.reason(errno)) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Removes the file (not a folder) at `path`.
    package static func removeFile(_ path: String) throws(FileError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw FileError(path: path, reason: FileReader.reason(errno)) }
    }
}
