import PagerCore

/// A tab whose title is shortened ("…") shows it whole in a tooltip once the mouse rests on it
/// for ``Tuning/tooltipDelay``, as browsers' tabs do (a screen reader reads the whole title as the
/// tab's name). A click hides it until the mouse moves again.
extension TabBar {
    /// The tooltip's text size, against the titles'.
    static let tooltipTextRatio = 0.875
    /// The room around the tooltip's text, and its distance from the bar.
    static let tooltipPadding = 8.0
    static let tooltipGap = 6.0
    /// The widest a tooltip is (a longer title wraps), and the most lines it takes.
    static let tooltipWidth = 480.0
    static let tooltipLines = 6

    /// The tab whose whole title a tooltip shows for the mouse resting now, once it is due.
    private func tooltipTab(in context: TabBarContext) -> (tab: Int, due: Double)? {
        guard menu == nil, context.gesture == nil, context.hoverSince.isFinite, let tab = hoveredTab(in: context),
            context.tabs.indices.contains(tab), displayTitle(tab, of: context.tabs[tab]) != context.tabs[tab].title
        else { return nil }
        return (tab, context.hoverSince + Tuning.tooltipDelay)
    }

    /// When a tooltip still to come shows, so an idle host wakes for it.
    func tooltipDue(in context: TabBarContext) -> Double? {
        tooltipTab(in: context).map(\.due).flatMap { $0 > context.time ? $0 : nil }
    }

    /// The tooltip showing now: the whole title, the lines it wraps to, and its box (left to
    /// right) beside the bar under the mouse, inside the view.
    func tooltip(in context: TabBarContext) -> (title: String, lines: Int, frame: Rect)? {
        guard let (tab, due) = tooltipTab(in: context), due <= context.time, let hover = context.hover else { return nil }
        let title = context.tabs[tab].title, view = context.viewSize
        let fontSize = theme.titleFontSize * Self.tooltipTextRatio, padding = Self.tooltipPadding, gap = Self.tooltipGap
        let textWidth = measure(title, fontSize)
        let width = min(textWidth + 2 * padding, Self.tooltipWidth, max(view.width - 2 * gap, 0))
        // A wrapped line breaks between words, so it holds a little less than the width.
        let needed = textWidth <= width - 2 * padding ? 1 : (textWidth * 1.1 / max(width - 2 * padding, 1)).rounded(.up)
        let lines = Int(min(needed, Double(Self.tooltipLines)))
        let height = (fontSize * TextLines.lineBox * Double(lines)).rounded(.up) + padding
        var box = Rect(x: hover.x - width / 2, y: frame.maxY + gap, width: width, height: height)
        switch theme.tabBarPosition {
        case .top: break
        case .bottom: box.y = frame.minY - gap - height
        case .leading, .trailing:
            box.x = theme.tabBarPosition == .leading ? frame.maxX + gap : frame.minX - gap - width
            box.y = hover.y + 2 * gap
        }
        box.x = min(max(box.x, gap), max(view.width - gap - width, gap))
        box.y = min(max(box.y, gap), max(view.height - gap - height, gap))
        return (title, lines, box)
    }

    /// Draws the tooltip showing, if one does, in the colours of the view's messages.
    func drawTooltip(in context: TabBarContext, into list: inout DrawList) {
        guard let (title, lines, box) = tooltip(in: context) else { return }
        list.fill(box, theme.messageBackground, radius: 4)
        list.text(
            TextRun(
                title, in: box.insetBy(dx: Self.tooltipPadding, dy: Self.tooltipPadding / 2),
                fontSize: theme.titleFontSize * Self.tooltipTextRatio, color: theme.messageTextColor, wraps: lines > 1, maxLines: lines,
                on: theme.messageBackground))
    }
}
