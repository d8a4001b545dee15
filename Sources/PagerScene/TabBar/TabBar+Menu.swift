import PagerCore

/// The tab menu (``Theme/showsTabMenu``) is the bar's: its button opens it, and while it is open
/// it takes the pointer, the wheel and the keys it knows (`TabMenu`), leaving the tab chosen.
extension TabBar {
    /// The open menu's frame (left to right) for the tabs in `context`; nil while it is closed.
    func menuFrame(in context: TabBarContext) -> Rect? {
        guard let menu, let button = frame(of: .tabMenu) else { return nil }
        return menu.frame(count: context.tabs.count, button: button, bar: self, viewSize: context.viewSize)
    }

    /// Opens the menu on the selected tab, its row in view (by the keys: the ring returns to its
    /// button when it closes), or closes it.
    mutating func toggleMenu(byKeys: Bool, in context: TabBarContext) -> [TabBarOutcome] {
        guard menu == nil else { return closeMenu() }
        guard theme.showsTabMenu, !context.tabs.isEmpty, context.gesture == nil else { return [] }
        menu = TabMenu(
            highlighted: context.selected, titleWidth: strip.titleWidths.max() ?? 0, titleFontSize: theme.titleFontSize, openedByKeys: byKeys)
        if let frame = menuFrame(in: context) { menu?.highlight(context.selected, count: context.tabs.count, in: frame) }
        return []
    }

    /// Closes the menu; opened by the keys, the ring goes back to its button.
    mutating func closeMenu() -> [TabBarOutcome] {
        defer { menu = nil }
        return menu?.openedByKeys == true ? [.focus(.barControl(.tabMenu))] : []
    }

    /// Gives `event` to the menu, if it is open (the resting mouse's place kept in `hover`): what
    /// it leaves, or nil when the menu is closed or the event is not the menu's (a resize, Ctrl+Q).
    mutating func menuTakes(_ event: InputEvent, in context: TabBarContext, hover: inout Point?) -> [TabBarOutcome]? {
        guard var open = menu else { return nil }
        guard let frame = menuFrame(in: context), !context.tabs.isEmpty else {
            menu = nil
            return nil
        }
        let outcome = open.handle(event, tabs: context.tabs, in: frame, hover: &hover)
        menu = open
        switch outcome {
        case .stays: return []
        case .passOn: return nil
        case .close(let byKey):
            let outcomes = closeMenu()
            return byKey || outcomes.isEmpty ? outcomes : [.focus(nil)]
        case .choose(let tab, let byKey):
            menu = nil
            // The ring shows where the keys went.
            return (byKey ? [.focus(.tab(tab))] : []) + [.choose(tab, cause: byKey ? .key : .tap)]
        }
    }

    /// The open menu's highlight goes to tab `tab`, which a key chose behind it.
    mutating func menuFollows(_ tab: Int, in context: TabBarContext) {
        guard let frame = menuFrame(in: context) else { return }
        menu?.highlight(tab, count: context.tabs.count, in: frame)
    }

    /// Whether the arrow `key` moves a tab along this bar: Left and Right along a top or bottom
    /// bar, Up and Down down a side bar's column (any other key bound to a move does).
    func movesTabs(with key: Key) -> Bool {
        switch key {
        case .left, .right: return !isSide
        case .up, .down: return isSide
        default: return true
        }
    }

    /// Draws the open menu over everything else.
    func drawMenu(in context: TabBarContext, into list: inout DrawList) {
        guard let menu, let frame = menuFrame(in: context) else { return }
        menu.draw(tabs: context.tabs, selected: context.selected, in: frame, bar: self, time: context.time, into: &list)
    }
}
