#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file a person named: a spec, a saved picture. Every command
/// of `flow` and every FlowTesting call reads through here, so a folder, a
/// device, a pipe or a huge file gets the same plain answer everywhere and
/// nothing traps or waits for ever.
///
/// The path is looked at before it is opened (a FIFO would block `open`
/// until someone writes to it), opened without following it into a
/// terminal, and looked at again through the open descriptor, so a file
/// swapped in between is caught. Its bytes are read until the end of the
/// file, whatever size was reported (a folder reports `LONG_MAX` to `ftell`
/// on Linux, `/proc` files report 0), and never past `maximumSize`.
package enum FileReader {
    /// The largest file read: 1 GiB.
    ///
    /// `flow check`, `replay` and `record` hold a file's bytes and one step
    /// at a time, writing as they go: about the file's size plus 20 MB at
    /// their peak, so a 1 GiB trace needs about 1.1 GiB, which a CI runner
    /// or a laptop has. The largest traces measured are 63 MB, so the bound
    /// is sixteen times what is used, and what is past it is a mistake (a
    /// disk image, a sparse file) rather than a trace.
    package static let maximumSize = 1 << 30

    /// What is at `path`, without opening it (a symbolic link is followed).
    package static func kind(of path: String) -> FileKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing(reason(errno)) }
        return FileKind(mode: status.st_mode)
    }

    /// What is at `path` itself: a symbolic link is `.symbolicLink`.
    package static func linkKind(of path: String) -> FileKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing(reason(errno)) }
        return FileKind(mode: status.st_mode)
    }

    /// The bytes of the regular file at `path`, which must lie inside
    /// `folder` once every symbolic link on the way is resolved: a spec's
    /// picture may be a link to another file of the spec's folder, but a
    /// link that leaves it (to `/proc/self/environ`, to a key) is an error
    /// that names the link and nothing of what it points to.
    /// `what` names the file in a message about its size ("a picture").
    package static func read(_ path: String, inside folder: String, maximumSize: Int = maximumSize, what: String = "a file") throws(FileError) -> [UInt8] {
        guard let base = resolved(folder) else { throw FileError(path: path, reason: "its folder \(folder): " + reason(errno)) }
        guard let place = resolved(path) else {
            let why = errno
            if why == ENOENT, case .symbolicLink = linkKind(of: path) { throw FileError(path: path, reason: "is a symbolic link to nothing") }
            throw FileError(path: path, reason: reason(why))
        }
        guard place.hasPrefix(base == "/" ? "/" : base + "/") else {
            throw FileError(path: path, reason: "leads outside \(folder) through a symbolic link: only files inside it are read")
        }
        // Opened as resolved, refusing a link put at its last part since.
        return try read(place, reportingAs: path, noFollow: true, maximumSize: maximumSize, what: what)
    }

    /// The bytes of the file `name` names below `folder` (a spec's
    /// picture), which must be a file of its own: no symbolic link on the
    /// way from `folder` (a link can lead onto another spec, or out), and
    /// no other name for it (a hard link can be a file outside the folder,
    /// which the path alone does not tell).
    package static func readOwnFile(_ name: String, below folder: String, maximumSize: Int, what: String) throws(FileError) -> [UInt8] {
        let path = try checkOwnFile(name, below: folder)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw FileError(path: path, reason: errno == ELOOP ? "is a symbolic link: \(ownFileRule)" : reason(errno)) }
        var status = stat()
        let statted = fstat(descriptor, &status)
        close(descriptor)
        guard statted == 0 else { throw FileError(path: path, reason: reason(errno)) }
        guard status.st_nlink == 1 else { throw FileError(path: path, reason: "has other names (a hard link): \(ownFileRule)") }
        return try read(path, reportingAs: path, noFollow: true, maximumSize: maximumSize, what: what)
    }

    /// What `readOwnFile` and `checkOwnFile` hold a picture to.
    static let ownFileRule = "a spec's picture is a file of its own in the spec's folder, never a link"

    /// `folder` + `name`, once no part of `name` below `folder` is a
    /// symbolic link and the file, when it exists, is a regular file with
    /// no other name: where a picture may be read or written. A part that
    /// does not exist yet is fine (a folder `record` will make).
    @discardableResult
    package static func checkOwnFile(_ name: String, below folder: String) throws(FileError) -> String {
        var path = folder == "." ? "" : folder
        let parts = name.split(separator: "/", omittingEmptySubsequences: true)
        for (index, part) in parts.enumerated() {
            path += (path.isEmpty ? "" : "/") + part
            var status = stat()
            guard lstat(path, &status) == 0 else {
                if errno == ENOENT { return folder == "." ? name : folder + "/" + name }
                throw FileError(path: path, reason: reason(errno))
            }
            let kind = FileKind(mode: status.st_mode)
            // A folder on the way is named in the reason: the error's path is the picture's.
            let which = index == parts.count - 1 ? "" : "its folder " + parts[...index].joined(separator: "/") + " "
            if case .symbolicLink = kind { throw FileError(path: path, reason: "\(which)is a symbolic link: \(ownFileRule)") }
            if index == parts.count - 1 {
                guard case .regular = kind else { throw FileError(path: path, reason: "is \(kind.description), not a file") }
                guard status.st_nlink == 1 else { throw FileError(path: path, reason: "has other names (a hard link): \(ownFileRule)") }
            } else if case .directory = kind {
            } else {
                throw FileError(path: path, reason: "is \(kind.description), not a folder")
            }
        }
        return path
    }

    /// Throws unless a file written at `path` would land inside `folder`,
    /// once links are resolved: the folder `path` is in must be `folder` or
    /// inside it, and a link at `path` must lead inside it too.
    package static func checkInside(_ path: String, folder: String) throws(FileError) {
        guard let base = resolved(folder) else { throw FileError(path: path, reason: "its folder \(folder): " + reason(errno)) }
        let place: String
        if case .symbolicLink = linkKind(of: path) {
            guard let target = resolved(path) else {
                throw FileError(path: path, reason: errno == ENOENT ? "is a symbolic link to nothing" : reason(errno))
            }
            place = target
        } else {
            // The nearest folder above that exists: those below it are yet to be made, inside it.
            var above = OutputFile.folder(of: path)
            var parent = resolved(above)
            while parent == nil, errno == ENOENT, above != ".", above != "/" {
                above = OutputFile.folder(of: above)
                parent = resolved(above)
            }
            guard let parent else { throw FileError(path: path, reason: reason(errno)) }
            place = parent + "/x"
        }
        guard place.hasPrefix(base == "/" ? "/" : base + "/") else {
            throw FileError(path: path, reason: "leads outside \(folder) through a symbolic link: only files inside it are written")
        }
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil (errno set) when that fails.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The bytes of the regular file at `path`; a typed error saying what is
    /// wrong otherwise.
    package static func read(_ path: String, maximumSize: Int = maximumSize) throws(FileError) -> [UInt8] {
        try read(path, reportingAs: path, noFollow: false, maximumSize: maximumSize, what: "a file")
    }

    private static func read(_ location: String, reportingAs path: String, noFollow: Bool, maximumSize: Int, what: String) throws(FileError) -> [UInt8] {
        switch kind(of: location) {
        case .regular: break
        case .missing(let why): throw FileError(path: path, reason: why)
        case let other: throw FileError(path: path, reason: "is \(other.description), not a file")
        }
        let descriptor = open(location, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (noFollow ? O_NOFOLLOW : 0))
        guard descriptor >= 0 else { throw FileError(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(path: path, reason: reason(errno)) }
        let found = FileKind(mode: status.st_mode)
        guard case .regular = found else { throw FileError(path: path, reason: "is \(found.description), not a file") }
        let reported = Int(status.st_size)
        guard reported <= maximumSize else { throw tooLarge(path, size: reported, maximumSize: maximumSize, what: what) }

        // Read to the end of the file: the size reported is where to start,
        // not a promise. The reported bytes go straight into an array of
        // that size (no growth, no second copy: a large trace costs its size
        // once); anything after them (a file still growing, a /proc file
        // reporting 0) is read in chunks.
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: reported) { buffer, count in
            count = 0
            while count < reported {
                let read = Glue.read(descriptor, buffer.baseAddress! + count, reported - count)
                if read < 0, errno == EINTR { continue }
                if read < 0 { failure = errno }
                guard read > 0 else { return }
                count += read
            }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while failure == 0 {
            let read = chunk.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress!, $0.count) }
            if read < 0, errno == EINTR { continue }
            if read < 0 { failure = errno }
            guard read > 0 else { break }
            guard bytes.count + read <= maximumSize else { throw tooLarge(path, size: bytes.count + read, maximumSize: maximumSize, what: what) }
            bytes.append(contentsOf: chunk[..<read])
        }
        guard failure == 0 else { throw FileError(path: path, reason: reason(failure)) }
        return bytes
    }

    static func tooLarge(_ path: String, size: Int, maximumSize: Int, what: String) -> FileError {
        FileError(path: path, reason: "is \(ByteCount(size)), more than the \(ByteCount(maximumSize)) \(what) may be")
    }

    /// `errno` in plain words.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a part of the path is not a folder"
        case EISDIR: "is a folder"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "a loop of symbolic links (or too many in a row)"
        case ENOSPC: "the disk is full"
        case EROFS: "the file system is read-only"
        case EIO: "an input/output error"
        default: String(cString: strerror(code)).lowercasedFirst
        }
    }
}

/// The system calls whose names this module's own functions shadow.
enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Glibc.read(descriptor, buffer, count)
        #endif
    }
}

/// What a path names.
package enum FileKind: Sendable, Equatable, CustomStringConvertible {
    case regular
    case directory
    case fifo
    case characterDevice
    case blockDevice
    case socket
    case symbolicLink
    case unknown
    /// Nothing could be looked at, with why.
    case missing(String)

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }

    package var description: String {
        switch self {
        case .regular: "a file"
        case .directory: "a folder"
        case .fifo: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .unknown: "not a regular file"
        case .missing(let why): why
        }
    }
}

/// A file that could not be read or written, and why, in plain words.
package struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as it was given.
    package var path: String
    /// What is wrong: "is a folder, not a file", "permission denied", ….
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }
}

/// A size in bytes, exactly: "1 GiB" when it is a whole number of a
/// unit, else the bytes with their thousands grouped ("1,073,741,825
/// bytes"), never rounded, so a size just over a bound never reads as the
/// bound.
package struct ByteCount: CustomStringConvertible, Sendable {
    package var bytes: Int

    package init(_ bytes: Int) { self.bytes = bytes }

    package var description: String {
        let units = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (size, unit) in units where bytes >= size && bytes % size == 0 {
            return "\(Self.grouped(bytes / size)) \(unit)"
        }
        return bytes == 1 ? "1 byte" : "\(Self.grouped(bytes)) bytes"
    }

    /// `number` with its digits in groups of three: 1,073,741,825.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}

extension String {
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
