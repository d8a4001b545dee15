import PagerCore

/// A tab lifted off a reorderable bar and moving with the pointer: the others slide aside as it
/// passes them, and the strip scrolls while it is held near an end, moving or not (as Chrome's
/// and GTK's tab strips do).
struct TabDrag: Equatable {
    /// The index the tab had when it was lifted.
    let origin: Int
    /// Its index now, among the others.
    var tab: Int
    /// How far along the strip from the button's start the pointer holds it.
    let grab: Double
    /// Where the button starts now, along the strip (in its own coordinates).
    var minX: Double
    /// When the strip last scrolled under it (or it was lifted).
    var scrolledAt: Double
}

extension TabBar {
    /// The tab a bar gesture lifts as it starts to move: on a reorderable bar, the tab under the
    /// press, with a mouse at once, with a finger once it rested there for
    /// ``Tuning/longPressDuration`` (a quicker finger scrolls the strip).
    func liftedTab(by gesture: InputState.Gesture, progress: Double, time: Double) -> TabDrag? {
        let lifts = gesture.kind == .mouse ? theme.tabsReorderable && gesture.arbiter.claimed == axis : isLongPress(gesture, time: time)
        guard lifts, gesture.pointers.count == 1, let tab = button(at: gesture.arbiter.start, progress: progress, time: time) else { return nil }
        let left = strip.frame(tab, at: time).minX
        return TabDrag(
            origin: tab, tab: tab, grab: along(gesture.arbiter.start) + stripOffset(progress: progress, time: time) - left, minX: left,
            scrolledAt: time)
    }

    /// Whether `gesture` is one finger that rested on a reorderable bar for the long press by `time`.
    func isLongPress(_ gesture: InputState.Gesture, time: Double) -> Bool {
        theme.tabsReorderable && gesture.kind == .touch && gesture.pointers.count == 1 && time - gesture.pressedAt >= Tuning.longPressDuration
    }

    /// The tab of a long press about to be lifted, while the finger rests on it (so it shows
    /// lifted before it moves).
    func restingTab(of gesture: InputState.Gesture?, progress: Double, time: Double) -> Int? {
        guard let gesture, case .tabBar = gesture.target, gesture.arbiter.isTap, isLongPress(gesture, time: time) else { return nil }
        return button(at: gesture.arbiter.start, progress: progress, time: time)
    }

    /// The strip scrolls under the lifted tab of `gesture` while the pointer holds it near an end
    /// (``Tuning/tabDragEdge``), faster the nearer the end, up to ``Tuning/tabDragScrollSpeed``
    /// at it and past it; the move to make when the tab then passed a neighbour. Called as the
    /// clock moves, so a pointer held still scrolls too.
    mutating func scrollUnderLifted(_ gesture: inout InputState.Gesture, progress: Double, time: Double) -> TabBarOutcome? {
        guard case .movingTab(var drag) = gesture.target else { return nil }
        let elapsed = time - drag.scrolledAt
        drag.scrolledAt = time
        gesture.target = .movingTab(drag)
        let along = along(gesture.pointers.position), edge = Tuning.tabDragEdge
        let depth = along < edge ? along - edge : along > stripLength - edge ? along - (stripLength - edge) : 0
        guard depth != 0, elapsed > 0, strip.isScrollable else { return nil }
        let speed = Tuning.tabDragScrollSpeed * max(min(depth / edge, 1), -1)
        strip.hold(at: stripOffset(progress: progress, time: time) + speed * elapsed, progress: progress)
        return moveLifted(&gesture, to: gesture.pointers.position, progress: progress, time: time)
    }

    /// The lifted tab of `gesture` follows `point` along the strip. The move to make when the
    /// tab's middle passed a neighbour's.
    mutating func moveLifted(_ gesture: inout InputState.Gesture, to point: Point, progress: Double, time: Double) -> TabBarOutcome? {
        guard case .movingTab(var drag) = gesture.target, strip.count > 0 else { return nil }
        defer { gesture.target = .movingTab(drag) }
        let along = along(point)
        let offset = stripOffset(progress: progress, time: time)
        let width = strip.targetFrame(drag.tab).width
        let last = strip.count - 1
        let end = max(strip.contentWidth - width, 0)
        drag.minX = min(max(along + offset - drag.grab, 0), end)
        let middle = drag.minX + width / 2
        var place = drag.tab
        while place < last, middle > strip.targetFrame(place + 1).midX { place += 1 }
        while place > 0, middle < strip.targetFrame(place - 1).midX { place -= 1 }
        // Held against an end of the strip, the tab takes the end place: among tabs of one size
        // its middle can only reach the end tab's middle, never pass it.
        if drag.minX <= 0 { place = 0 } else if drag.minX >= end { place = last }
        return place == drag.tab ? nil : .move(from: drag.tab, to: place, holdsStrip: true)
    }
}
