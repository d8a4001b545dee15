/// How tab buttons are laid out across the tab bar.
public enum TabLayout: Sendable, Equatable {
    /// Each button gets an equal share of the width (SlideTabBarView).
    case equalWidths
    /// Button i is centred at (i+1)/(n+1) of the width (JFTabView), `buttonWidth` wide (by
    /// default width/(n+1)) and `buttonHeight` high (by default the bar's height).
    case centered(buttonWidth: Double?, buttonHeight: Double?)
    /// Each button is its title's width plus `padding` on each side; spare room is shared
    /// equally, and buttons that overflow are squeezed in proportion.
    case intrinsic(padding: Double)
    /// Like `intrinsic`, but no button is narrower than `minimumWidth` nor wider than 264 points
    /// (Material's scrollable tabs' maximum; a longer title is shortened with "…"), unless
    /// `minimumWidth` is wider; when the buttons do not fit the strip is wider than the bar and
    /// scrolls.
    case scrollable(padding: Double, minimumWidth: Double)
    /// Each button is `extent` long whatever its title, one after the other from the start, the
    /// rest of the bar left empty; when they do not fit the strip scrolls (a side bar's column).
    case stacked(extent: Double)

    /// The widest a `scrollable` button is (but for a wider `minimumWidth`).
    package static let maximumScrollableWidth = 264.0
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
        let titles = StripTitleWidths(layout: layout, widths: titleWidths)
        let strip = StripLayout(titles: titles, barSize: barSize)
        return (0..<strip.count).map { strip.frame($0, titles: titles) }
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
    public static func indicatorFrame(
        progress: Double, buttonFrames frames: [Rect], titleWidths: [Double],
        barHeight: Double, height: Double, style: IndicatorWidth
    ) -> Rect {
        indicatorFrame(
            progress: progress, count: frames.count, frame: { frames[$0] },
            titleWidth: { titleWidths.indices.contains($0) ? titleWidths[$0] : frames[$0].width },
            barHeight: barHeight, height: height, style: style)
    }

    /// The same, for `count` buttons whose frames and title widths are given by index: only the
    /// two buttons either side of `progress` are asked for.
    public static func indicatorFrame(
        progress: Double, count: Int, frame: (Int) -> Rect, titleWidth: (Int) -> Double,
        barHeight: Double, height: Double, style: IndicatorWidth
    ) -> Rect {
        guard count > 0 else { return Rect(x: 0, y: barHeight - height, width: 0, height: height) }
        let (lower, upper, t) = bracket(progress, count: count)
        let lowerFrame = frame(lower), upperFrame = frame(upper)
        let lowerWidth = indicatorWidth(buttonWidth: lowerFrame.width, titleWidth: titleWidth(lower), style: style)
        let upperWidth = indicatorWidth(buttonWidth: upperFrame.width, titleWidth: titleWidth(upper), style: style)
        let centre = lerp(lowerFrame.midX, upperFrame.midX, t)
        let interpolatedWidth = lerp(lowerWidth, upperWidth, t)
        return Rect(x: centre - interpolatedWidth / 2, y: barHeight - height, width: interpolatedWidth, height: height)
    }

    /// The strip offset that centres the (interpolated) selected button in a bar `barWidth`
    /// wide, clamped so the strip never shows past its ends. Zero when the strip fits.
    public static func centeringOffset(progress: Double, buttonFrames frames: [Rect], barWidth: Double) -> Double {
        centeringOffset(
            progress: progress, count: frames.count, frame: { frames[$0] },
            contentWidth: frames.last?.maxX ?? 0, barWidth: barWidth)
    }

    /// The same, for `count` buttons whose frames are given by index, ending at `contentWidth`.
    public static func centeringOffset(
        progress: Double, count: Int, frame: (Int) -> Rect, contentWidth: Double,
        barWidth: Double
    ) -> Double {
        guard count > 0, contentWidth > barWidth else { return 0 }
        let (lower, upper, t) = bracket(progress, count: count)
        let centre = lerp(frame(lower).midX, frame(upper).midX, t)
        return min(max(centre - barWidth / 2, 0), contentWidth - barWidth)
    }

    /// The tabs either side of `progress` and how far between them it is (0...1).
    private static func bracket(_ progress: Double, count: Int) -> (Int, Int, Double) {
        let clamped = min(max(progress.isFinite ? progress : 0, 0), Double(count - 1))
        let lower = min(Int(clamped.rounded(.down)), count - 1)
        let upper = min(lower + 1, count - 1)
        return (lower, upper, clamped - Double(lower))
    }
}
