#if canImport(Glibc)
    import Glibc
#endif

/// State shared between threads behind a pthread mutex, with a condition to wait on for a
/// change. (Not Synchronization.Mutex: on this toolchain ThreadSanitizer cannot see its futex and
/// reports races inside `withLock` (Tools/sanitize/mutex-race.swift); with a pthread mutex, which
/// it sees, a report is real.)
package final class Lock<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var state: State

    /// `state`, behind the lock.
    package init(_ state: State) {
        self.state = state
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(changed, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` with the state, holding the lock.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }

    /// Runs `body` with the state, holding the lock, and wakes the threads waiting for a change.
    package func change<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }
        return try body(&state)
    }

    /// Waits until `take` finds what it waits for in the state (a change made with `change`), at
    /// most `milliseconds`: what it took, or nil when the time ran out first.
    package func wait<Result>(milliseconds: Int, for take: (inout State) -> Result?) -> Result? {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let nanoseconds = Int(deadline.tv_nsec) + (milliseconds % 1000) * 1_000_000
        deadline.tv_sec += milliseconds / 1000 + nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while true {
            if let result = take(&state) { return result }
            if pthread_cond_timedwait(changed, mutex, &deadline) == ETIMEDOUT { return take(&state) }
        }
    }
}
