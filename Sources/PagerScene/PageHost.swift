import PagerCore

/// The tabs' pages at run time: each made when it first comes within a page of the view and
/// released when far from it, the ones moving on their own (a list coasting, a detail page
/// sliding in), and the page of a removed tab sliding away. Each page holds its own navigation
/// stack of detail pages (`PageState`).
package struct PageHost: Sendable {
    /// Pages farther than this from the view are released.
    package static let releaseDistance = 3

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

    /// Adds an unmade page at the end.
    mutating func append() { pages.append(nil) }

    /// Removes the last page; when it shows in the view (its left edge at `originX` in a view
    /// `viewWidth` wide), it slides away from `time`.
    mutating func removeLast(originX: Double, pageWidth: Double, viewWidth: Double, time: Double) {
        let removed = pages.count - 1
        guard removed >= 0 else { return }
        if let state = pages[removed], originX < viewWidth && originX + pageWidth > 0 {
            departing = DepartingPage(state: state, pageNumber: removed + 1, originX: originX, start: time)
        }
        pages.removeLast()
        moving.remove(removed)
        resident.remove(removed)
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

    /// Makes the pages within one page of `progress` (from `tabs`, at `size`) and releases those
    /// farther than `releaseDistance` that do not move.
    mutating func updateResidency(progress: Double, tabs: inout [TabContent], size: Size, bounces: Bool) {
        guard !pages.isEmpty else { return }
        // Right after tabs are removed the pager may still be past the new last page.
        let progress = min(max(progress, 0), Double(pages.count - 1))
        let near = max(Int((progress - 1).rounded(.up)), 0)...min(Int((progress + 1).rounded(.down)), pages.count - 1)
        for index in near where pages[index] == nil && tabs.indices.contains(index) {
            pages[index] = PageState(content: tabs[index].page, size: size, bounces: bounces)
            resident.insert(index)
        }
        for index in resident where abs(Double(index) - progress) > Double(Self.releaseDistance) {
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
package struct DepartingPage: Sendable {
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
