import PagerCore

/// What a host changes of a page of its rows (a list's rows, a grid's items), and the answers
/// it gives to the scene's requests for a refresh and for more rows.
extension Scene {
    /// The rows tab `index` shows now (its top layer's: a detail page's, if one is open): a list's
    /// rows or a grid's items; nil when it shows neither.
    public func listContent(ofTab index: Int) -> ListContent? {
        guard content.tabs.indices.contains(index) else { return nil }
        return host.top(ofPage: index)?.list ?? content.tabs[index].page.makePage().rows
    }

    /// How many rows tab `index`'s current list (its top layer's) has, or items its grid has; nil
    /// when it shows neither.
    public func rowCount(ofTab index: Int) -> Int? { listContent(ofTab: index)?.rowCount }

    /// Tab `index`'s list (its own page's) shows its source's rows anew: the count is read again
    /// and every row on screen is asked for again; the scroll stays where it is, within the rows.
    public mutating func reloadRows(ofTab index: Int) { changeRows(ofTab: index) { page, _, _ in page.reloadRows() } }

    /// Tab `index`'s list (its own page's) asks its source for rows `rows` again (their text,
    /// picture and height) and draws them anew; the other rows stay as they were.
    public mutating func reloadRows(ofTab index: Int, _ rows: [Int]) { changeRows(ofTab: index) { page, _, _ in page.reloadRows(at: rows) } }

    /// `count` rows were inserted at `index` of tab `tab`'s list (its own page's). Rows on
    /// screen stay where they are when the new ones come before them. A count that disagrees
    /// with the list's source reloads the list instead.
    public mutating func insertRows(at index: Int, count: Int, inTab tab: Int) {
        changeRows(ofTab: tab, reconciling: true) { page, scroll, _ in page.insertRows(at: index, count: count, scroll: &scroll) }
    }

    /// `count` rows from `index` on were removed from tab `tab`'s list (its own page's). Rows on
    /// screen after them stay where they are. A count that disagrees with the list's source
    /// reloads the list instead.
    public mutating func removeRows(at index: Int, count: Int, inTab tab: Int) {
        changeRows(ofTab: tab, reconciling: true) { page, scroll, _ in page.removeRows(at: index, count: count, scroll: &scroll) }
    }

    /// Scrolls tab `tab`'s list (its own page's) so that row `row` is at the top (or as near as
    /// the list's end allows): over 0.3 seconds, or at once.
    public mutating func scrollToRow(_ row: Int, inTab tab: Int, animated: Bool = true) {
        changeRows(ofTab: tab) { page, scroll, now in
            guard let target = page.top(ofRow: row) else { return }
            if animated { scroll.animate(to: target, duration: Tuning.scrollToRowDuration, time: now) } else { scroll.jump(to: target) }
        }
    }

    /// Ends the refresh of tab `tab`'s list that the user asked for: `insertedRows` new rows came
    /// in at the top. A list at its top (after a pull) shows them from the top; one read further
    /// down keeps the rows on screen where they are. The spinner stops.
    public mutating func endRefresh(ofTab tab: Int, insertedRows: Int = 0) {
        let ended = changeRows(ofTab: tab, waitingFor: { $0.isRefreshing }, reconciling: true) { page, scroll, now in
            page.endRefresh(insertedRows: max(insertedRows, 0), scroll: &scroll, time: now)
        }
        if ended { notes.announce(ScreenReaderNotes.refreshed(insertedRows), at: time) }
    }

    /// Ends the refresh of tab `tab`'s list without new rows: the spinner stops and `message`
    /// shows over the pages (none when empty).
    public mutating func failRefresh(ofTab tab: Int, message: String) {
        changeRows(ofTab: tab, waitingFor: { $0.isRefreshing }) { page, scroll, now in page.endRefresh(insertedRows: 0, scroll: &scroll, time: now) }
        if !message.isEmpty { showMessage(message) }
    }

    /// Ends loading more rows into tab `tab`'s list: `appendedRows` came at its end; with
    /// `hasMore` false its footer says there are no more and it stops asking.
    public mutating func endLoadingMore(ofTab tab: Int, appendedRows: Int, hasMore: Bool = true) {
        let ended = changeRows(ofTab: tab, waitingFor: { $0.isLoadingMore }, reconciling: true) { page, scroll, _ in
            page.endLoadingMore(appendedRows: max(appendedRows, 0), hasMore: hasMore, scroll: &scroll)
        }
        if ended, let words = ScreenReaderNotes.loaded(appendedRows, hasMore: hasMore) { notes.announce(words, at: time) }
    }

    /// Changes tab `index`'s rows as `PageHost.changeRows` does, told the time; false when nothing changed.
    @discardableResult
    private mutating func changeRows(
        ofTab index: Int, waitingFor isWaiting: ((any PageKind) -> Bool)? = nil, reconciling: Bool = false,
        _ change: (inout any PageKind, inout ScrollAxis, _ time: Double) -> Void
    ) -> Bool {
        let now = time
        guard host.changeRows(ofTab: index, in: &content.tabs, waitingFor: isWaiting, reconciling: reconciling, { change(&$0, &$1, now) })
        else { return false }
        updatePageResidency()
        reportChanges()
        return true
    }
}
