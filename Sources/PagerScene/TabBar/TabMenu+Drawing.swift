import PagerCore

extension TabMenu {
    /// Draws the popup in `frame`, in the bar's colours (it is the bar's own list) on a raised
    /// surface (`surface`): a shadow and an outline, the rows in view (the highlighted one tinted, the selected tab's marked with the
    /// indicator's colour, disabled ones greyed, each badge at the row's end) and, when the rows
    /// are longer than the popup, a scroll bar.
    func draw(tabs: [TabContent], selected: Int, in frame: Rect, bar: TabBar, time: Double, into list: inout DrawList) {
        guard !frame.isEmpty else { return }
        let theme = bar.theme, surface = Self.surface(on: theme.tabBarColor), dark = theme.tabBarColor.lightness < 128
        list.fill(frame.offsetBy(dx: 0, dy: 3).insetBy(dx: -2, dy: -2), Color(0, 0, 0, dark ? 90 : 28), radius: 10)
        list.fill(frame.insetBy(dx: -1, dy: -1), theme.tabBarHairlineColor, radius: 9)
        list.fill(frame, surface, radius: 8)
        let highlight = Color.lerp(surface, theme.titleColor, 0.14)
        list.pushClip(frame.insetBy(dx: 0, dy: Self.inset))
        for index in visibleRows(count: tabs.count, in: frame) {
            let tab = tabs[index], row = rowFrame(index, in: frame)
            let highlighted = index == self.highlighted && tab.isEnabled
            if highlighted { list.fill(row.insetBy(dx: 4, dy: 1), highlight, radius: 6) }
            if index == selected {
                list.fill(
                    Rect(x: row.minX + 4, y: row.minY + 8, width: Self.markWidth, height: max(row.height - 16, 0)), theme.indicatorColor,
                    radius: Self.markWidth / 2)
            }
            let color =
                !tab.isEnabled
                ? Color.lerp(theme.titleColor, surface, 0.6) : index == selected ? theme.selectedTitleColor : theme.titleColor
            let badge = bar.badgeWidth(of: tab)
            let title = Rect(
                x: row.minX + Self.titleInset, y: row.minY, width: max(row.width - 2 * Self.titleInset - (badge > 0 ? badge + 8 : 0), 0),
                height: row.height)
            list.text(
                TextRun(
                    tab.title, in: title, fontSize: theme.titleFontSize, weight: index == selected ? .bold : .regular, color: color,
                    on: highlighted ? highlight : surface))
            if badge > 0 { bar.drawBadge(of: tab, at: Point(x: row.maxX - Self.titleInset - badge - 1, y: row.midY), time: time, into: &list) }
        }
        list.popClip()
        drawScrollBar(count: tabs.count, in: frame, color: Color.lerp(surface, theme.titleColor, 0.4), into: &list)
    }

    /// The popup's surface over a bar of colour `bar`: the bar's colour on a light bar; on a dark
    /// one, raised a step towards white, as dark themes lift what floats (GTK 4's popovers,
    /// Material's elevation tint).
    static func surface(on bar: Color) -> Color { bar.lightness < 128 ? Color.lerp(bar, Color(255, 255, 255), 0.1) : bar }

    /// A thin bar at the popup's trailing edge showing which part of the rows is in view.
    private func drawScrollBar(count: Int, in frame: Rect, color: Color, into list: inout DrawList) {
        let length = Double(count) * rowHeight + 2 * Self.inset
        guard length > frame.height, frame.height > 2 * Self.inset else { return }
        let track = frame.height - 2 * Self.inset
        let thumb = max(track * frame.height / length, 24)
        let y = frame.minY + Self.inset + (track - thumb) * scroll / (length - frame.height)
        list.fill(Rect(x: frame.maxX - 6, y: y, width: 3, height: thumb), color, radius: 1.5)
    }
}
