/// Where the keyboard's focus ring goes: Tab and Shift+Tab take it round the selected tab, the
/// current page's controls and the bar's + and −; Up and Down move it among the page's controls.
extension InputState {
    /// Moves the ring one stop forward (`forward`) or back round tab `page` (where it is, unseen,
    /// before it first moves), the page's controls (as Tab goes from a tab into its panel), then
    /// `bar`'s controls. `pageStop` gives the page's stop after one (from outside the page for
    /// nil), going the ring's way; nil when the ring leaves the page.
    private mutating func moveFocus(forward: Bool, page: Int, bar: [TabBarControl], pageStop: (Int?) -> Int?) {
        let barStops = bar.map { SceneFocus.barControl($0) }
        func intoPage() -> SceneFocus? { pageStop(nil).map { .control(page: page, index: $0) } }
        let next: SceneFocus?
        switch focus {
        case .control(page, let index)?: next = pageStop(index).map { .control(page: page, index: $0) } ?? (forward ? barStops.first : nil)
        case .barControl(let control)? where bar.contains(control):
            let step = (bar.firstIndex(of: control) ?? 0) + (forward ? 1 : -1)
            next = barStops.indices.contains(step) ? barStops[step] : forward ? nil : intoPage()
        default: next = forward ? intoPage() ?? barStops.first : barStops.last ?? intoPage()  // on a tab, or nowhere yet
        }
        focus = next ?? .tab(page)
    }

    /// Moves the ring one stop forward (`forward`) or back round tab `page`, its page's stops in
    /// `host` and `bar`'s controls (as above); the control it lands on scrolls into view.
    mutating func moveFocus(forward: Bool, page: Int, bar: [TabBarControl], host: inout PageHost, in env: PageEnvironment) {
        let pages = host
        moveFocus(forward: forward, page: page, bar: bar) { pages.nextFocusStop(after: $0, forward: forward, onPage: page, in: env) }
        revealFocus(in: &host, env)
    }

    /// Moves the ring `step` controls on among its page's, stopping at the first and last; the
    /// control scrolls into view.
    mutating func moveFocusWithinPage(by step: Int, host: inout PageHost, in env: PageEnvironment) {
        guard case .control(let page, let index)? = focus else { return }
        let count = host.focusStopCount(onPage: page, in: env)
        guard count > 0 else { return }
        focus = .control(page: page, index: min(max(index + step, 0), count - 1))
        revealFocus(in: &host, env)
    }

    /// Control `index` of page `page` opened a detail page there: the ring goes to its first
    /// control, and comes back to `index` when it closes.
    mutating func enteredDetail(onPage page: Int, from index: Int, host: inout PageHost, in env: PageEnvironment) {
        host.pages[page]?.updateTop { $0.openedFrom = index }
        focus = .control(page: page, index: host.nextFocusStop(after: 0, forward: true, onPage: page, in: env) ?? 0)
    }

    /// Page `page`'s detail page closed: the ring returns to the control that opened it
    /// (`openedFrom`, when the keys did), or from the closed page's controls to the tab.
    mutating func leftDetail(onPage page: Int, openedFrom: Int?, host: inout PageHost, in env: PageEnvironment) {
        if let openedFrom {
            focus = .control(page: page, index: openedFrom)
            revealFocus(in: &host, env)
        } else if case .control(page, _)? = focus {
            focus = .tab(page)
        }
    }

    /// Whether the ring is on a control of page `page`.
    func ringIsOnControl(ofPage page: Int) -> Bool {
        guard case .control(page, _)? = focus else { return false }
        return true
    }

    /// Scrolls the control the ring is on into view in `host`.
    func revealFocus(in host: inout PageHost, _ env: PageEnvironment) {
        if case .control(let page, let index)? = focus { host.reveal(focusStop: index, onPage: page, in: env) }
    }

    /// Where a screen reader is told the focus is: where the ring is, or on the selected tab
    /// `selected` while the ring shows nowhere or on another page (as a window starts with the
    /// focus on its selected tab).
    func accessibleFocus(selected: Int) -> SceneFocus {
        switch focus {
        case .control(selected, let index)?: return .control(page: selected, index: index)
        case .barControl(let control)?: return .barControl(control)
        default: return .tab(selected)
        }
    }
}
