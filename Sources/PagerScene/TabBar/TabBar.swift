import PagerCore

/// The tab bar: its buttons' strip (their geometry, animated as tabs come and go, and its scroll
/// when they do not fit), their titles as drawn (shortened to fit), icons and badges, the
/// indicator, the + and − controls, and the labels laid over it. It is laid out left to right;
/// the scene mirrors it in a right-to-left scene.
package struct TabBar {
    /// The width of each of the + and - controls.
    static let controlWidth = 44.0
    /// The room a title leaves at either side of its button.
    static let titleMargin = 4.0
    /// The room between a leading icon and its title.
    static let iconGap = 6.0

    let theme: Theme
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

    /// A bar for `tabs`, drawn as `theme` says, measuring titles with `measure`.
    init(tabs: [TabContent], theme: Theme, measure: @escaping TextMeasure) {
        self.theme = theme
        self.measure = measure
        strip = TabStrip(layout: theme.tabLayout)
        strip.setTitles(tabs.map { buttonContentWidth($0) })
    }

    /// Lays the bar out along the edge of a view of `viewSize`; the buttons move there from
    /// where they were when `time` is given, `change` saying how their indices changed.
    mutating func layout(viewSize: Size, animatingFrom time: Double?, change: TabStrip.IndexChange = .none) {
        let height = min(theme.tabBarHeight, viewSize.height)
        frame = Rect(x: 0, y: theme.tabBarPosition == .top ? 0 : viewSize.height - height, width: viewSize.width, height: height)
        let controls = theme.showsAddRemove ? min(2 * Self.controlWidth, viewSize.width / 2) : 0
        stripFrame = Rect(x: 0, y: frame.minY, width: max(viewSize.width - controls, 0), height: frame.height)
        strip.layout(size: Size(width: stripFrame.width, height: stripFrame.height), animateFrom: time, change: change)
    }

    /// How far the strip is scrolled for page `progress` at `time`.
    func stripOffset(progress: Double, time: Double) -> Double { strip.offset(progress: progress, time: time) }

    /// Button `index`'s frame in the bar's left-to-right coordinates (the view's, unmirrored).
    func buttonFrame(_ index: Int, progress: Double, time: Double) -> Rect {
        strip.frame(index, at: time).offsetBy(dx: -stripOffset(progress: progress, time: time), dy: stripFrame.minY)
    }

    /// The button under `point` (left to right), if any.
    func button(at point: Point, progress: Double, time: Double) -> Int? {
        guard stripFrame.contains(point) else { return nil }
        return strip.button(atX: point.x + stripOffset(progress: progress, time: time), y: point.y - stripFrame.minY, at: time)
    }

    /// The frame of a + or - control (left to right), when the theme shows them.
    func frame(of control: Scene.AddRemoveControl) -> Rect? {
        guard theme.showsAddRemove else { return nil }
        let width = (frame.width - stripFrame.width) / 2
        return Rect(x: control == .add ? stripFrame.maxX : stripFrame.maxX + width, y: stripFrame.minY, width: width, height: stripFrame.height)
    }

    /// The control under `point`, if any.
    func control(at point: Point) -> Scene.AddRemoveControl? {
        [Scene.AddRemoveControl.add, .remove].first { frame(of: $0)?.contains(point) == true }
    }

    /// Whether buttons move on their own: the strip coasting, buttons moving, a badge growing.
    func isAnimating(at time: Double) -> Bool {
        strip.scroll.isAnimating || strip.isAnimating(at: time) || badgeChanges.values.contains { time - $0 < Tuning.badgeDuration }
    }

    /// Advances the strip's scroll and the buttons' motion to `time`.
    mutating func advance(to time: Double, progress: Double) {
        strip.advance(to: time, progress: progress)
        if !badgeChanges.isEmpty { badgeChanges = badgeChanges.filter { time - $0.value < Tuning.badgeDuration } }
    }

    // MARK: titles

    /// The width tab `tab` needs for its title (and a leading icon, and a close button), for
    /// intrinsic layouts.
    func buttonContentWidth(_ tab: TabContent) -> Double { measure(tab.title, theme.titleFontSize) + leadingIconSpace(tab) + closeSpace }

    /// The width of tab `index`'s title alone (less its leading icon and close button).
    func titleTextWidth(_ index: Int, of tab: TabContent) -> Double {
        strip.titleWidths.indices.contains(index) ? strip.titleWidths[index] - leadingIconSpace(tab) - closeSpace : 0
    }

    /// The room a leading icon takes from a tab's title.
    func leadingIconSpace(_ tab: TabContent) -> Double {
        tab.icon != nil && theme.iconPosition == .leading ? theme.iconSize + Self.iconGap : 0
    }

    /// Tab `index`'s title as drawn: shortened with "…" when its button (once the buttons stop
    /// moving) is too narrow for it.
    func displayTitle(_ index: Int, of tab: TabContent) -> String {
        let room = strip.targetFrame(index).width - 2 * Self.titleMargin
        guard strip.titleWidths.indices.contains(index), strip.titleWidths[index] > room else { return tab.title }
        let titleRoom = room - leadingIconSpace(tab) - closeSpace
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
    func indicatorFrame(progress: Double, time: Double) -> Rect {
        let offset = stripOffset(progress: progress, time: time)
        // A title-wide indicator lies under the title, beside a close button's room.
        let beside = theme.indicatorWidth == .title ? closeSpace : 0
        var indicator = TabStripGeometry.indicatorFrame(
            progress: progress, count: strip.count,
            frame: {
                let button = strip.frame($0, at: time)
                return Rect(x: button.minX - offset, y: button.minY, width: max(button.width - beside, 0), height: button.height)
            },
            // A title-wide indicator follows the title as drawn: shortened, never wider than its tab's room.
            titleWidth: { min(strip.titleWidths[$0] - beside, max(strip.frame($0, at: time).width - beside - 2 * Self.titleMargin, 0)) },
            barHeight: frame.height, height: theme.indicatorHeight, style: theme.indicatorWidth)
        indicator.y = theme.tabBarPosition == .top ? frame.maxY - theme.indicatorHeight : frame.minY
        return indicator
    }
}
