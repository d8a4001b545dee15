import PagerScene

/// The rows of a config's list that refreshes or loads more: the program is the host that
/// answers the scene's requests (the scene itself never makes rows up).
package protocol ProgramRows: ListRowSource {
    /// How long a refresh takes before its rows come, in microseconds.
    var refreshDelay: Int64 { get }
    /// How long loading more takes, in microseconds.
    var loadDelay: Int64 { get }
    /// Refreshes: how many rows came in at the top, or nil when every row may have changed.
    /// - Throws: an error naming what could not be read (the refresh fails with its message).
    func refresh() throws -> Int?
    /// Loads more: how many rows came at the end, and whether more may come.
    func loadMore() -> (appended: Int, hasMore: Bool)
    /// Whether loading more can add rows now (if not, the answer comes at once).
    var canLoadMore: Bool { get }
    /// The same rows for another tab (one added with +), numbered `pageNumber`, none refreshed.
    func fresh(pageNumber: Int) -> any ProgramRows
}
