#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file being written, the way coreutils and git write one: the bytes go
/// to a temporary file in the target's folder, which takes the target's
/// place only when `commit()` is called. A run that fails half way, is
/// interrupted (SIGINT, SIGTERM, SIGHUP, SIGQUIT) or is stopped by a bound
/// leaves the old file as it was and nothing beside it.
///
/// - On Linux the temporary file has no name while it is written
///   (`O_TMPFILE`): a process killed outright (SIGKILL, or a file size
///   limit's SIGXFSZ) leaves nothing behind at all. It is named only at
///   `commit()`, for the moment of the rename. Elsewhere, or on a file
///   system without unnamed files, it has a random name, removed on every
///   path but SIGKILL.
///
/// - The temporary file has a random name and is created exclusively
///   (`O_CREAT | O_EXCL | O_NOFOLLOW`): a file or a link planted at any
///   name beside the target is never opened, let alone followed.
/// - A target that is a symbolic link is written *through*, on purpose: the
///   file it points to is replaced and the link stays a link (as `cp` and a
///   shell's `>` do). A link to nothing or a loop of links is an error.
/// - A target that exists keeps its permissions (and, where the process
///   may, its owner and group).
/// - Only a regular file, or a name with nothing there, is written: a
///   folder, a named pipe, a socket or a device is refused with what it is
///   (a pipe with no reader would wait for ever). Standard output is `-`,
///   which commands handle before they name a file.
/// - A target that is one of the command's own inputs (`inputs`, compared
///   by device and inode, so a link or another path to the same file is
///   caught) is refused before anything is written.
/// - The data is flushed to the disk (`fsync`) before the rename, so a
///   crash leaves the old file or the new one, never an empty one.
///
/// Errors are `FileError`s in plain words.
package final class OutputFile {
    /// The path as it was given.
    package let path: String
    /// The file replaced: `path`, or the file a link at `path` points to.
    private let target: String
    /// The temporary file the bytes are written to; nil while it has no name.
    private var temporary: String?
    /// The slot `temporary` holds among the files removed on a signal.
    private var cleanup: TemporaryFiles.Slot?
    /// Makes the temporary file's random suffixes.
    private let suffixes: () -> UInt64
    /// The target's permissions and owner, kept; nil for a new file.
    private let kept: (mode: mode_t, owner: uid_t, group: gid_t)?
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// Starts writing `path`, which must not be any of `inputs`.
    /// `suffixes` gives the temporary file's random suffixes (tests
    /// replay chosen ones; by default the system's random numbers);
    /// `unnamed: false` names it from the start, as where unnamed files
    /// do not exist (tests of that path). With `throughLink: false` (a file
    /// the command was not named, such as a spec's picture) a link at `path`
    /// is replaced, not written through.
    package init(
        _ path: String, notOver inputs: [String] = [], suffixes: (() -> UInt64)? = nil, unnamed: Bool = true, throughLink: Bool = true
    ) throws(FileError) {
        self.path = path
        guard !path.isEmpty else { throw FileError(path: path, reason: "an empty path names no file") }
        target = throughLink ? try Self.resolvingLink(path) : path
        let folder = Self.folder(of: target)
        switch FileReader.kind(of: folder) {
        case .directory: break
        case .missing(let why) where why == FileReader.reason(ENOENT): throw FileError(path: path, reason: "the folder \(folder) does not exist")
        case .missing(let why): throw FileError(path: path, reason: "the folder \(folder): \(why)")
        default: throw FileError(path: path, reason: "\(folder) is not a folder")
        }
        var status = stat()
        if (throughLink ? stat(target, &status) : lstat(target, &status)) == 0 {
            switch FileKind(mode: status.st_mode) {
            case .regular: break
            case .directory: throw FileError(path: path, reason: "is a folder")
            case let other: throw FileError(path: path, reason: "is \(other.description), not a file: name a file, or - for standard output")
            }
            try Self.refuse(path, status: status, over: inputs)
            kept = (status.st_mode & 0o7777, status.st_uid, status.st_gid)
        } else if errno == ENOENT {
            kept = nil
        } else {
            throw FileError(path: path, reason: FileReader.reason(errno))
        }
        TemporaryFiles.prepare()
        var random = SystemRandomNumberGenerator()
        let suffixes = suffixes ?? { random.next() }
        self.suffixes = suffixes
        if unnamed, let unnamed = Self.createUnnamed(beside: target, private: kept != nil) {
            (temporary, descriptor) = (nil, unnamed)
        } else {
            let (name, descriptor) = try Self.createTemporary(beside: target, private: kept != nil, suffixes: suffixes, reportingAs: path)
            (temporary, self.descriptor) = (name, descriptor)
            cleanup = TemporaryFiles.register(name)
        }
        buffer.reserveCapacity(Self.flushSize)
    }

    /// Throws when `path` (through a link) is one of `inputs`: what the
    /// initializer checks, for a command to check before long work.
    package static func refuseInput(_ path: String, _ inputs: [String]) throws(FileError) {
        guard path != "-", !inputs.isEmpty, let target = try? resolvingLink(path) else { return }
        var status = stat()
        guard stat(target, &status) == 0 else { return }
        try refuse(path, status: status, over: inputs)
    }

    private static func refuse(_ path: String, status: stat, over inputs: [String]) throws(FileError) {
        for input in inputs {
            var seen = stat()
            guard stat(input, &seen) == 0, seen.st_dev == status.st_dev, seen.st_ino == status.st_ino else { continue }
            let which = input == path ? "" : " (\(input))"
            throw FileError(path: path, reason: "is an input of this command\(which): name another file for the output")
        }
    }

    deinit {
        guard descriptor >= 0 else { return }
        close(descriptor)
        forgetTemporary()
    }

    /// Removes the temporary file's name, if it has one.
    private func forgetTemporary() {
        if let temporary { unlink(temporary) }
        if let cleanup { TemporaryFiles.unregister(cleanup) }
        temporary = nil
        cleanup = nil
    }

    private static let flushSize = 1 << 16

    /// Appends `text`'s UTF-8 bytes.
    package func write(_ text: String) throws(FileError) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Appends `bytes`.
    package func write(_ bytes: [UInt8]) throws(FileError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushSize { try flush() }
    }

    private func flush() throws(FileError) {
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { bytes in
                Glue.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: FileReader.reason(errno))
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Puts the written file in place of the target.
    package func commit() throws(FileError) {
        do throws(FileError) {
            try flush()
            if let kept {
                // The owner first: changing it clears set-id bits a mode would set.
                _ = fchown(descriptor, kept.owner, kept.group)
                guard fchmod(descriptor, kept.mode) == 0 else { throw FileError(path: path, reason: FileReader.reason(errno)) }
            }
            guard fsync(descriptor) == 0 || errno == EINVAL else { throw FileError(path: path, reason: FileReader.reason(errno)) }
            if temporary == nil { try name() }
            let closed = close(descriptor)
            descriptor = -1
            guard closed == 0 else { throw FileError(path: path, reason: FileReader.reason(errno)) }
            guard let temporary, rename(temporary, target) == 0 else {
                throw FileError(path: path, reason: errno == EISDIR ? "is a folder" : FileReader.reason(errno))
            }
        } catch {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
            forgetTemporary()
            throw error
        }
        if let cleanup { TemporaryFiles.unregister(cleanup) }
        temporary = nil
        cleanup = nil
    }

    /// Gives the unnamed temporary file a random name beside the target,
    /// for the rename (`linkat` through `/proc/self/fd`).
    private func name() throws(FileError) {
        let folder = Self.folder(of: target)
        for _ in 0..<100 {
            let candidate = Self.temporaryName(beside: target, in: folder, suffix: suffixes())
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                temporary = candidate
                cleanup = TemporaryFiles.register(candidate)
                return
            }
            guard errno == EEXIST else { throw FileError(path: path, reason: FileReader.reason(errno)) }
        }
        throw FileError(path: path, reason: "no temporary file could be named beside it")
    }

    /// Writes `text` to `path` whole, in place of what was there.
    package static func write(_ text: String, to path: String, notOver inputs: [String] = [], throughLink: Bool = true) throws(FileError) {
        let file = try OutputFile(path, notOver: inputs, throughLink: throughLink)
        try file.write(text)
        try file.commit()
    }

    /// Writes `bytes` to `path` whole, in place of what was there.
    package static func write(_ bytes: [UInt8], to path: String, notOver inputs: [String] = [], throughLink: Bool = true) throws(FileError) {
        let file = try OutputFile(path, notOver: inputs, throughLink: throughLink)
        try file.write(bytes)
        try file.commit()
    }

    /// The folder `path` is in: "." for a bare name, "/" for a name at the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path`, or where the symbolic link at `path` leads in the end.
    private static func resolvingLink(_ path: String) throws(FileError) -> String {
        guard case .symbolicLink = FileReader.linkKind(of: path) else { return path }
        guard let resolved = realpath(path, nil) else {
            throw FileError(path: path, reason: errno == ENOENT ? "is a symbolic link to nothing" : FileReader.reason(errno))
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A new file beside `target` with a random name no one could have
    /// planted a link at: `.NAME.<16 hex digits>.partial`, open for writing.
    /// Private (mode 600) when it will take an existing file's mode; else
    /// what a new file gets (666 less the umask).
    private static func createTemporary(
        beside target: String, private: Bool, suffixes: () -> UInt64, reportingAs path: String
    ) throws(FileError) -> (String, Int32) {
        let folder = folder(of: target)
        for _ in 0..<100 {
            let candidate = temporaryName(beside: target, in: folder, suffix: suffixes())
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, `private` ? 0o600 : 0o666)
            if descriptor >= 0 { return (candidate, descriptor) }
            guard errno == EEXIST else { throw FileError(path: path, reason: FileReader.reason(errno)) }
        }
        throw FileError(path: path, reason: "no temporary file could be created beside it")
    }

    /// `.NAME.<16 hex digits>.partial` in `folder`.
    private static func temporaryName(beside target: String, in folder: String, suffix: UInt64) -> String {
        let base = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
        // A name near the 255-byte limit leaves no room for the suffix.
        let name = base.utf8.count <= 200 ? base : "output"
        let digits = String(suffix, radix: 16)
        return folder + "/." + name + "." + String(repeating: "0", count: 16 - digits.count) + digits + ".partial"
    }

    /// An unnamed file in the target's folder, open for writing (Linux's
    /// `O_TMPFILE`), or nil where the system or file system has none.
    private static func createUnnamed(beside target: String, private: Bool) -> Int32? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        // O_TMPFILE is __O_TMPFILE | O_DIRECTORY, a macro Swift does not import; __O_TMPFILE is 020000000 on these.
        // It is named at the end through /proc, which a sandbox may lack.
        guard access("/proc/self/fd", F_OK) == 0 else { return nil }
        let descriptor = open(folder(of: target), 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, `private` ? 0o600 : 0o666)
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }
}

extension Glue {
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Glibc.write(descriptor, buffer, count)
        #endif
    }
}
