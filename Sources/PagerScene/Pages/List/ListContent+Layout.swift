import PagerCore

extension ListContent {
    /// The longest side of a row's thumbnail, and the room after it.
    static let thumbnailSide = 56.0
    static let thumbnailGap = 12.0
    /// The most of a row's width its detail takes.
    static let detailShare = 0.4

    /// The side of a thumbnail in a row `rowHeight` high.
    static func thumbnailSide(rowHeight: Double) -> Double { min(thumbnailSide, max(rowHeight - 16, 0)) }

    /// The height of the rows, and of the footer of a list that loads more.
    var contentHeight: Double { heights.total + (loadsMore ? Tuning.loadMoreFooterHeight : 0) }

    /// The rows overlapping content offsets `top..<bottom`, as Dear ImGui's list clipper finds them.
    func rows(from top: Double, to bottom: Double) -> ClosedRange<Int>? {
        guard rowCount > 0, bottom > 0, top < heights.total else { return nil }
        let first = heights.row(at: max(top, 0))
        var last = heights.row(at: bottom)
        if heights.top(of: last) >= bottom && last > first { last -= 1 }
        return first...last
    }

    /// Row `index`'s frame in content coordinates.
    func frame(ofRow index: Int, width: Double) -> Rect {
        Rect(x: 0, y: heights.top(of: index), width: width, height: heights.height(of: index))
    }
}
