import PagerScene

/// A config's template list that refreshes or loads more, as the seeds' demo does: a refresh
/// adds `refreshRows` rows at the top ("{title} update {n}: ..."), loading more adds the list's
/// first row count again, up to `maximumRows`.
package final class TemplateRows: ProgramRows {
    let template: ListTemplate
    let title: String
    let pageNumber: Int
    /// The rows a refresh adds, and a load, and the most rows loading grows the list to.
    let refreshRows: Int
    let loadRows: Int
    let maximumRows: Int
    /// Rows refreshes added at the top, newest first, and the template's rows after them.
    private var refreshed = 0
    private var templateRows: Int

    package let refreshDelay: Int64 = 600_000
    package let loadDelay: Int64 = 400_000

    /// `rows` rows of `template` on tab number `pageNumber` titled `title`.
    package init(template: ListTemplate, rows: Int, title: String, pageNumber: Int, refreshRows: Int, maximumRows: Int) {
        self.template = template
        self.title = title
        self.pageNumber = pageNumber
        self.refreshRows = refreshRows
        loadRows = rows
        self.maximumRows = maximumRows
        templateRows = min(rows, max(maximumRows, rows))
    }

    package var rowCount: Int { refreshed + templateRows }

    package func row(at index: Int) -> ListRow {
        guard index < refreshed else { return ListRow(title: template.text(row: index - refreshed, pageNumber: pageNumber)) }
        let update = refreshed - index
        return ListRow(title: "\(title) update \(update): " + template.text(row: update - 1, pageNumber: pageNumber))
    }

    package func refresh() -> Int? {
        let added = min(refreshRows, Tuning.maximumRowCount - rowCount)
        refreshed += added
        return added
    }

    package var canLoadMore: Bool { loadRows > 0 && templateRows < maximumRows && rowCount < Tuning.maximumRowCount }

    package func loadMore() -> (appended: Int, hasMore: Bool) {
        guard canLoadMore else { return (0, false) }
        let added = min(loadRows, maximumRows - templateRows, Tuning.maximumRowCount - rowCount)
        templateRows += added
        return (added, canLoadMore)
    }

    package func fresh(pageNumber: Int) -> any ProgramRows {
        TemplateRows(template: template, rows: loadRows, title: title, pageNumber: pageNumber, refreshRows: refreshRows, maximumRows: maximumRows)
    }
}
