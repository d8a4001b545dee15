import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerSDL

/// The order a cache drops its values in: least recently used first.
@Suite("Recency list")
struct RecencyListTests {
    @Test func theLeastRecentlyUsedGoesFirst() {
        var list = RecencyList<String, Int>()
        for (index, key) in ["a", "b", "c", "d"].enumerated() { list.add(index, for: key) }
        #expect(list.use("b") == 1)
        #expect(list.use("a") == 0)
        #expect(list.use("zz") == nil)
        #expect(list.removeOldest() == 2)  // c
        list.add(4, for: "e")
        #expect(list.removeOldest() == 3)  // d
        #expect(list.removeOldest() == 1)  // b
        #expect(list.removeOldest() == 0)  // a
        #expect(list.removeOldest() == 4)  // e
        #expect(list.removeOldest() == nil)
        #expect(list.count == 0)
        #expect(list.use("a") == nil)
    }

    /// A million uses, additions and removals finish at once (each is constant time), and the
    /// list drops its values in the order a plain model of it does.
    @Test func aMillionOperationsKeepTheModelsOrder() {
        var list = RecencyList<Int, Int>()
        var model: [Int] = []  // keys, oldest first (a small window of keys keeps it cheap)
        var random = SeededGenerator(seed: 5)
        for step in 0..<1_000_000 {
            let key = Int(random.next() % 64)
            if random.next() % 3 == 0 {
                #expect(list.removeOldest() == model.first, "step \(step)")
                if !model.isEmpty { model.removeFirst() }
            } else if let value = list.use(key) {
                #expect(value == key)
                model.removeAll { $0 == key }
                model.append(key)
            } else {
                list.add(key, for: key)
                model.append(key)
            }
            if list.count != model.count {
                Issue.record("step \(step): \(list.count) kept, the model keeps \(model.count)")
                return
            }
        }
        for key in model { #expect(list.removeOldest() == key) }
        #expect(list.removeOldest() == nil)
    }
}
