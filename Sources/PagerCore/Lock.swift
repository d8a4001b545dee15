#if canImport(Glibc)
    import Glibc
#endif

/// State shared between threads behind a pthread mutex. (Not Synchronization.Mutex: on this
/// toolchain ThreadSanitizer cannot see its futex and reports races inside `withLock`
/// (Tools/sanitize/mutex-race.swift); with a pthread mutex, which it sees, a report is real.)
package final class Lock<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    /// `state`, behind the lock.
    package init(_ state: State) {
        self.state = state
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state, holding the lock.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
