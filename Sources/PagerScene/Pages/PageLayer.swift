import PagerCore

/// One level of a tab's navigation: the tab's own page, or a detail page opened from a
/// disclosure row. It keeps what every kind of page shares (the vertical scroll, the row tapped
/// last, a detail page's title) around the page's kind, which keeps the rest.
package struct PageLayer {
    /// The title shown in a detail page's navigation bar (nil for the tab's own page).
    package var title: String?
    /// The page's kind, with its content and its own state.
    var page: any PageKind
    /// The layer's vertical scroll.
    package var scroll: ScrollAxis
    /// The row that was tapped and fades out: (section, row) and when it was tapped.
    package var highlight: (section: Int, row: Int, time: Double)?
    /// The focus stop of the layer below that opened this detail page, when the keyboard did:
    /// the ring goes back there with it.
    package var openedFrom: Int?
    /// The page size the layer was last laid out for.
    package private(set) var size = Size(width: 1, height: 1)

    /// A layer showing `content`; lists and tables rubber-band at their ends when `bounces`.
    init(title: String?, content: PageContent, bounces: Bool) {
        self.title = title
        page = content.makePage()
        // A page that refreshes is pulled past its top whatever the theme says: that is the gesture.
        scroll = ScrollAxis(viewportLength: 1, bounces: (bounces || page.pullsToRefresh) && page.scrollsVertically)
    }

    /// What the layer shows now.
    package var content: PageContent { page.content }

    /// The space above the content: a navigation bar on detail pages.
    package var topInset: Double { title == nil ? 0 : PageLayer.navigationBarHeight }
    /// The height of a detail page's navigation bar.
    package static let navigationBarHeight = 44.0
    /// The width of the back control at the left of a detail page's navigation bar.
    public static let backControlWidth = 100.0

    /// The size of the content area: the page less its navigation bar.
    var contentSize: Size { Size(width: size.width, height: max(size.height - topInset, 0)) }

    /// Lays the content out for `size` (the page's frame), its rows' text `rowFontSize` points,
    /// and fits the scroll bounds.
    mutating func layout(for size: Size, rowFontSize: Double) {
        self.size = size
        page.layout(for: contentSize, rowFontSize: rowFontSize)
        fitScrollBounds()
    }

    /// Fits the scroll bounds to the content's height, and to the room held above its top.
    mutating func fitScrollBounds() {
        let viewport = max(size.height - topInset, 1)
        scroll.setBounds(minOffset: -page.heldAboveTop, maxOffset: page.contentHeight - viewport, viewportLength: viewport)
    }

    /// The layer's rows, if it shows a page of rows.
    package var list: ListContent? { page.rows }

    /// Changes the layer's page and fits the scroll to it after.
    @discardableResult
    mutating func updatePage<Result>(_ change: (inout any PageKind, inout ScrollAxis) -> Result) -> Result {
        let result = change(&page, &scroll)
        fitScrollBounds()
        return result
    }

    /// Starts a refresh from the keyboard: the page scrolls to its top with the spinner showing;
    /// true when it did.
    mutating func refreshFromKeys(time: Double) -> Bool {
        guard page.beginRefresh() else { return false }
        fitScrollBounds()
        scroll.animate(to: -page.heldAboveTop, duration: 0.25, time: time)
        return true
    }

    /// Asks for a refresh when a drag is released pulled past the page's threshold; true when it
    /// did (the spinner then holds until the host answers).
    mutating func refreshIfPulled() -> Bool {
        guard page.pullsToRefresh, scroll.offset <= -Tuning.refreshDistance, page.beginRefresh() else { return false }
        fitScrollBounds()
        return true
    }

    /// Scrolls a page that scrolls by `delta` (a wheel, a key): over `duration`, on from where a
    /// scroll under way was going, or at once; not while it is dragged. False when it did not.
    @discardableResult
    mutating func scroll(by delta: Double, over duration: Double, time: Double) -> Bool {
        guard page.scrollsVertically, !scroll.isDragging else { return false }
        if duration > 0 {
            scroll.animate(to: (scroll.motionTarget ?? scroll.offset) + delta, duration: duration, time: time)
        } else {
            scroll.scroll(by: delta, time: time)
        }
        return true
    }

    /// Scrolls so that `frame` (content coordinates) is in view, over `Tuning.keyScrollDuration`;
    /// false when it is in view already.
    mutating func reveal(_ frame: Rect, time: Double) -> Bool {
        let viewport = scroll.viewportLength, current = scroll.motionTarget ?? scroll.offset
        let target = frame.minY < current ? frame.minY : frame.maxY > current + viewport ? frame.maxY - viewport : current
        guard target != current else { return false }
        scroll.animate(to: target, duration: Tuning.keyScrollDuration, time: time)
        return true
    }

    /// Advances the scroll, the highlight and the kind's own motion; true while anything still moves.
    mutating func advance(to time: Double) -> Bool {
        scroll.advance(to: time)
        let own = page.advance(to: time)
        if let highlight, time - highlight.time >= Tuning.highlightFade { self.highlight = nil }
        return own || page.isAnimating || scroll.isActive || scroll.isRelaxingOverscroll || ScrollIndicator.isShowing(for: scroll, at: time)
            || highlight != nil
    }
}
