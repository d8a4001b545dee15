import PagerCore

/// A closable bar's close buttons: an × at the trailing end of a tab's button, on the selected
/// tab, the one the mouse is over, and every tab once a finger touched the view.
extension TabBar {
    /// The room a close button takes at the end of a button, and the side of the × it draws, for
    /// titles of 16 points; both grow with larger titles (a config's font size, the desktop's text
    /// scale), so the × keeps its glyph, drawn 1.1 times the titles' size, and its target.
    static let closeRoom = 22.0
    static let closeSide = 16.0
    private var closeGrowth: Double { max(1, theme.titleFontSize / 16) }
    var closeRoom: Double { Self.closeRoom * closeGrowth }
    var closeSide: Double { Self.closeSide * closeGrowth }

    /// Whether the user can close `tab`: on a closable bar, unless the tab says not.
    func closes(_ tab: TabContent) -> Bool { theme.tabsClosable && tab.isClosable }

    /// The room a close button takes from `tab`'s title (none when it cannot be closed).
    func closeSpace(_ tab: TabContent) -> Double { closes(tab) ? closeRoom : 0 }

    /// The room `tab`'s badge takes beside its title, before the close button: on a closable bar
    /// the badge and the × sit side by side (as Chrome's and GTK's tabs do); elsewhere the badge
    /// stands out over the button's margin, taking none.
    func badgeRoom(_ tab: TabContent) -> Double {
        guard closes(tab), tab.badge != nil, !(tab.icon != nil && theme.iconPosition == .top) else { return 0 }
        return badgeWidth(of: tab) + Self.badgeGap
    }

    /// The gap between a badge and the close button after it.
    static let badgeGap = 4.0

    /// The close button's frame in a tab's button `frame` (left to right: at its right end).
    func closeButtonFrame(in frame: Rect) -> Rect {
        Rect(x: frame.maxX - Self.titleMargin - closeSide, y: frame.midY - closeSide / 2, width: closeSide, height: closeSide)
    }

    /// Whether tab `index` shows its close button: on a closable bar, the selected tab and the one
    /// the mouse is over, and every tab once a finger touched the view (a finger has no hover);
    /// never a tab that cannot be closed.
    func showsClose(_ index: Int, in context: TabBarContext) -> Bool {
        guard context.tabs.indices.contains(index), closes(context.tabs[index]) else { return false }
        return index == context.selected || context.touchLast || index == hoveredTab(in: context)
    }

    /// The tab the resting mouse is over, if any.
    func hoveredTab(in context: TabBarContext) -> Int? {
        guard let hover = context.hover, frame.contains(hover) else { return nil }
        return button(at: hover, progress: context.progress, time: context.time)
    }

    /// The tab whose close button is under `point` (left to right), if one shows there.
    func closeButton(at point: Point, in context: TabBarContext) -> Int? {
        guard let tab = button(at: point, progress: context.progress, time: context.time), showsClose(tab, in: context)
        else { return nil }
        // A finger's touch is wider than the ×: the button's whole end takes it.
        let frame = buttonFrame(tab, progress: context.progress, time: context.time)
        return point.x >= frame.maxX - closeRoom - Self.titleMargin ? tab : nil
    }

    /// Draws a close button's × in `box` on `surface`, in `color`, on a round tint while the mouse
    /// is over it. The × is drawn on the colour under it, so its box never cuts a hole in the tint.
    func drawCloseButton(in box: Rect, color: Color, hovered: Bool, on surface: Color, into list: inout DrawList) {
        if hovered { list.fill(box.insetBy(dx: -2, dy: -2), theme.tabBarHairlineColor, radius: box.width / 2 + 2) }
        let under = hovered ? theme.tabBarHairlineColor : surface
        list.text(TextRun("×", in: box, fontSize: theme.titleFontSize * 1.1, color: color, alignment: .center, on: under))
    }
}
