#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a motion is at a moment: position, velocity, and whether it has come to rest.
package struct MotionSample: Equatable, Sendable {
    /// Where the motion is.
    package var position: Double
    /// How fast it moves, in units per second.
    package var velocity: Double
    /// Whether it has come to rest.
    package var finished: Bool
}

/// A critically damped spring towards a target: no overshoot, about 0.45 s for a full
/// 800 px page (Compose's pager spring: stiffness 400, damping ratio 1, mass 1).
package struct SpringMotion: Equatable, Sendable {
    /// Natural frequency sqrt(stiffness / mass), rad/s.
    package static let omega = 20.0
    /// Closer than this to the target (units) and slower than `restVelocity`, the spring stops.
    package static let restDistance = 0.25
    /// Slower than this (units per second) and closer than `restDistance`, the spring stops.
    package static let restVelocity = 5.0

    /// Where the motion ends.
    package private(set) var target: Double
    /// When the motion started, in seconds.
    package let startTime: Double
    private let startDisplacement: Double
    private let startVelocity: Double

    /// A spring from `position` moving at `velocity` towards `target`. Velocity towards the
    /// target is capped at omega·distance, the most a critically damped spring takes without
    /// crossing it; velocity away from it is kept (it carries on a little, then returns).
    package init(from position: Double, velocity: Double, to target: Double, at time: Double) {
        self.target = target
        self.startTime = time
        let displacement = position - target
        startDisplacement = displacement
        let towardsTarget = -displacement * velocity > 0
        let cap = Self.omega * abs(displacement)
        startVelocity = towardsTarget ? min(max(velocity, -cap), cap) : velocity
    }

    /// The same spring with its target and path moved by `delta`.
    package func translated(by delta: Double) -> SpringMotion {
        var moved = self
        moved.target += delta
        return moved
    }

    /// The spring's state at `time`.
    package func sample(at time: Double) -> MotionSample {
        let t = max(0, time - startTime)
        let w = Self.omega
        let b = startVelocity + w * startDisplacement
        let decay = exp(-w * t)
        let displacement = (startDisplacement + b * t) * decay
        let velocity = (startVelocity - w * b * t) * decay
        if abs(displacement) < Self.restDistance && abs(velocity) < Self.restVelocity {
            return MotionSample(position: target, velocity: 0, finished: true)
        }
        return MotionSample(position: target + displacement, velocity: velocity, finished: false)
    }
}

/// A fixed-duration transition on Flutter's `ease` curve, quick to start and gentle to stop, as
/// a tab tap uses (JFTabView's 0.3 s) and keyed scrolls do.
package struct TimedMotion: Equatable, Sendable {
    /// Where the motion starts.
    package private(set) var from: Double
    /// Where the motion ends.
    package private(set) var target: Double
    /// When the motion started, in seconds.
    package let startTime: Double
    /// How long the motion takes, in seconds.
    package let duration: Double

    /// A motion from `from` to `target` over `duration` seconds, starting at `time`.
    package init(from: Double, to target: Double, duration: Double, at time: Double) {
        self.from = from
        self.target = target
        self.duration = max(duration, 0)
        self.startTime = time
    }

    /// The same transition with both ends moved by `delta`.
    package func translated(by delta: Double) -> TimedMotion {
        var moved = self
        moved.from += delta
        moved.target += delta
        return moved
    }

    /// The transition's state at `time`; exactly at `target` once `duration` has passed.
    package func sample(at time: Double) -> MotionSample {
        let t = time - startTime
        guard duration > 0, t < duration else {
            return MotionSample(position: target, velocity: 0, finished: true)
        }
        let (eased, slope) = Easing.ease(t / duration)
        return MotionSample(
            position: lerp(from, target, eased),
            velocity: (target - from) * slope / duration,
            finished: false)
    }
}

/// Momentum after a flick: velocity decays exponentially as in iOS's normal deceleration
/// (0.998 per millisecond), travelling v / 2.002 ≈ 0.4995·v in all.
package struct DecayMotion: Equatable, Sendable {
    /// iOS's normal deceleration rate, per millisecond.
    package static let decelerationRate = 0.998
    /// The decay constant per second: 1000·ln(rate), negative.
    package static let k = 1000 * log(decelerationRate)
    /// The motion stops when less than this distance (units) is left to travel.
    package static let restDistance = 0.5

    /// Where the coasting starts.
    package private(set) var start: Double
    /// The velocity it starts with, in units per second.
    package let startVelocity: Double
    /// When the motion started, in seconds.
    package let startTime: Double

    /// Coasting from `position` at `velocity`, starting at `time`.
    package init(from position: Double, velocity: Double, at time: Double) {
        start = position
        startVelocity = velocity
        startTime = time
    }

    /// The same coasting moved by `delta`.
    package func translated(by delta: Double) -> DecayMotion {
        var moved = self
        moved.start += delta
        return moved
    }

    /// Where the motion comes to rest.
    package var restingPosition: Double { start - startVelocity / Self.k }

    /// The moment the motion passes `position`, if it ever does.
    package func time(reaching position: Double) -> Double? {
        guard startVelocity != 0 else { return nil }
        let factor = 1 + Self.k * (position - start) / startVelocity
        guard factor > 0, factor <= 1 else { return nil }
        return startTime + log(factor) / Self.k
    }

    /// The motion's state at `time`.
    package func sample(at time: Double) -> MotionSample {
        let t = max(0, time - startTime)
        let factor = exp(Self.k * t)
        let velocity = startVelocity * factor
        if abs(velocity / Self.k) < Self.restDistance {
            return MotionSample(position: restingPosition, velocity: 0, finished: true)
        }
        return MotionSample(
            position: start + startVelocity * (factor - 1) / Self.k,
            velocity: velocity, finished: false)
    }
}

/// iOS's rubber band: how far content shows past an edge when pulled `distance` past it,
/// in a viewport of `dimension`. Slope 0.55 at the edge; never reaches `dimension`.
public func rubberBand(_ distance: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
    guard dimension > 0 else { return 0 }
    let sign: Double = distance < 0 ? -1 : 1
    let x = abs(distance)
    return sign * (1 - 1 / (x * coefficient / dimension + 1)) * dimension
}

/// The inverse of `rubberBand`: how far the pointer must pull for content to show `shown` past the edge.
package func rubberBandInverse(_ shown: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
    guard dimension > 0 else { return 0 }
    let sign: Double = shown < 0 ? -1 : 1
    let s = min(abs(shown), dimension * 0.999999)
    return sign * (dimension / coefficient) * (1 / (1 - s / dimension) - 1)
}
