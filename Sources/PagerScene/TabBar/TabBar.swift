import PagerCore

/// The tab bar: its buttons' strip (their geometry, animated as tabs come and go, and its scroll
/// when they do not fit), their titles as drawn (shortened to fit), icons and badges, the
/// indicator, the + and − controls, and the labels laid over it. It is laid out left to right;
/// the scene mirrors it in a right-to-left scene. Along the top or the bottom its strip runs
/// left to right; in a side bar it runs down the column, the strip's own coordinates (along its
/// buttons, across them) turned a quarter (`placed`).
package struct TabBar {
    /// The width of each control at the bar's end (the tab menu's button, + and -).
    static let controlWidth = 44.0
    /// The room a title leaves at either side of its button.
    static let titleMargin = 4.0
    /// The room between a leading icon and its title.
    static let iconGap = 6.0

    private(set) var theme: Theme
    let measure: TextMeasure
    /// The buttons' geometry and scroll.
    package internal(set) var strip: TabStrip
    /// The bar's frame in the view, and the part of it the buttons take (less the controls).
    private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var stripFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// When each tab's badge appeared or changed, by tab identity, for its grow-in animation.
    var badgeChanges: [String: Double] = [:]
    /// Shortened titles, so a title is measured down to size once, not at every frame.
    let titleCache = ShortenedTitleCache()
    /// The tab menu, while it is open.
    var menu: TabMenu?
    /// Where the user aimed a close (`TabBar+Aim`).
    var aim = CloseAim()

    /// A bar for `tabs`, drawn as `theme` says, measuring titles with `measure`.
    init(tabs: [TabContent], theme: Theme, measure: @escaping TextMeasure) {
        self.theme = theme
        self.measure = measure
        strip = TabStrip(layout: theme.tabBarPosition.isSide ? .stacked(extent: theme.sideTabHeight) : theme.tabLayout)
        strip.setTitles(tabs.map { buttonContentWidth($0) })
    }

    /// Whether the bar is a column at a side of the view.
    var isSide: Bool { theme.tabBarPosition.isSide }

    /// The width of the pages beside a bar as `theme` places it in a view `viewWidth` wide.
    static func pagesWidth(viewWidth: Double, theme: Theme) -> Double {
        theme.tabBarPosition.isSide ? max(viewWidth - min(theme.sideBarWidth, viewWidth / 2), 1) : viewWidth
    }

    /// Lays the bar out along the edge of a view of `viewSize`; the buttons move there from
    /// where they were when `time` is given, `change` saying how their indices changed.
    mutating func layout(viewSize: Size, animatingFrom time: Double?, change: TabStrip.IndexChange = .none) {
        if isSide {
            let width = viewSize.width - Self.pagesWidth(viewWidth: viewSize.width, theme: theme)
            frame = Rect(x: theme.tabBarPosition == .leading ? 0 : viewSize.width - width, y: 0, width: width, height: viewSize.height)
            let controls = min(Double(controls.count) * Self.controlWidth, viewSize.height / 2)
            stripFrame = Rect(x: frame.minX, y: 0, width: width, height: max(viewSize.height - controls, 0))
        } else {
            let height = min(theme.tabBarHeight, viewSize.height)
            frame = Rect(x: 0, y: theme.tabBarPosition == .top ? 0 : viewSize.height - height, width: viewSize.width, height: height)
            let controls = min(Double(controls.count) * Self.controlWidth, viewSize.width / 2)
            stripFrame = Rect(x: 0, y: frame.minY, width: max(viewSize.width - controls, 0), height: frame.height)
        }
        strip.layout(size: Size(width: stripLength, height: isSide ? stripFrame.width : stripFrame.height), animateFrom: time, change: change)
    }

    /// The area beside the bar where pages show, in a view of `viewSize`.
    func pagesFrame(in viewSize: Size) -> Rect {
        switch theme.tabBarPosition {
        case .top: return Rect(x: 0, y: frame.maxY, width: viewSize.width, height: max(viewSize.height - frame.height, 0))
        case .bottom: return Rect(x: 0, y: 0, width: viewSize.width, height: max(viewSize.height - frame.height, 0))
        case .leading: return Rect(x: frame.maxX, y: 0, width: max(viewSize.width - frame.width, 0), height: viewSize.height)
        case .trailing: return Rect(x: 0, y: 0, width: max(viewSize.width - frame.width, 0), height: viewSize.height)
        }
    }

    /// The strip's length along its buttons: its width, or a side bar's height.
    var stripLength: Double { isSide ? stripFrame.height : stripFrame.width }
    /// The axis the strip's buttons follow one another along.
    var axis: GestureAxis { isSide ? .vertical : .horizontal }
    /// How far along the strip view point `point` lies, and how far across.
    func along(_ point: Point) -> Double { isSide ? point.y - stripFrame.minY : point.x - stripFrame.minX }
    func across(_ point: Point) -> Double { isSide ? point.x - stripFrame.minX : point.y - stripFrame.minY }

    /// `rect` of the strip's own coordinates (along its buttons, across them), scrolled `offset`,
    /// in the view's left-to-right coordinates.
    func placed(_ rect: Rect, offset: Double) -> Rect {
        isSide
            ? Rect(x: stripFrame.minX + rect.minY, y: stripFrame.minY + rect.minX - offset, width: rect.height, height: rect.width)
            : Rect(x: stripFrame.minX + rect.minX - offset, y: stripFrame.minY + rect.minY, width: rect.width, height: rect.height)
    }

    /// How far the strip is scrolled for page `progress` at `time`.
    func stripOffset(progress: Double, time: Double) -> Double { strip.offset(progress: progress, time: time) }

    /// Button `index`'s frame in the bar's left-to-right coordinates (the view's, unmirrored).
    func buttonFrame(_ index: Int, progress: Double, time: Double) -> Rect {
        placed(strip.frame(index, at: time), offset: stripOffset(progress: progress, time: time))
    }

    /// The button under `point` (left to right), if any.
    func button(at point: Point, progress: Double, time: Double) -> Int? {
        guard stripFrame.contains(point) else { return nil }
        return strip.button(atX: along(point) + stripOffset(progress: progress, time: time), y: across(point), at: time)
    }

    /// The controls the theme shows at the bar's end, in order.
    var controls: [TabBarControl] {
        (theme.showsTabMenu ? [.tabMenu] : []) + (theme.showsAddRemove ? [.add, .remove] : [])
    }

    /// The frame of a control (left to right), when the theme shows it: at the strip's end, after
    /// it along the bar or below it down a side bar, in the order of `controls`.
    func frame(of control: TabBarControl) -> Rect? {
        let shown = controls
        guard let place = shown.firstIndex(of: control) else { return nil }
        if isSide {
            let height = (frame.height - stripFrame.height) / Double(shown.count)
            return Rect(x: frame.minX, y: stripFrame.maxY + Double(place) * height, width: frame.width, height: height)
        }
        let width = (frame.width - stripFrame.width) / Double(shown.count)
        return Rect(x: stripFrame.maxX + Double(place) * width, y: stripFrame.minY, width: width, height: stripFrame.height)
    }

    /// The control under `point`, if any.
    func control(at point: Point) -> TabBarControl? {
        controls.first { frame(of: $0)?.contains(point) == true }
    }

    /// Whether buttons move on their own: the strip coasting, buttons moving, a badge growing.
    func isAnimating(at time: Double) -> Bool {
        strip.scroll.isAnimating || strip.isAnimating(at: time) || badgeChanges.values.contains { time - $0 < Tuning.badgeDuration }
    }

    /// Advances the strip's scroll and the buttons' motion to `time`.
    mutating func advance(to time: Double, progress: Double) {
        strip.advance(to: time, progress: progress)
        aim.observe(stripShape(progress: progress, time: time), at: time)
        if !badgeChanges.isEmpty { badgeChanges = badgeChanges.filter { time - $0.value < Tuning.badgeDuration } }
    }

    // MARK: titles

    /// The width tab `tab` needs for its title (and a leading icon, a badge beside a close button,
    /// and the close button), for intrinsic layouts.
    func buttonContentWidth(_ tab: TabContent) -> Double { measure(tab.title, theme.titleFontSize) + besideTitle(tab) }

    /// The width of tab `index`'s title alone (less its leading icon, badge room and close button).
    func titleTextWidth(_ index: Int, of tab: TabContent) -> Double {
        strip.titleWidths.indices.contains(index) ? strip.titleWidths[index] - besideTitle(tab) : 0
    }

    /// The room `tab`'s button gives to what sits beside its title: a leading icon, the badge's
    /// room and the close button.
    func besideTitle(_ tab: TabContent) -> Double { leadingIconSpace(tab) + badgeRoom(tab) + closeSpace(tab) }

    /// The room a leading icon takes from a tab's title.
    func leadingIconSpace(_ tab: TabContent) -> Double {
        tab.icon != nil && theme.iconPosition == .leading ? theme.iconSize + Self.iconGap : 0
    }

    /// Tab `index`'s title as drawn: shortened with "…" when its button (once the buttons stop
    /// moving) is too narrow for it.
    func displayTitle(_ index: Int, of tab: TabContent) -> String {
        let room = (isSide ? stripFrame.width : strip.targetFrame(index).width) - 2 * Self.titleMargin
        guard strip.titleWidths.indices.contains(index), strip.titleWidths[index] > room else { return tab.title }
        let titleRoom = room - besideTitle(tab)
        return titleCache.title(for: tab.id ?? "", title: tab.title, room: titleRoom) { truncated(tab.title, toFit: titleRoom) }
    }

    /// The longest start of `title` that, with "…", fits in `width` (just "…" if none does).
    func truncated(_ title: String, toFit width: Double) -> String {
        let characters = Array(title)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(String(characters[..<middle]) + "…", theme.titleFontSize) <= width { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low]) + "…"
    }

    // MARK: the indicator

    /// The indicator's frame (left to right) at page `progress`: a function of the progress (and
    /// the strip's geometry) alone, along the bar's edge next to the pages.
    func indicatorFrame(progress: Double, time: Double, tabs: [TabContent]) -> Rect {
        let offset = stripOffset(progress: progress, time: time)
        // A title-wide indicator lies under the title, beside a close button's room.
        let titled = !isSide && theme.indicatorWidth == .title
        let beside = { (index: Int) in titled && tabs.indices.contains(index) ? self.closeSpace(tabs[index]) : 0 }
        var indicator = TabStripGeometry.indicatorFrame(
            progress: progress, count: strip.count,
            frame: {
                let button = strip.frame($0, at: time)
                return Rect(x: button.minX - offset, y: button.minY, width: max(button.width - beside($0), 0), height: button.height)
            },
            // A title-wide indicator follows the title as drawn: shortened, never wider than its tab's room.
            titleWidth: { min(strip.titleWidths[$0] - beside($0), max(strip.frame($0, at: time).width - beside($0) - 2 * Self.titleMargin, 0)) },
            barHeight: isSide ? stripFrame.width : frame.height, height: theme.indicatorHeight, style: isSide ? .tab : theme.indicatorWidth)
        switch theme.tabBarPosition {
        case .top: indicator.y = frame.maxY - theme.indicatorHeight
        case .bottom: indicator.y = frame.minY
        case .leading, .trailing:
            // A bar down the column's inner edge, as long as the tab.
            let x = theme.tabBarPosition == .leading ? frame.maxX - theme.indicatorHeight : frame.minX
            return Rect(x: x, y: stripFrame.minY + indicator.minX, width: theme.indicatorHeight, height: indicator.width)
        }
        return indicator
    }
}
