/// Frame times kept in a fixed set of buckets, so that a run of any length measures in the same
/// memory: each power of two of nanoseconds is cut into 1024 buckets (a tenth of a percent of a
/// time), from a microsecond to about a minute; shorter times are kept to the nanosecond, longer
/// ones in the last bucket. The longest time is kept exactly.
package struct FrameTimes {
    private static let subBuckets = 1024
    /// The powers of two above 1024 ns the buckets reach (2^36 ns: 69 s).
    private static let groups = 27
    private var counts = [UInt32](repeating: 0, count: groups * subBuckets)
    /// How many times were added.
    package private(set) var count = 0
    /// The longest, in milliseconds.
    package private(set) var maximum = 0.0

    package init() {}

    /// Adds a frame that took `nanoseconds`.
    package mutating func add(nanoseconds: UInt64) {
        counts[min(Self.bucket(of: nanoseconds), counts.count - 1)] &+= 1
        count += 1
        maximum = max(maximum, Double(nanoseconds) / 1e6)
    }

    /// The `p` quantile (0...1) of the times, in milliseconds: the time at rank (count - 1) x p,
    /// to a tenth of a percent; the longest exactly at 1.
    package func percentile(_ p: Double) -> Double {
        guard count > 0 else { return 0 }
        if p >= 1 { return maximum }
        let rank = Int((Double(count - 1) * max(p, 0)).rounded())
        var seen = 0
        for (index, inBucket) in counts.enumerated() where inBucket > 0 {
            seen += Int(inBucket)
            if seen > rank { return min(Self.middle(of: index) / 1e6, maximum) }
        }
        return maximum
    }

    /// The bucket `nanoseconds` falls in: below 1024 its own, above, 1024 to each power of two.
    private static func bucket(of nanoseconds: UInt64) -> Int {
        guard nanoseconds >= UInt64(subBuckets) else { return Int(nanoseconds) }
        let power = UInt64.bitWidth - 1 - nanoseconds.leadingZeroBitCount  // 10 and up
        let shift = power - 10
        return (shift + 1) * subBuckets + Int(nanoseconds >> UInt64(shift)) - subBuckets
    }

    /// The middle of bucket `index`, in nanoseconds.
    private static func middle(of index: Int) -> Double {
        let group = index / subBuckets
        guard group > 0 else { return Double(index) }
        let shift = group - 1
        let lower = Double((index - group * subBuckets + subBuckets) << shift)
        return lower + Double(1 << shift) / 2
    }
}
