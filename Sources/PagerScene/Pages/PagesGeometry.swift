import PagerCore

/// Where the pages are in the view at a moment: the pages' area, and where the pager has moved
/// them. Left to right (a right-to-left scene mirrors its whole frame).
struct PagesGeometry {
    /// The pages' area in the view.
    var frame: Rect
    /// The pager's offset and page width, and how many pages there are.
    var offset: Double
    var pageWidth: Double
    var count: Int

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
    func page(atX x: Double) -> Int { min(max(Int(((x + offset) / pageWidth).rounded(.down)), 0), count - 1) }

    /// The view x-coordinate of page `page`'s left edge.
    func originX(_ page: Int) -> Double { Double(page) * pageWidth - offset }

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
