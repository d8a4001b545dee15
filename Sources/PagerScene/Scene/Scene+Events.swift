extension Scene {
    /// Reports what changed since the last report (see `EventLog.report`), each change once.
    mutating func reportChanges() {
        guard !content.tabs.isEmpty else { return }
        let now = PagesNow(
            pager: pager, wheelPaging: input.wheelPaging != nil, visible: visiblePages, tabs: content.tabs, tabIDs: tabIDs,
            clearsBadgeOnSelect: theme.clearsBadgeOnSelect)
        if let cleared = events.report(now), let id = tabID(at: cleared) {
            notes.badgeCleared(ofTab: id, badge: content.tabs[cleared].badge)
            setBadge(nil, forTab: cleared)
        }
        notes.forgetClearedBadge(unlessFocusIsOn: accessibleFocus == .tab(pager.targetPage) ? tabID(at: pager.targetPage) : nil)
    }
}
