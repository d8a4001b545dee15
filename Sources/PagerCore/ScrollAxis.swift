/// One scrollable axis: an offset within bounds that a pointer drags 1:1, that settles,
/// animates or coasts with momentum, and that a press can catch. Both the pager and the
/// lists inside pages are one of these. Time is always passed in (seconds).
///
/// The offset grows when content moves towards smaller coordinates: dragging the
/// pointer left by 10 increases a horizontal axis's offset by 10.
public struct ScrollAxis: Sendable {
    /// The fastest release velocity used (units per second), as Flutter caps flings.
    package static let maxFlingVelocity = 8000.0

    private enum Motion: Sendable {
        case spring(SpringMotion)
        case timed(TimedMotion)
        case decay(DecayMotion)
    }

    private struct Drag: Sendable {
        var pointerStart: Double
        var rawOffsetStart: Double
    }

    /// The current offset, shown as is (rubber-banded past the bounds when dragging with bounce).
    public private(set) var offset: Double
    /// The smallest offset at rest.
    public private(set) var minOffset: Double
    /// The largest offset at rest (never less than `minOffset`).
    public private(set) var maxOffset: Double
    /// The visible length along the axis; the rubber band's scale.
    public private(set) var viewportLength: Double
    /// Whether the content may be pulled past its bounds (rubber band) and spring back.
    public var bounces: Bool
    /// The current velocity of a running motion (units per second), zero otherwise.
    public private(set) var velocity: Double = 0
    /// When the offset last moved (a drag, a motion or a scroll), for a scroll indicator that
    /// shows while content moves and fades after.
    public private(set) var lastMoved = -Double.infinity

    /// How far a drag pulled past a bound when the axis does not bounce (negative past the
    /// start, positive past the end), springing back to zero on release: what an edge effect
    /// shows. A fling that hits a bound sets it moving too, as Android's edge absorbs a fling.
    /// Always zero on an axis that bounces (its rubber band is its edge effect).
    public private(set) var overscroll = 0.0

    private var tracker = VelocityTracker()
    private var drag: Drag?
    private var motion: Motion?
    private var overscrollRelease: SpringMotion?

    /// An axis at `offset` between `minOffset` and `maxOffset`, showing `viewportLength`.
    public init(
        offset: Double = 0, minOffset: Double = 0, maxOffset: Double = 0,
        viewportLength: Double, bounces: Bool = false
    ) {
        self.minOffset = minOffset
        self.maxOffset = max(minOffset, maxOffset)
        self.viewportLength = viewportLength
        self.bounces = bounces
        self.offset = min(max(offset, minOffset), max(minOffset, maxOffset))
    }

    /// Whether a pointer is dragging the axis.
    public var isDragging: Bool { drag != nil }
    /// Whether a settle, animation or momentum is running.
    public var isAnimating: Bool { motion != nil }
    /// Whether an edge pull is springing back after its drag ended.
    public var isRelaxingOverscroll: Bool { overscrollRelease != nil }
    /// Whether anything is changing the offset or could (a drag).
    public var isActive: Bool { isDragging || isAnimating }

    /// Where the running settle or animation ends, or where momentum comes to rest (within bounds).
    public var motionTarget: Double? {
        switch motion {
        case .spring(let spring): return spring.target
        case .timed(let timed): return timed.target
        case .decay(let decay): return clamped(decay.restingPosition)
        case nil: return nil
        }
    }

    /// `value` limited to the bounds.
    public func clamped(_ value: Double) -> Double { min(max(value, minOffset), maxOffset) }

    /// Changes the bounds and viewport. At rest the offset is clamped into the new bounds;
    /// a running motion or drag goes on and is clamped as it moves.
    public mutating func setBounds(minOffset: Double, maxOffset: Double, viewportLength: Double) {
        self.minOffset = minOffset
        self.maxOffset = max(minOffset, maxOffset)
        self.viewportLength = viewportLength
        if !isActive { offset = clamped(offset) }
    }

    /// Starts a drag anchored at `pointer`: content moves by the pointer's travel from there.
    /// Stops any motion where it is (a catch). The anchor may be a claim origin moved by the
    /// slop rather than a real pointer position, so it is not a velocity sample; `earlierSamples`
    /// are (the real pointer positions of the gesture so far: where it went down and its moves
    /// inside the slop), as `drag(to:)`'s are.
    public mutating func beginDrag(pointer: Double, time: Double, earlierSamples: [PointerSample] = []) {
        motion = nil
        velocity = 0
        tracker.reset()
        for sample in earlierSamples { tracker.add(time: sample.time, position: sample.position) }
        drag = Drag(pointerStart: pointer, rawOffsetStart: rawOffset(forShown: offset) + overscroll)
        overscrollRelease = nil
    }

    /// Moves the drag's pointer to `pointer`: the content follows it 1:1 (rubber-banded past the bounds).
    public mutating func drag(to pointer: Double, time: Double) {
        guard let drag else { return }
        tracker.add(time: time, position: pointer)
        let raw = drag.rawOffsetStart - (pointer - drag.pointerStart)
        let shown = shownOffset(forRaw: raw)
        if shown != offset { lastMoved = time }
        offset = shown
        overscroll = bounces ? 0 : raw - clamped(raw)
    }

    /// Ends the drag and returns the release velocity of the offset (units per second),
    /// capped at `maxFlingVelocity`. The caller decides what motion follows.
    @discardableResult
    public mutating func endDrag(time: Double) -> Double {
        guard drag != nil else { return 0 }
        drag = nil
        relaxOverscroll(velocity: 0, time: time)
        let pointerVelocity = tracker.velocity(at: time)
        tracker.reset()
        return min(max(-pointerVelocity, -Self.maxFlingVelocity), Self.maxFlingVelocity)
    }

    /// Springs to `target` (clamped to the bounds), starting with `velocity`.
    public mutating func settle(to target: Double, velocity: Double, time: Double) {
        drag = nil
        motion = .spring(SpringMotion(from: offset, velocity: velocity, to: clamped(target), at: time))
        self.velocity = velocity
    }

    /// Moves to `target` (clamped) in `duration` seconds with an ease-in-out curve.
    public mutating func animate(to target: Double, duration: Double, time: Double) {
        drag = nil
        motion = .timed(TimedMotion(from: offset, to: clamped(target), duration: duration, at: time))
    }

    /// Coasts with momentum from `velocity`; past a bound it springs back (bounce) or stops there.
    public mutating func coast(velocity: Double, time: Double) {
        drag = nil
        if offset < minOffset || offset > maxOffset {
            settle(to: clamped(offset), velocity: velocity, time: time)
        } else if abs(velocity) > 0 {
            motion = .decay(DecayMotion(from: offset, velocity: velocity, at: time))
            self.velocity = velocity
        } else {
            motion = nil
        }
    }

    /// Springs back into bounds if the content is past an edge; otherwise does nothing.
    public mutating func springBackIfNeeded(time: Double) {
        if offset < minOffset || offset > maxOffset {
            settle(to: clamped(offset), velocity: 0, time: time)
        }
    }

    /// Sets the offset at once (clamped), ending any drag or motion.
    public mutating func jump(to value: Double) {
        drag = nil
        motion = nil
        velocity = 0
        offset = clamped(value)
        overscroll = 0
        overscrollRelease = nil
    }

    /// Moves the offset by `delta` at once (clamped) at `time`, ending any motion; a drag goes on.
    /// It counts as movement at `time` even where the bounds stop it.
    public mutating func scroll(by delta: Double, time: Double) {
        motion = nil
        velocity = 0
        lastMoved = time
        offset = clamped(offset + delta)
    }

    /// Moves everything by `delta` at once: the offset, the bounds, a drag's anchor and a running
    /// motion's path, as when content is inserted before the view and the view must not move.
    public mutating func translate(by delta: Double) {
        guard delta != 0, delta.isFinite else { return }
        offset += delta
        minOffset += delta
        maxOffset += delta
        drag?.rawOffsetStart += delta
        switch motion {
        case .spring(let spring): motion = .spring(spring.translated(by: delta))
        case .timed(let timed): motion = .timed(timed.translated(by: delta))
        case .decay(let decay): motion = .decay(decay.translated(by: delta))
        case nil: break
        }
    }

    /// Advances the running motion, and an edge pull springing back, to `time`.
    public mutating func advance(to time: Double) {
        advanceOverscroll(to: time)
        guard let motion else { return }
        let sample: MotionSample
        switch motion {
        case .spring(let spring): sample = spring.sample(at: time)
        case .timed(let timed): sample = timed.sample(at: time)
        case .decay(let decay):
            sample = decay.sample(at: time)
            if sample.position < minOffset || sample.position > maxOffset {
                let edge = clamped(sample.position)
                guard bounces else {
                    let contact = decay.time(reaching: edge) ?? time
                    jump(to: edge)
                    relaxOverscroll(velocity: decay.sample(at: contact).velocity, time: contact)
                    return advanceOverscroll(to: time)
                }
                // Bounce from the exact moment the edge was reached, whenever frames come,
                // so a replay of the same input ends in the same place.
                let contact = decay.time(reaching: edge) ?? time
                let atContact = decay.sample(at: contact)
                offset = edge
                settle(to: edge, velocity: atContact.velocity, time: contact)
                return advance(to: time)
            }
        }
        let position = bounces ? sample.position : clamped(sample.position)
        if position != offset { lastMoved = time }
        offset = position
        velocity = sample.velocity
        if sample.finished {
            self.motion = nil
            velocity = 0
        }
    }

    // MARK: edge pull

    /// Springs the edge pull back to zero from where it is, starting with `velocity` (a fling's
    /// speed at the edge, absorbed by it).
    private mutating func relaxOverscroll(velocity: Double, time: Double) {
        guard !bounces, overscroll != 0 || velocity != 0 else { return }
        overscrollRelease = SpringMotion(from: overscroll, velocity: velocity, to: 0, at: time)
    }

    private mutating func advanceOverscroll(to time: Double) {
        guard let release = overscrollRelease else { return }
        let sample = release.sample(at: time)
        overscroll = sample.position
        if sample.finished { overscrollRelease = nil }
    }

    // MARK: rubber band

    private func shownOffset(forRaw raw: Double) -> Double {
        guard bounces else { return clamped(raw) }
        if raw < minOffset { return minOffset + rubberBand(raw - minOffset, dimension: viewportLength) }
        if raw > maxOffset { return maxOffset + rubberBand(raw - maxOffset, dimension: viewportLength) }
        return raw
    }

    private func rawOffset(forShown shown: Double) -> Double {
        guard bounces else { return shown }
        if shown < minOffset { return minOffset + rubberBandInverse(shown - minOffset, dimension: viewportLength) }
        if shown > maxOffset { return maxOffset + rubberBandInverse(shown - maxOffset, dimension: viewportLength) }
        return shown
    }
}
