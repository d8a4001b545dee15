import Testing

@testable import PagerCore

@Suite("Motions")
struct MotionTests {
    @Test func springSettlesAFullPageInAboutHalfASecondWithoutOvershoot() throws {
        let spring = SpringMotion(from: 0, velocity: 0, to: 800, at: 0)
        var previous = 0.0
        var restTime: Double?
        for frame in 1...120 {
            let sample = spring.sample(at: Double(frame) / 120)
            #expect(sample.position >= previous && sample.position <= 800)
            previous = sample.position
            if sample.finished && restTime == nil { restTime = Double(frame) / 120 }
        }
        let rest = try #require(restTime)
        #expect(rest > 0.35 && rest < 0.6)
        #expect(spring.sample(at: 1).position == 800)
    }

    /// Rule 6: springing back never overshoots, even with a fast velocity towards the target.
    @Test(arguments: [0.0, 2000.0, 8000.0])
    func springNeverCrossesItsTarget(velocity: Double) {
        let spring = SpringMotion(from: -120, velocity: velocity, to: 0, at: 0)
        for frame in 0...240 { #expect(spring.sample(at: Double(frame) / 240).position <= 0) }
    }

    @Test func timedMotionArrivesExactlyAtItsDuration() {
        let motion = TimedMotion(from: 0, to: 1600, duration: 0.3, at: 10)
        #expect(motion.sample(at: 10).position == 0)
        // Halfway in time, Flutter's ease is 80% of the way.
        #expect(abs(motion.sample(at: 10.15).position - 1600 * Easing.ease(0.5).value) < 1e-9)
        #expect(abs(Easing.ease(0.5).value - 0.8024) < 0.001)
        #expect(!motion.sample(at: 10.299).finished)
        let end = motion.sample(at: 10.3)
        #expect(end.finished && end.position == 1600)
    }

    /// iOS's projection: 1000 units/s coasts about 499 units at rate 0.998.
    @Test func decayTravelsTheIOSProjectedDistance() {
        let decay = DecayMotion(from: 0, velocity: 1000, at: 0)
        #expect(abs(decay.restingPosition - 499.5) < 0.5)
        let sample = decay.sample(at: 10)
        #expect(sample.finished && sample.position == decay.restingPosition)
    }

    /// Rule 6: the rubber band has slope 0.55 at the edge and never reaches the viewport size.
    @Test func rubberBandFollowsTheIOSCurve() {
        #expect(abs(rubberBand(1, dimension: 600) - 0.55) < 0.001)
        #expect(abs(rubberBand(600, dimension: 600) - (1 - 1 / 1.55) * 600) < 1e-9)
        #expect(rubberBand(1e9, dimension: 600) < 600)
        #expect(rubberBand(-100, dimension: 600) == -rubberBand(100, dimension: 600))
        #expect(abs(rubberBandInverse(rubberBand(250, dimension: 600), dimension: 600) - 250) < 1e-6)
    }
}
