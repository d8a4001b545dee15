import Testing

@testable import PagerCore

/// Motion depends on input times only, never on when frames are drawn, so a recording replays
/// to the same state at any frame rate.
@Suite("Frame-rate independence")
struct FrameIndependenceTests {
    /// Coasts into a bouncing edge, sampled on two frame schedules, and compares positions.
    @Test(arguments: [true, false])
    func momentumIntoAnEdgeIsTheSameAtAnyFrameRate(bounces: Bool) {
        func coast(frameEvery step: Double) -> [Double] {
            var axis = ScrollAxis(offset: 900, maxOffset: 1000, viewportLength: 500, bounces: bounces)
            axis.coast(velocity: 2500, time: 0)
            var samples: [Double] = []
            var time = 0.0
            for checkpoint in stride(from: 0.25, through: 2.0, by: 0.25) {
                while time + step < checkpoint { time += step; axis.advance(to: time) }
                axis.advance(to: checkpoint)
                time = checkpoint
                samples.append(axis.offset)
            }
            return samples
        }
        let smooth = coast(frameEvery: 1.0 / 240), choppy = coast(frameEvery: 0.07)
        for (a, b) in zip(smooth, choppy) { #expect(abs(a - b) < 1e-6, "\(smooth) vs \(choppy)") }
        #expect(smooth.last == 1000)
    }

    @Test func decayKnowsWhenItPassesAPosition() {
        let decay = DecayMotion(from: 0, velocity: 1000, at: 2)
        let when = decay.time(reaching: 300)!
        #expect(abs(decay.sample(at: when).position - 300) < 1e-9)
        #expect(decay.time(reaching: 600) == nil)  // it rests at 499.5
    }
}
