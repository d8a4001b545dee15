import PagerCore

/// What lies under a still pointer stays there: a tap or click that chooses a tab holds the strip
/// still while the pointer rests over the bar (it eases back to the selection once the pointer
/// leaves, or another way of choosing moves the pages), and a close lands only on the tab the
/// user aimed at (`CloseAim`).
extension TabBar {
    /// How the strip lies at page `progress` and `time`.
    func stripShape(progress: Double, time: Double) -> CloseAim.StripShape {
        CloseAim.StripShape(
            offset: stripOffset(progress: progress, time: time), layoutRevision: strip.layoutRevision,
            isMoving: strip.isAnimating(at: time) || strip.scroll.isAnimating)
    }

    /// Told before the scene handles the pointer's `event`: the strip as the pointer found it, to
    /// aim at once the event is handled (a mouse moving with no button down, a lift, a middle
    /// click); nil when the event aims at nothing new. A mouse pressed (or middle-clicked) away
    /// from where it rested got there unseen: it aims at once.
    mutating func aim(before event: InputEvent, in context: TabBarContext) -> CloseAim.StripShape? {
        let shape = stripShape(progress: context.progress, time: context.time)
        switch event {
        case .pointerMove(_, .mouse, _) where context.gesture == nil: return shape
        case .pointerUp: return shape
        case .pointerDown(let point, .mouse, _) where point != context.hover:
            aim.aim(at: shape)
            return nil
        case .middleClick(let point):
            if point != context.hover { aim.aim(at: shape) }
            return shape
        default: return nil
        }
    }

    /// `outcomes` less a close the user did not aim at (`byFinger`: a finger asked for it).
    func aimed(_ outcomes: [TabBarOutcome], byFinger: Bool, in context: TabBarContext) -> [TabBarOutcome] {
        let shape = stripShape(progress: context.progress, time: context.time)
        guard !aim.allowsClose(shape, byFinger: byFinger, at: context.time) else { return outcomes }
        return outcomes.filter {
            if case .requestClose = $0 { return false }
            return true
        }
    }

    /// After the pointer's `event`: a pointer away from the bar, or gone from the view, lets a
    /// strip held still go.
    mutating func pointerHandled(_ event: InputEvent, in context: TabBarContext) {
        switch event {
        case .pointerDown(let point, _, _), .pointerMove(let point, _, _), .pointerUp(let point, _, _):
            if frame.contains(point) { return }
        case .pointerLeave, .pointerCancel: break
        default: return
        }
        strip.unpin(progress: context.progress, time: context.time)
    }
}
