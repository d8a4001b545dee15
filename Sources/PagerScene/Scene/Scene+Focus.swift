import PagerCore

extension Scene {
    /// Where the keyboard's focus ring is: on a tab, on the tab bar's + or −, or on a control of
    /// the current page.
    public typealias Focus = SceneFocus

    /// Moves the focus ring one stop forward (`forward`) or back (see `InputState.moveFocus`);
    /// the control it lands on scrolls into view.
    mutating func moveFocus(forward: Bool) {
        let page = pager.targetPage, env = environment
        input.moveFocus(forward: forward, page: page, bar: bar.controls) { [host] stop in
            host.nextFocusStop(after: stop, forward: forward, onPage: page, in: env)
        }
        revealFocus()
    }

    /// Moves the ring within its group: to the next or previous control of the page.
    mutating func moveFocusWithinPage(by step: Int) {
        guard case .control(let page, _)? = input.focus else { return }
        input.moveFocusWithinPage(by: step, count: host.focusStopCount(onPage: page, in: environment))
        revealFocus()
    }

    /// Does what a click on the focused tab or control does (on the selected tab while the ring
    /// shows nowhere). A detail page it opens takes the ring to its first control.
    mutating func activateFocus() {
        switch input.focus ?? .tab(pager.targetPage) {
        case .tab(let index): chooseTab(index, cause: .key)
        case .barControl(.tabMenu): toggleTabMenu(byKeys: true)
        case .barControl(.add): addTab()
        case .barControl(.remove): removeLastTab(cause: .key)
        case .control(let page, let index):
            guard let stop = host.focusStop(index, onPage: page, in: environment), let layer = host.pages[page]?.top else { return }
            switch stop {
            case .back:
                goBackRestoringFocus(page: page)
            case .element(let frame):
                let content = geometry.contentFrame(page, layer: layer)
                let depth = host.pages[page]?.layers.count
                tapPage(page, at: Point(x: content.minX + frame.midX, y: content.minY + frame.midY - layer.scroll.offset))
                if host.pages[page]?.layers.count != depth {
                    host.pages[page]?.updateTop { $0.openedFrom = index }
                    input.focus = .control(page: page, index: host.nextFocusStop(after: 0, forward: true, onPage: page, in: environment) ?? 0)
                }
            }
        }
    }

    /// Goes back from page `page`'s detail page; the ring returns to the control that opened it
    /// (when the keyboard did), or to the tab. False when there is no detail page.
    @discardableResult
    mutating func goBackRestoringFocus(page: Int) -> Bool {
        let openedFrom = host.pages.indices.contains(page) ? host.pages[page]?.top.openedFrom : nil
        guard goBack(page: page) else { return false }
        if let openedFrom {
            input.focus = .control(page: page, index: openedFrom)
            revealFocus()
        } else if case .control(page, _)? = input.focus {
            input.focus = .tab(page)
        }
        return true
    }

    /// Where a screen reader is told the focus is (see `InputState.accessibleFocus`).
    var accessibleFocus: Focus { input.accessibleFocus(selected: pager.targetPage) }

    /// Scrolls the page so the focused control is in view.
    private mutating func revealFocus() {
        guard case .control(let page, let index)? = input.focus, case .element(let frame)? = host.focusStop(index, onPage: page, in: environment)
        else { return }
        let now = time
        host.moveTop(ofPage: page) { $0.reveal(frame, time: now) }
    }
}
