import PagerCore

/// A list page: rows of which only those on screen are laid out (and asked of the host, once
/// each while they stay there); it may refresh when pulled down and load more rows at its end,
/// as the host answers.
struct ListPage: PageKind {
    /// The rows, as the host last changed them.
    private(set) var list: ListContent
    /// What was asked of the host: a refresh, more rows.
    private(set) var feed = RowFeed()
    /// The host's rows asked for, kept while they stay on screen.
    let rowCache = RowCache()
    /// The rows' font size, as last laid out.
    private var rowFontSize = Theme.defaultRowFontSize

    init(list: ListContent) { self.list = list }

    var content: PageContent { .list(list) }
    var scrollsVertically: Bool { true }
    /// Rows grow to hold a line of text of `rowFontSize` (two, where a row has a subtitle).
    mutating func layout(for size: Size, rowFontSize: Double) {
        self.rowFontSize = rowFontSize
        list.fitRows(toLine: TextLines.rowHeight([rowFontSize]))
    }
    var contentHeight: Double { list.contentHeight }
    func background(_ theme: Theme) -> Color { theme.pageColor }
    mutating func advance(to time: Double) -> Bool { feed.refreshing || feed.loadingMore }

    // MARK: taps and focus

    /// The row at `point`, if there is one.
    private func row(at point: Point) -> Int? {
        guard point.y >= 0, let row = list.rows(from: point.y, to: point.y + 0.0001) else { return nil }
        return row.lowerBound
    }

    /// A row shows pressed while held.
    func pressable(at point: Point, in page: PageContext) -> (frame: Rect, radius: Double)? {
        row(at: point).map { (list.frame(ofRow: $0, width: page.width), 0) }
    }

    func reactsToClick(at point: Point, in page: PageContext) -> Bool { row(at: point) != nil }

    /// A row highlights and is reported.
    mutating func tap(at point: Point, in page: PageContext) -> [PageOutcome] {
        row(at: point).map { [.rowTapped(section: 0, row: $0)] } ?? []
    }

    /// Every row is a focus stop, all one Tab stop: Tab enters at the first row on screen (Shift+Tab
    /// at the last), Up and Down go row by row, as in GTK's list boxes.
    func focusStopCount(in page: PageContext) -> Int { list.rowCount }
    func focusFrame(_ index: Int, in page: PageContext) -> Rect? {
        (0..<list.rowCount).contains(index) ? list.frame(ofRow: index, width: page.width) : nil
    }
    var focusStopsAreOneGroup: Bool { true }
    func focusEntry(forward: Bool, in page: PageContext) -> Int {
        guard let visible = list.rows(from: max(page.visible.minY, 0), to: page.visible.maxY) else { return 0 }
        // The first (last) row wholly in view, or the one partly there when none is.
        let whole = visible.filter {
            let row = list.frame(ofRow: $0, width: page.width)
            return row.minY >= page.visible.minY && row.maxY <= page.visible.maxY
        }
        return (forward ? whole.first : whole.last) ?? (forward ? visible.lowerBound : visible.upperBound)
    }

    // MARK: rows the host gives

    var rows: ListContent? { list }
    var pullsToRefresh: Bool { list.refreshes }
    var heldAboveTop: Double { feed.heldAboveTop }
    var isRefreshing: Bool { feed.refreshing }
    var isLoadingMore: Bool { feed.loadingMore }

    mutating func beginRefresh() -> Bool { feed.beginRefresh(list) }

    /// Ends a refresh: `inserted` rows came in at the top, above the rows on screen, which stay
    /// where they are.
    mutating func endRefresh(insertedRows inserted: Int, scroll: inout ScrollAxis, time: Double) {
        var stays = scroll
        insertRows(at: 0, count: inserted, scroll: &stays)
        feed.endRefresh(keeping: stays, scroll: &scroll, time: time)
    }

    mutating func loadMoreIfNearTheEnd(scroll: ScrollAxis) -> Bool {
        feed.loadMore(list, endIsNear: scroll.offset + 2 * scroll.viewportLength >= list.contentHeight)
    }

    mutating func endLoadingMore(appendedRows appended: Int, hasMore: Bool, scroll: inout ScrollAxis) {
        feed.endLoadingMore(hasMore: hasMore)
        if appended > 0 { insertRows(at: list.rowCount, count: appended, scroll: &scroll) }
    }

    mutating func reloadRows() {
        list.reset(count: list.originRowCount)
        feed.askedMoreAt = nil
    }

    mutating func reloadRows(at indices: [Int]) { rowCache.forget(indices) }

    mutating func reloadIfCountDisagrees() {
        if list.rowCount != list.originRowCount { list.reset(count: list.originRowCount) }
    }

    /// `count` rows were inserted at `index`; when they come before the rows on screen, the scroll
    /// moves by their height so the rows on screen stay where they are.
    mutating func insertRows(at index: Int, count: Int, scroll: inout ScrollAxis) {
        guard count > 0 else { return }
        let firstOnScreen = list.heights.row(at: max(scroll.offset, 0))
        let before = list.heights.total
        list.insertRows(at: index, count: count)
        rowCache.insertRows(at: index, count: count, revision: list.revision)
        if index <= firstOnScreen { scroll.translate(by: list.heights.total - before) }
    }

    /// `count` rows from `index` on were removed; rows on screen after them stay where they are.
    mutating func removeRows(at index: Int, count: Int, scroll: inout ScrollAxis) {
        guard count > 0 else { return }
        let firstOnScreen = list.heights.row(at: max(scroll.offset, 0))
        let removedEnd = min(index + count, list.rowCount)
        let removedHeight = list.heights.top(of: removedEnd) - list.heights.top(of: index)
        list.removeRows(at: index, count: count)
        rowCache.removeRows(at: index, count: removedEnd - index, revision: list.revision)
        if removedEnd <= firstOnScreen { scroll.translate(by: -removedHeight) }
    }

    func top(ofRow row: Int) -> Double? { list.heights.top(of: row) }

    /// The font sizes of `row`'s lines with rows' text `size`: its title, and its subtitle under it.
    static func lineSizes(of row: ListRow, _ size: Double) -> [Double] {
        row.subtitle.map { !$0.isEmpty } == true ? [size, size * 0.8] : [size]
    }

    /// Asks for the host's rows in view, notes their heights (as given, or as their lines need,
    /// whichever is more), and keeps the rows on screen where they are when a row above them
    /// changes height.
    mutating func measureVisibleRows(scroll: inout ScrollAxis, pageNumber: Int) -> Bool {
        guard list.template == nil, list.rowCount > 0 else { return false }
        let viewport = scroll.viewportLength
        var changed = false
        // A row whose height changes moves the rows after it: settle in a few rounds at most.
        for _ in 0..<4 {
            let top = max(scroll.offset, 0)
            let first = list.heights.row(at: top), last = list.heights.row(at: top + viewport)
            guard first <= last else { break }
            var moved = 0.0
            for index in first...last {
                let row = rowCache.row(index, of: list, pageNumber: pageNumber)
                let height = max(row.height ?? list.heights.estimate, TextLines.rowHeight(Self.lineSizes(of: row, rowFontSize)))
                guard height != list.heights.height(of: index) else { continue }
                let change = list.heights.set(height, of: index)
                if list.heights.top(of: index) < top { moved += change }
                changed = true
            }
            if moved != 0 { scroll.translate(by: moved) }
            if moved == 0 { break }
        }
        let top = max(scroll.offset, 0)
        rowCache.keep(list.heights.row(at: top)...list.heights.row(at: top + viewport), of: list)
        return changed
    }

    // MARK: pictures

    /// The thumbnails of the rows kept, at the pixels they are shown at.
    func imageRequests(in page: PageContext, isCurrent: Bool) -> [ImageRequest] {
        rowCache.imageFiles(in: list).flatMap { file in
            let box = page.pixels(Size(width: file.side, height: file.side))
            return CoveringPicture.boxes(for: file.path, fitting: box, in: page.images).map { ImageRequest(path: file.path, box: $0) }
        }
    }
}
