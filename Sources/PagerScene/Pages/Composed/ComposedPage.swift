import PagerCore

/// A page composed of several views stacked top to bottom: headings, paragraphs, buttons.
struct ComposedPage: PageKind {
    let items: [ComposedItem]
    /// Each item's frame, for the width last laid out.
    private(set) var frames: [Rect] = []
    /// The buttons' frames: the focus ring's stops.
    private var buttonFrames: [Rect] = []

    init(items: [ComposedItem]) { self.items = items }

    var content: PageContent { .composed(items) }
    var scrollsVertically: Bool { true }
    mutating func layout(for size: Size, rowFontSize: Double) {
        frames = ComposedLayout.frames(for: items, width: size.width)
        buttonFrames = zip(items, frames).compactMap { item, frame in
            if case .button = item { return frame } else { return nil }
        }
    }
    var contentHeight: Double { frames.last.map { $0.maxY + ComposedLayout.padding } ?? 0 }
    func background(_ theme: Theme) -> Color { theme.pageColor }
    mutating func advance(to time: Double) -> Bool { false }

    func draw(in page: PageContext, into list: inout DrawList) {
        let theme = page.theme
        let origin = Point(x: page.frame.minX, y: page.frame.minY - page.scroll)
        for (item, local) in zip(items, frames) {
            let frame = local.offsetBy(dx: origin.x, dy: origin.y)
            switch item {
            case .heading(let text):
                list.text(TextRun(text, in: frame, fontSize: ComposedLayout.headingFontSize, weight: .bold, color: theme.rowTextColor))
            case .paragraph(let text, _):
                list.text(TextRun(text, in: frame, fontSize: ComposedLayout.paragraphFontSize, color: theme.paragraphTextColor, wraps: true))
            case .button(let title, _):
                list.fill(frame, theme.accentColor, radius: ComposedLayout.buttonCornerRadius)
                list.text(TextRun(title, in: frame, fontSize: theme.titleFontSize, color: .white, alignment: .center))
            }
        }
    }

    /// The button at `point`, if there is one.
    private func button(at point: Point) -> (title: String, message: String, frame: Rect)? {
        for (item, frame) in zip(items, frames) {
            if case .button(let title, let message) = item, frame.contains(point) { return (title, message, frame) }
        }
        return nil
    }

    /// A button shows pressed while held.
    func pressable(at point: Point, in page: PageContext) -> (frame: Rect, radius: Double)? {
        button(at: point).map { ($0.frame, ComposedLayout.buttonCornerRadius) }
    }

    func reactsToClick(at point: Point, in page: PageContext) -> Bool { button(at: point) != nil }

    /// A button shows its message.
    mutating func tap(at point: Point, in page: PageContext) -> [PageOutcome] {
        button(at: point).map { [.buttonPressed(title: $0.title, message: $0.message)] } ?? []
    }

    /// The buttons.
    func focusStopCount(in page: PageContext) -> Int { buttonFrames.count }
    func focusFrame(_ index: Int, in page: PageContext) -> Rect? { buttonFrames.indices.contains(index) ? buttonFrames[index] : nil }

    /// A panel of its headings, paragraphs and buttons in view.
    func accessiblePage(in page: PageContext) -> AccessibleNode {
        var children: [AccessibleNode] = []
        for (index, (item, frame)) in zip(items, frames).enumerated() where frame.intersects(page.visible) {
            switch item {
            case .heading(let text): children.append(AccessibleNode(id: "item:\(index)", role: .heading, name: text, frame: frame))
            case .paragraph(let text, _): children.append(AccessibleNode(id: "item:\(index)", role: .paragraph, name: text, frame: frame))
            case .button(let title, _):
                children.append(
                    AccessibleNode(id: "item:\(index)", role: .pushButton, name: title, states: .focusable, frame: frame, isClickable: true))
            }
        }
        return AccessibleNode(id: "content", role: .panel, name: page.title, frame: page.visible, children: children)
    }
}
