import PagerCore

extension Scene {
    /// Draws a tab's page: its top layer, and during a push or pop the layer beneath sliding away.
    /// `opaque` paints its background first, for a page drawn over another.
    func drawPageState(_ state: PageState, pageNumber: Int, frame: Rect, opaque: Bool = false, into list: inout DrawList) {
        guard let transition = state.transition else {
            drawLayer(state.top, pageNumber: pageNumber, frame: frame, opaque: opaque, into: &list)
            return
        }
        let progress = transition.progress(at: time)
        let width = frame.width
        if transition.isPush, state.layers.count >= 2 {
            let under = state.layers[state.layers.count - 2]
            drawLayer(under, pageNumber: pageNumber, frame: frame.offsetBy(dx: -progress * width * 0.3, dy: 0),
                      opaque: true, into: &list)
            drawLayer(state.top, pageNumber: pageNumber, frame: frame.offsetBy(dx: (1 - progress) * width, dy: 0),
                      opaque: true, into: &list)
        } else if let popped = state.poppedLayer {
            drawLayer(state.top, pageNumber: pageNumber, frame: frame.offsetBy(dx: -(1 - progress) * width * 0.3, dy: 0),
                      opaque: true, into: &list)
            drawLayer(popped, pageNumber: pageNumber, frame: frame.offsetBy(dx: progress * width, dy: 0),
                      opaque: true, into: &list)
        } else {
            drawLayer(state.top, pageNumber: pageNumber, frame: frame, opaque: opaque, into: &list)
        }
    }

    /// Draws one layer in `frame`: a navigation bar on detail pages, then the content,
    /// clipped to the layer and the pages' area. `opaque` paints the background first (when
    /// layers overlap during a transition).
    private func drawLayer(_ layer: PageLayer, pageNumber: Int, frame: Rect, opaque: Bool, into list: inout DrawList) {
        let outer = list.currentClip ?? frame
        let visible = frame.intersection(outer)
        guard !visible.isEmpty else { return }
        list.clip(visible)
        let background: Color
        if case .table = layer.content { background = theme.tableBackground } else { background = theme.pageColor }
        if opaque || background != list.clearColor { list.fill(frame, background) }
        let contentFrame = Rect(x: frame.minX, y: frame.minY + layer.topInset, width: frame.width,
                                height: max(frame.height - layer.topInset, 0))
        list.clip(contentFrame.intersection(visible))
        let scroll = layer.scroll.offset
        switch layer.content {
        case .list(let rows):
            drawRows(rows, pageNumber: pageNumber, frame: contentFrame, scroll: scroll, into: &list)
        case .table(let table):
            if let layout = layer.tableLayout {
                drawTable(table, layout: layout, highlight: layer.highlight, frame: contentFrame, scroll: scroll, into: &list)
            }
        case .composed(let items):
            drawComposed(items, origin: Point(x: contentFrame.minX, y: contentFrame.minY - scroll), into: &list)
        case .colorBlock(let color, let size):
            list.fill(Rect(x: contentFrame.minX, y: contentFrame.minY - scroll, width: size.width, height: size.height), color)
        }
        list.clip(visible)
        if let title = layer.title { drawNavigationBar(title: title, frame: frame, into: &list) }
        list.clip(outer)
    }

    private func drawNavigationBar(title: String, frame: Rect, into list: inout DrawList) {
        let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: PageLayer.navigationBarHeight)
        list.fill(bar, Color(248, 248, 248))
        list.fill(Rect(x: bar.minX, y: bar.maxY - 1, width: bar.width, height: 1), theme.tabBarHairlineColor)
        list.text(TextRun("‹ Back", in: Rect(x: bar.minX + 12, y: bar.minY, width: PageLayer.backControlWidth - 12, height: bar.height),
                          fontSize: 17, color: theme.accentColor))
        list.text(TextRun(title, in: Rect(x: bar.minX + PageLayer.backControlWidth, y: bar.minY,
                                          width: max(bar.width - 2 * PageLayer.backControlWidth, 0), height: bar.height),
                          fontSize: 17, weight: .bold, color: theme.rowTextColor, alignment: .center))
    }

    /// Rows from floor(scroll / h) to the last one touching the bottom, as ImGui's list clipper.
    private func drawRows(_ rows: ListContent, pageNumber: Int, frame: Rect, scroll: Double, into list: inout DrawList) {
        guard rows.rowCount > 0 else { return }
        let height = rows.rowHeight
        let first = max(Int((scroll / height).rounded(.down)), 0)
        let last = min(Int(((scroll + frame.height) / height).rounded(.up)), rows.rowCount) - 1
        guard first <= last else { return }
        let inset = theme.rowTextInset
        for row in first...last {
            let top = frame.minY + Double(row) * height - scroll
            list.text(TextRun(rows.text(row: row, pageNumber: pageNumber),
                              in: Rect(x: frame.minX + inset, y: top, width: frame.width - 2 * inset, height: height - 1),
                              fontSize: theme.rowFontSize, color: theme.rowTextColor, on: theme.pageColor))
            list.fill(Rect(x: frame.minX + inset, y: top + height - 1, width: frame.width - inset, height: 1),
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
                list.fill(frame, theme.accentColor, radius: 8)
                list.text(TextRun(title, in: frame, fontSize: theme.titleFontSize, color: .white, alignment: .center))
            }
        }
    }
}
