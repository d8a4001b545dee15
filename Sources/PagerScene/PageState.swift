import PagerCore

/// One level of a tab's navigation: the tab's own page, or a detail page opened from a
/// disclosure row, with its vertical scroll.
package struct PageLayer: Sendable {
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
    /// When a list's refresh (pulled down past `ListContent.refreshDistance`) brings its rows.
    package var refreshDue: Double?
    /// When a list's next rows arrive, once its end came within a screen.
    package var loadMoreDue: Double?

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
        tableLayout = content.kind.tableLayout(width: size.width)
        let viewport = max(size.height - topInset, 1)
        let height = tableLayout?.contentHeight ?? content.contentHeight(width: size.width)
        let hold = refreshDue == nil ? 0 : ListContent.refreshDistance
        scroll.setBounds(minOffset: -hold, maxOffset: height - viewport, viewportLength: viewport)
    }

    /// The layer's list, if it shows one.
    package var list: ListContent? {
        if case .list(let list) = content { return list }
        return nil
    }

    private mutating func updateList(_ change: (inout ListContent) -> Void) {
        guard case .list(var list) = content else { return }
        change(&list)
        content = .list(list)
    }

    /// Starts a refresh when a drag of a refreshing list is released pulled past the threshold:
    /// the rows arrive after `ListContent.refreshDelay`, the spinner held until then.
    mutating func refreshIfPulled(time: Double) {
        guard list?.refreshes == true, refreshDue == nil, scroll.offset <= -ListContent.refreshDistance else { return }
        refreshDue = time + ListContent.refreshDelay
        layout(for: size)
    }

    /// Asks for more rows once the end of a list that loads more is within a screen of the view.
    mutating func loadMoreIfNearTheEnd(time: Double) {
        guard let list, list.canLoadMore, loadMoreDue == nil,
            scroll.offset + 2 * scroll.viewportLength >= list.contentHeight(width: size.width)
        else { return }
        loadMoreDue = time + ListContent.loadMoreDelay
    }

    /// Brings in the rows of a refresh or load that are due at `time`. A refresh's rows go above
    /// the first row, and the scroll moves by their height: the rows on screen stay where they are.
    mutating func deliverRows(at time: Double) {
        if let due = refreshDue, time >= due {
            let before = scroll.offset
            updateList { $0.prependRefreshedRows() }
            let added = Double(list?.refreshRowCount ?? 0) * (list?.rowHeight ?? 0)
            refreshDue = nil
            layout(for: size)
            scroll.jump(to: before + added)
        }
        if let due = loadMoreDue, time >= due {
            updateList { $0.appendLoadedRows() }
            loadMoreDue = nil
            layout(for: size)
        }
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
/// loaded. Made when the page first comes within one page of the view; released when far.
package struct PageState: Sendable {
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

    mutating func updateTop(_ change: (inout PageLayer) -> Void) { change(&layers[layers.count - 1]) }

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
            layers[index].deliverRows(at: time)
            layers[index].scroll.advance(to: time)
            layers[index].gallery?.advance(to: time)
            if let highlight = layers[index].highlight, time - highlight.time >= TableLayout.highlightFade {
                layers[index].highlight = nil
            }
            let scroll = layers[index].scroll
            let loading = layers[index].refreshDue != nil || layers[index].loadMoreDue != nil
            let sliding = layers[index].gallery.map { $0.isDragging || $0.isSettling } ?? false
            moving =
                moving || loading || sliding || scroll.isActive || scroll.isRelaxingOverscroll || ScrollIndicator.isShowing(for: scroll, at: time)
                || layers[index].highlight != nil
        }
        updateTop { $0.loadMoreIfNearTheEnd(time: time) }
        if let transition, time - transition.start >= NavigationTransition.duration {
            self.transition = nil
            poppedLayer = nil
        }
        return moving || transition != nil || top.loadMoreDue != nil
    }
}
