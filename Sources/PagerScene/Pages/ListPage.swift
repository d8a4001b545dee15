import PagerCore

extension ListContent {
    /// How far a list is pulled down before letting go refreshes it; the spinner's room while it does.
    public static let refreshDistance = 60.0
    /// How long a refresh holds its spinner before its rows arrive, in seconds.
    public static let refreshDelay = 0.6
    /// How long loading more takes, in seconds.
    public static let loadMoreDelay = 0.4
    /// The height of the footer of a list that loads more (its spinner, or the end of the list).
    public static let footerHeight = 50.0
}

/// A list page: rows of text from a template, of which only the visible ones are laid out; it
/// may refresh when pulled down and load more rows at its end.
extension ListContent: PageKind {
    var scrollsVertically: Bool { true }

    func tableLayout(width: Double) -> TableLayout? { nil }

    func contentHeight(width: Double) -> Double { Double(rowCount) * rowHeight + (loadsMore ? Self.footerHeight : 0) }

    func background(_ theme: Theme) -> Color { theme.pageColor }

    /// Rows from floor(scroll / h) to the last one touching the bottom, as ImGui's list clipper.
    func draw(_ page: PageDrawContext, into list: inout DrawList) {
        drawRefreshHeader(page, into: &list)
        drawRows(page, into: &list)
        drawFooter(page, into: &list)
    }

    private func drawRows(_ page: PageDrawContext, into list: inout DrawList) {
        guard rowCount > 0 else { return }
        let theme = page.theme, frame = page.frame, scroll = page.scroll
        let first = max(Int((scroll / rowHeight).rounded(.down)), 0)
        let last = min(Int(((scroll + frame.height) / rowHeight).rounded(.up)), rowCount) - 1
        guard first <= last else { return }
        let inset = theme.rowTextInset
        for row in first...last {
            let top = frame.minY + Double(row) * rowHeight - scroll
            list.text(
                TextRun(
                    text(row: row, pageNumber: page.pageNumber, title: page.title),
                    in: Rect(x: frame.minX + inset, y: top, width: frame.width - 2 * inset, height: rowHeight - 1),
                    fontSize: theme.rowFontSize, color: theme.rowTextColor, on: theme.pageColor))
            list.fill(
                Rect(x: frame.minX + inset, y: top + rowHeight - 1, width: frame.width - inset, height: 1),
                theme.separatorColor)
        }
    }

    /// Above the first row of a list pulled down: "Pull to refresh", "Release to refresh" past
    /// the threshold, or a spinner while the refresh runs.
    private func drawRefreshHeader(_ page: PageDrawContext, into list: inout DrawList) {
        guard refreshes, page.scroll < 0 else { return }
        let frame = page.frame
        let area = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: -page.scroll)
        let refreshing = page.layer.refreshDue != nil
        let label =
            refreshing ? "Refreshing…" : -page.scroll >= Self.refreshDistance ? "Release to refresh" : "Pull to refresh"
        drawStatus(
            label, spinning: true, turning: refreshing,
            centredIn: Rect(x: area.minX, y: area.maxY - Self.refreshDistance, width: area.width, height: Self.refreshDistance), page, into: &list)
    }

    /// Below the last row of a list that loads more: a spinner while rows load, or the end.
    private func drawFooter(_ page: PageDrawContext, into list: inout DrawList) {
        guard loadsMore else { return }
        let top = page.frame.minY + Double(rowCount) * rowHeight - page.scroll
        let footer = Rect(x: page.frame.minX, y: top, width: page.frame.width, height: Self.footerHeight)
        guard footer.intersects(page.frame) else { return }
        let more = canLoadMore
        drawStatus(more ? "Loading…" : "No more rows", spinning: more, turning: true, centredIn: footer, page, into: &list)
    }

    /// A status line centred in `area`, after a spinner when `spinning` (going round when `turning`).
    private func drawStatus(
        _ label: String, spinning: Bool, turning: Bool, centredIn area: Rect, _ page: PageDrawContext, into list: inout DrawList
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

    func tap(at point: Point, in page: PageTapContext) -> PageTap { .nothing }

    func pressable(at point: Point, in page: PageTapContext) -> (frame: Rect, radius: Double)? { nil }

    func focusFrames(in page: PageTapContext) -> [Rect] { [] }
}
