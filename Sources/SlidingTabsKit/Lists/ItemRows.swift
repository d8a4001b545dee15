import PagerScene

/// A config's list of items (`items`, or `itemsFile`, a JSON Lines file): all of them, or with
/// `loadMore`, `pageSize` at a time. Refreshing re-reads the file and shows the rows added at its
/// top above the ones shown.
package final class ItemRows: ProgramRows {
    /// Every row read, and how many are shown.
    private var all: [ListRow]
    private var shown: Int
    /// How many rows a load shows; nil shows all at once.
    let pageSize: Int?
    /// Reads the file again, for a refresh; nil for items written in the config.
    let reread: (() throws -> [ListRow])?

    package let refreshDelay: Int64 = 600_000
    package let loadDelay: Int64 = 400_000

    /// Rows `rows`, the first `pageSize` shown (all without one), refreshed by `reread`.
    package init(rows: [ListRow], pageSize: Int?, reread: (() throws -> [ListRow])?) {
        all = rows
        self.pageSize = pageSize
        self.reread = reread
        shown = min(pageSize ?? rows.count, rows.count)
    }

    package var rowCount: Int { shown }

    package func row(at index: Int) -> ListRow { all.indices.contains(index) ? all[index] : ListRow(title: "") }

    /// The rows now in the file before the first one shown: those added at its top. When the
    /// first row shown is no longer there, the file's rows replace them all (nil).
    package func refresh() throws -> Int? {
        guard let reread else { return 0 }
        let rows = try reread()
        guard let first = all.first, let added = rows.firstIndex(of: first) else {
            all = rows
            shown = min(pageSize ?? rows.count, rows.count)
            return nil
        }
        all = rows
        shown = min(shown + added, rows.count)
        return added
    }

    package var canLoadMore: Bool { shown < all.count }

    package func loadMore() -> (appended: Int, hasMore: Bool) {
        let before = shown
        shown = min(shown + (pageSize ?? all.count), all.count)
        return (shown - before, canLoadMore)
    }

    package func fresh(pageNumber: Int) -> any ProgramRows {
        ItemRows(rows: all, pageSize: pageSize, reread: reread)
    }
}
