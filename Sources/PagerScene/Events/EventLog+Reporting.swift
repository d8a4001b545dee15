import PagerCore

/// What the pages look like now, for the log to report what changed since it last looked.
struct PagesNow {
    var state: PagerScrollState
    /// The page the pager is on or going to, its position in pages, and whether it rests exactly on it.
    var target: Int
    var position: Double
    var restsOnTarget: Bool
    /// The pages overlapping the view.
    var visible: ClosedRange<Int>?
    /// The tabs, every identity among them, and their revision (changed by inserts, removes and moves).
    var tabs: [TabContent]
    var tabIDs: Set<String>
    var tabsRevision: Int
    /// Whether selecting a tab clears its badge.
    var clearsBadgeOnSelect: Bool

    /// The pages as `pager` has them (a touchpad's `wheelPaging` counting as a drag), showing
    /// `visible` of `tabs`, whose identities are `tabIDs`.
    init(pager: Pager, wheelPaging: Bool, visible: ClosedRange<Int>?, tabs: [TabContent], tabIDs: TabIdentities, clearsBadgeOnSelect: Bool) {
        state = pager.isDragging || wheelPaging ? .dragging : pager.isSettling ? .settling : .idle
        target = pager.targetPage
        position = pager.progress
        restsOnTarget = pager.offset == Double(pager.targetPage) * pager.pageWidth
        self.visible = visible
        self.tabs = tabs
        self.tabIDs = tabIDs.ids
        tabsRevision = tabIDs.revision
        self.clearsBadgeOnSelect = clearsBadgeOnSelect
    }
}

extension EventLog {
    /// Reports what changed since the last report: the pages starting to move, the selected tab
    /// (and a badge that selection clears), their position, the pages that came into or left the
    /// view, the pages coming to rest, and a settle. Each change is reported once, in that order.
    /// Returns the tab whose badge the selection cleared, for the scene to take it away.
    mutating func report(_ now: PagesNow) -> Int? {
        // Starting to move is reported before the movement; coming to rest after it.
        if now.state != state && now.state != .idle {
            state = now.state
            append(.scrollStateChanged(now.state))
        }
        let target = now.target
        let targetID = now.tabs.indices.contains(target) ? now.tabs[target].id : nil
        var cleared: Int?
        if targetID != self.targetID {
            let from = self.targetID.flatMap { index(ofTab: $0, near: target, in: now) }
            append(.tabSelected(from: from, to: target, cause: cause))
            self.targetID = targetID
            needsSettle = true
            if now.clearsBadgeOnSelect, now.tabs[target].badge != nil {
                append(.badgeCleared(target))
                cleared = target
            }
        }
        cause = .program
        if now.position != position {
            position = now.position
            append(.pagesScrolled(now.position))
        }
        reportVisiblePages(now)
        if now.state != state {
            state = now.state
            append(.scrollStateChanged(now.state))
        }
        if now.state == .idle, now.restsOnTarget, needsSettle || settledID != targetID {
            append(.tabSettled(target))
            settledID = targetID
            needsSettle = false
        }
        return cleared
    }

    /// Reports the pages that came into or left the view since the last report. The tabs in
    /// view are looked at only when the view's range or the tabs changed.
    private mutating func reportVisiblePages(_ now: PagesNow) {
        guard now.visible != visibleRange || now.tabsRevision != visibleRevision else { return }
        visibleRange = now.visible
        visibleRevision = now.tabsRevision
        var visible: [String] = []
        if let range = now.visible { for index in range { if let id = now.tabs[index].id { visible.append(id) } } }
        guard visible != visibleIDs else { return }
        for id in visibleIDs where !visible.contains(id) {
            if let index = index(ofTab: id, near: now.target, in: now) { append(.pageDisappeared(index)) }
        }
        for (offset, id) in visible.enumerated() where !visibleIDs.contains(id) {
            append(.pageAppeared((now.visible?.lowerBound ?? 0) + offset))
        }
        visibleIDs = visible
    }

    /// The index of tab `id`, looked for near `index` first (where the tabs a report names are).
    private func index(ofTab id: String, near index: Int, in now: PagesNow) -> Int? {
        guard now.tabIDs.contains(id) else { return nil }  // removed: no search through every tab
        for nearby in max(index - 4, 0)...min(index + 4, now.tabs.count - 1) where now.tabs[nearby].id == id { return nearby }
        return now.tabs.firstIndex { $0.id == id }
    }
}
