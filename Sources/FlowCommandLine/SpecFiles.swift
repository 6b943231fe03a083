import FlowCore
import FlowSpecs
import FlowFiles
import Foundation

/// Finding, reading and writing spec files, through `FileReader` and
/// `OutputFile`: a folder, a device, a pipe or a file over 1 GiB is an
/// error that says so, never a trap or a wait.
enum SpecFiles {
    /// Every `.json` file at or under the paths, each path's files in sorted
    /// order; a path that does not exist is a usage error. A path that is
    /// not a folder is taken as it is, so reading it says what it is.
    static func find(under paths: [String]) throws(UsageError) -> [String] {
        var files: [String] = []
        for path in paths {
            switch FileReader.kind(of: path) {
            case .missing: throw missing(path)
            case .directory: break
            default:
                files.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if Spec.isSpecFile(relative) { found.append((path as NSString).appendingPathComponent(relative)) }
            }
            files += found.sorted()
        }
        return files
    }

    /// The one spec file a command names: a usage error unless it is a file.
    static func existing(_ file: String) throws(UsageError) -> String {
        switch FileReader.kind(of: file) {
        case .regular: return file
        case .missing: throw missing(file)
        case let other: throw UsageError("\(file) is \(other.description), not a spec file")
        }
    }

    static func missing(_ path: String) -> UsageError {
        UsageError("no such file or folder: \(path)")
    }

    /// The bytes of `file`; a failure saying why they cannot be read.
    static func bytes(_ file: String) throws(SpecFailure) -> [UInt8] {
        do {
            return try FileReader.read(file)
        } catch {
            throw SpecFailure(file: file, reason: "cannot read the file: " + (error.reason.hasPrefix("is ") ? "it " : "") + error.reason)
        }
    }

    /// Writes `text` to `file` in place of what was there.
    static func write(_ text: String, to file: String) throws(FileError) {
        try OutputFile.write(text, to: file)
    }

    /// Writes `bytes` to `file` whole, in place of what was there.
    static func write(_ bytes: [UInt8], to file: String) throws(FileError) {
        try OutputFile.write(bytes, to: file)
    }

    /// A command's output document: written to `file` (and "wrote FILE"
    /// said), or printed when no file is named; the exit status, 1 when the
    /// file cannot be written (`command` names who says so).
    static func deliver(_ text: String, to file: String?, by command: String, console: inout some Console) -> Int32 {
        guard let file else {
            console.out(String(text.dropLast()))
            return 0
        }
        do {
            try write(text, to: file)
        } catch {
            console.err("\(command): cannot write \(file): \(error.reason)")
            return 1
        }
        console.out("wrote \(file)")
        return 0
    }
}
