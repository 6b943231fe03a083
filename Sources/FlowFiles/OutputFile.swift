#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file being written: the bytes go to a temporary file beside it, which
/// replaces the file only when `commit()` is called, so a run that fails
/// half way (a timer that never stops, a full disk) leaves the old file as
/// it was and no half-written one. A device or a pipe (`/dev/stdout`) is
/// written directly. Errors are in plain words ("is a
/// folder", "the folder … does not exist", "permission denied").
package final class OutputFile {
    /// The path being written.
    package let path: String
    /// The file written before it takes `path`'s place; nil when writing a device or pipe directly.
    private let temporary: String?
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// Starts writing `path`.
    package init(_ path: String) throws(FileError) {
        self.path = path
        switch FileReader.kind(of: path) {
        case .directory:
            throw FileError(path: path, reason: "is a folder")
        case .characterDevice, .fifo:
            temporary = nil
            descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileError(path: path, reason: FileReader.reason(errno)) }
            return
        default:
            break
        }
        let folder = Self.folder(of: path)
        switch FileReader.kind(of: folder) {
        case .directory: break
        case .missing: throw FileError(path: path, reason: "the folder \(folder) does not exist")
        default: throw FileError(path: path, reason: "\(folder) is not a folder")
        }
        let temporary = path + ".\(getpid()).partial"
        self.temporary = temporary
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: path, reason: FileReader.reason(errno)) }
        buffer.reserveCapacity(Self.flushSize)
    }

    deinit {
        guard descriptor >= 0 else { return }
        close(descriptor)
        if let temporary { unlink(temporary) }
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

    /// Puts the written file in place of `path`.
    package func commit() throws(FileError) {
        try flush()
        let closed = close(descriptor)
        descriptor = -1
        guard let temporary else {
            guard closed == 0 else { throw FileError(path: path, reason: FileReader.reason(errno)) }
            return
        }
        guard closed == 0 else {
            let failure = errno
            unlink(temporary)
            throw FileError(path: path, reason: FileReader.reason(failure))
        }
        guard rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw FileError(path: path, reason: failure == EISDIR ? "is a folder" : FileReader.reason(failure))
        }
    }

    /// Writes `text` to `path` whole, in place of what was there.
    package static func write(_ text: String, to path: String) throws(FileError) {
        let file = try OutputFile(path)
        try file.write(text)
        try file.commit()
    }

    /// Writes `bytes` to `path` whole, in place of what was there.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let file = try OutputFile(path)
        try file.write(bytes)
        try file.commit()
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
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
