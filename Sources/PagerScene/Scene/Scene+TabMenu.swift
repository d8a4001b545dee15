import PagerCore

/// The tab menu (``Theme/showsTabMenu``), routed: while it is open it takes the pointer, the
/// wheel and the keys it knows (`TabMenu`), and the scene carries out the tab chosen.
extension Scene {
    /// Whether the tab menu is open, listing every tab.
    public var isTabMenuOpen: Bool { tabMenu != nil }

    /// The open menu's frame in view coordinates (mirrored right to left); nil while it is closed.
    public var tabMenuFrame: Rect? { menuFrame.map(onScreen) }

    /// The open menu's frame, left to right.
    var menuFrame: Rect? {
        guard let tabMenu, let button = bar.frame(of: .tabMenu) else { return nil }
        return tabMenu.frame(count: content.tabs.count, button: button, bar: bar, viewSize: viewSize)
    }

    /// Opens the menu on the selected tab, its row in view (by the keys: the ring returns to its
    /// button when it closes), or closes it.
    mutating func toggleTabMenu(byKeys: Bool) {
        guard tabMenu == nil else { return closeTabMenu() }
        guard theme.showsTabMenu, !content.tabs.isEmpty, input.gesture == nil else { return }
        let widest = bar.strip.titleWidths.max() ?? 0
        tabMenu = TabMenu(highlighted: pager.targetPage, titleWidth: widest, openedByKeys: byKeys)
        if let frame = menuFrame { tabMenu?.highlight(pager.targetPage, count: content.tabs.count, in: frame) }
    }

    /// Closes the menu; opened by the keys, the ring is back on its button.
    mutating func closeTabMenu() {
        if tabMenu?.openedByKeys == true { input.focus = .barControl(.tabMenu) }
        tabMenu = nil
    }

    /// Gives `event` to the tab menu, if it is open; false when it is closed or the event is not
    /// the menu's (a resize, Ctrl+Q).
    mutating func menuTakes(_ event: InputEvent) -> Bool {
        guard var menu = tabMenu else { return false }
        guard let frame = menuFrame, !content.tabs.isEmpty else {
            tabMenu = nil
            return false
        }
        let outcome = menu.handle(event, tabs: content.tabs, in: frame, hover: &input.hover)
        tabMenu = menu
        switch outcome {
        case .stays: return true
        case .passOn: return false
        case .close: closeTabMenu()
        case .choose(let tab, let byKey):
            tabMenu = nil
            if byKey { input.focus = .tab(tab) }  // the ring shows where the keys went
            chooseTab(tab, cause: byKey ? .key : .tap)
        }
        return true
    }
}
