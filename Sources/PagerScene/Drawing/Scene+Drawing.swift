import PagerCore

extension Scene {
    /// The height of the in-window message box and its distance from the bottom.
    static let messageHeight = 40.0
    static let messageMargin = 24.0

    /// Lays the scene out at its current state into `list` (reset first). Only what is
    /// visible is emitted: the pages overlapping the view, their visible rows, the visible tabs.
    /// A right-to-left scene is laid out left to right and mirrored as a whole.
    public func draw(into list: inout DrawList) {
        list.reset(clearColor: theme.pageColor)
        drawPages(into: &list)
        drawTabBar(into: &list)
        drawHover(into: &list)
        drawFocusRing(into: &list)
        drawMessage(into: &list)
        if theme.direction == .rightToLeft { list.mirror(width: viewSize.width) }
    }

    /// The indicator's frame in view coordinates: a function of the page offset (and the
    /// strip's geometry) alone; mirrored in a right-to-left scene.
    public var indicatorFrame: Rect { onScreen(indicatorFrame(stripOffset: stripOffset)) }

    /// The indicator's frame with the strip scrolled by `stripOffset` (already computed for this
    /// moment): along the bar's edge next to the pages.
    func indicatorFrame(stripOffset: Double) -> Rect {
        let bar = tabBarFrame
        var frame = TabStripGeometry.indicatorFrame(
            progress: pager.progress, count: strip.count,
            frame: { strip.frame($0, at: time).offsetBy(dx: -stripOffset, dy: 0) },
            // A title-wide indicator follows the title as drawn: shortened, never wider than its tab's room.
            titleWidth: { min(strip.titleWidths[$0], max(strip.frame($0, at: time).width - 2 * Self.titleMargin, 0)) },
            barHeight: bar.height, height: theme.indicatorHeight,
            style: theme.indicatorWidth)
        frame.y = theme.tabBarPosition == .top ? bar.maxY - theme.indicatorHeight : bar.minY
        return frame
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
        guard !frame.isEmpty, let visible = visiblePages else { return }
        list.pushClip(frame)
        for page in visible {
            guard let state = pages[page] else { continue }
            let pageFrame = Rect(x: pageOriginX(page), y: frame.minY, width: pager.pageWidth, height: frame.height)
            drawPageState(state, pageNumber: page + 1, frame: pageFrame, into: &list)
        }
        if let departing = host.departing {
            let x = departing.originX + departing.progress(at: time) * viewSize.width
            let pageFrame = Rect(x: x, y: frame.minY, width: pager.pageWidth, height: frame.height)
            drawPageState(departing.state, pageNumber: departing.pageNumber, frame: pageFrame, opaque: true, into: &list)
        }
        let pull = pager.axis.overscroll
        if theme.pagerEdgeEffect == .glow, pull != 0 {
            EdgeGlow.draw(pull: pull, edge: pull < 0 ? .leading : .trailing, of: frame, color: theme.indicatorColor, into: &list)
        }
        list.popClip()
    }

    private func drawTabBar(into list: inout DrawList) {
        let bar = tabBarFrame
        guard !bar.isEmpty else { return }
        list.pushClip(bar)
        if theme.tabBarColor != list.clearColor { list.fill(bar, theme.tabBarColor) }  // pages never draw here
        let hairlineY = theme.tabBarPosition == .top ? bar.maxY - 1 : bar.minY
        list.fill(Rect(x: 0, y: hairlineY, width: bar.width, height: 1), theme.tabBarHairlineColor)
        let stripArea = stripFrame
        list.pushClip(stripArea)
        let progress = pager.progress
        let offset = stripOffset
        for index in strip.buttons(overlapping: stripArea.minX + offset, stripArea.maxX + offset, at: time) {
            let frame = strip.frame(index, at: time).offsetBy(dx: -offset, dy: stripArea.minY)
            drawButton(index, in: frame, nearness: max(0, 1 - abs(progress - Double(index))), into: &list)
        }
        if strip.count > 0 { list.fill(indicatorFrame(stripOffset: offset), theme.indicatorColor, radius: theme.indicatorCornerRadius) }
        list.popClip()
        drawAddRemoveControls(into: &list)
        for label in content.overlays {
            list.text(
                TextRun(
                    label.text, in: Rect(x: 8, y: bar.minY + label.top, width: bar.width - 16, height: label.height),
                    fontSize: label.fontSize, color: label.color, alignment: label.alignment))
        }
        list.popClip()
    }

    private func drawAddRemoveControls(into list: inout DrawList) {
        guard let add = layoutFrame(of: .add), let remove = layoutFrame(of: .remove) else { return }
        list.fill(Rect(x: add.minX, y: add.minY + 12, width: 1, height: max(add.height - 24, 0)), theme.tabBarHairlineColor)
        list.text(
            TextRun(
                "+", in: add, fontSize: theme.titleFontSize * 1.5, color: theme.selectedTitleColor,
                alignment: .center))
        list.text(
            TextRun(
                "−", in: remove, fontSize: theme.titleFontSize * 1.5,
                color: canRemoveTab ? theme.selectedTitleColor : Color(210, 210, 210), alignment: .center))
    }

    /// The message box: opaque, its text wrapped to at most three lines (the last ending with
    /// "…"), the box as tall as the lines it takes.
    private func drawMessage(into list: inout DrawList) {
        guard let message, let (box, lines) = messageBox else { return }
        let textWidth = box.width - 24
        let lineHeight = Self.messageFontSize * 1.3
        list.fill(box, theme.messageBackground, radius: 8)
        let textHeight = Double(lines) * lineHeight
        list.text(
            TextRun(
                message.text, in: Rect(x: box.minX + 12, y: box.midY - textHeight / 2, width: textWidth, height: textHeight + 2),
                fontSize: Self.messageFontSize, color: theme.messageTextColor, alignment: .center, wraps: true, maxLines: 3,
                on: theme.messageBackground))
    }

    /// Where the message showing is drawn, and the lines its text takes; nil when none shows.
    var messageBox: (frame: Rect, lines: Int)? {
        guard let message else { return nil }
        let width = min(viewSize.width - 32, 560)
        guard width > 32 else { return nil }
        let needed = (self.textWidth(message.text, fontSize: Self.messageFontSize) / (width - 24)).rounded(.up)
        let lines = needed.isFinite ? Int(min(max(needed, 1), 3)) : 1
        let height = max(Self.messageHeight, Double(lines) * Self.messageFontSize * 1.3 + 20)
        let box = Rect(
            x: (viewSize.width - width) / 2, y: pagesFrame.maxY - height - Self.messageMargin, width: width, height: height)
        return (box, lines)
    }

    /// The message's font size.
    static let messageFontSize = 14.0
}
