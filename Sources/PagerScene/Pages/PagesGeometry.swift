import PagerCore

/// Where the pages are in the view at a moment: the pages' area, and where the pager has moved
/// them. Left to right (a right-to-left scene mirrors its whole frame).
struct PagesGeometry {
    /// The pages' area in the view.
    var frame: Rect
    /// The pager's offset, and how far it moves from one page to the next (a page's width and
    /// the spacing): the pager's page width.
    var offset: Double
    var step: Double
    /// A page's width, where the page at rest starts (the peek), and how many pages there are.
    var pageWidth: Double
    var leading: Double
    var count: Int

    /// Where the pages of a view `width` wide go as `theme` asks (its peek and spacing): where
    /// the page at rest starts, its width and the step from one page to the next. A page keeps
    /// at least a quarter of the view.
    static func span(viewWidth width: Double, theme: Theme) -> (leading: Double, pageWidth: Double, step: Double) {
        let peek = min(max(theme.pagePeek, 0), width * 3 / 8), spacing = min(max(theme.pageSpacing, 0), width)
        let pageWidth = max(width - 2 * peek, 1)
        return (peek, pageWidth, pageWidth + spacing)
    }

    /// Where a point lands on a page's top layer.
    enum Point {
        case backControl
        /// The rest of a detail page's navigation bar.
        case navigationBar
        /// The content, at this point in content coordinates (from the page's left and the
        /// content's top, scrolling included).
        case content(PagerCore.Point)
    }

    /// The page under view x-coordinate `x`.
    func page(atX x: Double) -> Int { min(max(Int(((x - leading + offset) / step).rounded(.down)), 0), count - 1) }

    /// The view x-coordinate of page `page`'s left edge.
    func originX(_ page: Int) -> Double { leading + Double(page) * step - offset }

    /// How far page `page` is from the place of the page at rest, in pages (-1: one to the left).
    func position(_ page: Int) -> Double { (originX(page) - leading) / step }

    /// The pages overlapping the pages' area, first to last.
    var pagesInView: ClosedRange<Int>? {
        let first = Int(((offset - leading - pageWidth + frame.minX) / step).rounded(.down)) + 1
        let last = Int(((offset - leading + frame.maxX) / step).rounded(.up)) - 1
        let lower = max(first, 0), upper = min(last, count - 1)
        return lower <= upper ? lower...upper : nil
    }

    /// The frame of page `page`'s content, whose top layer is `layer`, in view coordinates (below a navigation bar).
    func contentFrame(_ page: Int, layer: PageLayer) -> Rect {
        Rect(x: originX(page), y: frame.minY + layer.topInset, width: pageWidth, height: max(frame.height - layer.topInset, 0))
    }

    /// The back control of page `page`'s detail page, in view coordinates.
    func backControlFrame(_ page: Int) -> Rect {
        Rect(x: originX(page), y: frame.minY, width: PageLayer.backControlWidth, height: PageLayer.navigationBarHeight)
    }

    /// Where view point `point` lands on page `page`, whose top layer is `layer`.
    func locate(_ point: PagerCore.Point, onPage page: Int, layer: PageLayer) -> Point {
        let local = PagerCore.Point(x: point.x - originX(page), y: point.y - frame.minY)
        if layer.title != nil && local.y < PageLayer.navigationBarHeight {
            return local.x < PageLayer.backControlWidth ? .backControl : .navigationBar
        }
        return .content(PagerCore.Point(x: local.x, y: local.y - layer.topInset + layer.scroll.offset))
    }
}
