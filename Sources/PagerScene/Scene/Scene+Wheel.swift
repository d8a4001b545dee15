import PagerCore

extension Scene {
    /// A wheel or touchpad at `point` (see `InputState.wheel`): a notch turns to a tab.
    mutating func wheel(dx: Double, dy: Double, at point: Point, shift: Bool) {
        let tab = input.wheel(dx: dx, dy: dy, at: point, shift: shift, bar: &bar, host: &host, pager: &pager, in: environment)
        if let tab { selectTab(tab, cause: .wheel) }
    }

    /// Settles the pages after a touchpad's deltas stopped, as a drag's release does: on the
    /// nearest page, or one page in the direction of a fling (fast enough, far enough), its speed
    /// that of the last deltas.
    mutating func snapAfterWheel(_ paging: InputState.WheelPaging, at moment: Double) {
        let page = paging.target(progress: pager.progress, pageCount: pager.pageCount)
        var gate = SelectionGate(self, cause: .wheel)
        events.cause = .wheel
        pager.settle(to: gate.accept(page), velocity: 0, time: moment)
        events.append(contentsOf: gate.refusals)
    }

    /// A touchpad's pinch or Ctrl+wheel at `point`: the page there zooms by `factor` about it.
    mutating func magnify(_ factor: Double, at point: Point) {
        guard factor.isFinite, factor > 0, pagesFrame.contains(point), input.gesture == nil, !content.tabs.isEmpty else { return }
        let page = geometry.page(atX: point.x)
        guard page == pager.targetPage, !pager.isSettling, let (_, content) = environment.contentPoint(point, onPage: page, in: host) else { return }
        updateKind(ofPage: page) { $0.magnify(factor, at: content, in: $1) }
    }
}
