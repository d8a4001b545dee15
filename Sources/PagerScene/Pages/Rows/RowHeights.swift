/// Where each row of a list sits when rows may have heights of their own: every row is
/// `estimate` high until it reports another height, and only those that differ are stored, so a
/// list of ten million uniform rows costs nothing and one of mixed rows costs what was seen of it.
///
/// - Complexity: a row's top and the row at an offset are O(log m) and O(log n · log m) for m
///   stored heights; storing a height, inserting or removing rows is O(m).
struct RowHeights: Equatable {
    /// The height of a row that reported none.
    let estimate: Double
    /// How many rows there are.
    private(set) var count: Int
    /// The rows whose height differs from `estimate`, in order.
    private var rows: [Int] = []
    /// Each stored row's height minus `estimate`.
    private var deltas: [Double] = []
    /// `prefix[i]` is the sum of `deltas[0..<i]`.
    private var prefix: [Double] = [0]

    init(estimate: Double, count: Int) {
        self.estimate = estimate
        self.count = max(count, 0)
    }

    /// The first stored position at or after row `row`.
    private func position(of row: Int) -> Int {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The top of row `row` (`count` gives the height of all rows).
    func top(of row: Int) -> Double {
        let row = min(max(row, 0), count)
        return Double(row) * estimate + prefix[position(of: row)]
    }

    /// Row `row`'s height.
    func height(of row: Int) -> Double {
        let at = position(of: row)
        return estimate + (at < rows.count && rows[at] == row ? deltas[at] : 0)
    }

    /// The height of all rows.
    var total: Double { top(of: count) }

    /// The row at content offset `y` (clamped to the rows; 0 when there are none).
    func row(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        guard !rows.isEmpty else { return min(max(Int((y / estimate).rounded(.down)), 0), count - 1) }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if top(of: middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Gives row `row` the height `height`; returns how much the rows after it moved.
    @discardableResult
    mutating func set(_ height: Double, of row: Int) -> Double {
        guard row >= 0, row < count, height.isFinite else { return 0 }
        let delta = max(height, 1) - estimate
        let at = position(of: row)
        let stored = at < rows.count && rows[at] == row
        let change = delta - (stored ? deltas[at] : 0)
        guard change != 0 else { return 0 }
        if delta == 0 {
            rows.remove(at: at)
            deltas.remove(at: at)
            prefix.removeLast()
        } else if stored {
            deltas[at] = delta
        } else {
            rows.insert(row, at: at)
            deltas.insert(delta, at: at)
            prefix.append(0)
        }
        for i in at..<deltas.count { prefix[i + 1] = prefix[i] + deltas[i] }
        return change
    }

    /// `inserted` rows of unknown height come in at `index`.
    mutating func insert(_ inserted: Int, at index: Int) {
        guard inserted > 0 else { return }
        count += inserted
        let at = position(of: index)
        for i in at..<rows.count { rows[i] += inserted }
    }

    /// `removed` rows from `index` on go.
    mutating func remove(_ removed: Int, at index: Int) {
        guard removed > 0 else { return }
        count = max(count - removed, 0)
        let first = position(of: index), end = position(of: index + removed)
        rows.removeSubrange(first..<end)
        deltas.removeSubrange(first..<end)
        for i in first..<rows.count { rows[i] -= removed }
        prefix = [0]
        prefix.reserveCapacity(deltas.count + 1)
        for delta in deltas { prefix.append(prefix[prefix.count - 1] + delta) }
    }
}
