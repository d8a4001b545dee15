import PagerCore

/// Where a tab's icon sits beside its title.
public enum IconPosition: Sendable, Equatable {
    /// Above the title, the pair centred in the button (as phones' bottom bars do).
    case top
    /// Before the title, on one line.
    case leading
}

extension TabBar {
    /// A dot badge's diameter, and a pill's height and font size.
    static let badgeDot = 8.0
    static let badgePillHeight = 16.0
    static let badgeFontSize = 11.0

    /// Where tab `index`'s icon (if any) and title go in its button `frame`, and the title's alignment.
    func buttonLayout(_ index: Int, of tab: TabContent, in frame: Rect) -> (icon: Rect?, title: Rect, alignment: TextAlignment) {
        guard let icon = tab.icon else { return (nil, frame, .center) }
        let side = theme.iconSize
        let fitted = Self.fit(icon.size, into: side)
        switch theme.iconPosition {
        case .top:
            let textHeight = theme.titleFontSize * 1.3
            let top = frame.midY - (side + 2 + textHeight) / 2
            let iconBox = Rect(x: frame.midX - fitted.width / 2, y: top + (side - fitted.height) / 2, width: fitted.width, height: fitted.height)
            return (iconBox, Rect(x: frame.minX, y: top + side + 2, width: frame.width, height: textHeight), .center)
        case .leading:
            let titleWidth = min(titleTextWidth(index, of: tab), max(frame.width - 2 * Self.titleMargin - side - Self.iconGap, 0))
            let left = frame.midX - (side + Self.iconGap + titleWidth) / 2
            let iconBox = Rect(
                x: left + (side - fitted.width) / 2, y: frame.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
            let titleLeft = left + side + Self.iconGap
            return (iconBox, Rect(x: titleLeft, y: frame.minY, width: max(frame.maxX - titleLeft, 0), height: frame.height), .leading)
        }
    }

    /// The size of an image of `size` scaled to fit a `side` x `side` box, keeping its shape.
    static func fit(_ size: Size, into side: Double) -> Size {
        guard size.width > 0, size.height > 0 else { return Size(width: side, height: side) }
        let factor = side / max(size.width, size.height)
        return Size(width: size.width * factor, height: size.height * factor)
    }

    /// Draws tab `index`'s button in `frame` on `surface` (the bar's colour unless given): its
    /// icon, title and badge, coloured `nearness` of the way to the selected colour, and its close
    /// button as `close` says (the title's room makes way for it on a closable bar either way).
    func drawButton(
        _ index: Int, of tab: TabContent, in button: Rect, nearness: Double, close: CloseLook, time: Double, on surface: Color? = nil,
        into list: inout DrawList
    ) {
        let surface = surface ?? theme.tabBarColor
        let frame = Rect(x: button.minX, y: button.minY, width: max(button.width - closeSpace(tab) - badgeRoom(tab), 0), height: button.height)
        // A disabled tab's title and icon fade most of the way into the bar.
        let color =
            tab.isEnabled ? Color.lerp(theme.titleColor, theme.selectedTitleColor, nearness) : Color.lerp(theme.titleColor, theme.tabBarColor, 0.6)
        let layout = buttonLayout(index, of: tab, in: frame)
        if let iconBox = layout.icon, let icon = tab.icon { list.image(icon, in: iconBox, tint: theme.tintIcons ? color : nil) }
        list.text(
            TextRun(
                displayTitle(index, of: tab), in: layout.title, fontSize: theme.titleFontSize, color: color, alignment: layout.alignment,
                on: surface))
        // A badge sits at the top-right corner of the icon above a title, else of the title.
        let corner: Point
        if let iconBox = layout.icon, theme.iconPosition == .top {
            corner = Point(x: iconBox.maxX - 2, y: iconBox.minY + 2)
        } else {
            let titleWidth = min(titleTextWidth(index, of: tab), max(layout.title.width - 2 * Self.titleMargin, 0))
            let right = layout.alignment == .center ? layout.title.midX + titleWidth / 2 : layout.title.minX + titleWidth
            corner = Point(x: right, y: layout.title.midY - theme.titleFontSize * 0.5)
        }
        drawBadge(of: tab, at: corner, time: time, into: &list)
        if close != .hidden {
            drawCloseButton(in: closeButtonFrame(in: button), color: color, hovered: close == .hovered, on: surface, into: &list)
        }
    }

    /// How far `tab`'s badge has grown in at `time` (0 to 1).
    func badgeScale(of tab: TabContent, at time: Double) -> Double {
        guard let id = tab.id, let changed = badgeChanges[id] else { return 1 }
        return Easing.cubicOut((time - changed) / Tuning.badgeDuration)
    }

    /// The width `tab`'s badge takes: a pill's or a dot's; 0 without one.
    func badgeWidth(of tab: TabContent) -> Double {
        guard let badge = tab.badge else { return 0 }
        return badge.label.map { max(Self.badgePillHeight, measure($0, Self.badgeFontSize) + 10) } ?? Self.badgeDot
    }

    /// Draws `tab`'s badge (if any) by `corner`, the top-right corner of its title or icon.
    func drawBadge(of tab: TabContent, at corner: Point, time: Double, into list: inout DrawList) {
        guard let badge = tab.badge else { return }
        let scale = badgeScale(of: tab, at: time)
        guard scale > 0 else { return }
        if let label = badge.label {
            let height = Self.badgePillHeight
            let width = badgeWidth(of: tab)
            let box = Rect(x: corner.x + 1, y: corner.y - height / 2, width: width, height: height)
            let scaled = box.scaled(by: scale)
            list.fill(scaled, theme.badgeColor, radius: scaled.height / 2)
            guard scale >= 1 else { return }  // the count shows once the pill has grown
            list.text(TextRun(label, in: box, fontSize: Self.badgeFontSize, weight: .bold, color: .white, alignment: .center, on: theme.badgeColor))
        } else {
            let box = Rect(x: corner.x + 1, y: corner.y - Self.badgeDot / 2, width: Self.badgeDot, height: Self.badgeDot)
            let scaled = box.scaled(by: scale)
            list.fill(scaled, theme.badgeColor, radius: scaled.width / 2)
        }
    }
}

extension Rect {
    /// This rectangle scaled by `factor` about its centre.
    func scaled(by factor: Double) -> Rect {
        Rect(x: midX - width * factor / 2, y: midY - height * factor / 2, width: width * factor, height: height * factor)
    }
}
