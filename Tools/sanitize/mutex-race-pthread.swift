// The twin of mutex-race.swift with a pthread mutex: ThreadSanitizer reports nothing.
//   swiftc -sanitize=thread mutex-race-pthread.swift -o race && ./race
import Dispatch
import Glibc

final class Locked: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var values: [Int] = []
    init() { pthread_mutex_init(&mutex, nil) }
    func append(_ value: Int) {
        pthread_mutex_lock(&mutex)
        values.append(value)
        pthread_mutex_unlock(&mutex)
    }
    var count: Int {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return values.count
    }
}

let state = Locked()
let group = DispatchGroup()
for index in 0..<8 {
    DispatchQueue.global().async(group: group) { state.append(index) }
}
group.wait()
print(state.count)
