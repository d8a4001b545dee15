import PagerCore

/// A plain coloured view of `size` at the page's top left (JFTabView's red view): it neither
/// scrolls nor reacts to taps.
struct ColorBlockPage: PageKind {
    let color: Color
    let size: Size

    var content: PageContent { .colorBlock(color, size) }
    var scrollsVertically: Bool { false }
    mutating func layout(for size: Size, rowFontSize: Double) {}
    var contentHeight: Double { 0 }
    func background(_ theme: Theme) -> Color { theme.pageColor }
    mutating func advance(to time: Double) -> Bool { false }

    func draw(in page: PageContext, into list: inout DrawList) {
        list.fill(Rect(x: page.frame.minX, y: page.frame.minY - page.scroll, width: size.width, height: size.height), color)
    }

    func pressable(at point: Point, in page: PageContext) -> (frame: Rect, radius: Double)? { nil }
    func reactsToClick(at point: Point, in page: PageContext) -> Bool { false }
    mutating func tap(at point: Point, in page: PageContext) -> [PageOutcome] { [] }
    func focusStopCount(in page: PageContext) -> Int { 0 }
    func focusFrame(_ index: Int, in page: PageContext) -> Rect? { nil }

    /// An empty panel.
    func accessiblePage(in page: PageContext) -> AccessibleNode {
        AccessibleNode(id: "content", role: .panel, name: page.title, frame: page.visible)
    }
}
