import PagerCore

/// What taps, clicks and keys do on the tab bar: its buttons choose their tabs, its close buttons
/// ask to close them, its controls open the menu, add and remove, and the tab keys select and
/// move tabs. The scene carries out what they leave (`TabBarOutcome`).
extension TabBar {
    /// A tap (or a click) at `point` (left to right): on a shown close button, a control, or a
    /// button, which holds the strip still under the pointer as it chooses its tab.
    mutating func tap(at point: Point, in context: TabBarContext) -> [TabBarOutcome] {
        if let tab = closeButton(at: point, in: context) { return [.requestClose(tab)] }
        if let control = control(at: point) { return activate(control, byKeys: false, in: context) }
        guard let tab = button(at: point, progress: context.progress, time: context.time) else { return [] }
        strip.pin(progress: context.progress, time: context.time)
        return [.choose(tab, cause: .tap)]
    }

    /// A middle click at `point` asks to close the tab under it, on a closable bar, if it can be closed.
    func middleClick(at point: Point, in context: TabBarContext) -> [TabBarOutcome] {
        guard let tab = button(at: point, progress: context.progress, time: context.time), context.tabs.indices.contains(tab),
            closes(context.tabs[tab])
        else { return [] }
        return [.requestClose(tab)]
    }

    /// What a control does when tapped, or activated by the keys (`byKeys`: the menu then gives
    /// the ring back to its button when it closes).
    mutating func activate(_ control: TabBarControl, byKeys: Bool, in context: TabBarContext) -> [TabBarOutcome] {
        switch control {
        case .tabMenu: return toggleMenu(byKeys: byKeys, in: context)
        case .add: return [.add]
        case .remove: return [.removeLast(cause: byKeys ? .key : .tap)]
        }
    }

    /// What a key's action does on the bar; nil when the action is not the bar's. Left, Right,
    /// Home and End pass disabled tabs by; moving a tab waits for the pointer to let go.
    mutating func key(_ action: KeyAction, in context: TabBarContext) -> [TabBarOutcome]? {
        let selected = context.selected
        switch action {
        case .addTab: return [.add]
        case .openTabMenu: return toggleMenu(byKeys: true, in: context)
        case .removeTab:
            guard theme.tabsClosable else { return [.removeLast(cause: .key)] }
            guard context.tabs.indices.contains(selected) else { return [] }
            return closes(context.tabs[selected]) ? [.requestClose(selected)] : [.refuseClose(selected)]
        case .moveSelectedTab(let step):
            guard theme.tabsReorderable else { return select(selected + step, step: step, in: context) }
            let to = selected + step
            guard context.tabs.indices.contains(to), !context.pagesDragged, context.gesture == nil else { return [] }
            return [.move(from: selected, to: to, holdsStrip: false), .moved(from: selected, to: to)]
        case .previousTab: return select(selected - 1, step: -1, in: context)
        case .nextTab: return select(selected + 1, step: 1, in: context)
        case .cycleTab(let step):
            // Round the tabs from the one after (or before) the selected, to the first enabled one.
            let count = context.tabs.count, step = step < 0 ? -1 : 1
            let next = (1..<max(count, 1)).lazy.map { (selected + $0 * step % count + count) % count }.first { context.tabs[$0].isEnabled }
            return next.map { [.select($0, cause: .key)] } ?? []
        case .firstTab: return select(0, step: 1, in: context)
        case .lastTab: return select(context.tabs.count - 1, step: -1, in: context)
        case .selectTab(let index): return [.select(index, cause: .key)]
        default: return nil
        }
    }

    /// The first enabled tab from `index` going `step`, selected by a key (the selected one when
    /// there is none that way).
    private func select(_ index: Int, step: Int, in context: TabBarContext) -> [TabBarOutcome] {
        [.select(context.tabs.enabledTab(from: index, step: step) ?? context.selected, cause: .key)]
    }
}
