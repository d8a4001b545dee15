extension Scene {
    /// Reports what changed since the last report: the pages starting to move, the selected tab
    /// (and a badge that selection clears), their position, the pages that came into or left the
    /// view, the pages coming to rest, and a settle. Each change is reported once, in that order.
    mutating func reportChanges() {
        guard !content.tabs.isEmpty else { return }
        let state: PagerScrollState =
            pager.isDragging || input.wheelPaging != nil ? .dragging : pager.isSettling ? .settling : .idle
        // Starting to move is reported before the movement; coming to rest after it.
        if state != events.state && state != .idle {
            events.state = state
            events.append(.scrollStateChanged(state))
        }
        let target = pager.targetPage
        let targetID = tabID(at: target)
        if targetID != events.targetID {
            let from = events.targetID.flatMap { index(ofTab: $0, near: target) }
            events.append(.tabSelected(from: from, to: target, cause: events.cause))
            events.targetID = targetID
            events.needsSettle = true
            if theme.clearsBadgeOnSelect, content.tabs[target].badge != nil {
                setBadge(nil, forTab: target)
                events.append(.badgeCleared(target))
            }
        }
        events.cause = .program
        let position = pager.progress
        if position != events.position {
            events.position = position
            events.append(.pagesScrolled(position))
        }
        reportVisiblePages(near: target)
        if state != events.state {
            events.state = state
            events.append(.scrollStateChanged(state))
        }
        if state == .idle, pager.offset == Double(target) * pager.pageWidth, events.needsSettle || events.settledID != targetID {
            events.append(.tabSettled(target))
            events.settledID = targetID
            events.needsSettle = false
        }
    }

    /// Reports the pages that came into or left the view since the last report. The tabs in
    /// view are looked at only when the view's range or the tabs changed.
    private mutating func reportVisiblePages(near target: Int) {
        let range = visiblePages
        guard range != events.visibleRange || tabsRevision != events.visibleRevision else { return }
        events.visibleRange = range
        events.visibleRevision = tabsRevision
        var visible: [String] = []
        if let range { for index in range { if let id = content.tabs[index].id { visible.append(id) } } }
        guard visible != events.visibleIDs else { return }
        for id in events.visibleIDs where !visible.contains(id) {
            if let index = index(ofTab: id, near: target) { events.append(.pageDisappeared(index)) }
        }
        for (offset, id) in visible.enumerated() where !events.visibleIDs.contains(id) {
            events.append(.pageAppeared((range?.lowerBound ?? 0) + offset))
        }
        events.visibleIDs = visible
    }

    /// The index of tab `id`, looked for near `index` first (where the tabs a report names are).
    private func index(ofTab id: String, near index: Int) -> Int? {
        guard tabIDs.contains(id) else { return nil }  // removed: no search through every tab
        for nearby in max(index - 4, 0)...min(index + 4, content.tabs.count - 1) where content.tabs[nearby].id == id { return nearby }
        return tabIndex(of: id)
    }
}
