// ThreadSanitizer and Synchronization.Mutex on this toolchain (Swift 6.3.1, Linux): TSan reports
// a data race on state that is only ever touched inside Mutex.withLock, because the Mutex's
// futex is not annotated for it; the same program with a pthread mutex (mutex-race-pthread.swift)
// reports nothing. So the program's locks are pthread mutexes (SlidingTabsKit's Lock), which TSan
// sees, and a TSan report is one to fix. Reproduce:
//   swiftc -sanitize=thread mutex-race.swift -o race && ./race     (WARNING: ThreadSanitizer: data race)
import Dispatch
import Synchronization

let state = Mutex([Int]())
let group = DispatchGroup()
for index in 0..<8 {
    DispatchQueue.global().async(group: group) { state.withLock { $0.append(index) } }
}
group.wait()
print(state.withLock { $0.count })
