import PagerScene

/// A config's list of items (`items`, or `itemsFile`, a JSON Lines file read as its rows come on
/// screen): all of them, or with `loadMore`, `pageSize` at a time. Refreshing re-reads the file
/// and shows the rows added at its top above the ones shown.
package final class ItemRows: ProgramRows {
    /// Where the items are: written in the config, or in an items file.
    package enum Items {
        case rows([ListRow])
        case file(ItemLines)

        var count: Int {
            switch self {
            case .rows(let rows): return rows.count
            case .file(let lines): return lines.count
            }
        }

        func row(_ index: Int) -> ListRow {
            switch self {
            case .rows(let rows): return rows.indices.contains(index) ? rows[index] : ListRow(title: "")
            case .file(let lines): return lines.row(index)
            }
        }

        func firstIndex(of row: ListRow) -> Int? {
            switch self {
            case .rows(let rows): return rows.firstIndex(of: row)
            case .file(let lines): return lines.firstIndex(of: row)
            }
        }
    }

    /// Every item, and how many are shown.
    private var all: Items
    private var shown: Int
    /// How many rows a load shows; nil shows all at once.
    let pageSize: Int?
    /// Reads the file again, for a refresh; nil for items written in the config.
    let reread: (() throws -> Items)?

    package let refreshDelay: Int64 = 600_000
    package let loadDelay: Int64 = 400_000

    /// Items `items`, the first `pageSize` shown (all without one), refreshed by `reread`.
    package init(items: Items, pageSize: Int?, reread: (() throws -> Items)?) {
        all = items
        self.pageSize = pageSize
        self.reread = reread
        shown = min(pageSize ?? items.count, items.count)
    }

    package var rowCount: Int { shown }

    package func row(at index: Int) -> ListRow { index >= 0 && index < all.count ? all.row(index) : ListRow(title: "") }

    /// The rows now in the file before the first one shown: those added at its top. When the
    /// first row shown is no longer there, the file's rows replace them all (nil).
    package func refresh() throws -> Int? {
        guard let reread else { return 0 }
        let items = try reread()
        guard all.count > 0, let added = items.firstIndex(of: all.row(0)) else {
            all = items
            shown = min(pageSize ?? items.count, items.count)
            return nil
        }
        all = items
        shown = min(shown + added, items.count)
        return added
    }

    package var canLoadMore: Bool { shown < all.count }

    package func loadMore() -> (appended: Int, hasMore: Bool) {
        let before = shown
        shown = min(shown + (pageSize ?? all.count), all.count)
        return (shown - before, canLoadMore)
    }

    package func fresh(pageNumber: Int) -> any ProgramRows {
        ItemRows(items: all, pageSize: pageSize, reread: reread)
    }
}
