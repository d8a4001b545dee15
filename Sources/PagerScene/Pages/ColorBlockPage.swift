import PagerCore

/// A plain coloured view of `size` at the page's top left (JFTabView's red view): it neither
/// scrolls nor reacts to taps.
struct ColorBlockPage: PageKind {
    var color: Color
    var size: Size

    var scrollsVertically: Bool { false }

    func tableLayout(width: Double) -> TableLayout? { nil }

    func contentHeight(width: Double) -> Double { 0 }

    func background(_ theme: Theme) -> Color { theme.pageColor }

    func draw(_ page: PageDrawContext, into list: inout DrawList) {
        list.fill(Rect(x: page.frame.minX, y: page.frame.minY - page.scroll, width: size.width, height: size.height), color)
    }

    func tap(at point: Point, in page: PageTapContext) -> PageTap { .nothing }

    func pressable(at point: Point, in page: PageTapContext) -> (frame: Rect, radius: Double)? { nil }

    func focusFrames(in page: PageTapContext) -> [Rect] { [] }
}
