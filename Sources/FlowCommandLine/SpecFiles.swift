import FlowCore
import FlowSpecs
import FlowFiles
import Foundation

/// Finding, reading and writing spec files, through `FileReader` and
/// `OutputFile`: a folder, a device, a pipe or a file over 1 GiB is an
/// error that says so, never a trap or a wait.
enum SpecFiles {
    /// Every `.json` file at or under the paths, each path's files in sorted
    /// order; a path that cannot be looked at is a usage error saying why
    /// (missing, a loop of links, permission denied). A path that is not a
    /// folder is taken as it is, so reading it says what it is.
    static func find(under paths: [String]) throws(UsageError) -> [String] {
        var files: [String] = []
        for path in paths {
            switch FileReader.kind(of: path) {
            case .missing(let why): throw unreadable(path, why)
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
        case .missing(let why): throw unreadable(file, why)
        case let other: throw UsageError("\(file.visible) is \(other.description), not a spec file")
        }
    }

    /// A path that cannot be looked at, and why.
    static func unreadable(_ path: String, _ why: String) -> UsageError {
        UsageError("\(path.visible): \(why)")
    }

    /// The bytes of `file`; a failure saying why they cannot be read.
    static func bytes(_ file: String) throws(SpecFailure) -> [UInt8] {
        try SpecPictures.specBytes(file)
    }

    /// Writes `text` to `file` in place of what was there; `file` must not be one of `inputs`.
    /// With `throughLink: false` (a file of a folder the command was named,
    /// not a file it was named), a link at `file` is refused, never written through.
    static func write(_ text: String, to file: String, notOver inputs: [String] = [], throughLink: Bool = true) throws(FileError) {
        try OutputFile.write(text, to: file, notOver: inputs, throughLink: throughLink)
    }

    /// Writes `bytes` to `file` whole, in place of what was there; `file` must not be one of `inputs`.
    static func write(_ bytes: [UInt8], to file: String, notOver inputs: [String] = [], throughLink: Bool = true) throws(FileError) {
        try OutputFile.write(bytes, to: file, notOver: inputs, throughLink: throughLink)
    }

    /// A command's output document: written to `file` (and "wrote FILE"
    /// said), or printed when no file is named or it is `-`; the exit
    /// status, 4 (`ExitStatus.ioError`) when the file cannot be written (`command` names who says
    /// so). `file` may not be one of the command's `inputs`.
    static func deliver(_ text: String, to file: String?, notOver inputs: [String] = [], by command: String, console: inout some Console) -> Int32 {
        guard let file, file != "-" else {
            console.write(text)
            return 0
        }
        do {
            try write(text, to: file, notOver: inputs)
        } catch {
            console.err("\(command): cannot write \(file.visible): \(error.reason)")
            return ExitStatus.ioError.rawValue
        }
        console.out("wrote \(file.visible)")
        return 0
    }
}

extension String {
    /// The text as a message may echo it: controls and invisibles as `\uXXXX` (`VisibleText`).
    var visible: String { VisibleText.name(self) }
}
