import PagerCore

/// What the pages do with a tap, a key or a pinch: the page under it (or the selected one) answers
/// with its back control, its kind's answer (`PageKind`), a refresh, a scroll or a zoom. The scene
/// carries out what they leave (`PageOutcome`), as it carries out the tab bar's.
extension PageHost {
    /// A tap on page `page` at view point `point`: its back control, or what its kind does (the
    /// page then moves on its own: a highlight fades, a switch slides).
    mutating func tap(onPage page: Int, at point: Point, in env: PageEnvironment) -> [PageOutcome] {
        guard let layer = top(ofPage: page) else { return [] }
        defer { markMoving(page) }
        switch env.geometry.locate(point, onPage: page, layer: layer) {
        case .backControl: return [.goBack]
        case .navigationBar: return []
        case .content(let content):
            let outcomes = updateKind(ofPage: page, in: env) { $0.tap(at: content, in: $1) } ?? []
            for outcome in outcomes {
                switch outcome {
                case .rowTapped(let section, let row): pages[page]?.updateTop { $0.highlight = (section, row, env.time) }
                case .openDetail(let title, let detail):
                    let size = Size(width: env.geometry.pageWidth, height: env.geometry.frame.height)
                    pages[page]?.push(title: title, content: detail, size: size, theme: env.theme, time: env.time)
                default: break
                }
            }
            return outcomes
        }
    }

    /// What a key's action does on page `page` (the selected one): F5 refreshes it as a pull does,
    /// Up, Down, PageUp and PageDown scroll it, `+`, `-` and `0` zoom its picture, and when it is
    /// `stepping` (the focus ring on it, at rest) Left and Right show a gallery's previous and next
    /// picture. Nil when the action is not the page's (at a gallery's first or last picture, Left
    /// and Right go on to the tabs, as a drag does).
    mutating func key(_ action: KeyAction, onPage page: Int, stepping: Bool, in env: PageEnvironment) -> [PageOutcome]? {
        let now = env.time, screen = max(env.geometry.frame.height - Tuning.keyScrollStep, Tuning.keyScrollStep)
        func scroll(by delta: Double) { moveTop(ofPage: page) { $0.scroll(by: delta, over: Tuning.keyScrollDuration, time: now) } }
        func zoom(_ step: ZoomStep) {
            updateKind(ofPage: page, in: env) { $0.zoom(step, in: $1, time: now) }
            markMoving(page)
        }
        switch action {
        case .previousTab, .nextTab:
            let step = action == .nextTab ? 1 : -1
            return stepping && moveTop(ofPage: page, { $0.page.step(by: step, time: now) }) ? [] : nil
        case .refresh: return moveTop(ofPage: page, { !$0.scroll.isDragging && $0.refreshFromKeys(time: now) }) ? [.refreshStarted] : []
        case .scrollUp: scroll(by: -Tuning.keyScrollStep)
        case .scrollDown: scroll(by: Tuning.keyScrollStep)
        case .scrollPageUp: scroll(by: -screen)
        case .scrollPageDown: scroll(by: screen)
        case .zoomIn: zoom(.zoomIn)
        case .zoomOut: zoom(.zoomOut)
        case .zoomToFit: zoom(.fit)
        default: return nil
        }
        return []
    }

    /// A touchpad's pinch or Ctrl+wheel at view point `point`, over page `page` (the selected one):
    /// its picture zooms by `factor` about it.
    mutating func magnify(_ factor: Double, at point: Point, onPage page: Int, in env: PageEnvironment) {
        guard factor.isFinite, factor > 0, env.geometry.frame.contains(point), env.geometry.page(atX: point.x) == page,
            let (_, content) = env.contentPoint(point, onPage: page, in: self)
        else { return }
        updateKind(ofPage: page, in: env) { $0.magnify(factor, at: content, in: $1) }
    }

    /// Changes page `page`'s top layer's kind, told where it shows; nil when the page is not made.
    @discardableResult
    mutating func updateKind<Result>(ofPage page: Int, in env: PageEnvironment, _ change: (inout any PageKind, PageContext) -> Result) -> Result? {
        guard let layer = top(ofPage: page) else { return nil }
        let context = env.context(of: layer, onPage: page)
        return pages[page]?.updateTop { change(&$0.page, context) }
    }
}
