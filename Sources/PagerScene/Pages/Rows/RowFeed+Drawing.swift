import PagerCore

/// The status lines of a page of the host's rows: above them while pulled or refreshing, and
/// below the last while more may come.
extension RowFeed {
    /// Above the first row of rows pulled down: "Pull to refresh", "Release to refresh" past
    /// the threshold, or a spinner while the refresh runs.
    func drawRefreshHeader(refreshes: Bool, in page: PageContext, into list: inout DrawList) {
        guard refreshes, page.scroll < 0 else { return }
        let frame = page.frame
        let area = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: -page.scroll)
        let words = page.theme.strings
        let label = refreshing ? words.refreshing : -page.scroll >= Tuning.refreshDistance ? words.releaseToRefresh : words.pullToRefresh
        Self.drawStatus(
            label, spinning: true, turning: refreshing,
            centredIn: Rect(x: area.minX, y: area.maxY - Tuning.refreshDistance, width: area.width, height: Tuning.refreshDistance), page, into: &list
        )
    }

    /// Below the last row, whose bottom is at view y-coordinate `top`: a spinner while more may
    /// come, or the end.
    func drawFooter(atY top: Double, in page: PageContext, into list: inout DrawList) {
        let footer = Rect(x: page.frame.minX, y: top, width: page.frame.width, height: Tuning.loadMoreFooterHeight)
        guard footer.intersects(page.frame) else { return }
        Self.drawStatus(
            hasMore ? page.theme.strings.loading : page.theme.strings.noMoreRows, spinning: hasMore, turning: true, centredIn: footer, page,
            into: &list)
    }

    /// A status line centred in `area`, after a spinner when `spinning` (going round when `turning`).
    private static func drawStatus(
        _ label: String, spinning: Bool, turning: Bool, centredIn area: Rect, _ page: PageContext, into list: inout DrawList
    ) {
        let theme = page.theme
        let fontSize = 14.0
        let textWidth = page.textWidth(label, fontSize)
        let spinnerSize = spinning ? 20.0 : 0
        let left = area.midX - (textWidth + spinnerSize + (spinning ? 8 : 0)) / 2
        if spinning {
            Spinner.draw(
                at: Point(x: left + spinnerSize / 2, y: area.midY), radius: spinnerSize / 2, color: theme.secondaryTextColor,
                time: turning ? page.time : 0, into: &list)
        }
        let textLeft = left + spinnerSize + (spinning ? 8 : 0)
        list.text(
            TextRun(
                label, in: Rect(x: textLeft, y: area.minY, width: max(area.maxX - textLeft, 0), height: area.height),
                fontSize: fontSize, color: theme.secondaryTextColor, on: theme.pageColor))
    }
}
