import PagerCore

/// A list page: rows of text from a template, of which only the visible ones are laid out.
extension ListContent: PageKind {
    var scrollsVertically: Bool { true }

    func tableLayout(width: Double) -> TableLayout? { nil }

    func contentHeight(width: Double) -> Double { Double(rowCount) * rowHeight }

    func background(_ theme: Theme) -> Color { theme.pageColor }

    /// Rows from floor(scroll / h) to the last one touching the bottom, as ImGui's list clipper.
    func draw(_ page: PageDrawContext, into list: inout DrawList) {
        guard rowCount > 0 else { return }
        let theme = page.theme, frame = page.frame, scroll = page.scroll
        let first = max(Int((scroll / rowHeight).rounded(.down)), 0)
        let last = min(Int(((scroll + frame.height) / rowHeight).rounded(.up)), rowCount) - 1
        guard first <= last else { return }
        let inset = theme.rowTextInset
        for row in first...last {
            let top = frame.minY + Double(row) * rowHeight - scroll
            list.text(
                TextRun(
                    text(row: row, pageNumber: page.pageNumber),
                    in: Rect(x: frame.minX + inset, y: top, width: frame.width - 2 * inset, height: rowHeight - 1),
                    fontSize: theme.rowFontSize, color: theme.rowTextColor, on: theme.pageColor))
            list.fill(
                Rect(x: frame.minX + inset, y: top + rowHeight - 1, width: frame.width - inset, height: 1),
                theme.separatorColor)
        }
    }

    func tap(at point: Point, in page: PageTapContext) -> PageTap { .nothing }

    func pressable(at point: Point, in page: PageTapContext) -> (frame: Rect, radius: Double)? { nil }

    func focusFrames(in page: PageTapContext) -> [Rect] { [] }
}
