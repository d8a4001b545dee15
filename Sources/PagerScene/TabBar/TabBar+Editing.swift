import PagerCore

/// The bar's side of tabs inserted, removed, moved and changed: the strip's buttons make room and
/// move to their places, the open menu keeps its highlighted tab, and a new badge grows in.
extension TabBar {
    /// Tabs were inserted, removed or moved as `change` says, `tabs` being the tabs now.
    mutating func tabsChanged(_ change: TabStrip.IndexChange, tabs: [TabContent], viewSize: Size, time: Double) {
        switch change {
        case .inserted(let index): strip.insertTitle(buttonContentWidth(tabs[index]), at: index)
        case .removed(let index): strip.removeTitle(at: index)
        case .moved(let from, let to): strip.moveTitle(from: from, to: to)
        case .none: break
        }
        menu?.remapTabs(change.newIndex)
        layout(viewSize: viewSize, animatingFrom: time, change: change)
    }

    /// Tab `index`'s button now shows `tab` (another title or icon): the buttons make room.
    mutating func buttonChanged(_ index: Int, to tab: TabContent, viewSize: Size, time: Double) {
        strip.replaceTitle(at: index, with: buttonContentWidth(tab))
        layout(viewSize: viewSize, animatingFrom: time)
    }

    /// Tab `id`'s badge appeared or changed (it grows in from `time`), or went (`shown` false).
    mutating func badgeChanged(ofTab id: String, shown: Bool, time: Double) { badgeChanges[id] = shown ? time : nil }
}
