import PagerCore

/// A grid page: the host's items in rows of cells, of which only the cells on screen are laid
/// out (and asked of the host), so a million items cost what twenty do; it may refresh when
/// pulled down and load more at its end, as a list does.
struct GridPage: PageKind {
    /// The room between cells and around them, and a caption's least height under its picture.
    static let spacing = 8.0
    static let captionHeight = 30.0

    private(set) var grid: GridContent
    /// What was asked of the host: a refresh, more items.
    private(set) var feed = RowFeed()
    /// The host's items asked for, kept while they stay on screen.
    let rowCache = RowCache()
    /// A cell's width, and a row of cells' height, for the width last laid out.
    private(set) var cellWidth = 1.0
    private(set) var cellHeight = 1.0
    /// A caption's height: `captionHeight`, or as its line needs.
    private(set) var captionHeight = Self.captionHeight

    init(grid: GridContent) { self.grid = grid }

    var content: PageContent { .grid(grid) }
    var scrollsVertically: Bool { true }
    func background(_ theme: Theme) -> Color { theme.pageColor }
    mutating func advance(to time: Double) -> Bool { feed.refreshing || feed.loadingMore }

    mutating func layout(for size: Size, rowFontSize: Double) {
        let columns = Double(grid.columns)
        cellWidth = max((size.width - Self.spacing * (columns + 1)) / columns, 1)
        captionHeight = max(Self.captionHeight, TextLines.rowHeight([Self.captionFontSize(rowFontSize)]))
        cellHeight = cellWidth * grid.pictureAspect + captionHeight
    }

    /// A caption's font size with rows' text `rowFontSize`.
    static func captionFontSize(_ rowFontSize: Double) -> Double { rowFontSize * 0.85 }

    /// The items' count, and how many rows of cells they take.
    var itemCount: Int { grid.items.rowCount }
    var rowCount: Int { (itemCount + grid.columns - 1) / grid.columns }
    /// From one row of cells to the next.
    var rowPitch: Double { cellHeight + Self.spacing }
    /// The height of the rows of cells.
    var cellsHeight: Double { rowCount == 0 ? 0 : Double(rowCount) * rowPitch + Self.spacing }
    var contentHeight: Double { cellsHeight + (grid.items.loadsMore ? Tuning.loadMoreFooterHeight : 0) }

    /// Item `index`'s cell, in content coordinates.
    func frame(ofItem index: Int) -> Rect {
        let row = index / grid.columns, column = index % grid.columns
        return Rect(
            x: Self.spacing + Double(column) * (cellWidth + Self.spacing), y: Self.spacing + Double(row) * rowPitch, width: cellWidth,
            height: cellHeight)
    }

    /// The items whose rows of cells overlap content offsets `top..<bottom`.
    func items(from top: Double, to bottom: Double) -> Range<Int> {
        guard itemCount > 0, bottom > top else { return 0..<0 }
        let firstRow = max(Int(((top - Self.spacing) / rowPitch).rounded(.down)), 0)
        let endRow = min(Int(((bottom - Self.spacing) / rowPitch).rounded(.up)), rowCount)
        guard firstRow < endRow else { return 0..<0 }
        return (firstRow * grid.columns)..<min(endRow * grid.columns, itemCount)
    }

    /// The item whose cell is at `point`, if there is one.
    func item(at point: Point) -> Int? {
        items(from: point.y, to: point.y + 0.0001).first { frame(ofItem: $0).contains(point) }
    }

    // MARK: taps and focus

    /// A cell shows pressed while held.
    func pressable(at point: Point, in page: PageContext) -> (frame: Rect, radius: Double)? {
        item(at: point).map { (frame(ofItem: $0), 6) }
    }

    func reactsToClick(at point: Point, in page: PageContext) -> Bool { item(at: point) != nil }

    /// A cell highlights and is reported as the item's row.
    mutating func tap(at point: Point, in page: PageContext) -> [PageOutcome] {
        item(at: point).map { [.rowTapped(section: 0, row: $0)] } ?? []
    }

    /// Every item, in reading order, all one Tab stop (entered at the first item in view, Shift+Tab
    /// at the last); Up and Down go item by item.
    func focusStopCount(in page: PageContext) -> Int { itemCount }
    func focusFrame(_ index: Int, in page: PageContext) -> Rect? { index >= 0 && index < itemCount ? frame(ofItem: index) : nil }
    var focusStopsAreOneGroup: Bool { true }
    func focusEntry(forward: Bool, in page: PageContext) -> Int {
        let inView = items(from: page.visible.minY, to: page.visible.maxY).filter {
            let cell = frame(ofItem: $0)
            return cell.minY >= page.visible.minY && cell.maxY <= page.visible.maxY
        }
        return (forward ? inView.first : inView.last) ?? 0
    }

    // MARK: items the host gives

    var rows: ListContent? { grid.items }
    var pullsToRefresh: Bool { grid.items.refreshes }
    var heldAboveTop: Double { feed.heldAboveTop }
    var isRefreshing: Bool { feed.refreshing }
    var isLoadingMore: Bool { feed.loadingMore }

    mutating func beginRefresh() -> Bool { feed.beginRefresh(grid.items) }

    /// Ends a refresh: `inserted` items came in first, before the cells on screen, which stay
    /// where they are.
    mutating func endRefresh(insertedRows inserted: Int, scroll: inout ScrollAxis, time: Double) {
        var stays = scroll
        insertRows(at: 0, count: inserted, scroll: &stays)
        feed.endRefresh(keeping: stays, scroll: &scroll, time: time)
    }

    mutating func loadMoreIfNearTheEnd(scroll: ScrollAxis) -> Bool {
        feed.loadMore(grid.items, endIsNear: scroll.offset + 2 * scroll.viewportLength >= contentHeight)
    }

    mutating func endLoadingMore(appendedRows appended: Int, hasMore: Bool, scroll: inout ScrollAxis) {
        feed.endLoadingMore(hasMore: hasMore)
        if appended > 0 { insertRows(at: itemCount, count: appended, scroll: &scroll) }
    }

    mutating func reloadRows() {
        grid.items.reset(count: grid.items.originRowCount)
        feed.askedMoreAt = nil
    }

    mutating func reloadRows(at indices: [Int]) { rowCache.forget(indices) }

    mutating func reloadIfCountDisagrees() {
        if grid.items.rowCount != grid.items.originRowCount { grid.items.reset(count: grid.items.originRowCount) }
    }

    /// The first item on screen, whose cell stays where it is when items come or go before it.
    private func firstOnScreen(_ scroll: ScrollAxis) -> Int { items(from: max(scroll.offset, 0), to: max(scroll.offset, 0) + 1).first ?? 0 }

    /// Moves `scroll` by how far item `item`'s row moved when it became item `moved`.
    private func keep(_ item: Int, at moved: Int, _ scroll: inout ScrollAxis) {
        scroll.translate(by: Double(moved / grid.columns - item / grid.columns) * rowPitch)
    }

    mutating func insertRows(at index: Int, count: Int, scroll: inout ScrollAxis) {
        guard count > 0 else { return }
        let first = firstOnScreen(scroll), before = itemCount
        grid.items.insertRows(at: index, count: count)
        rowCache.insertRows(at: index, count: count, revision: grid.items.revision)
        if index <= first { keep(first, at: first + itemCount - before, &scroll) }
    }

    mutating func removeRows(at index: Int, count: Int, scroll: inout ScrollAxis) {
        guard count > 0 else { return }
        let first = firstOnScreen(scroll)
        let removedEnd = min(index + count, itemCount)
        grid.items.removeRows(at: index, count: count)
        rowCache.removeRows(at: index, count: removedEnd - index, revision: grid.items.revision)
        if removedEnd <= first { keep(first, at: first - (removedEnd - index), &scroll) }
    }

    func top(ofRow row: Int) -> Double? { frame(ofItem: min(max(row, 0), max(itemCount - 1, 0))).minY - Self.spacing }

    /// Asks for the host's items on screen (each once while it stays there); their heights are
    /// the grid's, so the content's height never changes.
    mutating func measureVisibleRows(scroll: inout ScrollAxis, pageNumber: Int) -> Bool {
        let top = max(scroll.offset, 0)
        let visible = items(from: top, to: top + scroll.viewportLength)
        guard !visible.isEmpty else { return false }
        for index in visible { _ = rowCache.row(index, of: grid.items, pageNumber: pageNumber) }
        rowCache.keep(visible.lowerBound...(visible.upperBound - 1), of: grid.items)
        return false
    }

    /// The pictures of the cells on screen, at the pixels they are shown at.
    func imageRequests(in page: PageContext, isCurrent: Bool) -> [ImageRequest] {
        let box = page.pixels(Size(width: cellWidth, height: cellWidth * grid.pictureAspect))
        return items(from: page.scroll, to: page.scroll + page.frame.height).flatMap { index -> [ImageRequest] in
            guard case .file(let path)? = rowCache.row(index, of: grid.items, pageNumber: page.pageNumber).image else { return [] }
            return CoveringPicture.boxes(for: path, fitting: box, in: page.images).map { ImageRequest(path: path, box: $0) }
        }
    }
}
