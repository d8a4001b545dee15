extension Scene {
    /// Reports what changed since the last report (see `EventLog.report`), each change once.
    mutating func reportChanges() {
        guard !content.tabs.isEmpty else { return }
        let state: PagerScrollState = pager.isDragging || input.wheelPaging != nil ? .dragging : pager.isSettling ? .settling : .idle
        let now = PagesNow(
            state: state, target: pager.targetPage, position: pager.progress,
            restsOnTarget: pager.offset == Double(pager.targetPage) * pager.pageWidth,
            visible: visiblePages, tabs: content.tabs, tabIDs: tabIDs.ids, tabsRevision: tabsRevision, clearsBadgeOnSelect: theme.clearsBadgeOnSelect)
        if let cleared = events.report(now) { setBadge(nil, forTab: cleared) }
    }
}
