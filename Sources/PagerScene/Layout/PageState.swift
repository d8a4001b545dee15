import PagerCore

/// One level of a tab's navigation: the tab's own page, or a detail page opened from a
/// disclosure row, with its vertical scroll.
package struct PageLayer {
    /// The title shown in a detail page's navigation bar (nil for the tab's own page).
    package var title: String?
    /// What the layer shows.
    package var content: PageContent
    /// The layer's vertical scroll.
    package var scroll: ScrollAxis
    /// The row that was tapped and fades out: (section, row) and when it was tapped.
    package var highlight: (section: Int, row: Int, time: Double)?
    /// The table's geometry, for the width it was laid out at.
    package private(set) var tableLayout: TableLayout?
    /// The page size the layer was last laid out for.
    package private(set) var size = Size(width: 1, height: 1)
    /// A gallery's own pager, through its pictures.
    package var gallery: Pager?
    /// The zoom of the picture shown (nil at 1x, as every picture starts).
    var zoom: PictureZoom?
    /// A list's refresh asked of the host and not yet answered: the spinner holds above the rows.
    package var refreshing = false
    /// A list's next rows asked of the host and not yet answered.
    package var loadingMore = false
    /// Whether a list that loads more may still get rows (until the host says there are no more).
    package var hasMore = true
    /// The row count when more rows were last asked for, while the end stays in reach: asked
    /// again only once rows came or the end left and came back.
    var askedMoreAt: Int?
    /// The host's rows asked for, kept while they stay on screen.
    let rowCache = RowCache()

    init(title: String?, content: PageContent, bounces: Bool) {
        self.title = title
        self.content = content
        // A list that refreshes is pulled past its top whatever the theme says: that is the gesture.
        let refreshes: Bool
        if case .list(let list) = content { refreshes = list.refreshes } else { refreshes = false }
        scroll = ScrollAxis(viewportLength: 1, bounces: (bounces || refreshes) && content.scrollsVertically)
        if case .images(let images) = content, images.paths.count > 1 { gallery = Pager(pageCount: images.paths.count, pageWidth: 1) }
    }

    /// The space above the content: a navigation bar on detail pages.
    package var topInset: Double { title == nil ? 0 : PageLayer.navigationBarHeight }
    /// The height of a detail page's navigation bar.
    package static let navigationBarHeight = 44.0

    /// Lays the content out for `size` (the page's frame) and fits the scroll bounds; while a
    /// refresh runs, the list holds its spinner above the first row.
    mutating func layout(for size: Size) {
        self.size = size
        gallery?.resize(pageWidth: size.width, time: 0)
        zoom = nil
        tableLayout = content.kind.tableLayout(width: size.width)
        fitScrollBounds()
    }

    /// Fits the scroll bounds to the content's height.
    mutating func fitScrollBounds() {
        let viewport = max(size.height - topInset, 1)
        let height = tableLayout?.contentHeight ?? content.contentHeight(width: size.width)
        let hold = refreshing ? ListContent.refreshDistance : 0
        scroll.setBounds(minOffset: -hold, maxOffset: height - viewport, viewportLength: viewport)
    }

    /// The layer's list, if it shows one.
    package var list: ListContent? {
        if case .list(let list) = content { return list }
        return nil
    }

    /// Changes the layer's list (if it shows one) and fits the scroll to it.
    mutating func updateList(_ change: (inout ListContent) -> Void) {
        guard case .list(var list) = content else { return }
        change(&list)
        content = .list(list)
        fitScrollBounds()
    }

    /// Asks for a refresh when a drag of a refreshing list is released pulled past the threshold;
    /// true when it did (the spinner then holds until the host answers).
    mutating func refreshIfPulled() -> Bool {
        scroll.offset <= -ListContent.refreshDistance && beginRefresh()
    }

    /// Starts a refresh from the keyboard: the list scrolls to its top with the spinner showing;
    /// true when it did.
    mutating func refreshFromKeys(time: Double) -> Bool {
        guard beginRefresh() else { return false }
        scroll.animate(to: -ListContent.refreshDistance, duration: 0.25, time: time)
        return true
    }

    /// Holds the spinner of a list that refreshes and is not refreshing yet; true when it did.
    private mutating func beginRefresh() -> Bool {
        guard list?.refreshes == true, !refreshing else { return false }
        refreshing = true
        fitScrollBounds()
        return true
    }

    /// Ends a refresh: `inserted` rows came in at the top, above the rows on screen, which stay
    /// where they are.
    mutating func endRefresh(insertedRows inserted: Int) {
        insertRows(at: 0, count: inserted)
        refreshing = false
        fitScrollBounds()
    }

    /// `count` rows were inserted at `index`; when they come before the rows on screen, the scroll
    /// moves by their height so the rows on screen stay where they are.
    mutating func insertRows(at index: Int, count: Int) {
        guard let list, count > 0 else { return }
        let firstOnScreen = list.heights.row(at: max(scroll.offset, 0))
        let before = list.heights.total
        updateList { $0.insertRows(at: index, count: count) }
        guard let after = self.list else { return }
        rowCache.insertRows(at: index, count: count, revision: after.revision)
        if index <= firstOnScreen {
            scroll.translate(by: after.heights.total - before)
            fitScrollBounds()
        }
    }

    /// `count` rows from `index` on were removed; rows on screen after them stay where they are.
    mutating func removeRows(at index: Int, count: Int) {
        guard let list, count > 0 else { return }
        let firstOnScreen = list.heights.row(at: max(scroll.offset, 0))
        let removedEnd = min(index + count, list.rowCount)
        let removedHeight = list.heights.top(of: removedEnd) - list.heights.top(of: index)
        updateList { $0.removeRows(at: index, count: count) }
        if let after = self.list { rowCache.removeRows(at: index, count: removedEnd - index, revision: after.revision) }
        if removedEnd <= firstOnScreen { scroll.translate(by: -removedHeight) }
        fitScrollBounds()
    }

    /// Asks for more rows once the end of a list that loads more is within a screen of the view;
    /// true when it asked.
    mutating func loadMoreIfNearTheEnd() -> Bool {
        guard let list, list.loadsMore, hasMore, !loadingMore else { return false }
        let nearTheEnd = scroll.offset + 2 * scroll.viewportLength >= list.contentHeight
        guard nearTheEnd else {
            askedMoreAt = nil
            return false
        }
        guard askedMoreAt != list.rowCount else { return false }
        askedMoreAt = list.rowCount
        loadingMore = true
        return true
    }

    /// Ends loading more: `appended` rows came at the end; `hasMore` false shows the list's end.
    mutating func endLoadingMore(appendedRows appended: Int, hasMore: Bool) {
        loadingMore = false
        self.hasMore = hasMore
        if let list, appended > 0 { insertRows(at: list.rowCount, count: appended) }
        fitScrollBounds()
    }

    /// Measures the host's rows in view: asks for those not yet asked, notes their heights, and
    /// keeps the rows on screen where they are when a row above them changes height.
    mutating func measureVisibleRows(pageNumber: Int) {
        guard var list, list.template == nil, size.height > 0 else { return }
        let viewport = scroll.viewportLength
        var changed = false
        // A row whose height changes moves the rows after it: settle in a few rounds at most.
        for _ in 0..<4 {
            let top = max(scroll.offset, 0)
            let first = list.heights.row(at: top)
            let last = list.heights.row(at: top + viewport)
            guard list.rowCount > 0, first <= last else { break }
            var moved = 0.0
            for index in first...last {
                let row = rowCache.row(index, of: list, pageNumber: pageNumber)
                guard let height = row.height, height != list.heights.height(of: index) else { continue }
                let change = list.heights.set(height, of: index)
                if list.heights.top(of: index) < top { moved += change }
                changed = true
            }
            if moved != 0 { scroll.translate(by: moved) }
            if moved == 0 { break }
        }
        rowCache.keep(list.heights.row(at: max(scroll.offset, 0))...list.heights.row(at: max(scroll.offset, 0) + viewport), of: list)
        guard changed else { return }
        content = .list(list)
        fitScrollBounds()
    }
}

/// A push or pop between navigation layers, sliding over 0.3 s.
package struct NavigationTransition: Sendable, Equatable {
    /// How long it takes, in seconds.
    package static let duration = 0.3
    /// Whether a layer is pushed (true) or popped (false).
    package var isPush: Bool
    /// When it started, in the scene's seconds.
    package var start: Double

    /// How far along it is at `time`, eased (0 to 1).
    package func progress(at time: Double) -> Double {
        Easing.cubicOut((time - start) / Self.duration)
    }
}

/// What a tab's page holds at run time: its navigation layers and how often its data was
/// loaded. Made when the page first comes near the view; released when far.
package struct PageState {
    /// The navigation layers, the tab's own page first.
    package private(set) var layers: [PageLayer]
    /// The push or pop under way, if any.
    package private(set) var transition: NavigationTransition?
    /// The layer leaving during a pop (drawn until the transition ends).
    package private(set) var poppedLayer: PageLayer?
    /// How many times the page's data was loaded: once when made, again each time it becomes
    /// the current page (as the seed reloads its table when scrolling ends).
    package private(set) var loadCount = 1

    init(content: PageContent, size: Size, bounces: Bool) {
        var root = PageLayer(title: nil, content: content, bounces: bounces)
        root.layout(for: size)
        layers = [root]
    }

    /// The layer on top, which takes input.
    package var top: PageLayer { layers[layers.count - 1] }

    /// The tab's own page, under any detail pages.
    package var root: PageLayer { layers[0] }

    @discardableResult
    mutating func updateTop<Result>(_ change: (inout PageLayer) -> Result) -> Result { change(&layers[layers.count - 1]) }

    @discardableResult
    mutating func updateRoot<Result>(_ change: (inout PageLayer) -> Result) -> Result { change(&layers[0]) }

    /// Changes the topmost layer for which `isWaiting` holds (a refresh or a load under way); false
    /// when none does.
    mutating func updateWaitingLayer(_ isWaiting: (PageLayer) -> Bool, _ change: (inout PageLayer) -> Void) -> Bool {
        guard let index = layers.lastIndex(where: isWaiting) else { return false }
        change(&layers[index])
        return true
    }

    mutating func reload() { loadCount += 1 }

    /// Opens a detail page over the current one.
    mutating func push(title: String, content: PageContent, size: Size, bounces: Bool, time: Double) {
        var layer = PageLayer(title: title, content: content, bounces: bounces)
        layer.layout(for: size)
        layers.append(layer)
        poppedLayer = nil
        transition = NavigationTransition(isPush: true, start: time)
    }

    /// Goes back one level; false when already at the tab's own page.
    mutating func pop(time: Double) -> Bool {
        guard layers.count > 1 else { return false }
        poppedLayer = layers.removeLast()
        transition = NavigationTransition(isPush: false, start: time)
        return true
    }

    /// Re-lays every layer out for a new page size.
    mutating func layout(for size: Size) {
        for index in layers.indices { layers[index].layout(for: size) }
        poppedLayer?.layout(for: size)
    }

    /// Advances scrolls, highlights and transitions; true while anything still moves.
    mutating func advance(to time: Double) -> Bool {
        var moving = false
        for index in layers.indices {
            layers[index].scroll.advance(to: time)
            layers[index].gallery?.advance(to: time)
            layers[index].zoom?.advance(to: time)
            // A zoomed picture swiped away is back at 1x once another has come to rest.
            if let zoom = layers[index].zoom, let gallery = layers[index].gallery, !gallery.isDragging, !gallery.isSettling,
                gallery.targetPage != zoom.picture
            {
                layers[index].zoom = nil
            }
            if let highlight = layers[index].highlight, time - highlight.time >= TableLayout.highlightFade {
                layers[index].highlight = nil
            }
            let layer = layers[index]
            let waiting = layer.refreshing || layer.loadingMore
            let sliding = layer.gallery.map { $0.isDragging || $0.isSettling } ?? false
            let custom: Bool
            if case .custom(let page) = layer.content { custom = page.isAnimating } else { custom = false }
            let zooming = layer.zoom?.isMoving ?? false
            moving =
                moving || waiting || sliding || custom || zooming || layer.scroll.isActive || layer.scroll.isRelaxingOverscroll
                || ScrollIndicator.isShowing(for: layer.scroll, at: time) || layer.highlight != nil
        }
        if let transition, time - transition.start >= NavigationTransition.duration {
            self.transition = nil
            poppedLayer = nil
        }
        return moving || transition != nil
    }
}
