import PagerCore

/// A drag along the tab bar scrolls its strip when the buttons do not fit, and coasts on.
extension TabBar {
    /// A press catches the strip coasting; true if it was.
    mutating func catchMomentum() -> Bool {
        guard strip.scroll.isAnimating else { return false }
        strip.stopMomentum()
        return true
    }

    /// A drag along the bar moved (`starting`: it was just claimed).
    mutating func drag(_ gesture: InputState.Gesture, starting: Bool, progress: Double, time: Double) {
        guard strip.isScrollable else { return }
        if starting {
            strip.beginDrag(pointerX: along(gesture.arbiter.claimOrigin), progress: progress, time: time, earlierSamples: gesture.samples(axis))
        }
        strip.drag(to: along(gesture.pointers.position), time: time)
    }

    /// The pointer lifted: a drag of the strip coasts; false when the strip was not dragged.
    mutating func endDrag(time: Double) -> Bool {
        guard strip.scroll.isDragging else { return false }
        strip.endDrag(time: time)
        return true
    }
}
