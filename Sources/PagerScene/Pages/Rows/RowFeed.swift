import PagerCore

/// What a page of the host's rows (a list, a grid) has asked of the host: a refresh under way,
/// more rows asked for and not yet come, and whether more may still come.
struct RowFeed {
    /// A refresh asked of the host and not yet answered: the spinner holds above the rows.
    var refreshing = false
    /// More rows asked of the host and not yet answered.
    var loadingMore = false
    /// Whether more rows may still come (until the host says there are no more).
    var hasMore = true
    /// The row count when more rows were last asked for, while the end stays in reach: asked
    /// again only once rows came or the end left and came back.
    var askedMoreAt: Int?

    /// The room held above the rows while a refresh runs.
    var heldAboveTop: Double { refreshing ? Tuning.refreshDistance : 0 }

    /// Starts a refresh of `rows` if they refresh and none runs; true when it did.
    mutating func beginRefresh(_ rows: ListContent) -> Bool {
        guard rows.refreshes, !refreshing else { return false }
        refreshing = true
        return true
    }

    /// Ends the refresh, the new rows inserted: `stays` is the scroll that keeps the rows on
    /// screen where they are. At the top (after a pull) the new rows show from the top, the
    /// spinner's room closing from `time`; further down the rows on screen stay.
    mutating func endRefresh(keeping stays: ScrollAxis, scroll: inout ScrollAxis, time: Double) {
        refreshing = false
        if scroll.offset > 0 {
            scroll = stays
        } else if !scroll.isDragging {
            scroll.settle(to: 0, velocity: 0, time: time)
        }
    }

    /// Asks for more of `rows` (if they load more) once their end `isNear`; true when it asked.
    mutating func loadMore(_ rows: ListContent, endIsNear: Bool) -> Bool {
        guard rows.loadsMore, hasMore, !loadingMore else { return false }
        guard endIsNear else {
            askedMoreAt = nil
            return false
        }
        guard askedMoreAt != rows.rowCount else { return false }
        askedMoreAt = rows.rowCount
        loadingMore = true
        return true
    }

    /// Loading more ended; `hasMore` false: the end of the rows.
    mutating func endLoadingMore(hasMore: Bool) {
        loadingMore = false
        self.hasMore = hasMore
    }
}
