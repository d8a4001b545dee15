import PagerCore

extension Scene {
    /// Does what `press` is bound to.
    mutating func key(_ press: KeyPress) {
        guard let action = keyBindings.action(for: press) else { return }
        switch action {
        case .request(let request): events.append(.requested(request))
        case .addTab: addTab()
        case .removeTab: removeLastTab(cause: .key)
        case .back: goBack(page: pager.targetPage)
        case .refresh: refreshFromKeys()
        case .backOr(let request): if !goBack(page: pager.targetPage) { events.append(.requested(request)) }
        case .previousTab: if !stepFocusedPage(by: -1) { selectTabFromKeys(pager.targetPage - 1) }
        case .nextTab: if !stepFocusedPage(by: 1) { selectTabFromKeys(pager.targetPage + 1) }
        case .firstTab: selectTab(0, cause: .key)
        case .lastTab: selectTab(content.tabs.count - 1, cause: .key)
        case .selectTab(let index): selectTab(index, cause: .key)
        case .scrollUp: if case .control? = input.focus { moveFocusWithinPage(by: -1) } else { scrollCurrentPage(by: -Tuning.keyScrollStep) }
        case .scrollDown: if case .control? = input.focus { moveFocusWithinPage(by: 1) } else { scrollCurrentPage(by: Tuning.keyScrollStep) }
        case .focusNext: moveFocus(forward: true)
        case .focusPrevious: moveFocus(forward: false)
        case .activate: activateFocus()
        case .zoomIn: zoomFromKeys(.zoomIn)
        case .zoomOut: zoomFromKeys(.zoomOut)
        case .zoomToFit: zoomFromKeys(.fit)
        case .scrollPageUp: scrollCurrentPage(by: -max(pagesFrame.height - Tuning.keyScrollStep, Tuning.keyScrollStep))
        case .scrollPageDown: scrollCurrentPage(by: max(pagesFrame.height - Tuning.keyScrollStep, Tuning.keyScrollStep))
        }
    }

    /// Left and Right select the neighbouring tab; a focus ring on the tabs, or on the page
    /// left behind, moves to the new tab.
    private mutating func selectTabFromKeys(_ index: Int) {
        selectTab(index, cause: .key)
        if input.focus != nil { input.focus = .tab(pager.targetPage) }
    }

    /// With the focus ring on the page (a gallery), Left and Right show its previous and next
    /// picture; at its first or last they go on to the tabs, as a drag does. False when the ring
    /// is elsewhere or the page is at that end.
    private mutating func stepFocusedPage(by step: Int) -> Bool {
        let now = time
        guard case .control(pager.targetPage, _)? = input.focus, !pager.isSettling else { return false }
        return changeCurrentPage { $0.page.step(by: step, time: now) }
    }

    /// F5 and Ctrl+R refresh the current page as a pull does: its spinner shows until the host answers.
    private mutating func refreshFromKeys() {
        let now = time
        if changeCurrentPage({ !$0.scroll.isDragging && $0.refreshFromKeys(time: now) }) { events.append(.refreshRequested(tab: pager.targetPage)) }
    }

    private mutating func scrollCurrentPage(by delta: Double) {
        let now = time
        changeCurrentPage { $0.scroll(by: delta, over: Tuning.keyScrollDuration, time: now) }
    }

    /// Changes the selected tab's top layer, which moves on its own when `change` says it changed.
    @discardableResult
    private mutating func changeCurrentPage(_ change: (inout PageLayer) -> Bool) -> Bool {
        let page = pager.targetPage
        guard host.pages.indices.contains(page), host.pages[page]?.updateTop(change) == true else { return false }
        host.markMoving(page)
        return true
    }

    /// `+`, `-` and `0` on the selected tab's page.
    private mutating func zoomFromKeys(_ step: ZoomStep) {
        let page = pager.targetPage, now = time
        updateKind(ofPage: page) { $0.zoom(step, in: $1, time: now) }
        host.markMoving(page)
    }

    /// The view's size changed: the pages keep the same page exactly aligned.
    mutating func resize(_ size: Size) {
        let newSize = Size(width: max(size.width, 1), height: max(size.height, 1))
        guard newSize != viewSize else { return }
        viewSize = newSize
        pager.resize(pageWidth: viewSize.width, time: time)
        layoutBar(animated: false)
        host.layout(for: pageSize)
    }
}
