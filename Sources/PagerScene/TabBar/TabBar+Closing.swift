import PagerCore

/// A closable bar's close buttons: an × at the trailing end of a tab's button, on the tabs the
/// scene says show one.
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

    /// The tab whose close button is under `point` (left to right), among those `shows` says
    /// show one; nil when the bar is not closable.
    func closeButton(at point: Point, progress: Double, time: Double, shows: (Int) -> Bool) -> Int? {
        guard theme.tabsClosable, let tab = button(at: point, progress: progress, time: time), shows(tab) else { return nil }
        // A finger's touch is wider than the ×: the button's whole end takes it.
        let frame = buttonFrame(tab, progress: progress, time: time)
        return point.x >= frame.maxX - Self.closeRoom - Self.titleMargin ? tab : nil
    }

    /// Draws a close button's × in `box`, in `color`, on a round tint while the mouse is over it.
    func drawCloseButton(in box: Rect, color: Color, hovered: Bool, into list: inout DrawList) {
        if hovered { list.fill(box.insetBy(dx: -2, dy: -2), theme.tabBarHairlineColor, radius: box.width / 2 + 2) }
        list.text(TextRun("×", in: box, fontSize: theme.titleFontSize * 1.1, color: color, alignment: .center, on: theme.tabBarColor))
    }
}
