/// A horizontal pager: `pageCount` pages of `pageWidth` side by side on one `ScrollAxis`.
/// It follows drags, snaps on release by the rules of `PagingRules`, animates to a selected
/// page, and keeps the current page aligned when the width changes.
public struct Pager: Sendable {
    /// The horizontal axis; its offset is the page offset in units.
    public private(set) var axis: ScrollAxis
    /// How many pages there are.
    public private(set) var pageCount: Int
    /// The width of one page.
    public private(set) var pageWidth: Double
    /// The page the pager is on or settling to (the last snap target).
    public private(set) var targetPage: Int
    private var dragStartPointer: Double = 0
    /// The pages the running drag may reach, when the page it started on allows less than all.
    private var dragRange: ClosedRange<Int>?
    /// A selection far away, animated from near its page: where the tab bar showed the pages
    /// when it began, and the page the animation started from.
    private var farJump: (from: Double, landing: Double)?

    /// A pager of `pageCount` pages (at least one) of `pageWidth`, on `page`.
    /// - Parameters:
    ///   - pageCount: how many pages there are.
    ///   - pageWidth: the width of one page.
    ///   - page: the page it starts on.
    ///   - bounces: whether the first and last pages rubber-band (off by default, as JFTabView).
    public init(pageCount: Int, pageWidth: Double, page: Int = 0, bounces: Bool = false) {
        let count = max(pageCount, 1)
        let width = max(pageWidth, 1)
        let start = min(max(page, 0), count - 1)
        self.pageCount = count
        self.pageWidth = width
        self.targetPage = start
        axis = ScrollAxis(
            offset: Double(start) * width, maxOffset: Double(count - 1) * width,
            viewportLength: width, bounces: bounces)
    }

    /// The offset in pages: 0 on the first page, 1.5 halfway between the second and third.
    public var progress: Double { axis.offset / pageWidth }
    /// The page offset in units.
    public var offset: Double { axis.offset }
    /// Whether a drag is moving the pages.
    public var isDragging: Bool { axis.isDragging }
    /// Whether the pages are moving on their own (settling or animating).
    public var isSettling: Bool { axis.isAnimating }

    /// Where the tab bar shows the pages (its indicator, the titles' colours), in pages: the
    /// progress, except while a far selection animates, when it goes straight from where it was
    /// to the selected page as the pages cover their last `PagingRules.farJumpPages`.
    public var tabProgress: Double {
        guard let farJump, axis.isAnimating, !axis.isDragging else { return progress }
        let target = Double(targetPage), span = target - farJump.landing
        let fraction = span == 0 ? 1 : min(max((progress - farJump.landing) / span, 0), 1)
        return farJump.from + (target - farJump.from) * fraction
    }

    /// The page nearest the view's position.
    package var nearestPage: Int { clampPage(Int(progress.rounded())) }

    /// The page that stays in view when pages are inserted, removed or moved: while dragging
    /// the nearest page, otherwise the target.
    private var anchorPage: Int { isDragging ? nearestPage : targetPage }

    /// A press on the pages. A press during a settle farther than `PagingRules.catchDistance`
    /// from its target stops the pages where they are and returns true: the caller should
    /// start a drag at once. Closer than that, the settle completes instantly.
    public mutating func press() -> Bool {
        farJump = nil
        guard axis.isAnimating else { return false }
        let target = Double(targetPage) * pageWidth
        if abs(axis.offset - target) > PagingRules.catchDistance {
            axis.jump(to: axis.offset)
            return true
        }
        axis.jump(to: target)
        return false
    }

    /// Starts dragging with the pointer at `pointerX` (the claim origin). The fling distance
    /// counts from `downPointerX`, where the finger went down (ViewPager's initial motion point;
    /// `pointerX` by default), and `earlierSamples`, the gesture's pointer positions so far (the
    /// press, the moves inside the slop), count for the release velocity. `allowed`, when given,
    /// is the pages the drag may reach (the page it starts on allows no swipe, or one direction):
    /// pulled past them the pages stop, as at the first and last page.
    public mutating func beginDrag(
        pointerX: Double, time: Double, downPointerX: Double? = nil, earlierSamples: [PointerSample] = [],
        allowed: ClosedRange<Int>? = nil
    ) {
        farJump = nil
        dragStartPointer = downPointerX ?? pointerX
        dragRange = allowed.map { range in
            // The pages in view stay reachable: a drag caught between two pages can go to either.
            let lower = min(max(range.lowerBound, 0), Int(progress.rounded(.down)))
            let upper = max(min(range.upperBound, pageCount - 1), Int(progress.rounded(.up)))
            return lower...max(lower, upper)
        }
        applyBounds()
        axis.beginDrag(pointer: pointerX, time: time, earlierSamples: earlierSamples)
    }

    /// Moves the drag's pointer; the pages follow it 1:1.
    public mutating func drag(to pointerX: Double, time: Double) {
        axis.drag(to: pointerX, time: time)
    }

    /// Ends the drag with the pointer at `pointerX` and settles on the page the rules choose,
    /// within the drag's allowed pages, as `accept` lets it: given the page the rules chose, it
    /// returns the page to settle on (a host refusing the change returns the page before).
    public mutating func release(pointerX: Double, time: Double, accept: (Int) -> Int = { $0 }) {
        guard axis.isDragging else { return }
        let velocity = axis.endDrag(time: time)
        var page = PagingRules.targetPage(
            progress: progress, velocity: velocity,
            travel: dragStartPointer - pointerX, pageCount: pageCount)
        if let dragRange { page = min(max(page, dragRange.lowerBound), dragRange.upperBound) }
        // The settle starts before the drag's limits are lifted: bounds set on an axis at rest
        // would clamp a rubber-banded page back in one frame.
        settle(to: accept(page), velocity: velocity, time: time)
        endDragRange()
    }

    /// Ends a drag that was taken away (a cancelled gesture): settles on the nearest page, or
    /// on the page `accept` gives for it (the host may refuse a page).
    public mutating func cancelDrag(time: Double, accept: (Int) -> Int = { $0 }) {
        guard axis.isDragging else { return }
        axis.endDrag(time: time)
        settle(to: accept(clampPage(Int(progress.rounded()))), velocity: 0, time: time)
        endDragRange()
    }

    /// Springs to `page` from the current offset with `velocity`.
    public mutating func settle(to page: Int, velocity: Double, time: Double) {
        farJump = nil
        targetPage = clampPage(page)
        axis.settle(to: Double(targetPage) * pageWidth, velocity: velocity, time: time)
    }

    /// Goes to `page`, animated over `PagingRules.tabTransitionDuration` or at once.
    /// Selecting the page the pager is already on and resting at does nothing. A page more than
    /// `PagingRules.farJumpPages` away is reached as ViewPager2's smooth scroll does: the pages
    /// jump to that many pages before it and animate the rest (the pages between are never
    /// shown), while the tab bar goes straight there (``tabProgress``).
    public mutating func select(page: Int, time: Double, animated: Bool = true) {
        let page = clampPage(page)
        let target = Double(page) * pageWidth
        if page == targetPage && axis.offset == target && !axis.isActive { return }
        let shown = tabProgress
        farJump = nil
        targetPage = page
        if animated {
            let near = Double(PagingRules.farJumpPages)
            if abs(Double(page) - progress) > near {
                let landing = Double(page) + (progress < Double(page) ? -near : near)
                axis.jump(to: landing * pageWidth)
                farJump = (shown, landing)
            }
            axis.animate(to: target, duration: PagingRules.tabTransitionDuration, time: time)
        } else {
            axis.jump(to: target)
        }
    }

    /// Puts the pages at `offset` at once (clamped), ending any motion, as a program scrolling
    /// them does; the target becomes the nearest page.
    public mutating func jump(toOffset offset: Double) {
        farJump = nil
        axis.jump(to: offset)
        targetPage = clampPage(Int(progress.rounded()))
    }

    /// Moves the pages by `delta` units at once, as a touchpad does (clamped); the target stays
    /// until the caller settles them.
    public mutating func scroll(by delta: Double, time: Double) {
        farJump = nil
        axis.scroll(by: delta, time: time)
    }

    /// Changes the page width, keeping the same page exactly aligned. A running settle or
    /// animation is completed at once, since its path was in the old width.
    public mutating func resize(pageWidth newWidth: Double, time: Double) {
        let width = max(newWidth, 1)
        farJump = nil
        let wasDragging = axis.isDragging
        if wasDragging {
            axis.endDrag(time: time)
            dragRange = nil
        }
        let progressNow = axis.isAnimating ? Double(targetPage) : progress
        pageWidth = width
        applyBounds()
        axis.jump(to: progressNow * width)
        if wasDragging || progressNow != progressNow.rounded() {
            settle(to: Int(progressNow.rounded()), velocity: 0, time: time)
        }
    }

    /// Adds a page at `index` (clamped to 0...pageCount). The page in view stays in view: when
    /// the new page comes before it, everything moves a page along at once, motion included.
    public mutating func insertPage(at index: Int, time: Double) {
        let index = min(max(index, 0), pageCount)
        let anchor = anchorPage
        farJump = nil
        pageCount += 1
        if index <= anchor { shiftPages(by: 1) }
        if index <= targetPage { targetPage += 1 }
        applyBounds()
    }

    /// Removes page `index` (there is always at least one page). A page before the one in view
    /// moves everything back a page at once; the page in view removed, the next one takes its
    /// place (the one before, when it was the last).
    public mutating func removePage(at index: Int, time: Double) {
        guard pageCount > 1, index >= 0, index < pageCount else { return }
        let anchor = anchorPage
        farJump = nil
        pageCount -= 1
        if index < anchor { shiftPages(by: -1) }
        if index < targetPage { targetPage -= 1 }
        clampToPages(time: time)
    }

    /// Moves page `from` to `to` (both clamped); the page in view stays in view, wherever it goes.
    public mutating func movePage(from: Int, to: Int) {
        let from = clampPage(from), to = clampPage(to)
        guard from != to else { return }
        farJump = nil
        func moved(_ page: Int) -> Int {
            if page == from { return to }
            if from < to && page > from && page <= to { return page - 1 }
            if from > to && page >= to && page < from { return page + 1 }
            return page
        }
        let anchor = anchorPage
        let target = moved(targetPage)
        shiftPages(by: moved(anchor) - anchor)
        targetPage = target
        applyBounds()
    }

    /// Moves the offset and any motion by `pages` pages at once.
    private mutating func shiftPages(by pages: Int) {
        guard pages != 0 else { return }
        axis.translate(by: Double(pages) * pageWidth)
        dragRange = dragRange.map { ($0.lowerBound + pages)...($0.upperBound + pages) }
    }

    /// Fits the bounds to the pages; when they shrank under the view (the page shown was the last
    /// and was removed), the offset clamps to the new last page at once, as a scroll view's does.
    private mutating func clampToPages(time: Double) {
        dragRange = dragRange.map { min($0.lowerBound, pageCount - 1)...min($0.upperBound, pageCount - 1) }
        applyBounds()
        let maxOffset = Double(pageCount - 1) * pageWidth
        if axis.offset > maxOffset {
            if axis.isDragging {
                axis.endDrag(time: time)
                dragRange = nil
                applyBounds()
            }
            axis.jump(to: maxOffset)
        }
        if targetPage >= pageCount {
            targetPage = pageCount - 1
            if axis.offset != maxOffset { axis.animate(to: maxOffset, duration: PagingRules.tabTransitionDuration, time: time) }
        }
    }

    /// Sets the axis's bounds: every page, or the running drag's allowed pages.
    private mutating func applyBounds() {
        let range = dragRange ?? 0...(pageCount - 1)
        axis.setBounds(
            minOffset: Double(range.lowerBound) * pageWidth, maxOffset: Double(range.upperBound) * pageWidth, viewportLength: pageWidth)
    }

    /// Ends a drag's page limits: every page is in bounds again.
    private mutating func endDragRange() {
        guard dragRange != nil else { return }
        dragRange = nil
        applyBounds()
    }

    /// Advances any settle or animation to `time`.
    public mutating func advance(to time: Double) { axis.advance(to: time) }

    private func clampPage(_ page: Int) -> Int { min(max(page, 0), pageCount - 1) }
}
