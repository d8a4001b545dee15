import PagerCore

extension Scene {
    /// Does what `press` is bound to.
    mutating func key(_ press: KeyPress) {
        if press.key == .escape, case .movingTab? = input.gesture?.target { return cancelPointers() }  // Escape puts a lifted tab back
        guard let action = keyBindings.action(for: press) else { return }
        switch action {
        case .request(let request): events.append(.requested(request))
        case .addTab: addTab()
        case .openTabMenu: toggleTabMenu(byKeys: true)
        case .copyFocused: if let text = focusedText { events.append(.requested(.copy(text))) }
        case .removeTab: if theme.tabsClosable { events.append(.tabCloseRequested(pager.targetPage)) } else { removeLastTab(cause: .key) }
        case .moveSelectedTab(let step): moveSelectedTab(by: step)
        case .back: goBackRestoringFocus(page: pager.targetPage)
        case .refresh: refreshFromKeys()
        case .backOr(let request): if !goBackRestoringFocus(page: pager.targetPage) { events.append(.requested(request)) }
        case .previousTab: if !stepFocusedPage(by: -1) { selectTabFromKeys(pager.targetPage - 1, step: -1) }
        case .nextTab: if !stepFocusedPage(by: 1) { selectTabFromKeys(pager.targetPage + 1, step: 1) }
        case .firstTab: selectTabFromKeys(0, step: 1)
        case .lastTab: selectTabFromKeys(content.tabs.count - 1, step: -1)
        case .selectTab(let index): selectTabFromKeys(index)
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

    /// Left, Right, Home, End and the digits select a tab (with a `step`, the first enabled one from
    /// `index` that way); a focus ring on the tabs, or on the page left behind, moves to the new tab.
    private mutating func selectTabFromKeys(_ index: Int, step: Int = 0) {
        selectTab(step == 0 ? index : content.tabs.enabledTab(from: index, step: step) ?? pager.targetPage, cause: .key)
        if input.focus != nil { input.focus = .tab(pager.targetPage) }
    }

    /// Ctrl+Shift+Left and Right move the selected tab a place (the ring, if on it, with it) on a
    /// reorderable bar, and elsewhere select the previous or next tab, as Left and Right do.
    private mutating func moveSelectedTab(by step: Int) {
        let from = pager.targetPage, to = pager.targetPage + step
        guard theme.tabsReorderable else { return selectTabFromKeys(to, step: step) }
        guard content.tabs.indices.contains(to), !pager.isDragging, input.gesture == nil else { return }
        moveTab(from: from, to: to)
        userMovedTab(from: from, to: to)
    }

    /// With the focus ring on the page (a gallery), Left and Right show its previous and next
    /// picture; at its first or last they go on to the tabs, as a drag does. False when the ring
    /// is elsewhere or the page is at that end.
    private mutating func stepFocusedPage(by step: Int) -> Bool {
        let now = time
        guard case .control(pager.targetPage, _)? = input.focus, !pager.isSettling else { return false }
        return host.moveTop(ofPage: pager.targetPage) { $0.page.step(by: step, time: now) }
    }

    /// F5 and Ctrl+R refresh the current page as a pull does: its spinner shows until the host answers.
    private mutating func refreshFromKeys() {
        let now = time
        guard host.moveTop(ofPage: pager.targetPage, { !$0.scroll.isDragging && $0.refreshFromKeys(time: now) }) else { return }
        events.append(.refreshRequested(tab: pager.targetPage))
        notes.announce("Refreshing", at: now)
    }

    private mutating func scrollCurrentPage(by delta: Double) {
        let now = time
        host.moveTop(ofPage: pager.targetPage) { $0.scroll(by: delta, over: Tuning.keyScrollDuration, time: now) }
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
        layOutAgain()
    }

    /// Lays the pager, the bar and the pages out for the view's size and the theme, the same page
    /// exactly in view.
    mutating func layOutAgain() {
        pager.resize(
            pageWidth: PagesGeometry.span(viewWidth: TabBar.pagesWidth(viewWidth: viewSize.width, theme: theme), theme: theme).step, time: time)
        layoutBar(animated: false)
        host.layout(for: pageSize)
    }
}
