import PagerCore

/// The wheel and the touchpad's scrolling: over the tab bar they scroll the strip; a horizontal
/// notch turns a page (the scene selects it), a touchpad's horizontal deltas move the pages one to
/// one; vertical travel scrolls the list under the pointer.
extension InputState {
    /// A wheel or touchpad at `point` moved by `dx` and `dy` (Shift turns vertical into
    /// horizontal), on the parts it moves; the tab a notch turns to, for the scene to select.
    mutating func wheel(
        dx: Double, dy: Double, at point: Point, shift: Bool, bar: inout TabBar, host: inout PageHost, pager: inout Pager,
        in env: PageEnvironment
    ) -> Int? {
        guard !env.tabs.isEmpty else { return nil }
        if env.tabBarFrame.contains(point) {
            bar.strip.scroll(by: (dx != 0 ? dx : -dy) * Tuning.wheelStep, progress: pager.tabProgress, time: env.time)
            return nil
        }
        let horizontal = shift ? -dy : dx, vertical = shift ? 0 : dy
        var turnedTo: Int?
        if horizontal != 0, gesture == nil {
            if Self.isNotch(horizontal) {
                // Each notch turns a page at once; notches during the animation add to its target.
                wheelPaging = nil
                let base = pager.isSettling ? pager.targetPage : Int(pager.progress.rounded())
                turnedTo = min(max(base + Int(horizontal), 0), env.tabs.count - 1)
            } else {
                // A touchpad's precise deltas move the pages one to one; they snap when the deltas stop.
                pager.scroll(by: horizontal * Tuning.wheelStep, time: env.time)
                wheelPaging = (wheelPaging ?? WheelPaging(lastTime: env.time, travel: 0)).adding(horizontal * Tuning.wheelStep, at: env.time)
            }
        }
        if vertical != 0, env.geometry.frame.contains(point) {
            let delta = -vertical * Tuning.wheelStep, now = env.time
            // A notch scrolls over `Tuning.wheelScrollDuration`, on from where the last one was going; a touchpad's deltas at once.
            let duration = Self.isNotch(vertical) ? Tuning.wheelScrollDuration : 0
            host.moveTop(ofPage: env.geometry.page(atX: point.x)) { $0.scroll(by: delta, over: duration, time: now) }
        }
        return turnedTo
    }

    /// The page a touchpad's paging settles on from `progress` once its deltas stopped, as a drag's
    /// release does (the nearest page, or one page in the direction of a fling, its speed that of
    /// the last deltas), and the moment it starts: its deadline, not whichever frame noticed it.
    /// Nil until the deltas have paused ``Tuning/wheelSnapDelay`` by `time`.
    mutating func takeWheelSnap(dueBy time: Double, progress: Double, pageCount: Int) -> (page: Int, moment: Double)? {
        guard let paging = wheelPaging, time >= paging.lastTime + Tuning.wheelSnapDelay else { return nil }
        wheelPaging = nil
        return (paging.target(progress: progress, pageCount: pageCount), paging.lastTime + Tuning.wheelSnapDelay)
    }

    /// Whether a wheel delta is whole notches (a mouse wheel) rather than a touchpad's fraction.
    static func isNotch(_ delta: Double) -> Bool { delta.isFinite && delta == delta.rounded() }
}
