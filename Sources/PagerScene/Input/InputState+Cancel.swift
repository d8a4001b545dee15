import PagerCore

/// Gestures that end without their pointers lifting: the system took them back, the mouse
/// pressed while fingers were down, or a new touch came after the gesture's fingers fell silent
/// (their lift was lost). Nothing is tapped or flung; what moved settles.
extension InputState {
    /// Whether a press of a `kind` pointer at `time` ends the gesture under way first: a touch
    /// gesture ends at the mouse's press, or at a new touch once its fingers were silent for
    /// ``Tuning/silentTouchTimeout``.
    func pressEndsGesture(_ kind: PointerKind, time: Double) -> Bool {
        guard let gesture, gesture.kind == .touch else { return false }
        return kind == .mouse || time - gesture.lastHeard >= Tuning.silentTouchTimeout
    }

    /// Ends the gesture under way and forgets every finger down: whether it was dragging the pager,
    /// which the caller settles (on the nearest page the host accepts), and what the tab bar left
    /// (a lifted tab put back).
    mutating func cancelGesture(
        bar: inout TabBar, host: inout PageHost, pager: inout Pager, in env: PageEnvironment
    )
        -> (pagerDragged: Bool, bar: [TabBarOutcome])
    {
        strayFingers.removeAll()
        press = nil
        guard let gesture else { return (false, []) }
        self.gesture = nil
        if gesture.pageHearsPress { Self.cancelPress(of: gesture, host: host, in: env) }
        let time = env.time
        var left: [TabBarOutcome] = []
        switch gesture.target {
        case .tabBar, .movingTab:
            left = bar.gestureCancelled(gesture, time: time)
        case .scrollBar(let page, _):
            host.pages[page]?.updateTop { $0.scroll.scroll(by: 0, time: time) }
            host.markMoving(page)
        case .page(let page):
            Self.onPage(page, &host, &pager, env) { layer, _, touch in layer.cancel(gesture, touch) }
            host.markMoving(page)
        }
        return (pager.isDragging, left)
    }

    /// The part of the view at `point`, if it is on one.
    static func part(at point: Point, in env: PageEnvironment) -> ViewPart? {
        if env.tabBarFrame.contains(point) { return .tabBar }
        return env.geometry.frame.contains(point) ? .pages : nil
    }
}
