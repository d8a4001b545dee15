import PagerCore

/// The tabs' pages at run time: each made when it comes near the view and released when far
/// from it, the ones moving on their own (a list coasting, a detail page sliding in), and the
/// page of a removed tab sliding away. Each page holds its own navigation stack of detail pages
/// (`PageState`). Pages move with their tabs when tabs are inserted, removed and moved.
package struct PageHost {
    /// Each tab's page state; nil until the page first comes near the view, or after release.
    package internal(set) var pages: [PageState?]
    /// A removed tab's page sliding out to the right, drawn over its neighbour until it is gone.
    package internal(set) var departing: DepartingPage?
    /// Pages with motion of their own, advanced with the clock.
    private var moving = Set<Int>()
    /// Pages whose state is made, so residency checks visit only these and the view's neighbours.
    private var resident = Set<Int>()

    /// A host for `count` pages, none made yet.
    init(count: Int) { pages = Array(repeating: nil, count: count) }

    /// Page `page`'s top layer (a detail page, if one is open), when the page is made.
    func top(ofPage page: Int) -> PageLayer? { pages.indices.contains(page) ? pages[page]?.top : nil }

    /// Whether a page moves on its own, or one of the pages `visible` shows motion of its kind's (a spinner).
    func isAnimating(showing visible: ClosedRange<Int>?) -> Bool {
        !moving.isEmpty || departing != nil || (visible?.contains { top(ofPage: $0)?.page.isAnimating == true } ?? false)
    }

    /// Adds an unmade page at `index`; the pages after it move along.
    mutating func insert(at index: Int) {
        pages.insert(nil, at: index)
        moving = Set(moving.map { $0 >= index ? $0 + 1 : $0 })
        resident = Set(resident.map { $0 >= index ? $0 + 1 : $0 })
    }

    /// Removes page `index`; when it shows in the view (its left edge at `originX` in a view
    /// `viewWidth` wide), it slides away from `time`. The pages after it move back.
    mutating func remove(at index: Int, originX: Double, pageWidth: Double, viewWidth: Double, time: Double) {
        guard pages.indices.contains(index) else { return }
        if let state = pages[index], originX < viewWidth && originX + pageWidth > 0 {
            departing = DepartingPage(state: state, pageNumber: index + 1, originX: originX, start: time)
        }
        pages.remove(at: index)
        moving = Set(moving.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 })
        resident = Set(resident.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 })
    }

    /// Moves page `from` to `to`, with its state.
    mutating func move(from: Int, to: Int) {
        guard pages.indices.contains(from), pages.indices.contains(to), from != to else { return }
        pages.insert(pages.remove(at: from), at: to)
        func moved(_ page: Int) -> Int {
            if page == from { return to }
            if from < to && page > from && page <= to { return page - 1 }
            if from > to && page >= to && page < from { return page + 1 }
            return page
        }
        moving = Set(moving.map(moved))
        resident = Set(resident.map(moved))
    }

    /// Forgets page `index`'s state: it is made again from its tab's content when near the view.
    mutating func release(_ index: Int) {
        guard pages.indices.contains(index) else { return }
        pages[index] = nil
        moving.remove(index)
        resident.remove(index)
    }

    /// Marks page `page` as moving on its own (if it is made).
    mutating func markMoving(_ page: Int) {
        if pages.indices.contains(page), pages[page] != nil { moving.insert(page) }
    }

    /// Advances the moving pages, and ends the departing page's slide, at `time`.
    mutating func advance(to time: Double) {
        for page in moving {
            if pages.indices.contains(page), pages[page]?.advance(to: time) == true { continue }
            moving.remove(page)
        }
        if let departing, time - departing.start >= Tuning.departureDuration { self.departing = nil }
    }

    /// Makes the pages within `retention.prepareDistance` of `progress` and page `target` (the
    /// one the pages are going to, whose controls the keys reach at once), from `tabs` at `size`,
    /// and releases those farther than `retention.releaseDistance` that do not move.
    mutating func updateResidency(progress: Double, target: Int, tabs: inout [TabContent], size: Size, theme: Theme, retention: PageRetention) {
        guard !pages.isEmpty else { return }
        // Right after tabs are removed the pager may still be past the new last page.
        let progress = min(max(progress, 0), Double(pages.count - 1))
        let reach = Double(retention.prepareDistance)
        let near = max(Int((progress - reach).rounded(.up)), 0)...min(Int((progress + reach).rounded(.down)), pages.count - 1)
        for index in Array(near) + [target] where pages.indices.contains(index) && pages[index] == nil && tabs.indices.contains(index) {
            pages[index] = PageState(content: tabs[index].page, size: size, theme: theme)
            resident.insert(index)
        }
        for index in resident where abs(Double(index) - progress) > Double(retention.releaseDistance) {
            guard !moving.contains(index), index != target else { continue }
            // Rows a list gained (refreshed, loaded) outlive its page: the tab's content keeps them.
            if let root = pages[index]?.layers.first, tabs.indices.contains(index), root.content != tabs[index].page {
                tabs[index].page = root.content
            }
            pages[index] = nil
            resident.remove(index)
        }
    }

    /// The pages came to rest on `page`: it is reloaded, and the pictures of the pages within
    /// `reach` of it are back at 1x.
    mutating func cameToRest(on page: Int, reach: Int) {
        guard pages.indices.contains(page) else { return }
        pages[page]?.reload()
        for other in max(page - reach, 0)...min(page + reach, pages.count - 1) where other != page {
            pages[other]?.updateTop { $0.page.pagesRestedElsewhere() }
        }
    }

    /// Measures the host's rows on the `visible` pages and asks for more at their ends: the
    /// pages that asked, now moving.
    mutating func measure(_ visible: ClosedRange<Int>) -> [Int] {
        var asking: [Int] = []
        for page in visible where pages.indices.contains(page) {
            pages[page]?.updateTop { layer in
                if layer.page.measureVisibleRows(scroll: &layer.scroll, pageNumber: page + 1) { layer.fitScrollBounds() }
            }
            if pages[page]?.updateTop({ $0.page.loadMoreIfNearTheEnd(scroll: $0.scroll) }) == true {
                asking.append(page)
                markMoving(page)
            }
        }
        return asking
    }

    /// The pictures the pages beside `centre` want, each told where it shows by `context`.
    func imageRequests(around centre: Int, context: (PageLayer, Int) -> PageContext) -> [ImageRequest] {
        guard !pages.isEmpty else { return [] }
        // The pages may be pulled far past either end (a host's offset): the nearest page is the centre.
        let centre = min(max(centre, 0), pages.count - 1)
        return (max(centre - 1, 0)...min(centre + 1, pages.count - 1)).flatMap { page -> [ImageRequest] in
            guard let layer = pages[page]?.top else { return [] }
            return layer.page.imageRequests(in: context(layer, page), isCurrent: page == centre)
        }
    }

    /// Changes the rows of tab `index`'s own page (made or not, a page of rows), keeping the
    /// tab's content in `tabs` in step; false when it shows no rows.
    /// With `isWaiting`, changes instead the topmost layer that waits for the host (a refresh, more
    /// rows); `reconciling` reads the rows anew after when their count disagrees with their
    /// source's. False when there was nothing to change.
    mutating func changeRows(
        ofTab index: Int, in tabs: inout [TabContent], waitingFor isWaiting: ((any PageKind) -> Bool)?, reconciling: Bool,
        _ change: (inout any PageKind, inout ScrollAxis) -> Void
    ) -> Bool {
        func changed(_ page: inout any PageKind, _ scroll: inout ScrollAxis) {
            change(&page, &scroll)
            if reconciling { page.reloadIfCountDisagrees() }
        }
        if let isWaiting { return changeWaitingRows(ofTab: index, in: &tabs, where: isWaiting, changed) }
        guard tabs.indices.contains(index), pages.indices.contains(index) else { return false }
        guard pages[index] != nil else {
            var layer = PageLayer(title: nil, content: tabs[index].page, bounces: false)
            guard layer.list != nil else { return false }
            layer.updatePage(changed)
            tabs[index].page = layer.content
            return true
        }
        guard pages[index]?.root.list != nil else { return false }
        pages[index]?.updateRoot { $0.updatePage(changed) }
        if let root = pages[index]?.root { tabs[index].page = root.content }
        markMoving(index)
        return true
    }

    /// Changes the topmost layer of tab `index` that waits for the host (`isWaiting`), keeping
    /// the tab's content in `tabs` in step; false when none waits.
    private mutating func changeWaitingRows(
        ofTab index: Int, in tabs: inout [TabContent], where isWaiting: (any PageKind) -> Bool,
        _ change: (inout any PageKind, inout ScrollAxis) -> Void
    ) -> Bool {
        guard pages.indices.contains(index), pages[index]?.updateWaitingLayer({ isWaiting($0.page) }, { $0.updatePage(change) }) == true else {
            return false
        }
        if let root = pages[index]?.root, tabs.indices.contains(index) { tabs[index].page = root.content }
        markMoving(index)
        return true
    }

    /// Closes page `page`'s detail page, which slides away from `time`; false when none is open.
    mutating func goBack(onPage page: Int, time: Double) -> Bool {
        guard pages.indices.contains(page), pages[page]?.pop(time: time) == true else { return false }
        markMoving(page)
        return true
    }

    /// Changes page `page`'s top layer (when the page is made), which moves on its own after when
    /// `change` says it changed; true then.
    @discardableResult
    mutating func moveTop(ofPage page: Int, _ change: (inout PageLayer) -> Bool) -> Bool {
        guard pages.indices.contains(page), pages[page]?.updateTop(change) == true else { return false }
        markMoving(page)
        return true
    }

    /// Lays every made page out for a new page `size`, or rows' text of another size.
    mutating func layout(for size: Size, rowFontSize: Double) {
        for index in resident { pages[index]?.layout(for: size, rowFontSize: rowFontSize) }
    }
}

/// The page of a tab just removed while it was on screen, sliding out for `Tuning.departureDuration`.
package struct DepartingPage {
    var state: PageState
    var pageNumber: Int
    /// Where its left edge was in the view when the tab was removed.
    var originX: Double
    var start: Double

    /// How far it has slid (0 to 1, eased) at `time`.
    func progress(at time: Double) -> Double { Easing.cubicOut((time - start) / Tuning.departureDuration) }
}
