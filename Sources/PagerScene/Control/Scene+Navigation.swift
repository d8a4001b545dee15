import PagerCore

extension Scene {
    /// Goes back from a detail page on tab `page`; false when there is none.
    @discardableResult
    public mutating func goBack(page: Int) -> Bool {
        let now = time
        guard pages.indices.contains(page), pages[page]?.pop(time: now) == true else { return false }
        events.append(.detailClosed(tab: page))
        markMoving(page)
        return true
    }

    /// Puts the pages at horizontal offset `offset` at once, in points (0 on the first page, the
    /// page width times n on page n); the selected tab becomes the nearest.
    public mutating func setPageOffset(_ offset: Double) {
        pager.jump(toOffset: offset)
        updatePageResidency()
        reportChanges()
    }

    /// Scrolls tab `index`'s page (its top layer) to `offset` points from its top, at once
    /// (clamped to its content).
    public mutating func setScrollOffset(_ offset: Double, ofTab index: Int) {
        guard pages.indices.contains(index) else { return }
        pages[index]?.updateTop { $0.scroll.jump(to: offset) }
        updatePageResidency()
    }
}
