/// Where the keyboard's focus ring goes: Tab and Shift+Tab take it round the selected tab, the
/// current page's controls and the bar's + and −; Up and Down move it among the page's controls.
extension InputState {
    /// Moves the ring one stop forward (`forward`) or back round tab `page` (where it is, unseen,
    /// before it first moves), the page's controls (as Tab goes from a tab into its panel), then
    /// `bar`'s controls. `pageStop` gives the page's stop after one (from outside the page for
    /// nil), going the ring's way; nil when the ring leaves the page.
    mutating func moveFocus(forward: Bool, page: Int, bar: [Scene.AddRemoveControl], pageStop: (Int?) -> Int?) {
        let barStops = bar.map { Scene.Focus.barControl($0) }
        func intoPage() -> Scene.Focus? { pageStop(nil).map { .control(page: page, index: $0) } }
        let next: Scene.Focus?
        switch focus {
        case .control(page, let index)?: next = pageStop(index).map { .control(page: page, index: $0) } ?? (forward ? barStops.first : nil)
        case .barControl(let control)? where bar.contains(control):
            let step = (bar.firstIndex(of: control) ?? 0) + (forward ? 1 : -1)
            next = barStops.indices.contains(step) ? barStops[step] : forward ? nil : intoPage()
        default: next = forward ? intoPage() ?? barStops.first : barStops.last ?? intoPage()  // on a tab, or nowhere yet
        }
        focus = next ?? .tab(page)
    }

    /// Moves the ring `step` controls on among its page's `count`, stopping at the first and last.
    mutating func moveFocusWithinPage(by step: Int, count: Int) {
        guard case .control(let page, let index)? = focus, count > 0 else { return }
        focus = .control(page: page, index: min(max(index + step, 0), count - 1))
    }

    /// Where a screen reader is told the focus is: where the ring is, or on the selected tab
    /// `selected` while the ring shows nowhere or on another page (as a window starts with the
    /// focus on its selected tab).
    func accessibleFocus(selected: Int) -> Scene.Focus {
        switch focus {
        case .control(selected, let index)?: return .control(page: selected, index: index)
        case .barControl(let control)?: return .barControl(control)
        default: return .tab(selected)
        }
    }
}
