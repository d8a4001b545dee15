import Testing

@testable import PagerCore

@Suite("Velocity estimate")
struct VelocityTrackerTests {
    /// Rule 4: constant-speed samples every 8 ms recover the speed within 1%.
    @Test(arguments: [120.0, 950.0, -2400.0, 7000.0])
    func constantSpeedIsRecovered(speed: Double) {
        var tracker = VelocityTracker()
        for index in 0..<12 {
            let time = Double(index) * 0.008
            tracker.add(time: time, position: 100 + speed * time)
        }
        let estimate = tracker.velocity(at: 11 * 0.008)
        #expect(abs(estimate - speed) <= abs(speed) * 0.01)
    }

    /// Rule 4: one sample gives zero; two give a straight line; three a quadratic fit.
    @Test func oneSampleGivesZeroAndTwoAStraightLine() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, position: 0)
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(time: 0.008, position: 20)
        #expect(abs(tracker.velocity(at: 0.008) - 2500) < 1)
        tracker.add(time: 0.016, position: 40)
        #expect(abs(tracker.velocity(at: 0.016) - 2500) < 1)
    }

    /// Rule 3: a pause of 40 ms or more before release means zero velocity.
    @Test(arguments: [0.040, 0.041, 0.5])
    func pauseBeforeReleaseGivesZero(pause: Double) {
        var tracker = VelocityTracker()
        for index in 0..<6 { tracker.add(time: Double(index) * 0.016, position: Double(index) * 30) }
        #expect(tracker.velocity(at: 5 * 0.016) > 1000)
        #expect(tracker.velocity(at: 5 * 0.016 + pause) == 0)
    }

    /// A gap of 40 ms between samples forgets the older movement: only what follows counts.
    @Test func gapClearsHistory() {
        var tracker = VelocityTracker()
        for index in 0..<5 { tracker.add(time: Double(index) * 0.008, position: Double(index) * 40) }
        let resume = 0.032 + 0.050
        for index in 0..<4 { tracker.add(time: resume + Double(index) * 0.008, position: 160 + Double(index) * 2) }
        #expect(abs(tracker.velocity(at: resume + 0.024) - 250) < 2.5)
    }

    /// Samples older than the 100 ms horizon do not count.
    @Test func oldSamplesAreIgnored() {
        var tracker = VelocityTracker()
        // Fast for 200 ms, then slow for the last 100 ms.
        for index in 0...25 { tracker.add(time: Double(index) * 0.008, position: Double(index) * 40) }
        let base = 25 * 0.008, start = 25.0 * 40
        for index in 1...13 { tracker.add(time: base + Double(index) * 0.008, position: start + Double(index) * 0.8) }
        #expect(abs(tracker.velocity(at: base + 13 * 0.008) - 100) < 1)
    }
}
