import PagerScene

/// The program as the host of its configs' lists: it answers the scene's requests for a refresh
/// and for more rows after the rows' delay (a template's made-up updates, an items file read
/// again), and gives a tab added with + rows of its own. Times are the session's microseconds,
/// so a replay answers exactly when the live session did.
package struct ListFeeder {
    private struct Answer {
        var due: Int64
        var tabID: String
        var isRefresh: Bool
        var rows: any ProgramRows
    }

    /// Answers not given yet, in the order they were asked for.
    private var waiting: [Answer] = []

    package init() {}

    /// When the next answer is due; nil when none waits.
    package var nextDeadline: Int64? { waiting.map(\.due).min() }

    /// Takes note of `event`, answering at once what needs no wait.
    package mutating func handle(_ event: PagerEvent, in scene: inout Scene, at clock: Int64) {
        switch event {
        case .refreshRequested(let tab):
            guard let rows = Self.rows(ofTab: tab, in: scene), let id = scene.tabID(at: tab) else {
                return scene.endRefresh(ofTab: tab)
            }
            waiting.append(Answer(due: clock + rows.refreshDelay, tabID: id, isRefresh: true, rows: rows))
        case .moreRowsRequested(let tab):
            guard let rows = Self.rows(ofTab: tab, in: scene), rows.canLoadMore, let id = scene.tabID(at: tab) else {
                return scene.endLoadingMore(ofTab: tab, appendedRows: 0, hasMore: false)
            }
            waiting.append(Answer(due: clock + rows.loadDelay, tabID: id, isRefresh: false, rows: rows))
        case .tabAdded(let tab):
            guard let list = scene.listContent(ofTab: tab), let rows = list.source as? any ProgramRows else { return }
            var fresh = ListContent(source: rows.fresh(pageNumber: tab + 1), rowHeight: list.rowHeight)
            fresh.refreshes = list.refreshes
            fresh.loadsMore = list.loadsMore
            // A grid stays a grid, of its own rows.
            if case .grid(var grid) = scene.content.tabs[tab].page {
                grid.items = fresh
                scene.replacePage(ofTab: tab, with: .grid(grid))
            } else {
                scene.replacePage(ofTab: tab, with: .list(fresh))
            }
        default:
            break
        }
    }

    /// Gives the answers due by `clock`; returns the reasons of refreshes that failed.
    package mutating func deliver(in scene: inout Scene, at clock: Int64) -> [String] {
        var failures: [String] = []
        while let next = waiting.firstIndex(where: { $0.due <= clock }) {
            let answer = waiting.remove(at: next)
            guard let tab = scene.tabIndex(of: answer.tabID) else { continue }
            guard answer.isRefresh else {
                let (appended, hasMore) = answer.rows.loadMore()
                scene.endLoadingMore(ofTab: tab, appendedRows: appended, hasMore: hasMore)
                continue
            }
            do {
                if let inserted = try answer.rows.refresh() {
                    scene.endRefresh(ofTab: tab, insertedRows: inserted)
                } else {
                    scene.endRefresh(ofTab: tab)
                    scene.reloadRows(ofTab: tab)
                }
            } catch {
                let reason = "cannot refresh: \(error)"
                scene.failRefresh(ofTab: tab, message: reason)
                failures.append(reason)
            }
        }
        return failures
    }

    /// The program's rows of tab `tab`'s current list, if it shows such a list.
    private static func rows(ofTab tab: Int, in scene: Scene) -> (any ProgramRows)? {
        scene.listContent(ofTab: tab)?.source as? any ProgramRows
    }
}
