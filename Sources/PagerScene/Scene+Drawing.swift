import PagerCore

extension Scene {
    /// The height of the in-window message box and its distance from the bottom.
    static let messageHeight = 40.0
    static let messageMargin = 24.0

    /// Lays the scene out at its current state into `list` (reset first). Only what is
    /// visible is emitted: the pages overlapping the view and, in lists, the visible rows.
    public func draw(into list: inout DrawList) {
        list.reset(clearColor: theme.pageColor)
        drawPages(into: &list)
        drawTabBar(into: &list)
        drawMessage(into: &list)
    }

    /// The indicator's frame in view coordinates: a function of the page offset alone.
    public var indicatorFrame: Rect {
        TabStripGeometry.indicatorFrame(progress: pager.progress, buttonFrames: tabFrames,
                                        barHeight: pagesFrame.minY, height: theme.indicatorHeight,
                                        style: theme.indicatorWidth)
    }

    /// The pages overlapping the view, first to last.
    public var visiblePages: ClosedRange<Int>? {
        guard !content.tabs.isEmpty else { return nil }
        let width = pager.pageWidth
        let first = Int((pager.offset / width).rounded(.down))
        let last = Int(((pager.offset + viewSize.width) / width).rounded(.up)) - 1
        let lower = max(first, 0), upper = min(last, content.tabs.count - 1)
        return lower <= upper ? lower...upper : nil
    }

    private func drawPages(into list: inout DrawList) {
        let frame = pagesFrame
        guard !frame.isEmpty, let pages = visiblePages else { return }
        list.clip(frame)
        for page in pages {
            let origin = pageOrigin(page)
            let pageFrame = Rect(x: origin.x, y: frame.minY, width: pager.pageWidth, height: frame.height)
            switch content.tabs[page].page {
            case .list(let rows):
                drawRows(rows, pageNumber: page + 1, pageFrame: pageFrame, scroll: pageScrolls[page].offset, into: &list)
            case .composed(let items):
                drawComposed(items, origin: origin, into: &list)
            case .colorBlock(let color, let size):
                list.fill(Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), color)
            }
        }
        list.clip(nil)
    }

    /// Rows from floor(scroll / h) to the last one touching the bottom, as ImGui's list clipper.
    private func drawRows(_ rows: ListContent, pageNumber: Int, pageFrame: Rect, scroll: Double,
                          into list: inout DrawList) {
        guard rows.rowCount > 0 else { return }
        let height = rows.rowHeight
        let first = max(Int((scroll / height).rounded(.down)), 0)
        let last = min(Int(((scroll + pageFrame.height) / height).rounded(.up)), rows.rowCount) - 1
        guard first <= last else { return }
        let inset = theme.rowTextInset
        for row in first...last {
            let top = pageFrame.minY + Double(row) * height - scroll
            list.text(TextRun(rows.text(row: row, pageNumber: pageNumber),
                              in: Rect(x: pageFrame.minX + inset, y: top, width: pageFrame.width - 2 * inset, height: height - 1),
                              fontSize: theme.rowFontSize, color: theme.rowTextColor))
            list.fill(Rect(x: pageFrame.minX + inset, y: top + height - 1, width: pageFrame.width - inset, height: 1),
                      theme.separatorColor)
        }
    }

    private func drawComposed(_ items: [ComposedItem], origin: Point, into list: inout DrawList) {
        let frames = ComposedLayout.frames(for: items, width: pager.pageWidth)
        for (item, local) in zip(items, frames) {
            let frame = local.offsetBy(dx: origin.x, dy: origin.y)
            switch item {
            case .heading(let text):
                list.text(TextRun(text, in: frame, fontSize: ComposedLayout.headingFontSize, weight: .bold,
                                  color: theme.rowTextColor))
            case .paragraph(let text, _):
                list.text(TextRun(text, in: frame, fontSize: ComposedLayout.paragraphFontSize,
                                  color: Color(60, 60, 60), wraps: true))
            case .button(let title, _):
                list.fill(frame, theme.accentColor)
                list.text(TextRun(title, in: frame, fontSize: theme.titleFontSize, color: .white, alignment: .center))
            }
        }
    }

    private func drawTabBar(into list: inout DrawList) {
        let bar = Rect(x: 0, y: 0, width: viewSize.width, height: pagesFrame.minY)
        guard !bar.isEmpty else { return }
        list.clip(bar)
        list.fill(bar, theme.tabBarColor)
        list.fill(Rect(x: 0, y: bar.maxY - 1, width: bar.width, height: 1), theme.tabBarHairlineColor)
        let selected = selectedTab
        for (index, frame) in tabFrames.enumerated() {
            list.text(TextRun(content.tabs[index].title, in: frame, fontSize: theme.titleFontSize,
                              color: index == selected ? theme.selectedTitleColor : theme.titleColor,
                              alignment: .center))
        }
        if !tabFrames.isEmpty { list.fill(indicatorFrame, theme.indicatorColor) }
        for label in content.overlays {
            list.text(TextRun(label.text, in: Rect(x: 8, y: label.top, width: bar.width - 16, height: label.height),
                              fontSize: label.fontSize, color: label.color, alignment: label.alignment))
        }
        list.clip(nil)
    }

    private func drawMessage(into list: inout DrawList) {
        guard let message else { return }
        let width = min(viewSize.width - 32, 560)
        guard width > 0 else { return }
        let box = Rect(x: (viewSize.width - width) / 2, y: viewSize.height - Self.messageHeight - Self.messageMargin,
                       width: width, height: Self.messageHeight)
        list.fill(box, theme.messageBackground)
        list.text(TextRun(message.text, in: box.offsetBy(dx: 8, dy: 0).resized(width: width - 16),
                          fontSize: 14, color: theme.messageTextColor, alignment: .center))
    }
}

extension Rect {
    /// The same origin with another width.
    func resized(width: Double) -> Rect { Rect(x: x, y: y, width: width, height: height) }
}
