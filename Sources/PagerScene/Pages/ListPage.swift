import PagerCore

extension ListContent {
    /// How far a list is pulled down before letting go refreshes it; the spinner's room while it does.
    public static let refreshDistance = 60.0
    /// The height of the footer of a list that loads more (its spinner, or the end of the list).
    public static let footerHeight = 50.0
    /// The longest side of a row's thumbnail, and the room after it.
    static let thumbnailSide = 56.0
    static let thumbnailGap = 12.0

    /// The side of a thumbnail in a row `rowHeight` high.
    static func thumbnailSide(rowHeight: Double) -> Double { min(thumbnailSide, max(rowHeight - 16, 0)) }
    /// The most of a row's width its detail takes.
    static let detailShare = 0.4

    /// The height of the rows, and of the footer of a list that loads more.
    var contentHeight: Double { heights.total + (loadsMore ? Self.footerHeight : 0) }

    /// The rows overlapping content offsets `top..<bottom`, as Dear ImGui's list clipper finds them.
    func rows(from top: Double, to bottom: Double) -> ClosedRange<Int>? {
        guard rowCount > 0, bottom > 0, top < heights.total else { return nil }
        let first = heights.row(at: max(top, 0))
        var last = heights.row(at: bottom)
        if heights.top(of: last) >= bottom && last > first { last -= 1 }
        return first...last
    }

    /// Row `index`'s frame in content coordinates.
    func frame(ofRow index: Int, width: Double) -> Rect {
        Rect(x: 0, y: heights.top(of: index), width: width, height: heights.height(of: index))
    }
}

/// A list page: rows of which only the visible ones are laid out (and asked of the host); it
/// may refresh when pulled down and load more rows at its end, as the host answers.
extension ListContent: PageKind {
    var scrollsVertically: Bool { true }

    func tableLayout(width: Double) -> TableLayout? { nil }

    func contentHeight(width: Double) -> Double { contentHeight }

    func background(_ theme: Theme) -> Color { theme.pageColor }

    func draw(_ page: PageDrawContext, into list: inout DrawList) {
        drawRefreshHeader(page, into: &list)
        drawRows(page, into: &list)
        drawFooter(page, into: &list)
    }

    private func drawRows(_ page: PageDrawContext, into list: inout DrawList) {
        guard let visible = rows(from: page.scroll, to: page.scroll + page.frame.height) else { return }
        let theme = page.theme, frame = page.frame
        let highlight = page.layer.highlight
        for index in visible {
            let box = self.frame(ofRow: index, width: frame.width).offsetBy(dx: frame.minX, dy: frame.minY - page.scroll)
            let row = page.layer.rowCache.row(index, of: self, pageNumber: page.pageNumber)
            var background: Color? = theme.pageColor
            if let highlight, highlight.row == index {
                let fade = 1 - min(max((page.time - highlight.time) / TableLayout.highlightFade, 0), 1)
                var color = theme.highlightColor
                color.a = UInt8((255 * fade).rounded())
                list.fill(Rect(x: box.minX, y: box.minY, width: box.width, height: box.height - 1), color)
                background = nil
            }
            let textLeft = drawRow(row, in: box, on: background, page, into: &list)
            list.fill(Rect(x: textLeft, y: box.maxY - 1, width: box.maxX - textLeft, height: 1), theme.separatorColor)
        }
    }

    /// Draws a row's thumbnail, detail and title (and subtitle) in `box`; returns where its text starts.
    private func drawRow(_ row: ListRow, in box: Rect, on background: Color?, _ page: PageDrawContext, into list: inout DrawList) -> Double {
        let theme = page.theme, inset = theme.rowTextInset, size = theme.rowFontSize
        var left = box.minX + inset
        if let image = row.image {
            let side = Self.thumbnailSide(rowHeight: box.height)
            let thumbnail = Rect(x: left, y: box.midY - side / 2, width: side, height: side)
            drawThumbnail(image, in: thumbnail, page, into: &list)
            left = thumbnail.maxX + Self.thumbnailGap
        }
        var right = box.maxX - inset
        let twoLines = row.subtitle.map { !$0.isEmpty } ?? false
        if let detail = row.detail, !detail.isEmpty {
            // Beside the title: on its line when a subtitle goes under it.
            let width = min(page.textWidth(detail, size * 0.8), (right - left) * Self.detailShare)
            let line =
                twoLines
                ? Rect(x: right - width, y: box.minY + 4, width: width, height: box.height / 2 - 2)
                : Rect(x: right - width, y: box.minY, width: width, height: box.height - 1)
            list.text(TextRun(detail, in: line, fontSize: size * 0.8, color: theme.secondaryTextColor, alignment: .trailing, on: background))
            right -= width + Self.thumbnailGap
        }
        let width = max(right - left, 0)
        if let subtitle = row.subtitle, twoLines {
            list.text(
                TextRun(
                    row.title, in: Rect(x: left, y: box.minY + 4, width: width, height: box.height / 2 - 2), fontSize: size,
                    color: theme.rowTextColor, on: background))
            list.text(
                TextRun(
                    subtitle, in: Rect(x: left, y: box.midY, width: width, height: box.height / 2 - 5), fontSize: size * 0.8,
                    color: theme.secondaryTextColor, on: background))
        } else {
            list.text(
                TextRun(
                    row.title, in: Rect(x: left, y: box.minY, width: width, height: box.height - 1), fontSize: size,
                    color: theme.rowTextColor, on: background))
        }
        return left
    }

    /// A thumbnail: the host's pixels, or a file decoded in the background (a grey square until then).
    private func drawThumbnail(_ image: RowImage, in box: Rect, _ page: PageDrawContext, into list: inout DrawList) {
        let ready: SceneImage?
        switch image {
        case .image(let pixels): ready = pixels
        case .file(let path):
            let pixels = PixelBox(width: Int((box.width * page.scale).rounded()), height: Int((box.height * page.scale).rounded()))
            if case .ready(let decoded)? = page.images?.image(at: path, fitting: pixels) { ready = decoded } else { ready = nil }
        }
        guard let ready else { return list.fill(box, Color(228, 228, 232)) }
        list.pushClip(box)
        list.image(ready, in: ImagePages.place(ready.size, in: box, fit: .cover))
        list.popClip()
    }

    /// Above the first row of a list pulled down: "Pull to refresh", "Release to refresh" past
    /// the threshold, or a spinner while the refresh runs.
    private func drawRefreshHeader(_ page: PageDrawContext, into list: inout DrawList) {
        guard refreshes, page.scroll < 0 else { return }
        let frame = page.frame
        let area = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: -page.scroll)
        let refreshing = page.layer.refreshing
        let label =
            refreshing ? "Refreshing…" : -page.scroll >= Self.refreshDistance ? "Release to refresh" : "Pull to refresh"
        drawStatus(
            label, spinning: true, turning: refreshing,
            centredIn: Rect(x: area.minX, y: area.maxY - Self.refreshDistance, width: area.width, height: Self.refreshDistance), page, into: &list)
    }

    /// Below the last row of a list that loads more: a spinner while more may come, or the end.
    private func drawFooter(_ page: PageDrawContext, into list: inout DrawList) {
        guard loadsMore else { return }
        let top = page.frame.minY + heights.total - page.scroll
        let footer = Rect(x: page.frame.minX, y: top, width: page.frame.width, height: Self.footerHeight)
        guard footer.intersects(page.frame) else { return }
        let more = page.layer.hasMore
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

    /// A row highlights and is reported.
    func tap(at point: Point, in page: PageTapContext) -> PageTap {
        guard let row = rows(from: point.y, to: point.y + 0.0001), point.y >= 0 else { return .nothing }
        return .listRow(row.lowerBound)
    }

    /// A row shows pressed while held.
    func pressable(at point: Point, in page: PageTapContext) -> (frame: Rect, radius: Double)? {
        guard let row = rows(from: point.y, to: point.y + 0.0001), point.y >= 0 else { return nil }
        return (frame(ofRow: row.lowerBound, width: page.width), 0)
    }

    /// Up and Down scroll a list; the focus ring stays on the tabs.
    func focusFrames(in page: PageTapContext) -> [Rect] { [] }
}
