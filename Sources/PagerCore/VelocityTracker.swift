/// Estimates pointer velocity from recent samples with a least-squares quadratic fit,
/// as Android's and Flutter's trackers do: the velocity is the slope of the fitted
/// curve at the newest sample.
public struct VelocityTracker: Sendable {
    /// Samples older than this (seconds, relative to the newest) are ignored.
    package static let horizon = 0.100
    /// A gap this long (seconds) between samples, or before the release, means the pointer stopped.
    package static let stopGap = 0.040
    /// At most this many recent samples are kept.
    package static let capacity = 20
    /// Slack for floating-point time sums, so that a gap of exactly `stopGap` counts.
    private static let timeEpsilon = 1e-9
    /// Fewer samples than this give zero velocity; two (at different times) give a straight
    /// line, as Android's tracker does, so a flick of two frames counts.
    package static let minimumSamples = 2

    private var times: [Double] = []
    private var positions: [Double] = []

    /// An empty tracker.
    public init() {
        times.reserveCapacity(Self.capacity)
        positions.reserveCapacity(Self.capacity)
    }

    /// Forgets every sample.
    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
    }

    /// Records the pointer at `position` at `time` (seconds). A gap of `stopGap` or more
    /// since the previous sample clears the history first.
    public mutating func add(time: Double, position: Double) {
        if let last = times.last, time - last >= Self.stopGap - Self.timeEpsilon { reset() }
        if times.count == Self.capacity {
            times.removeFirst()
            positions.removeFirst()
        }
        times.append(time)
        positions.append(position)
    }

    /// The velocity (units per second) at `time`, the moment of release. Zero when the
    /// newest sample is `stopGap` or more before `time`, or with too few samples.
    public func velocity(at time: Double) -> Double {
        guard let newest = times.last, time - newest < Self.stopGap - Self.timeEpsilon else { return 0 }
        var sums = [Double](repeating: 0, count: 5)  // Σt^0...Σt^4
        var rhs = [Double](repeating: 0, count: 3)  // Σx·t^0...Σx·t^2
        var used = 0
        for index in stride(from: times.count - 1, through: 0, by: -1) {
            let t = times[index] - newest
            if -t > Self.horizon + Self.timeEpsilon { break }
            let x = positions[index]
            var power = 1.0
            for k in 0..<5 {
                sums[k] += power
                if k < 3 { rhs[k] += x * power }
                power *= t
            }
            used += 1
        }
        guard used >= Self.minimumSamples else { return 0 }
        // Normal equations for x(t) = c0 + c1·t + c2·t²; the slope at t = 0 is c1.
        let matrix = [
            [sums[0], sums[1], sums[2]],
            [sums[1], sums[2], sums[3]],
            [sums[2], sums[3], sums[4]],
        ]
        if let solution = Self.solve3x3(matrix, rhs) { return solution[1] }
        // Samples at only two distinct times: fall back to a straight line.
        let n = sums[0], meanT = sums[1] / n, meanX = rhs[0] / n
        let varianceT = sums[2] / n - meanT * meanT
        guard varianceT > 1e-12 else { return 0 }
        return (rhs[1] / n - meanT * meanX) / varianceT
    }

    /// Solves a 3x3 linear system by Cramer's rule; nil when it is singular.
    private static func solve3x3(_ m: [[Double]], _ b: [Double]) -> [Double]? {
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        let d = det(m)
        let scale = m[0][0] * m[1][1] * m[2][2]
        guard abs(d) > 1e-9 * max(abs(scale), 1e-300) else { return nil }
        return (0..<3).map { column in
            var replaced = m
            for row in 0..<3 { replaced[row][column] = b[row] }
            return det(replaced) / d
        }
    }
}

/// A pointer position along one axis at a moment: a velocity sample.
public struct PointerSample: Sendable, Equatable {
    /// When, in seconds.
    public var time: Double
    /// Where, along the axis.
    public var position: Double

    /// A sample of `position` at `time`.
    public init(time: Double, position: Double) {
        self.time = time
        self.position = position
    }
}
