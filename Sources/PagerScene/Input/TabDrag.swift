import PagerCore

/// A tab lifted off a reorderable bar and moving with the pointer: the others slide aside as it
/// passes them, and the strip scrolls while it is held near an end.
struct TabDrag: Equatable {
    /// The index the tab had when it was lifted.
    let origin: Int
    /// Its index now, among the others.
    var tab: Int
    /// How far along the strip from the button's start the pointer holds it.
    let grab: Double
    /// Where the button starts now, along the strip (in its own coordinates).
    var minX: Double
}

extension InputState {
    /// The tab a bar gesture lifts as it starts to move: on a reorderable bar, the tab under the
    /// press, with a mouse at once, with a finger once it rested there for
    /// ``Tuning/longPressDuration`` (a quicker finger scrolls the strip).
    static func liftedTab(by gesture: Gesture, bar: TabBar, progress: Double, in env: PageEnvironment) -> TabDrag? {
        let lifts =
            gesture.kind == .mouse ? env.theme.tabsReorderable && gesture.arbiter.claimed == bar.axis : isLongPress(gesture, env.theme, env.time)
        guard lifts, gesture.pointers.count == 1, let tab = bar.button(at: gesture.arbiter.start, progress: progress, time: env.time) else {
            return nil
        }
        let offset = bar.stripOffset(progress: progress, time: env.time)
        let left = bar.strip.frame(tab, at: env.time).minX
        return TabDrag(origin: tab, tab: tab, grab: bar.along(gesture.arbiter.start) + offset - left, minX: left)
    }

    /// Whether `gesture` is one finger that rested on a reorderable bar (as `theme` says) for the
    /// long press by `time`.
    static func isLongPress(_ gesture: Gesture, _ theme: Theme, _ time: Double) -> Bool {
        theme.tabsReorderable && gesture.kind == .touch && gesture.pointers.count == 1 && time - gesture.pressedAt >= Tuning.longPressDuration
    }

    /// The tab of a long press about to be lifted, while the finger rests on it (so it shows
    /// lifted before it moves).
    static func restingTab(of gesture: Gesture?, bar: TabBar, progress: Double, theme: Theme, time: Double) -> Int? {
        guard let gesture, case .tabBar = gesture.target, gesture.arbiter.isTap, isLongPress(gesture, theme, time) else { return nil }
        return bar.button(at: gesture.arbiter.start, progress: progress, time: time)
    }

    /// The lifted tab of `gesture` follows `point`; near the strip's ends the strip scrolls. The
    /// move to make when the tab's middle passed a neighbour's.
    static func move(_ gesture: inout Gesture, to point: Point, bar: inout TabBar, progress: Double, in env: PageEnvironment) -> PointerIntent? {
        guard case .movingTab(var drag) = gesture.target, bar.strip.count > 0 else { return nil }
        defer { gesture.target = .movingTab(drag) }
        let along = bar.along(point)
        var nudge = 0.0
        if along < Tuning.tabDragEdge { nudge = -Tuning.tabDragScrollStep }
        if along > bar.stripLength - Tuning.tabDragEdge { nudge = Tuning.tabDragScrollStep }
        if nudge != 0 { bar.strip.hold(at: bar.stripOffset(progress: progress, time: env.time) + nudge, progress: progress) }
        let offset = bar.stripOffset(progress: progress, time: env.time)
        let width = bar.strip.targetFrame(drag.tab).width
        let last = bar.strip.count - 1
        drag.minX = min(max(along + offset - drag.grab, 0), max(bar.strip.contentWidth - width, 0))
        let middle = drag.minX + width / 2
        var place = drag.tab
        while place < last, middle > bar.strip.targetFrame(place + 1).midX { place += 1 }
        while place > 0, middle < bar.strip.targetFrame(place - 1).midX { place -= 1 }
        return place == drag.tab ? nil : .moveTab(from: drag.tab, to: place)
    }
}
