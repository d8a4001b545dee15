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
        case .previousTab: if !moveFocusedGallery(by: -1) { selectTabFromKeys(pager.targetPage - 1) }
        case .nextTab: if !moveFocusedGallery(by: 1) { selectTabFromKeys(pager.targetPage + 1) }
        case .firstTab: selectTab(0, cause: .key)
        case .lastTab: selectTab(content.tabs.count - 1, cause: .key)
        case .selectTab(let index): selectTab(index, cause: .key)
        case .scrollUp: if case .control? = input.focus { moveFocusWithinPage(by: -1) } else { scrollCurrentPage(by: -Self.keyScrollStep) }
        case .scrollDown: if case .control? = input.focus { moveFocusWithinPage(by: 1) } else { scrollCurrentPage(by: Self.keyScrollStep) }
        case .focusNext: moveFocus(forward: true)
        case .focusPrevious: moveFocus(forward: false)
        case .activate: activateFocus()
        case .zoomIn, .zoomOut, .zoomToFit: zoomFromKeys(action)
        case .scrollPageUp: scrollCurrentPage(by: -max(pagesFrame.height - Self.keyScrollStep, Self.keyScrollStep))
        case .scrollPageDown: scrollCurrentPage(by: max(pagesFrame.height - Self.keyScrollStep, Self.keyScrollStep))
        }
    }

    /// Left and Right select the neighbouring tab; a focus ring on the tabs, or on the page
    /// left behind, moves to the new tab.
    private mutating func selectTabFromKeys(_ index: Int) {
        selectTab(index, cause: .key)
        if input.focus != nil { input.focus = .tab(pager.targetPage) }
    }

    /// With the focus ring on a gallery, Left and Right show its previous and next picture; at
    /// its first or last they go on to the tabs, as a drag does. False when the ring is elsewhere
    /// or the gallery is at that end.
    private mutating func moveFocusedGallery(by step: Int) -> Bool {
        let page = pager.targetPage
        guard case .control(page, _)? = input.focus, pages.indices.contains(page), let gallery = pages[page]?.top.gallery,
            !pager.isSettling
        else { return false }
        let target = gallery.targetPage + step
        guard target >= 0, target < gallery.pageCount else { return false }
        let now = time
        pages[page]?.updateTop { $0.gallery?.select(page: target, time: now) }
        markMoving(page)
        return true
    }

    /// F5 and Ctrl+R refresh the current list as a pull does: its spinner shows until the host
    /// answers.
    private mutating func refreshFromKeys() {
        let page = pager.targetPage
        guard pages.indices.contains(page), pages[page]?.top.scroll.isDragging == false else { return }
        let now = time
        if pages[page]?.updateTop({ $0.refreshFromKeys(time: now) }) == true {
            events.append(.refreshRequested(tab: page))
            markMoving(page)
        }
    }

    private mutating func scrollCurrentPage(by delta: Double) {
        let page = pager.targetPage
        guard pages.indices.contains(page), let state = pages[page], state.top.content.scrollsVertically,
            !state.top.scroll.isDragging
        else { return }
        let now = time
        pages[page]?.updateTop { layer in
            let from = layer.scroll.motionTarget ?? layer.scroll.offset
            layer.scroll.animate(to: from + delta, duration: Self.keyScrollDuration, time: now)
        }
        markMoving(page)
    }

    /// The view's size changed: the pages keep the same page exactly aligned.
    mutating func resize(_ size: Size) {
        let newSize = Size(width: max(size.width, 1), height: max(size.height, 1))
        guard newSize != viewSize else { return }
        viewSize = newSize
        pager.resize(pageWidth: viewSize.width, time: time)
        layoutStrip(animated: false)
        let pageSize = self.pageSize
        host.layout(for: pageSize)
    }
}
