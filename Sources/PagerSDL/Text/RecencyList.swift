/// Values by key in the order they were last used, so a cache can drop the least recently used
/// one at a time: finding, using, adding and dropping each take constant time (no sorting).
struct RecencyList<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value
        /// Neighbouring slots' indices: the one used just before and just after (-1: none).
        var older: Int
        var newer: Int
    }

    private var index: [Key: Int] = [:]
    private var slots: [Slot?] = []
    private var freeSlots: [Int] = []
    private var oldest = -1
    private var newest = -1

    /// How many values are kept.
    var count: Int { index.count }

    /// Every value kept, in no particular order.
    var values: [Value] { slots.compactMap { $0?.value } }

    /// The value for `key`, which becomes the most recently used; nil when not kept.
    mutating func use(_ key: Key) -> Value? {
        guard let position = index[key], let slot = slots[position] else { return nil }
        unlink(position)
        linkAsNewest(position)
        return slot.value
    }

    /// Keeps `value` for `key` (not already kept) as the most recently used.
    mutating func add(_ value: Value, for key: Key) {
        let slot = Slot(key: key, value: value, older: -1, newer: -1)
        let position: Int
        if let free = freeSlots.popLast() {
            slots[free] = slot
            position = free
        } else {
            slots.append(slot)
            position = slots.count - 1
        }
        index[key] = position
        linkAsNewest(position)
    }

    /// Drops the least recently used value and returns it; nil when empty.
    mutating func removeOldest() -> Value? {
        guard oldest >= 0, let slot = slots[oldest] else { return nil }
        let position = oldest
        unlink(position)
        slots[position] = nil
        freeSlots.append(position)
        index[slot.key] = nil
        return slot.value
    }

    /// Drops everything.
    mutating func removeAll() {
        self = RecencyList()
    }

    private mutating func unlink(_ position: Int) {
        guard let slot = slots[position] else { return }
        if slot.older >= 0 { slots[slot.older]?.newer = slot.newer } else { oldest = slot.newer }
        if slot.newer >= 0 { slots[slot.newer]?.older = slot.older } else { newest = slot.older }
    }

    private mutating func linkAsNewest(_ position: Int) {
        slots[position]?.older = newest
        slots[position]?.newer = -1
        if newest >= 0 { slots[newest]?.newer = position } else { oldest = position }
        newest = position
    }
}
