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

    /// Whether a page moves on its own.
    var isAnimating: Bool { !moving.isEmpty || departing != nil }

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
        if let departing, time - departing.start >= DepartingPage.duration { self.departing = nil }
    }

    /// Makes the pages within `retention.prepareDistance` of `progress` (from `tabs`, at `size`)
    /// and releases those farther than `retention.releaseDistance` that do not move.
    mutating func updateResidency(progress: Double, tabs: inout [TabContent], size: Size, bounces: Bool, retention: PageRetention) {
        guard !pages.isEmpty else { return }
        // Right after tabs are removed the pager may still be past the new last page.
        let progress = min(max(progress, 0), Double(pages.count - 1))
        let reach = Double(retention.prepareDistance)
        let near = max(Int((progress - reach).rounded(.up)), 0)...min(Int((progress + reach).rounded(.down)), pages.count - 1)
        for index in near where pages[index] == nil && tabs.indices.contains(index) {
            pages[index] = PageState(content: tabs[index].page, size: size, bounces: bounces)
            resident.insert(index)
        }
        for index in resident where abs(Double(index) - progress) > Double(retention.releaseDistance) {
            guard !moving.contains(index) else { continue }
            // Rows a list gained (refreshed, loaded) outlive its page: the tab's content keeps them.
            if let root = pages[index]?.layers.first, tabs.indices.contains(index), root.content != tabs[index].page {
                tabs[index].page = root.content
            }
            pages[index] = nil
            resident.remove(index)
        }
    }

    /// Lays every made page out for a new page `size`.
    mutating func layout(for size: Size) {
        for index in resident { pages[index]?.layout(for: size) }
    }
}

/// The page of a tab just removed while it was on screen, sliding out for `duration`.
package struct DepartingPage {
    /// How long it takes, in seconds.
    package static let duration = 0.3
    var state: PageState
    var pageNumber: Int
    /// Where its left edge was in the view when the tab was removed.
    var originX: Double
    var start: Double

    /// How far it has slid (0 to 1, eased) at `time`.
    func progress(at time: Double) -> Double { Easing.cubicOut((time - start) / Self.duration) }
}
