import PagerCore

/// A closable bar's close buttons: an × at the trailing end of a tab's button, on the selected
/// tab, the one the mouse is over, and every tab once a finger touched the view.
extension TabBar {
    /// The room a close button takes at the end of a button, and the side of the × it draws.
    static let closeRoom = 22.0
    static let closeSide = 16.0

    /// The room a close button takes from each tab's title (none when tabs cannot be closed).
    var closeSpace: Double { theme.tabsClosable ? Self.closeRoom : 0 }

    /// The close button's frame in a tab's button `frame` (left to right: at its right end).
    func closeButtonFrame(in frame: Rect) -> Rect {
        Rect(x: frame.maxX - Self.titleMargin - Self.closeSide, y: frame.midY - Self.closeSide / 2, width: Self.closeSide, height: Self.closeSide)
    }

    /// Whether tab `index` shows its close button: on a closable bar, the selected tab and the one
    /// the mouse is over, and every tab once a finger touched the view (a finger has no hover).
    func showsClose(_ index: Int, in context: TabBarContext) -> Bool {
        guard theme.tabsClosable, context.tabs.indices.contains(index) else { return false }
        return index == context.selected || context.touchLast || index == hoveredTab(in: context)
    }

    /// The tab the resting mouse is over, if any.
    func hoveredTab(in context: TabBarContext) -> Int? {
        guard let hover = context.hover, frame.contains(hover) else { return nil }
        return button(at: hover, progress: context.progress, time: context.time)
    }

    /// The tab whose close button is under `point` (left to right), if one shows there.
    func closeButton(at point: Point, in context: TabBarContext) -> Int? {
        guard theme.tabsClosable, let tab = button(at: point, progress: context.progress, time: context.time), showsClose(tab, in: context)
        else { return nil }
        // A finger's touch is wider than the ×: the button's whole end takes it.
        let frame = buttonFrame(tab, progress: context.progress, time: context.time)
        return point.x >= frame.maxX - Self.closeRoom - Self.titleMargin ? tab : nil
    }

    /// Draws a close button's × in `box`, in `color`, on a round tint while the mouse is over it.
    func drawCloseButton(in box: Rect, color: Color, hovered: Bool, into list: inout DrawList) {
        if hovered { list.fill(box.insetBy(dx: -2, dy: -2), theme.tabBarHairlineColor, radius: box.width / 2 + 2) }
        list.text(TextRun("×", in: box, fontSize: theme.titleFontSize * 1.1, color: color, alignment: .center, on: theme.tabBarColor))
    }
}
