/// How tab buttons are laid out across the tab bar.
public enum TabLayout: Sendable, Equatable {
    /// Each button gets an equal share of the width (SlideTabBarView).
    case equalWidths
    /// Button i is centred at (i+1)/(n+1) of the width (JFTabView); `buttonSize` defaults to
    /// width/(n+1) by the bar height.
    case centered(buttonSize: Size?)
}

/// How wide the indicator is.
public enum IndicatorWidth: Sendable, Equatable {
    /// As wide as the tab button.
    case tab
    /// An exact width in units.
    case exact(Double)
    /// A multiple of the tab button's width (JFTabView's multiplier).
    case multiple(Double)
}

/// The geometry of the tab strip: button frames, and the indicator as a continuous
/// function of the page progress.
public enum TabStripGeometry {
    /// The frames of `count` buttons in a bar of `barSize` (origin at the bar's top left).
    public static func buttonFrames(count: Int, barSize: Size, layout: TabLayout) -> [Rect] {
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
        }
    }

    /// The indicator's width under a button of `buttonWidth`.
    public static func indicatorWidth(buttonWidth: Double, style: IndicatorWidth) -> Double {
        switch style {
        case .tab: return buttonWidth
        case .exact(let width): return width
        case .multiple(let factor): return buttonWidth * factor
        }
    }

    /// The indicator's frame for a page `progress` (0 = first page, 1.5 = halfway from the
    /// second to the third): its centre and width interpolate between the buttons on either
    /// side, and it sits `height` tall at the bottom of a bar `barHeight` high.
    /// Progress outside the pages (a rubber band) extrapolates from the nearest pair of buttons.
    public static func indicatorFrame(progress: Double, buttonFrames frames: [Rect], barHeight: Double,
                                      height: Double, style: IndicatorWidth) -> Rect {
        guard let first = frames.first else { return Rect(x: 0, y: barHeight - height, width: 0, height: height) }
        guard frames.count > 1 else {
            let width = indicatorWidth(buttonWidth: first.width, style: style)
            let centre = first.midX + (progress * first.width)
            return Rect(x: centre - width / 2, y: barHeight - height, width: width, height: height)
        }
        let lower = min(max(Int(progress.rounded(.down)), 0), frames.count - 2)
        let t = progress - Double(lower)
        let a = frames[lower], b = frames[lower + 1]
        let centre = lerp(a.midX, b.midX, t)
        let width = lerp(indicatorWidth(buttonWidth: a.width, style: style),
                         indicatorWidth(buttonWidth: b.width, style: style), min(max(t, 0), 1))
        return Rect(x: centre - width / 2, y: barHeight - height, width: width, height: height)
    }
}
