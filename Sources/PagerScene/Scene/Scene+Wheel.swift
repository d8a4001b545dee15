import PagerCore

extension Scene {
    /// A wheel or touchpad at `point`: over the tab bar it scrolls the strip; a horizontal notch
    /// turns a page, a touchpad's horizontal deltas move the pages one to one; vertical travel
    /// scrolls the list under the pointer.
    mutating func wheel(dx: Double, dy: Double, at point: Point, shift: Bool) {
        guard !content.tabs.isEmpty else { return }
        if tabBarFrame.contains(point) {
            let delta = (dx != 0 ? dx : -dy) * Tuning.wheelStep
            bar.strip.scroll(by: delta, progress: pager.progress, time: time)
            return
        }
        let horizontal = shift ? -dy : dx
        let vertical = shift ? 0 : dy
        if horizontal != 0, input.gesture == nil {
            if Self.isNotch(horizontal) {
                // Each notch turns a page at once; notches during the animation add to its target.
                input.wheelPaging = nil
                let base = pager.isSettling ? pager.targetPage : Int(pager.progress.rounded())
                selectTab(min(max(base + Int(horizontal), 0), content.tabs.count - 1), cause: .wheel)
            } else {
                // A touchpad's precise deltas move the pages one to one; they snap when the deltas stop.
                pager.scroll(by: horizontal * Tuning.wheelStep, time: time)
                input.wheelPaging = (input.wheelPaging ?? InputState.WheelPaging(lastTime: time, travel: 0)).adding(
                    horizontal * Tuning.wheelStep, at: time)
            }
        }
        if vertical != 0, pagesFrame.contains(point) {
            let page = geometry.page(atX: point.x), now = time, delta = -vertical * Tuning.wheelStep
            // A notch scrolls over `Tuning.wheelScrollDuration`, on from where the last one was going; a touchpad's deltas at once.
            let duration = Self.isNotch(vertical) ? Tuning.wheelScrollDuration : 0
            if host.pages[page]?.updateTop({ $0.scroll(by: delta, over: duration, time: now) }) == true { host.markMoving(page) }
        }
    }

    /// Whether a wheel delta is whole notches (a mouse wheel) rather than a touchpad's fraction.
    static func isNotch(_ delta: Double) -> Bool { delta.isFinite && delta == delta.rounded() }

    /// Settles the pages after a touchpad's deltas stopped, as a drag's release does: on the
    /// nearest page, or one page in the direction of a fling (fast enough, far enough), its speed
    /// that of the last deltas.
    mutating func snapAfterWheel(_ paging: InputState.WheelPaging, at moment: Double) {
        let page = paging.target(progress: pager.progress, pageCount: pager.pageCount)
        let current = pager.targetPage
        let accepted = page == current || shouldSelectTab?(current, page, .wheel) != false ? page : current
        events.cause = .wheel
        pager.settle(to: accepted, velocity: 0, time: moment)
    }

    /// A touchpad's pinch or Ctrl+wheel at `point`: the page there zooms by `factor` about it.
    mutating func magnify(_ factor: Double, at point: Point) {
        guard factor.isFinite, factor > 0, pagesFrame.contains(point), input.gesture == nil, !content.tabs.isEmpty else { return }
        let page = geometry.page(atX: point.x)
        guard page == pager.targetPage, !pager.isSettling, let (_, content) = environment.contentPoint(point, onPage: page, in: host) else { return }
        updateKind(ofPage: page) { $0.magnify(factor, at: content, in: $1) }
    }
}
