import PagerCore

extension Scene {
    /// How long an animated `scrollToRow` takes, in seconds.
    public static let scrollToRowDuration = 0.3

    /// The list tab `index` shows now (its top layer's: a detail page's, if one is open); nil when
    /// it shows no list.
    public func listContent(ofTab index: Int) -> ListContent? {
        guard content.tabs.indices.contains(index) else { return nil }
        if let state = pages[index] { return state.top.list }
        if case .list(let list) = content.tabs[index].page { return list }
        return nil
    }

    /// How many rows tab `index`'s current list (its top layer's) has; nil when it shows no list.
    public func rowCount(ofTab index: Int) -> Int? { listContent(ofTab: index)?.rowCount }

    /// Tab `index`'s list (its own page's) shows its source's rows anew: the count is read again
    /// and every row on screen is asked for again; the scroll stays where it is, within the rows.
    public mutating func reloadRows(ofTab index: Int) {
        changeList(ofTab: index) { layer in
            layer.updateList { $0.reset(count: $0.originRowCount) }
            layer.askedMoreAt = nil
        }
    }

    /// `count` rows were inserted at `index` of tab `tab`'s list (its own page's). Rows on
    /// screen stay where they are when the new ones come before them. A count that disagrees
    /// with the list's source reloads the list instead.
    public mutating func insertRows(at index: Int, count: Int, inTab tab: Int) {
        changeList(ofTab: tab) { layer in
            layer.insertRows(at: index, count: count)
            layer.reloadIfCountDisagrees()
        }
    }

    /// `count` rows from `index` on were removed from tab `tab`'s list (its own page's). Rows on
    /// screen after them stay where they are. A count that disagrees with the list's source
    /// reloads the list instead.
    public mutating func removeRows(at index: Int, count: Int, inTab tab: Int) {
        changeList(ofTab: tab) { layer in
            layer.removeRows(at: index, count: count)
            layer.reloadIfCountDisagrees()
        }
    }

    /// Scrolls tab `tab`'s list (its own page's) so that row `row` is at the top (or as near as
    /// the list's end allows): over ``scrollToRowDuration``, or at once.
    public mutating func scrollToRow(_ row: Int, inTab tab: Int, animated: Bool = true) {
        let now = time
        changeList(ofTab: tab) { layer in
            guard let list = layer.list else { return }
            let target = list.heights.top(of: row)
            if animated {
                layer.scroll.animate(to: target, duration: Self.scrollToRowDuration, time: now)
            } else {
                layer.scroll.jump(to: target)
            }
        }
    }

    /// Ends the refresh of tab `tab`'s list that the user asked for: `insertedRows` new rows came
    /// in at the top, above the rows on screen, which do not move. The spinner stops.
    public mutating func endRefresh(ofTab tab: Int, insertedRows: Int = 0) {
        changeWaitingList(ofTab: tab, where: \.refreshing) { layer in
            layer.endRefresh(insertedRows: max(insertedRows, 0))
            layer.reloadIfCountDisagrees()
        }
    }

    /// Ends the refresh of tab `tab`'s list without new rows: the spinner stops and `message`
    /// shows over the pages (none when empty).
    public mutating func failRefresh(ofTab tab: Int, message: String) {
        changeWaitingList(ofTab: tab, where: \.refreshing) { layer in layer.endRefresh(insertedRows: 0) }
        if !message.isEmpty { showMessage(message) }
    }

    /// Ends loading more rows into tab `tab`'s list: `appendedRows` came at its end; with
    /// `hasMore` false its footer says there are no more and it stops asking.
    public mutating func endLoadingMore(ofTab tab: Int, appendedRows: Int, hasMore: Bool = true) {
        changeWaitingList(ofTab: tab, where: \.loadingMore) { layer in
            layer.endLoadingMore(appendedRows: max(appendedRows, 0), hasMore: hasMore)
            layer.reloadIfCountDisagrees()
        }
    }

    /// Changes tab `index`'s own list (made or not), keeping the tab's content in step.
    private mutating func changeList(ofTab index: Int, _ change: (inout PageLayer) -> Void) {
        guard content.tabs.indices.contains(index), case .list = content.tabs[index].page else { return }
        if pages[index] != nil {
            pages[index]?.updateRoot(change)
            if let root = pages[index]?.root { content.tabs[index].page = root.content }
            markMoving(index)
        } else {
            var layer = PageLayer(title: nil, content: content.tabs[index].page, bounces: false)
            change(&layer)
            content.tabs[index].page = layer.content
        }
        updatePageResidency()
        reportChanges()
    }

    /// Changes the topmost layer of tab `index` that waits for the host (`isWaiting`).
    private mutating func changeWaitingList(ofTab index: Int, where isWaiting: KeyPath<PageLayer, Bool>, _ change: (inout PageLayer) -> Void) {
        guard pages.indices.contains(index), pages[index]?.updateWaitingLayer({ $0[keyPath: isWaiting] }, change) == true else { return }
        if let root = pages[index]?.root { content.tabs[index].page = root.content }
        markMoving(index)
        updatePageResidency()
        reportChanges()
    }
}

extension PageLayer {
    /// A host's list whose count no longer matches its source's is read anew.
    mutating func reloadIfCountDisagrees() {
        guard let list, list.rowCount != list.originRowCount else { return }
        updateList { $0.reset(count: $0.originRowCount) }
    }
}
