import PagerCore

/// A page composed of several views stacked top to bottom: headings, paragraphs, buttons.
struct ComposedPage: PageKind {
    var items: [ComposedItem]

    var scrollsVertically: Bool { true }

    func tableLayout(width: Double) -> TableLayout? { nil }

    func contentHeight(width: Double) -> Double { ComposedLayout.contentHeight(for: items, width: width) }

    func background(_ theme: Theme) -> Color { theme.pageColor }

    func draw(_ page: PageDrawContext, into list: inout DrawList) {
        let theme = page.theme
        let origin = Point(x: page.frame.minX, y: page.frame.minY - page.scroll)
        for (item, local) in zip(items, ComposedLayout.frames(for: items, width: page.frame.width)) {
            let frame = local.offsetBy(dx: origin.x, dy: origin.y)
            switch item {
            case .heading(let text):
                list.text(
                    TextRun(
                        text, in: frame, fontSize: ComposedLayout.headingFontSize, weight: .bold,
                        color: theme.rowTextColor))
            case .paragraph(let text, _):
                list.text(
                    TextRun(
                        text, in: frame, fontSize: ComposedLayout.paragraphFontSize,
                        color: theme.paragraphTextColor, wraps: true))
            case .button(let title, _):
                list.fill(frame, theme.accentColor, radius: ComposedLayout.buttonCornerRadius)
                list.text(TextRun(title, in: frame, fontSize: theme.titleFontSize, color: .white, alignment: .center))
            }
        }
    }

    /// A button shows pressed while held.
    func pressable(at point: Point, in page: PageTapContext) -> (frame: Rect, radius: Double)? {
        for (item, frame) in zip(items, ComposedLayout.frames(for: items, width: page.width)) {
            if case .button = item, frame.contains(point) { return (frame, ComposedLayout.buttonCornerRadius) }
        }
        return nil
    }

    /// The buttons.
    func focusFrames(in page: PageTapContext) -> [Rect] {
        zip(items, ComposedLayout.frames(for: items, width: page.width)).compactMap { item, frame in
            if case .button = item { return frame } else { return nil }
        }
    }

    /// A button shows its message.
    func tap(at point: Point, in page: PageTapContext) -> PageTap {
        for (item, frame) in zip(items, ComposedLayout.frames(for: items, width: page.width)) {
            if case .button(let title, let text) = item, frame.contains(point) { return .button(title: title, message: text) }
        }
        return .nothing
    }
}
