extension Scene {
    /// Reports what changed since the last report (see `EventLog.report`), each change once.
    mutating func reportChanges() {
        guard !content.tabs.isEmpty else { return }
        let now = PagesNow(
            pager: pager, wheelPaging: input.wheelPaging != nil, visible: visiblePages, tabs: content.tabs, tabIDs: tabIDs,
            clearsBadgeOnSelect: theme.clearsBadgeOnSelect)
        if let cleared = events.report(now), let id = tabID(at: cleared) {
            // Heard while the focus is on the tab: the focus arrives as the badge goes.
            notes.clearedBadge = (id, SceneAccessibility.words(for: content.tabs[cleared].badge))
            setBadge(nil, forTab: cleared)
        }
        if let badge = notes.clearedBadge, tabID(at: pager.targetPage) != badge.tab || accessibleFocus != .tab(pager.targetPage) {
            notes.clearedBadge = nil
        }
    }
}
