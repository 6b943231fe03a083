#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A document for standard output, held back until the run that writes it
/// has succeeded: a run that fails half way (a timer that never stops, a
/// bad step) prints nothing rather than the start of a document, so
/// `flow record SPEC > FILE` never leaves invalid JSON in FILE.
///
/// The first `memoryLimit` bytes are held in memory; past them, in an
/// unnamed temporary file (`tmpfile`, which the system removes when the
/// process ends, however it ends), so a long recording costs little memory.
package final class HeldOutput {
    /// Bytes held in memory before the rest goes to a temporary file.
    package static let memoryLimit = 4 << 20

    private var memory: [UInt8] = []
    private var spill: UnsafeMutablePointer<FILE>?
    /// Why the held bytes cannot be released, once a write failed.
    private var failure: FileError?

    /// Nothing held yet.
    package init() {}

    deinit {
        if let spill { fclose(spill) }
    }

    /// Holds `text`'s UTF-8 bytes.
    package func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        text.withUTF8 { bytes in
            if spill == nil, memory.count + bytes.count <= Self.memoryLimit {
                memory.append(contentsOf: bytes)
                return
            }
            if spill == nil {
                guard let file = tmpfile() else { return failure = FileError(path: "standard output", reason: "no temporary file: " + FileReader.reason(errno)) }
                spill = file
            }
            guard fwrite(bytes.baseAddress, 1, bytes.count, spill) == bytes.count || bytes.isEmpty else {
                return failure = FileError(path: "standard output", reason: "the temporary file: " + FileReader.reason(errno))
            }
        }
    }

    /// Hands every byte held to `emit`, in pieces that end on whole
    /// characters, in order; a failure to hold them (a full disk) instead.
    package func release(_ emit: (String) -> Void) throws(FileError) {
        if let failure { throw failure }
        emit(String(decoding: memory, as: UTF8.self))
        memory = []
        guard let spill else { return }
        rewind(spill)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var carried: [UInt8] = []
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, spill) }
            guard count > 0 else { break }
            var piece = carried + chunk[..<count]
            // Keep back a character cut at the chunk's end for the next piece.
            var end = piece.count
            while end > 0, piece[end - 1] & 0xC0 == 0x80 { end -= 1 }
            if end > 0, piece[end - 1] >= 0xC0 { end -= 1 }
            if end == 0 { end = piece.count }
            carried = Array(piece[end...])
            piece.removeSubrange(end...)
            emit(String(decoding: piece, as: UTF8.self))
        }
        if !carried.isEmpty { emit(String(decoding: carried, as: UTF8.self)) }
        guard ferror(spill) == 0 else { throw FileError(path: "standard output", reason: "the temporary file: an input/output error") }
    }
}
