import PagerCore

extension Scene {
    /// Where the keyboard's focus ring is: on a tab, or on a control of the current page.
    public enum Focus: Sendable, Equatable {
        /// Tab button `index`.
        case tab(Int)
        /// The `index`th control of page `page`'s top layer: its back control first on a detail
        /// page, then its rows or buttons top to bottom.
        case control(page: Int, index: Int)
    }

    /// One place the focus ring can stop on a page.
    enum FocusStop {
        case back
        /// A row or button (content coordinates).
        case element(Rect)
    }

    /// The thickness of the focus ring, and its gap from what it surrounds.
    static let focusRingWidth = 2.0

    /// The focus stops of page `page`'s top layer, in Tab order.
    func focusStops(onPage page: Int) -> [FocusStop] {
        guard pages.indices.contains(page), let layer = pages[page]?.top else { return [] }
        let elements = layer.content.kind.focusFrames(in: PageTapContext(width: pager.pageWidth, layer: layer))
        return (layer.title == nil ? [] : [.back]) + elements.map { .element($0) }
    }

    /// Moves the focus ring one stop forward (`forward`) or back: from the selected tab to the
    /// current page's controls and round again.
    mutating func moveFocus(forward: Bool) {
        let page = pager.targetPage
        let count = focusStops(onPage: page).count
        let position: Int  // -1: the tabs; 0..<count: a control
        switch input.focus {
        case .control(page, let index)? where index < count: position = index
        case .tab?: position = -1
        default:
            // Nothing focused yet (or a stale control): start at the tabs going forward, at the
            // last control going back.
            input.focus = forward || count == 0 ? .tab(page) : .control(page: page, index: count - 1)
            revealFocus()
            return
        }
        let next = (position + 1 + (forward ? 1 : -1) + count + 1) % (count + 1) - 1
        input.focus = next < 0 ? .tab(page) : .control(page: page, index: next)
        revealFocus()
    }

    /// Moves the ring within its group: to the next or previous control of the page.
    mutating func moveFocusWithinPage(by step: Int) {
        guard case .control(let page, let index)? = input.focus else { return }
        let count = focusStops(onPage: page).count
        guard count > 0 else { return }
        input.focus = .control(page: page, index: min(max(index + step, 0), count - 1))
        revealFocus()
    }

    /// Does what a click on the focused tab or control does.
    mutating func activateFocus() {
        switch input.focus {
        case .tab(let index)?:
            if index == pager.targetPage { events.append(.tabReselected(index)) }
            selectTab(index, cause: .key)
        case .control(let page, let index)?:
            let stops = focusStops(onPage: page)
            guard stops.indices.contains(index), let layer = pages[page]?.top else { return }
            switch stops[index] {
            case .back:
                goBack(page: page)
                input.focus = .tab(page)
            case .element(let frame):
                let content = contentFrame(ofPage: page, layer: layer)
                tapPage(page, at: Point(x: content.minX + frame.midX, y: content.minY + frame.midY - layer.scroll.offset))
                markMoving(page)
                if pages[page]?.top.title != layer.title { input.focus = .control(page: page, index: 0) }
            }
        case nil:
            break
        }
    }

    /// Scrolls the page so the focused control is in view.
    private mutating func revealFocus() {
        guard case .control(let page, let index)? = input.focus, let layer = pages[page]?.top else { return }
        let stops = focusStops(onPage: page)
        guard stops.indices.contains(index), case .element(let frame) = stops[index] else { return }
        let viewport = layer.scroll.viewportLength
        let current = layer.scroll.motionTarget ?? layer.scroll.offset
        let target: Double
        if frame.minY < current {
            target = frame.minY
        } else if frame.maxY > current + viewport {
            target = frame.maxY - viewport
        } else {
            return
        }
        let now = time
        pages[page]?.updateTop { $0.scroll.animate(to: target, duration: Self.keyScrollDuration, time: now) }
        markMoving(page)
    }

    /// The focus ring's frame in view coordinates, if it shows: on a tab, or on a control of the
    /// page the pager is on (not while the page slides in or out).
    var focusRingFrame: (frame: Rect, clip: Rect)? {
        switch input.focus {
        case .tab(let index)?:
            guard index < strip.count else { return nil }
            return (layoutTabFrame(index).insetBy(dx: 3, dy: 3), stripFrame)
        case .control(let page, let index)?:
            guard page == pager.targetPage, let state = pages[page], state.transition == nil else { return nil }
            let stops = focusStops(onPage: page)
            guard stops.indices.contains(index) else { return nil }
            let layer = state.top
            switch stops[index] {
            case .back:
                return (backControlFrame(ofPage: page).insetBy(dx: 3, dy: 3), pagesFrame)
            case .element(let frame):
                let content = contentFrame(ofPage: page, layer: layer)
                // Around a control with room beside it (a button); inside one as wide as the page (a row).
                let gap = frame.minX >= 4 && frame.maxX <= content.width - 4 ? -3.0 : 2.0
                return (frame.offsetBy(dx: content.minX, dy: content.minY - layer.scroll.offset).insetBy(dx: gap, dy: gap), content)
            }
        case nil:
            return nil
        }
    }

    /// Draws the focus ring, if it shows.
    func drawFocusRing(into list: inout DrawList) {
        guard let (frame, clip) = focusRingFrame else { return }
        list.pushClip(clip)
        list.stroke(frame, theme.focusColor, width: Self.focusRingWidth)
        list.popClip()
    }
}
