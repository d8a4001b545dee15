import PagerCore

/// A page the host draws (`CustomPage`) behind the contract every kind of page keeps.
struct CustomPageKind: PageKind {
    let page: any CustomPage

    var scrollsVertically: Bool { true }

    func tableLayout(width: Double) -> TableLayout? { nil }

    func contentHeight(width: Double) -> Double {
        let height = page.contentHeight(forWidth: width)
        return height.isFinite ? max(height, 0) : 0
    }

    func background(_ theme: Theme) -> Color { page.background ?? theme.pageColor }

    func draw(_ context: PageDrawContext, into list: inout DrawList) {
        page.draw(CustomPageFrame(frame: context.frame, scroll: context.scroll, time: context.time, theme: context.theme), into: &list)
    }

    func tap(at point: Point, in context: PageTapContext) -> PageTap { .custom(page, point) }

    /// The page shows its own pressed state.
    func pressable(at point: Point, in context: PageTapContext) -> (frame: Rect, radius: Double)? { nil }

    func focusFrames(in context: PageTapContext) -> [Rect] { page.focusFrames(forWidth: context.width) }
}
