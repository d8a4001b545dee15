import PagerCore

/// Where the focus ring stops on the pages, and what Enter on a stop does: the ring itself is the
/// input's (`InputState+Focus`).
extension PageHost {
    /// How many places the focus ring stops on page `page`'s top layer, its kind told by `env`.
    func focusStopCount(onPage page: Int, in env: PageEnvironment) -> Int {
        guard let layer = top(ofPage: page) else { return 0 }
        return layer.focusStopCount(env.context(of: layer, onPage: page))
    }

    /// Focus stop `index` of page `page`'s top layer, in Tab order.
    func focusStop(_ index: Int, onPage page: Int, in env: PageEnvironment) -> PageLayer.FocusStop? {
        guard let layer = top(ofPage: page) else { return nil }
        return layer.focusStop(index, env.context(of: layer, onPage: page))
    }

    /// The stop the ring goes to on page `page`'s top layer from stop `current` (nil: from the tab
    /// bar), forward or back; nil when it leaves the page.
    func nextFocusStop(after current: Int?, forward: Bool, onPage page: Int, in env: PageEnvironment) -> Int? {
        guard let layer = top(ofPage: page) else { return nil }
        return layer.nextFocusStop(after: current, forward: forward, env.context(of: layer, onPage: page))
    }

    /// How many layers page `page` has (1, and one more for each detail page open); 0 when it is not made.
    func depth(ofPage page: Int) -> Int { pages.indices.contains(page) ? pages[page]?.layers.count ?? 0 : 0 }

    /// Scrolls page `page` so its focus stop `index` is in view.
    mutating func reveal(focusStop index: Int, onPage page: Int, in env: PageEnvironment) {
        guard case .element(let frame)? = focusStop(index, onPage: page, in: env) else { return }
        let now = env.time
        moveTop(ofPage: page) { $0.reveal(frame, time: now) }
    }

    /// Enter on focus stop `index` of page `page`: its back control, or a tap at the centre of its
    /// control.
    mutating func activate(focusStop index: Int, onPage page: Int, in env: PageEnvironment) -> [PageOutcome] {
        guard let stop = focusStop(index, onPage: page, in: env), let layer = pages[page]?.top else { return [] }
        switch stop {
        case .back: return [.goBack]
        case .element(let frame):
            let content = env.geometry.contentFrame(page, layer: layer)
            return tap(onPage: page, at: Point(x: content.minX + frame.midX, y: content.minY + frame.midY - layer.scroll.offset), in: env)
        }
    }
}
