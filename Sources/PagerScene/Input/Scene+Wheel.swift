import PagerCore

extension Scene {
    /// A wheel or touchpad at `point`: over the tab bar it scrolls the strip; a horizontal notch
    /// turns a page, a touchpad's horizontal deltas move the pages one to one; vertical travel
    /// scrolls the list under the pointer.
    mutating func wheel(dx: Double, dy: Double, at point: Point, shift: Bool) {
        guard !content.tabs.isEmpty else { return }
        if tabBarFrame.contains(point) {
            let delta = (dx != 0 ? dx : -dy) * Self.wheelStep
            strip.scroll(by: delta, progress: pager.progress, time: time)
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
                let delta = horizontal * Self.wheelStep
                pager.scroll(by: delta, time: time)
                var paging = input.wheelPaging ?? InputState.WheelPaging(lastTime: time, travel: 0)
                paging.lastTime = time
                paging.travel += delta
                paging.tracker.add(time: time, position: paging.travel)
                input.wheelPaging = paging
            }
        }
        if vertical != 0, pagesFrame.contains(point) {
            let page = pageIndex(atX: point.x)
            guard let state = pages[page], state.top.content.scrollsVertically, !state.top.scroll.isDragging else { return }
            let delta = -vertical * Self.wheelStep
            guard Self.isNotch(vertical) else {
                let now = time
                pages[page]?.updateTop { $0.scroll.scroll(by: delta, time: now) }
                markMoving(page)
                return
            }
            // A notch scrolls over `wheelScrollDuration`, on from where the last one was going.
            let now = time
            pages[page]?.updateTop { layer in
                layer.scroll.animate(to: (layer.scroll.motionTarget ?? layer.scroll.offset) + delta, duration: Self.wheelScrollDuration, time: now)
            }
            markMoving(page)
        }
    }

    /// Whether a wheel delta is whole notches (a mouse wheel) rather than a touchpad's fraction.
    static func isNotch(_ delta: Double) -> Bool { delta.isFinite && delta == delta.rounded() }

    /// Settles the pages after a touchpad's deltas stopped, as a drag's release does: on the
    /// nearest page, or one page in the direction of a fling (fast enough, far enough), its speed
    /// that of the last deltas.
    mutating func snapAfterWheel(_ paging: InputState.WheelPaging, at moment: Double) {
        let velocity = paging.tracker.velocity(at: paging.lastTime)
        let page = PagingRules.targetPage(progress: pager.progress, velocity: velocity, travel: paging.travel, pageCount: pager.pageCount)
        let current = pager.targetPage
        let accepted = page == current || shouldSelectTab?(current, page, .wheel) != false ? page : current
        events.cause = .wheel
        pager.settle(to: accepted, velocity: 0, time: moment)
    }
}
