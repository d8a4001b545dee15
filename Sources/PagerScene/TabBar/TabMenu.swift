import PagerCore

/// The tab menu's popup while it is open (`Theme.showsTabMenu`): every tab in a list, its title
/// and badge, as Dear ImGui's tab list popup and Chrome's tab search show them. It keeps the row
/// highlighted (by the keys or the mouse), how far the rows are scrolled and a press on them; its
/// frame follows the bar and the view (`frame(...)`), so it stays by its button as they change.
struct TabMenu {
    /// A row's height for titles of 16 points (rows grow with larger titles: `rowHeight`), the
    /// room above the first row and below the last, the popup's distance from the view's edges and
    /// from the bar, and its narrowest and widest.
    static let rowHeight = 36.0
    static let inset = 6.0
    static let margin = 8.0
    static let gap = 4.0
    static let minimumWidth = 180.0
    static let maximumWidth = 320.0
    /// A row's title's room from the popup's edges, and the selected tab's mark's width.
    static let titleInset = 16.0
    static let markWidth = 3.0

    /// The tab whose row is highlighted: where Enter goes.
    private(set) var highlighted: Int
    /// How far the rows are scrolled, in points from the first.
    private(set) var scroll = 0.0
    /// Whether the keyboard opened it: closing it then leaves the focus ring on its button.
    let openedByKeys: Bool
    /// The popup's width: the widest title's, within its limits.
    let width: Double
    /// A row's height: 36 points, grown in proportion with titles larger than 16 points.
    let rowHeight: Double
    /// A press on the popup under way: the pointer's, where it started and the scroll then, and
    /// whether it moved far enough to be a drag (scrolling the rows) rather than a tap.
    private var press: (id: Int, kind: PointerKind, start: Point, scroll: Double, moved: Bool)?

    /// The menu opened on tab `highlighted`, `titleWidth` wide at its widest title, its titles
    /// `titleFontSize` points.
    init(highlighted: Int, titleWidth: Double, titleFontSize: Double = 16, openedByKeys: Bool) {
        self.highlighted = highlighted
        self.openedByKeys = openedByKeys
        width = min(max(titleWidth + 2 * Self.titleInset + 40, Self.minimumWidth), Self.maximumWidth)
        rowHeight = Self.rowHeight * max(1, titleFontSize / 16)
    }

    /// What an input leaves for the scene.
    enum Outcome: Equatable {
        /// The menu took it and stays open.
        case stays
        /// The menu closes: by a key (Escape, Tab), or by a press outside.
        case close(byKey: Bool)
        /// Tab `index` was chosen (by a key, or by the pointer): the menu closes and the tab is selected.
        case choose(Int, byKey: Bool)
        /// Not the menu's: the scene does what it always does (Ctrl+Q still quits).
        case passOn
    }

    // MARK: where it lies

    /// The popup's frame (left to right) for `count` tabs, by its `button` on `bar` in a view of
    /// `viewSize`: below a top bar, above a bottom one, beside a side bar; as tall as its rows,
    /// within the view.
    func frame(count: Int, button: Rect, bar: TabBar, viewSize: Size) -> Rect {
        let rows = Double(count) * rowHeight + 2 * Self.inset
        let width = min(self.width, max(viewSize.width - 2 * Self.margin, 0))
        let room = max(viewSize.height - 2 * Self.margin, 0)
        switch bar.theme.tabBarPosition {
        case .top, .bottom:
            let x = min(max(button.maxX - width, Self.margin), max(viewSize.width - width - Self.margin, Self.margin))
            if bar.theme.tabBarPosition == .top {
                let top = bar.frame.maxY + Self.gap
                return Rect(x: x, y: top, width: width, height: min(rows, max(viewSize.height - top - Self.margin, 0)))
            }
            let height = min(rows, max(bar.frame.minY - Self.gap - Self.margin, 0))
            return Rect(x: x, y: bar.frame.minY - Self.gap - height, width: width, height: height)
        case .leading, .trailing:
            let height = min(rows, room)
            let x = bar.theme.tabBarPosition == .leading ? bar.frame.maxX + Self.gap : bar.frame.minX - Self.gap - width
            return Rect(
                x: x, y: min(max(button.minY, Self.margin), max(viewSize.height - height - Self.margin, Self.margin)), width: width, height: height)
        }
    }

    /// Row `index`'s frame in the popup's `frame`, scrolled.
    func rowFrame(_ index: Int, in frame: Rect) -> Rect {
        Rect(x: frame.minX, y: frame.minY + Self.inset + Double(index) * rowHeight - scroll, width: frame.width, height: rowHeight)
    }

    /// The rows of `count` showing in the popup's `frame`.
    func visibleRows(count: Int, in frame: Rect) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let first = Int(max((scroll - Self.inset) / rowHeight, 0))
        let last = Int(max((scroll + frame.height - Self.inset) / rowHeight, 0).rounded(.up))
        return min(first, count)..<min(max(last, first), count)
    }

    /// The row under `point` in the popup's `frame`, if any.
    func row(at point: Point, count: Int, in frame: Rect) -> Int? {
        guard frame.insetBy(dx: 0, dy: Self.inset).contains(point) else { return nil }
        let row = Int(((point.y - frame.minY - Self.inset + scroll) / rowHeight).rounded(.down))
        return (0..<count).contains(row) ? row : nil
    }

    // MARK: moving through it

    /// Scrolls the rows by `delta` points, within their length in `frame`.
    mutating func scroll(by delta: Double, count: Int, in frame: Rect) {
        let longest = max(Double(count) * rowHeight + 2 * Self.inset - frame.height, 0)
        scroll = min(max(scroll + delta, 0), longest)
    }

    /// Highlights row `index` and scrolls it into view in `frame`.
    mutating func highlight(_ index: Int, count: Int, in frame: Rect) {
        highlighted = index
        let top = Double(index) * rowHeight, bottom = top + rowHeight + 2 * Self.inset
        if top < scroll { scroll(by: top - scroll, count: count, in: frame) }
        if bottom > scroll + frame.height { scroll(by: bottom - scroll - frame.height, count: count, in: frame) }
    }

    /// What an input does while the menu is open, the popup in `frame`: keys and the pointer as
    /// `key` and `pointer` say (the resting mouse's place kept in `hover`); a resize is the scene's.
    mutating func handle(_ event: InputEvent, tabs: [TabContent], in frame: Rect, hover: inout Point?) -> Outcome {
        switch event {
        case .resize: return .passOn
        case .key(let press): return key(press, tabs: tabs, in: frame)
        case .pointerLeave: hover = nil
        case .pointerMove(let point, .mouse, _): hover = point
        default: break
        }
        return pointer(event, tabs: tabs, in: frame)
    }

    /// Tab indices changed as `newIndex` says (tabs inserted, removed or moved while it is open):
    /// the highlight stays on its tab, or on the one before a tab removed.
    mutating func remapTabs(_ newIndex: (Int) -> Int?) { highlighted = newIndex(highlighted) ?? max(highlighted - 1, 0) }

    /// What a key does: Up and Down move the highlight (round from one end to the other), Home and
    /// End to the first and last, PageUp and PageDown a popup's height; a letter to the next title
    /// that starts with it; Enter and Space choose; Escape and Tab close. Disabled tabs are passed
    /// over. Presses with Ctrl, F5 and F12 are the scene's (the highlight follows a tab they
    /// select); other keys, Alt's too, do nothing while it is open.
    private mutating func key(_ press: KeyPress, tabs: [TabContent], in frame: Rect) -> Outcome {
        guard !press.ctrl else { return .passOn }
        let count = tabs.count, page = max(Int(frame.height / rowHeight) - 1, 1)
        let target: Int?
        switch press.key {
        case .down: target = tabs.enabledTab(from: highlighted + 1, step: 1) ?? tabs.enabledTab(from: 0, step: 1)
        case .up: target = tabs.enabledTab(from: highlighted - 1, step: -1) ?? tabs.enabledTab(from: count - 1, step: -1)
        case .home: target = tabs.enabledTab(from: 0, step: 1)
        case .end: target = tabs.enabledTab(from: count - 1, step: -1)
        case .pageDown: target = tabs.enabledTab(from: min(highlighted + page, count - 1), step: -1)
        case .pageUp: target = tabs.enabledTab(from: max(highlighted - page, 0), step: 1)
        case .letter(let letter): target = Self.tab(after: highlighted, startingWith: letter, in: tabs)
        case .enter, .space: return tabs.isEnabled(highlighted) ? .choose(highlighted, byKey: true) : .stays
        case .escape, .tab: return .close(byKey: true)
        case .f5, .f12: return .passOn  // a refresh, a screenshot of the menu open
        default: return .stays
        }
        if let target { highlight(target, count: count, in: frame) }
        return .stays
    }

    /// The first enabled tab after `index` (going round) whose title starts with `letter`, any case.
    private static func tab(after index: Int, startingWith letter: Character, in tabs: [TabContent]) -> Int? {
        let wanted = letter.lowercased()
        for step in 1...max(tabs.count, 1) {
            let candidate = (index + step) % max(tabs.count, 1)
            if tabs.isEnabled(candidate), tabs[candidate].title.first.map({ $0.lowercased() == wanted }) == true { return candidate }
        }
        return nil
    }

    /// What a pointer event does, the popup in `frame`: a press outside closes the menu (and goes
    /// no further); over the rows the mouse highlights the row under it, a press and release on an
    /// enabled row chooses it, and a drag (a finger's, or a held mouse's) scrolls them.
    private mutating func pointer(_ event: InputEvent, tabs: [TabContent], in frame: Rect) -> Outcome {
        switch event {
        case .pointerDown(let point, let kind, let id):
            guard frame.contains(point) else { return .close(byKey: false) }
            if press == nil { press = (id, kind, point, scroll, false) }
        case .pointerMove(let point, let kind, let id):
            if var held = press, held.id == id {
                if !held.moved, point.distance(to: held.start) > held.kind.slop { held.moved = true }
                if held.moved { scroll(by: held.scroll - (point.y - held.start.y) - scroll, count: tabs.count, in: frame) }
                press = held
            } else if kind == .mouse, let row = row(at: point, count: tabs.count, in: frame), tabs.isEnabled(row) {
                highlighted = row
            }
        case .pointerUp(let point, _, let id):
            guard let held = press, held.id == id else { return .stays }
            press = nil
            if !held.moved, let row = row(at: point, count: tabs.count, in: frame), tabs.isEnabled(row) { return .choose(row, byKey: false) }
        case .pointerCancel:
            press = nil
        case .wheel(_, let dy, let point, _):
            if frame.contains(point) { scroll(by: -dy * Tuning.wheelStep / 2, count: tabs.count, in: frame) }
        default:
            break
        }
        return .stays
    }
}
