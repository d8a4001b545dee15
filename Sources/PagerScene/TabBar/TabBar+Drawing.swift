import PagerCore

extension TabBar {
    /// Draws the bar at page `progress` and `time`: its background and hairline, the buttons in
    /// view, the indicator, the + and − controls (− greyed when `canRemove` is false) and the
    /// labels laid over it.
    func draw(tabs: [TabContent], overlays: [OverlayLabel], progress: Double, time: Double, canRemove: Bool, into list: inout DrawList) {
        guard !frame.isEmpty else { return }
        list.pushClip(frame)
        if theme.tabBarColor != list.clearColor { list.fill(frame, theme.tabBarColor) }  // pages never draw here
        let hairlineY = theme.tabBarPosition == .top ? frame.maxY - 1 : frame.minY
        list.fill(Rect(x: 0, y: hairlineY, width: frame.width, height: 1), theme.tabBarHairlineColor)
        list.pushClip(stripFrame)
        let offset = stripOffset(progress: progress, time: time)
        for index in strip.buttons(overlapping: stripFrame.minX + offset, stripFrame.maxX + offset, at: time) where tabs.indices.contains(index) {
            let button = strip.frame(index, at: time).offsetBy(dx: -offset, dy: stripFrame.minY)
            drawButton(index, of: tabs[index], in: button, nearness: max(0, 1 - abs(progress - Double(index))), time: time, into: &list)
        }
        if strip.count > 0 { list.fill(indicatorFrame(progress: progress, time: time), theme.indicatorColor, radius: theme.indicatorCornerRadius) }
        list.popClip()
        drawControls(canRemove: canRemove, into: &list)
        for label in overlays {
            list.text(
                TextRun(
                    label.text, in: Rect(x: 8, y: frame.minY + label.top, width: frame.width - 16, height: label.height),
                    fontSize: label.fontSize, color: label.color, alignment: label.alignment))
        }
        list.popClip()
    }

    private func drawControls(canRemove: Bool, into list: inout DrawList) {
        guard let add = frame(of: .add), let remove = frame(of: .remove) else { return }
        list.fill(Rect(x: add.minX, y: add.minY + 12, width: 1, height: max(add.height - 24, 0)), theme.tabBarHairlineColor)
        list.text(TextRun("+", in: add, fontSize: theme.titleFontSize * 1.5, color: theme.selectedTitleColor, alignment: .center))
        list.text(
            TextRun(
                "−", in: remove, fontSize: theme.titleFontSize * 1.5, color: canRemove ? theme.selectedTitleColor : Color(210, 210, 210),
                alignment: .center))
    }
}
