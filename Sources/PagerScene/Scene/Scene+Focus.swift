import PagerCore

extension Scene {
    /// Where the keyboard's focus ring is: on a tab, or on a control of the current page.
    public enum Focus: Sendable, Equatable {
        /// Tab button `index`.
        case tab(Int)
        /// The `index`th control of page `page`'s top layer: its back control first on a detail
        /// page, then its rows or buttons top to bottom.
        case control(page: Int, index: Int)
    }

    /// Moves the focus ring one stop forward (`forward`) or back, from the selected tab to the
    /// current page's controls and round again, and scrolls the control it lands on into view.
    mutating func moveFocus(forward: Bool) {
        let page = pager.targetPage
        input.moveFocus(forward: forward, page: page, count: host.focusStopCount(onPage: page, in: environment))
        revealFocus()
    }

    /// Moves the ring within its group: to the next or previous control of the page.
    mutating func moveFocusWithinPage(by step: Int) {
        guard case .control(let page, _)? = input.focus else { return }
        input.moveFocusWithinPage(by: step, count: host.focusStopCount(onPage: page, in: environment))
        revealFocus()
    }

    /// Does what a click on the focused tab or control does.
    mutating func activateFocus() {
        switch input.focus {
        case .tab(let index)?:
            if index == pager.targetPage { events.append(.tabReselected(index)) }
            selectTab(index, cause: .key)
        case .control(let page, let index)?:
            guard let stop = host.focusStop(index, onPage: page, in: environment), let layer = host.pages[page]?.top else { return }
            switch stop {
            case .back:
                goBack(page: page)
                input.focus = .tab(page)
            case .element(let frame):
                let content = geometry.contentFrame(page, layer: layer)
                tapPage(page, at: Point(x: content.minX + frame.midX, y: content.minY + frame.midY - layer.scroll.offset))
                host.markMoving(page)
                if host.pages[page]?.top.title != layer.title { input.focus = .control(page: page, index: 0) }
            }
        case nil:
            break
        }
    }

    /// Scrolls the page so the focused control is in view.
    private mutating func revealFocus() {
        guard case .control(let page, let index)? = input.focus, case .element(let frame)? = host.focusStop(index, onPage: page, in: environment)
        else { return }
        let now = time
        if host.pages[page]?.updateTop({ $0.reveal(frame, time: now) }) == true { host.markMoving(page) }
    }
}
