/// How tab buttons are laid out across the tab bar.
public enum TabLayout: Sendable, Equatable {
    /// Each button gets an equal share of the width (SlideTabBarView).
    case equalWidths
    /// Button i is centred at (i+1)/(n+1) of the width (JFTabView); `buttonSize` defaults to
    /// width/(n+1) by the bar height.
    case centered(buttonSize: Size?)
    /// Each button is its title's width plus `padding` on each side; spare room is shared
    /// equally, and buttons that overflow are squeezed in proportion.
    case intrinsic(padding: Double)
    /// Like `intrinsic`, but no button is narrower than `minimumWidth`, and when the buttons do
    /// not fit the strip is wider than the bar and scrolls.
    case scrollable(padding: Double, minimumWidth: Double)
}

/// How wide the indicator is.
public enum IndicatorWidth: Sendable, Equatable {
    /// As wide as the tab button.
    case tab
    /// As wide as the tab's title.
    case title
    /// An exact width in units.
    case exact(Double)
    /// A multiple of the tab button's width (JFTabView's multiplier).
    case multiple(Double)
}

/// The geometry of the tab strip: button frames, the indicator as a continuous function
/// of the page progress, and the strip's scroll offset that keeps the selection centred.
public enum TabStripGeometry {
    /// The frames of buttons for titles `titleWidths` wide, in strip coordinates (origin at
    /// the bar's top left; a scrollable strip may extend past the bar's width).
    public static func buttonFrames(titleWidths: [Double], barSize: Size, layout: TabLayout) -> [Rect] {
        let count = titleWidths.count
        guard count > 0 else { return [] }
        let n = Double(count)
        switch layout {
        case .equalWidths:
            let width = barSize.width / n
            return (0..<count).map { Rect(x: Double($0) * width, y: 0, width: width, height: barSize.height) }
        case .centered(let buttonSize):
            let size = buttonSize ?? Size(width: barSize.width / (n + 1), height: barSize.height)
            return (0..<count).map { index in
                let centerX = Double(index + 1) / (n + 1) * barSize.width
                return Rect(x: centerX - size.width / 2, y: (barSize.height - size.height) / 2,
                            width: size.width, height: size.height)
            }
        case .intrinsic(let padding):
            let natural = titleWidths.map { max($0, 0) + 2 * padding }
            let total = natural.reduce(0, +)
            let widths = total <= barSize.width
                ? natural.map { $0 + (barSize.width - total) / n }
                : natural.map { $0 * barSize.width / total }
            return packed(widths, height: barSize.height)
        case .scrollable(let padding, let minimumWidth):
            let natural = titleWidths.map { max(max($0, 0) + 2 * padding, minimumWidth) }
            let total = natural.reduce(0, +)
            let widths = total < barSize.width ? natural.map { $0 + (barSize.width - total) / n } : natural
            return packed(widths, height: barSize.height)
        }
    }

    private static func packed(_ widths: [Double], height: Double) -> [Rect] {
        var x = 0.0
        return widths.map { width in
            defer { x += width }
            return Rect(x: x, y: 0, width: width, height: height)
        }
    }

    /// The indicator's width under a button of `buttonWidth` with a title `titleWidth` wide.
    public static func indicatorWidth(buttonWidth: Double, titleWidth: Double, style: IndicatorWidth) -> Double {
        switch style {
        case .tab: return buttonWidth
        case .title: return titleWidth
        case .exact(let width): return width
        case .multiple(let factor): return buttonWidth * factor
        }
    }

    /// The indicator's frame for a page `progress` (0 = first page, 1.5 = halfway from the
    /// second to the third): its centre and width interpolate between the buttons on either
    /// side, and it sits `height` tall at the bottom of a bar `barHeight` high. Progress is
    /// clamped to the tabs, so the indicator is always under a tab or between two.
    public static func indicatorFrame(progress: Double, buttonFrames frames: [Rect], titleWidths: [Double],
                                      barHeight: Double, height: Double, style: IndicatorWidth) -> Rect {
        guard !frames.isEmpty else { return Rect(x: 0, y: barHeight - height, width: 0, height: height) }
        let (lower, upper, t) = bracket(progress, count: frames.count)
        func width(_ index: Int) -> Double {
            indicatorWidth(buttonWidth: frames[index].width,
                           titleWidth: titleWidths.indices.contains(index) ? titleWidths[index] : frames[index].width,
                           style: style)
        }
        let centre = lerp(frames[lower].midX, frames[upper].midX, t)
        let interpolatedWidth = lerp(width(lower), width(upper), t)
        return Rect(x: centre - interpolatedWidth / 2, y: barHeight - height, width: interpolatedWidth, height: height)
    }

    /// The strip offset that centres the (interpolated) selected button in a bar `barWidth`
    /// wide, clamped so the strip never shows past its ends. Zero when the strip fits.
    public static func centeringOffset(progress: Double, buttonFrames frames: [Rect], barWidth: Double) -> Double {
        guard let last = frames.last, last.maxX > barWidth else { return 0 }
        let (lower, upper, t) = bracket(progress, count: frames.count)
        let centre = lerp(frames[lower].midX, frames[upper].midX, t)
        return min(max(centre - barWidth / 2, 0), last.maxX - barWidth)
    }

    /// The tabs either side of `progress` and how far between them it is (0...1).
    private static func bracket(_ progress: Double, count: Int) -> (Int, Int, Double) {
        let clamped = min(max(progress.isFinite ? progress : 0, 0), Double(count - 1))
        let lower = min(Int(clamped.rounded(.down)), count - 1)
        let upper = min(lower + 1, count - 1)
        return (lower, upper, clamped - Double(lower))
    }
}
