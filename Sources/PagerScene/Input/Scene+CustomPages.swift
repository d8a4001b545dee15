import PagerCore

extension Scene {
    /// The custom page under view point `point` on page `page`, and the point in its content.
    func customPage(onPage page: Int, at point: Point) -> (any CustomPage, Point)? {
        guard pages.indices.contains(page), let state = pages[page], state.transition == nil,
            case .custom(let custom) = state.top.content, case .content(let contentPoint) = pagePoint(point, onPage: page, layer: state.top)
        else { return nil }
        return (custom, contentPoint)
    }

    /// Tells the custom page that took the press under way that it will not be a tap.
    mutating func cancelCustomPress() {
        guard let gesture = input.gesture, case .page(let page) = gesture.target, pages.indices.contains(page),
            case .custom(let custom)? = pages[page]?.top.content
        else { return }
        custom.handle(.cancel, width: pager.pageWidth)
    }

    /// Tells custom pages where the resting mouse is over them, and when it leaves one.
    mutating func updateCustomPageHover() {
        var over: (any CustomPage, Point)?
        if let hover = input.hover, input.gesture == nil, pagesFrame.contains(hover), !content.tabs.isEmpty {
            over = customPage(onPage: pageIndex(atX: hover.x), at: hover)
        }
        if let previous = input.hoveredCustomPage, previous !== over?.0 { previous.handle(.hover(nil), width: pager.pageWidth) }
        input.hoveredCustomPage = over?.0
        if let (custom, point) = over { custom.handle(.hover(point), width: pager.pageWidth) }
    }

    /// The mouse left the view: nothing is hovered.
    mutating func pointerLeave() {
        input.hover = nil
        updateCustomPageHover()
    }

    /// The pages a drag starting on page `page` may reach, as its tab's swipes allow; nil when
    /// it may reach any.
    func allowedPages(from page: Int) -> ClosedRange<Int>? {
        guard content.tabs.indices.contains(page) else { return nil }
        let swipes = content.tabs[page].swipes
        guard swipes != .both else { return nil }
        let lower = swipes.contains(.towardsPrevious) ? 0 : page
        let upper = swipes.contains(.towardsNext) ? content.tabs.count - 1 : page
        return lower...upper
    }
}
