#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files being written, removed if the process is
/// interrupted (SIGINT, SIGTERM, SIGHUP, SIGQUIT) before they take their
/// target's place: Ctrl-C or a CI timeout leaves nothing behind. A file
/// grown past the process's size limit fails its write (SIGXFSZ is
/// ignored, so the write says EFBIG) and is removed as any failed write.
/// SIGKILL cannot be caught: that is why `OutputFile` writes an unnamed
/// file where it can.
///
/// A signal handler may only call async-signal-safe functions, so the
/// paths live in slots of fixed storage made once: registering copies a
/// path into a free slot, and the handler unlinks each slot in use, then
/// lets the signal do what it would have done (`SIG_DFL`, raised again).
/// A signal the process ignores (`nohup` ignores SIGHUP) stays ignored.
package enum TemporaryFiles {
    /// A registered file's place, or none when there was no free slot (the
    /// file is still removed on every ordinary path, only not on a signal).
    package struct Slot: Sendable {
        fileprivate let index: Int?
    }

    /// How many files may be open for writing at once and still be removed on a signal.
    static let slotCount = 64
    /// The longest path a slot holds, with its terminating zero.
    static let slotSize = Int(PATH_MAX) + 1

    /// `slotCount` paths of `slotSize` bytes, and whether each is in use.
    /// Made once and never freed, so the handler never reads freed memory.
    nonisolated(unsafe) private static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
    nonisolated(unsafe) private static let inUse: UnsafeMutablePointer<Int32> = {
        let flags = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount)
        flags.initialize(repeating: 0, count: slotCount)
        return flags
    }()
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    private static let setUp: Void = {
        pthread_mutex_init(&lock, nil)
        _ = paths
        _ = inUse
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            let previous = Glue.signal(signal, removeAndRaise)
            // Ignored before (nohup): stays ignored.
            if unsafeBitCast(previous, to: UInt.self) == unsafeBitCast(SIG_IGN, to: UInt.self) { _ = Glue.signal(signal, SIG_IGN) }
        }
        _ = Glue.signal(SIGXFSZ, SIG_IGN)
    }()

    /// Sets the signal handlers up, if they are not yet: before a file is
    /// written, so that a signal while it is written ends the process as
    /// the signal would have (the Swift runtime's backtracer catches
    /// SIGQUIT, and would let the run go on), whether or not the file has a
    /// name to remove.
    package static func prepare() {
        setUp
    }

    /// Notes `path` as a temporary file to remove on a signal.
    package static func register(_ path: String) -> Slot {
        setUp
        let bytes = Array(path.utf8)
        guard bytes.count < slotSize else { return Slot(index: nil) }
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard let free = (0..<slotCount).first(where: { inUse[$0] == 0 }) else { return Slot(index: nil) }
        let start = paths + free * slotSize
        bytes.withUnsafeBufferPointer { source in
            source.withMemoryRebound(to: CChar.self) { start.update(from: $0.baseAddress!, count: bytes.count) }
        }
        start[bytes.count] = 0
        inUse[free] = 1
        return Slot(index: free)
    }

    /// Forgets the file in `slot`: it was renamed or removed.
    package static func unregister(_ slot: Slot) {
        guard let index = slot.index else { return }
        pthread_mutex_lock(&lock)
        inUse[index] = 0
        pthread_mutex_unlock(&lock)
    }

    /// The paths registered now, for tests.
    package static var registered: [String] {
        setUp
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return (0..<slotCount).filter { inUse[$0] != 0 }.map { String(cString: paths + $0 * slotSize) }
    }

    /// The signal handler: only `unlink`, `signal` and `raise`.
    private static let removeAndRaise: @convention(c) (Int32) -> Void = { signal in
        for index in 0..<TemporaryFiles.slotCount where TemporaryFiles.inUse[index] != 0 {
            unlink(TemporaryFiles.paths + index * TemporaryFiles.slotSize)
        }
        _ = Glue.signal(signal, SIG_DFL)
        raise(signal)
    }
}

extension Glue {
    static func signal(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? {
        #if canImport(Darwin)
        Darwin.signal(number, handler)
        #elseif canImport(Musl)
        Musl.signal(number, handler)
        #else
        Glibc.signal(number, handler)
        #endif
    }
}
