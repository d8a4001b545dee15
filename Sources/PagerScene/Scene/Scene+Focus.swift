import PagerCore

extension Scene {
    /// Does what a click on the focused tab or control does (on the selected tab while the ring
    /// shows nowhere). A detail page it opens takes the ring to its first control.
    mutating func activateFocus() {
        switch input.focus ?? .tab(pager.targetPage) {
        case .tab(let index): carryOut([.choose(index, cause: .key)])
        case .barControl(let control): carryOut(bar.activate(control, byKeys: true, in: barContext))
        case .control(let page, let index):
            let depth = host.depth(ofPage: page)
            for outcome in host.activate(focusStop: index, onPage: page, in: environment) { carryOut(outcome, onPage: page) }
            if host.depth(ofPage: page) > depth { input.enteredDetail(onPage: page, from: index, host: &host, in: environment) }
        }
    }

    /// Goes back from page `page`'s detail page; the ring returns to the control that opened it
    /// (when the keyboard did), or to the tab. False when there is no detail page.
    @discardableResult
    mutating func goBackRestoringFocus(page: Int) -> Bool {
        let openedFrom = host.top(ofPage: page)?.openedFrom
        guard goBack(page: page) else { return false }
        input.leftDetail(onPage: page, openedFrom: openedFrom, host: &host, in: environment)
        return true
    }

    /// Where a screen reader is told the focus is (see `InputState.accessibleFocus`).
    var accessibleFocus: SceneFocus { input.accessibleFocus(selected: pager.targetPage) }
}
