import PagerCore

/// Where a tab's icon sits beside its title.
public enum IconPosition: Sendable, Equatable {
    /// Above the title, the pair centred in the button (as phones' bottom bars do).
    case top
    /// Before the title, on one line.
    case leading
}

extension Scene {
    /// The room between a leading icon and its title.
    static let iconGap = 6.0

    /// The width tab `tab` needs for its title (and a leading icon), for intrinsic layouts.
    func buttonContentWidth(_ tab: TabContent) -> Double {
        measure(tab.title, theme.titleFontSize) + (tab.icon != nil && theme.iconPosition == .leading ? theme.iconSize + Self.iconGap : 0)
    }

    /// The room a leading icon takes from tab `index`'s title.
    func leadingIconSpace(_ index: Int) -> Double {
        content.tabs[index].icon != nil && theme.iconPosition == .leading ? theme.iconSize + Self.iconGap : 0
    }

    /// Where tab `index`'s icon (if any) and title go in its button `frame`, and the title's alignment.
    func buttonLayout(_ index: Int, in frame: Rect) -> (icon: Rect?, title: Rect, alignment: TextAlignment) {
        guard let icon = content.tabs[index].icon else { return (nil, frame, .center) }
        let side = theme.iconSize
        let fitted = Self.fit(icon.size, into: side)
        switch theme.iconPosition {
        case .top:
            let textHeight = theme.titleFontSize * 1.3
            let top = frame.midY - (side + 2 + textHeight) / 2
            let iconBox = Rect(x: frame.midX - fitted.width / 2, y: top + (side - fitted.height) / 2, width: fitted.width, height: fitted.height)
            return (iconBox, Rect(x: frame.minX, y: top + side + 2, width: frame.width, height: textHeight), .center)
        case .leading:
            let titleWidth = min(strip.titleWidths[index] - side - Self.iconGap, max(frame.width - 2 * Self.titleMargin - side - Self.iconGap, 0))
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

    /// Draws tab `index`'s button in `frame`: its icon, title and badge, coloured `nearness` of
    /// the way to the selected colour.
    func drawButton(_ index: Int, in frame: Rect, nearness: Double, into list: inout DrawList) {
        let color = Color.lerp(theme.titleColor, theme.selectedTitleColor, nearness)
        let layout = buttonLayout(index, in: frame)
        if let iconBox = layout.icon, let icon = content.tabs[index].icon {
            list.image(icon, in: iconBox, tint: theme.tintIcons ? color : nil)
        }
        list.text(
            TextRun(
                displayTitle(index), in: layout.title, fontSize: theme.titleFontSize, color: color,
                alignment: layout.alignment, on: theme.tabBarColor))
        // A badge sits at the top-right corner of the icon above a title, else of the title.
        let corner: Point
        if let iconBox = layout.icon, theme.iconPosition == .top {
            corner = Point(x: iconBox.maxX - 2, y: iconBox.minY + 2)
        } else {
            let titleWidth = min(strip.titleWidths[index] - leadingIconSpace(index), max(layout.title.width - 2 * Self.titleMargin, 0))
            let right = layout.alignment == .center ? layout.title.midX + titleWidth / 2 : layout.title.minX + titleWidth
            corner = Point(x: right, y: layout.title.midY - theme.titleFontSize * 0.5)
        }
        drawBadge(index, at: corner, into: &list)
    }
}
