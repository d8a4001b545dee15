import PagerCore

/// A pointer's gesture on the tab bar: a drag along it scrolls its strip when the buttons do not
/// fit (and coasts on); on a reorderable bar it lifts the tab under it and moves it into place; a
/// tap does what `tap(at:in:)` says.
extension TabBar {
    /// A press catches the strip coasting; true if it was.
    mutating func catchMomentum() -> Bool {
        guard strip.scroll.isAnimating else { return false }
        strip.stopMomentum()
        return true
    }

    /// The gesture on the bar moved to `point` (`claimedNow`: an axis claimed it with this move):
    /// a tab lifts and moves with it, or the strip scrolls. What the scene is left to do: a lifted
    /// tab passed a neighbour.
    mutating func gestureMoved(
        _ gesture: inout InputState.Gesture, to point: Point, claimedNow: Bool, progress: Double, time: Double
    )
        -> TabBarOutcome?
    {
        switch gesture.target {
        case .tabBar:
            if claimedNow, let drag = liftedTab(by: gesture, progress: progress, time: time) {
                gesture.target = .movingTab(drag)
                return moveLifted(&gesture, to: point, progress: progress, time: time)
            }
            guard gesture.arbiter.claimed == axis, strip.isScrollable else { return nil }
            if claimedNow {
                strip.beginDrag(
                    pointerX: along(gesture.arbiter.claimOrigin), progress: progress, time: time, earlierSamples: gesture.samples(axis))
            }
            strip.drag(to: along(gesture.pointers.position), time: time)
            return nil
        case .movingTab: return moveLifted(&gesture, to: point, progress: progress, time: time)
        case .page, .scrollBar: return nil
        }
    }

    /// The gesture on the bar ended at `point`: a lifted tab is let go where it is, a dragged strip
    /// coasts, and a tap does what it taps.
    mutating func gestureEnded(_ gesture: InputState.Gesture, at point: Point, in context: TabBarContext) -> [TabBarOutcome] {
        switch gesture.target {
        case .movingTab(let drag): return [.moved(from: drag.origin, to: drag.tab)]
        case .tabBar:
            guard !endDrag(time: context.time), gesture.arbiter.isTap && !gesture.caughtMotion else { return [] }
            return tap(at: point, in: context)
        case .page, .scrollBar: return []
        }
    }

    /// The gesture on the bar ended without its pointers lifting: a dragged strip coasts, a lifted
    /// tab goes back where it was.
    mutating func gestureCancelled(_ gesture: InputState.Gesture, time: Double) -> [TabBarOutcome] {
        switch gesture.target {
        case .movingTab(let drag): return [.move(from: drag.tab, to: drag.origin, holdsStrip: false)]
        case .tabBar: _ = endDrag(time: time)
        case .page, .scrollBar: break
        }
        return []
    }

    /// The pointer lifted: a drag of the strip coasts; false when the strip was not dragged.
    private mutating func endDrag(time: Double) -> Bool {
        guard strip.scroll.isDragging else { return false }
        strip.endDrag(time: time)
        return true
    }
}
