import PagerCore

/// A page the host draws (`CustomPage`) behind the contract every kind of page keeps: it hears
/// the pointer itself (a press, its end as a tap or a cancel, hover).
struct CustomPageKind: PageKind {
    let page: any CustomPage
    /// The content's height for the width last laid out.
    private(set) var contentHeight = 0.0

    var content: PageContent { .custom(page) }
    var scrollsVertically: Bool { true }

    mutating func layout(for size: Size, rowFontSize: Double) {
        let height = page.contentHeight(forWidth: size.width)
        contentHeight = height.isFinite ? max(height, 0) : 0
    }

    func background(_ theme: Theme) -> Color { page.background ?? theme.pageColor }
    mutating func advance(to time: Double) -> Bool { page.isAnimating }
    var isAnimating: Bool { page.isAnimating }

    func draw(in context: PageContext, into list: inout DrawList) {
        page.draw(CustomPageFrame(frame: context.frame, scroll: context.scroll, time: context.time, theme: context.theme), into: &list)
    }

    /// The page shows its own pressed state.
    func pressable(at point: Point, in context: PageContext) -> (frame: Rect, radius: Double)? { nil }
    func reactsToClick(at point: Point, in context: PageContext) -> Bool { page.cursor(at: point, width: context.width) == .hand }

    mutating func tap(at point: Point, in context: PageContext) -> [PageOutcome] {
        page.handle(.tap(point), width: context.width)
        return []
    }

    func press(at point: Point, in context: PageContext) -> Bool {
        page.handle(.press(point), width: context.width)
        return true
    }

    func cancelPress(in context: PageContext) { page.handle(.cancel, width: context.width) }
    func hover(at point: Point?, in context: PageContext) { page.handle(.hover(point), width: context.width) }
    func focusStopCount(in context: PageContext) -> Int { page.focusFrames(forWidth: context.width).count }
    func focusFrame(_ index: Int, in context: PageContext) -> Rect? {
        let frames = page.focusFrames(forWidth: context.width)
        return frames.indices.contains(index) ? frames[index] : nil
    }

    /// A panel of the elements in view that the host's page describes.
    func accessiblePage(in context: PageContext) -> AccessibleNode {
        AccessibleNode(
            id: "content", role: .panel, name: context.title, frame: context.visible,
            children: page.accessibleElements(forWidth: context.width).filter { $0.frame.intersects(context.visible) })
    }
}
