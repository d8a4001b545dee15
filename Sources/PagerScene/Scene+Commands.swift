import PagerCore

extension Scene {
    /// The most tabs a scene holds.
    public static let maximumTabs = 10_000

    /// The + and - controls at the right end of the tab bar.
    public enum AddRemoveControl: Sendable, Equatable {
        case add
        case remove
    }

    /// The frame of a + or - control in view coordinates (mirrored right to left), when the
    /// theme shows them.
    public func frame(of control: AddRemoveControl) -> Rect? { layoutFrame(of: control).map(onScreen) }

    /// The frame of a + or - control in the layout's own left-to-right coordinates.
    func layoutFrame(of control: AddRemoveControl) -> Rect? {
        guard theme.showsAddRemove else { return nil }
        let width = (viewSize.width - stripFrame.width) / 2
        let x = control == .add ? stripFrame.maxX : stripFrame.maxX + width
        return Rect(x: x, y: stripFrame.minY, width: width, height: stripFrame.height)
    }

    func addRemoveControl(at point: Point) -> AddRemoveControl? {
        [AddRemoveControl.add, .remove].first { layoutFrame(of: $0)?.contains(point) == true }
    }

    /// Whether the - control does anything (the last tab cannot be removed).
    public var canRemoveTab: Bool { content.tabs.count > 1 }

    /// Selects tab `index` as a click on it does: the pages animate there. Selecting the
    /// tab already selected, or a tab that does not exist, does nothing.
    public mutating func selectTab(_ index: Int) {
        guard content.tabs.indices.contains(index), !pager.isDragging else { return }
        guard index != pager.targetPage || pager.offset != Double(index) * pager.pageWidth else { return }
        wheelPaging = nil
        pager.select(page: index, time: time)
        updatePageResidency()
    }

    /// Adds a tab made from `content.newTab` at the end; its button grows into place.
    public mutating func addTab() {
        guard content.tabs.count < Self.maximumTabs else {
            showMessage("No more than \(Self.maximumTabs) tabs")
            return
        }
        var tab = content.newTab
        tab.title = tab.title.replacing("{n}", with: String(content.tabs.count + 1))
        content.tabs.append(tab)
        host.append()
        strip.appendTitle(buttonContentWidth(tab))
        tableRows.append(tab)
        pager.setPageCount(content.tabs.count, time: time)
        layoutStrip(animated: true)
        updatePageResidency()
    }

    /// Removes the last tab; if it was selected, its neighbour is selected. The last
    /// remaining tab cannot be removed.
    public mutating func removeTab() {
        guard canRemoveTab else {
            showMessage("The last tab cannot be removed")
            return
        }
        let removed = content.tabs.count - 1
        switch gesture?.target {
        case .page(removed)?, .scrollBar(removed, _)?: gesture = nil
        default: break
        }
        badgeChanges[removed] = nil
        if gesture == nil && pager.isDragging { pager.cancelDrag(time: time) }
        host.removeLast(originX: pageOriginX(removed), pageWidth: pager.pageWidth, viewWidth: viewSize.width, time: time)
        content.tabs.removeLast()
        strip.removeLastTitle()
        tableRows.removeLast()
        pager.setPageCount(content.tabs.count, time: time)
        layoutStrip(animated: true)
        updatePageResidency()
    }

    /// Puts the pages at horizontal `offset` at once, as a program scrolling them does.
    public mutating func setPageOffset(_ offset: Double) {
        pager.jump(toOffset: offset)
        updatePageResidency()
    }

    /// Scrolls page `page`'s current list or table to `offset` at once (clamped).
    public mutating func setScroll(page: Int, to offset: Double) {
        guard pages.indices.contains(page) else { return }
        pages[page]?.updateTop { $0.scroll.jump(to: offset) }
    }

    /// Goes back from a detail page on `page`; false when there is none.
    @discardableResult
    public mutating func goBack(page: Int) -> Bool {
        let now = time
        guard pages.indices.contains(page), pages[page]?.pop(time: now) == true else { return false }
        markMoving(page)
        return true
    }

    mutating func key(_ press: KeyPress) -> [SceneRequest] {
        guard let action = keyBindings.action(for: press) else { return [] }
        switch action {
        case .request(let request): return [request]
        case .addTab: addTab()
        case .removeTab: removeTab()
        case .back: goBack(page: pager.targetPage)
        case .backOr(let request): if !goBack(page: pager.targetPage) { return [request] }
        case .previousTab: selectTabFromKeys(pager.targetPage - 1)
        case .nextTab: selectTabFromKeys(pager.targetPage + 1)
        case .firstTab: selectTab(0)
        case .lastTab: selectTab(content.tabs.count - 1)
        case .selectTab(let index): selectTab(index)
        case .scrollUp: if case .control? = focus { moveFocusWithinPage(by: -1) } else { scrollCurrentPage(by: -Self.keyScrollStep) }
        case .scrollDown: if case .control? = focus { moveFocusWithinPage(by: 1) } else { scrollCurrentPage(by: Self.keyScrollStep) }
        case .focusNext: moveFocus(forward: true)
        case .focusPrevious: moveFocus(forward: false)
        case .activate: activateFocus()
        case .scrollPageUp: scrollCurrentPage(by: -max(pagesFrame.height - Self.keyScrollStep, Self.keyScrollStep))
        case .scrollPageDown: scrollCurrentPage(by: max(pagesFrame.height - Self.keyScrollStep, Self.keyScrollStep))
        }
        return []
    }

    /// Left and Right select the neighbouring tab; a focus ring on the tabs, or on the page
    /// left behind, moves to the new tab.
    private mutating func selectTabFromKeys(_ index: Int) {
        selectTab(index)
        if focus != nil { focus = .tab(pager.targetPage) }
    }

    mutating func wheel(dx: Double, dy: Double, at point: Point, shift: Bool) {
        guard !content.tabs.isEmpty else { return }
        if tabBarFrame.contains(point) {
            let delta = (dx != 0 ? dx : -dy) * Self.wheelStep
            strip.scroll(by: delta, progress: pager.progress, time: time)
            return
        }
        let horizontal = shift ? -dy : dx
        let vertical = shift ? 0 : dy
        if horizontal != 0, gesture == nil {
            if Self.isNotch(horizontal) {
                // Each notch turns a page at once; notches during the animation add to its target.
                wheelPaging = nil
                let base = pager.isSettling ? pager.targetPage : Int(pager.progress.rounded())
                selectTab(min(max(base + Int(horizontal), 0), content.tabs.count - 1))
            } else {
                // A touchpad's precise deltas move the pages one to one; they snap when the deltas stop.
                let delta = horizontal * Self.wheelStep
                pager.scroll(by: delta, time: time)
                var paging = wheelPaging ?? WheelPaging(lastTime: time, travel: 0)
                paging.lastTime = time
                paging.travel += delta
                wheelPaging = paging
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

    mutating func resize(_ size: Size) {
        let newSize = Size(width: max(size.width, 1), height: max(size.height, 1))
        guard newSize != viewSize else { return }
        viewSize = newSize
        pager.resize(pageWidth: viewSize.width, time: time)
        layoutStrip(animated: false)
        let pageSize = self.pageSize
        host.layout(for: pageSize)
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

    mutating func snapAfterWheel(travel: Double, at moment: Double) {
        let progress = pager.progress
        let page: Int
        if abs(travel) < Self.minimumWheelTravel {
            page = Int(progress.rounded())
        } else {
            page = Int(travel > 0 ? progress.rounded(.up) : progress.rounded(.down))
        }
        pager.settle(to: page, velocity: 0, time: moment)
    }
}
