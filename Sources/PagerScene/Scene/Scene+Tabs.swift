import PagerCore

extension Scene {
    /// The frame of a + or - control in view coordinates (mirrored right to left), when the theme shows them.
    public func frame(of control: TabBarControl) -> Rect? { bar.frame(of: control).map(onScreen) }
    /// Whether a tab can be removed (the last one cannot).
    public var canRemoveTab: Bool { content.tabs.count > 1 }
    /// Tab `index`'s close button's frame in view coordinates (mirrored right to left) while it
    /// shows (the selected tab's, the hovered one's, every one after a touch); nil when it does not.
    public func closeButtonFrame(ofTab index: Int) -> Rect? {
        bar.showsClose(index, in: barContext)
            ? onScreen(bar.closeButtonFrame(in: bar.buttonFrame(index, progress: pager.tabProgress, time: time))) : nil
    }

    // MARK: selecting

    /// Selects tab `index`: the pages animate there over 300 ms, or, with `animated` false, are
    /// there at once. It takes effect now, before the next frame is drawn (and before the first
    /// one); ``shouldSelectTab`` is not asked. A tab that does not exist, or a drag in progress,
    /// leaves the selection as it is.
    public mutating func selectTab(_ index: Int, animated: Bool = true) {
        selectTab(index, cause: .program, animated: animated, asking: false)
        reportChanges()
    }

    /// Selects tab `index` for `cause` (asking the host first, unless told not to); false when
    /// nothing changed.
    @discardableResult
    mutating func selectTab(_ index: Int, cause: SelectionCause, animated: Bool = true, asking: Bool = true) -> Bool {
        guard content.tabs.indices.contains(index), !pager.isDragging else { return false }
        guard index != pager.targetPage || pager.offset != Double(index) * pager.pageWidth else { return false }
        if asking {
            var gate = SelectionGate(self, cause: cause)
            let accepted = gate.accept(index) == index
            events.append(contentsOf: gate.refusals)
            guard accepted else { return false }
        }
        input.wheelPaging = nil
        if cause != .tap { bar.strip.unpin(progress: pager.tabProgress, time: time) }
        events.cause = cause
        pager.select(page: index, time: time, animated: animated && !theme.reducesMotion)
        updatePageResidency()
        return true
    }

    // MARK: tabs the host changes

    /// Inserts `tab` at `index` (clamped to the tabs); the page on screen stays on screen and
    /// the buttons move to make room. False, and nothing changes, when the scene holds
    /// 10 000 tabs already or another tab has the same ``TabContent/id``.
    @discardableResult
    public mutating func insertTab(_ tab: TabContent, at index: Int) -> Bool {
        guard content.tabs.count < Tuning.maximumTabs, tab.id.map({ !tabIDs.ids.contains($0) }) ?? true else { return false }
        insert(tab, at: min(max(index, 0), content.tabs.count))
        updatePageResidency()
        reportChanges()
        return true
    }

    /// Removes tab `index`; the page on screen stays on screen, and if it is the one removed, it
    /// slides away over its neighbour, which becomes selected. False when there is no such tab or
    /// it is the only one.
    @discardableResult
    public mutating func removeTab(at index: Int) -> Bool {
        guard canRemoveTab, content.tabs.indices.contains(index) else { return false }
        remove(at: index, cause: .program)
        updatePageResidency()
        reportChanges()
        return true
    }

    /// Moves tab `from` to `to`, with its page and that page's state; the page on screen stays
    /// on screen.
    public mutating func moveTab(from: Int, to: Int) {
        guard content.tabs.indices.contains(from), content.tabs.indices.contains(to), from != to else { return }
        content.tabs.insert(content.tabs.remove(at: from), at: to)
        host.move(from: from, to: to)
        pager.movePage(from: from, to: to)
        tabsChanged(.moved(from: from, to: to))
        updatePageResidency()
        reportChanges()
    }

    /// Gives tab `index` the title `title`; the buttons make room if they are sized by their titles.
    public mutating func setTitle(_ title: String, forTab index: Int) { changeButton(index) { $0.title = title } }

    /// Gives tab `index` the icon `icon` (nil: none).
    public mutating func setIcon(_ icon: SceneImage?, forTab index: Int) { changeButton(index) { $0.icon = icon } }

    /// Changes tab `index` and what its button shows; the buttons move to make room.
    private mutating func changeButton(_ index: Int, _ change: (inout TabContent) -> Void) {
        guard content.tabs.indices.contains(index) else { return }
        var tab = content.tabs[index]
        change(&tab)
        guard tab != content.tabs[index] else { return }
        content.tabs[index] = tab
        bar.buttonChanged(index, to: tab, viewSize: viewSize, time: time)
    }

    /// Sets (or with nil removes) tab `index`'s badge; a new or changed badge grows in (on a
    /// closable bar, where the badge has room of its own beside the ×, the buttons make room).
    public mutating func setBadge(_ badge: TabBadge?, forTab index: Int) {
        guard let id = tabID(at: index), content.tabs[index].badge != badge else { return }
        bar.badgeChanged(ofTab: id, shown: badge != nil, time: time)
        changeButton(index) { $0.badge = badge }
    }

    /// Sets which ways a drag that starts on tab `index`'s page may move the pages.
    public mutating func setSwipes(_ swipes: SwipeDirections, forTab index: Int) { changeButton(index) { $0.swipes = swipes } }
    /// Lets the user select tab `index` or not (drawn greyed, passed by taps, swipes, keys and the wheel).
    public mutating func setEnabled(_ enabled: Bool, forTab index: Int) { changeButton(index) { $0.isEnabled = enabled } }
    /// Lets the user close tab `index` or not, on a closable bar (without, it shows no ×).
    public mutating func setClosable(_ closable: Bool, forTab index: Int) { changeButton(index) { $0.isClosable = closable } }

    /// Shows `page` on tab `index` instead of what it showed: its page is made anew (scrolled to
    /// the top, no detail page open); the other tabs are untouched.
    public mutating func replacePage(ofTab index: Int, with page: PageContent) {
        guard content.tabs.indices.contains(index), let id = content.tabs[index].id else { return }
        content.tabs[index].page = page
        table.rows.remove(tabID: id)
        table.rows.add(content.tabs[index])
        host.release(index)
        updatePageResidency()
        reportChanges()
    }

    /// Inserts `tab` (whose identity, if any, is free) at `index` (in range) and moves everything
    /// after it along.
    private mutating func insert(_ tab: TabContent, at index: Int) {
        var tab = tab
        if let id = tab.id { tabIDs.ids.insert(id) } else { tab.id = tabIDs.make() }
        content.tabs.insert(tab, at: index)
        host.insert(at: index)
        table.rows.add(tab)
        pager.insertPage(at: index, time: time)
        tabsChanged(.inserted(index))
    }

    /// Removes tab `index` (in range, not the only one) for `cause`.
    private mutating func remove(at index: Int, cause: SelectionCause) {
        if input.gesture?.page == index { cancelPointers() }
        if let id = content.tabs[index].id {
            table.rows.remove(tabID: id)
            tabIDs.ids.remove(id)
            bar.badgeChanged(ofTab: id, shown: false, time: time)  // its badge's animation goes with it
        }
        if pager.targetPage == index { events.cause = cause }
        host.remove(at: index, originX: geometry.originX(index), pageWidth: geometry.pageWidth, viewWidth: pagesFrame.maxX, time: time)
        content.tabs.remove(at: index)
        pager.removePage(at: index, time: time)
        tabsChanged(.removed(index))
    }

    /// Tabs were inserted, removed or moved as `change` says: every tab index the scene keeps
    /// (events waiting, the input under way, the bar's) moves with them.
    private mutating func tabsChanged(_ change: TabStrip.IndexChange) {
        tabIDs.revision += 1
        events.remapTabs(change.newIndex)
        input.remapTabs(change.newIndex)
        bar.tabsChanged(change, tabs: content.tabs, viewSize: viewSize, time: time)
    }

    /// Adds a tab made from `content.newTab` at the end, as + and Ctrl+T do; its button grows into place.
    mutating func addNewTab() {
        guard content.tabs.count < Tuning.maximumTabs else { return showMessage("No more than \(Tuning.maximumTabs) tabs") }
        let tab = content.newTab(number: content.tabs.count + 1), index = content.tabs.count
        insert(tab, at: index)
        events.append(.tabAdded(index))
        notes.announce("\(tab.title) tab added", at: time)
    }

    /// Removes the last tab, as − and Ctrl+W on a bar that is not closable do; if it was selected,
    /// its neighbour is. The last remaining tab cannot be removed, nor one that cannot be closed
    /// (`"closable": false`): a message says so.
    mutating func removeLastTab(cause: SelectionCause) {
        guard canRemoveTab else { return showMessage("The last tab cannot be removed") }
        let index = content.tabs.count - 1, title = content.tabs[index].title
        guard content.tabs[index].isClosable else { return refuseClosing(index) }
        remove(at: index, cause: cause)
        events.append(.tabRemoved(index))
        notes.announce("\(title) tab removed", at: time)
    }
}

extension Scene {
    /// Says that tab `index` stays open (`"closable": false`): in the window's message, which
    /// screen readers hear.
    mutating func refuseClosing(_ index: Int) {
        guard let title = title(ofTab: index) else { return }
        showMessage("\u{201C}\(title)\u{201D} cannot be closed")
    }
}
