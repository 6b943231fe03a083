#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The lines a renderer has broken, kept for its next pictures: a front
/// that draws a scene again (the same message, a new frame of its fade)
/// does not break its text again, though it keeps nothing itself. Copies of
/// a renderer share it; a hit is exactly what breaking again would give
/// (see `SVGTextLines`), so sharing cannot change a picture.
///
/// Holds what `SVGTextLines` holds, at most `SVGTextLines.maximumEntries`
/// texts. One picture at a time takes the lines out and puts them back: a
/// picture drawn meanwhile on another thread breaks its own, and its bytes
/// are the same.
final class SVGLineCache: @unchecked Sendable {
    private var kept: SVGTextLines? = SVGTextLines()
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
    #else
    // WebAssembly without threads: one picture at a time by construction.
    init() {}

    private func locked<Result>(_ body: () -> Result) -> Result { body() }
    #endif

    /// The kept lines, taken out (nil while another picture holds them).
    func take() -> SVGTextLines? {
        locked {
            defer { kept = nil }
            return kept
        }
    }

    /// `lines`, put back for the next picture.
    func putBack(_ lines: SVGTextLines?) {
        locked { if kept == nil { kept = lines } }
    }
}
