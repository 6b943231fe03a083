#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a POSIX mutex, for what threads share: the test clock's
/// state, a renderer's kept lines. (`Synchronization.Mutex` would do, from
/// iOS 18 on; the driver runs from iOS 17.) In WebAssembly, which has no
/// threads here, one caller at a time by construction, so no lock.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the value, no other thread in it meanwhile.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&value)
    }
    #else
    package init(_ value: Value) { self.value = value }

    /// Runs `body` on the value.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result { body(&value) }
    #endif
}
