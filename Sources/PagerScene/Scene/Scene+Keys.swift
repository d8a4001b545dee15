import PagerCore

extension Scene {
    /// Does what `press` is bound to: the selected page's keys are the page's (with the focus
    /// ring on a gallery, Left and Right go through its pictures), the tab bar's the bar's.
    mutating func key(_ press: KeyPress) {
        if press.key == .escape, case .movingTab? = input.gesture?.target { return cancelPointers() }  // Escape puts a lifted tab back
        guard let action = keyBindings.action(for: press) else { return }
        if case .moveSelectedTab = action, !bar.movesTabs(with: press.key) { return }
        if case .control? = input.focus, action == .scrollUp || action == .scrollDown {  // among a page's controls
            return input.moveFocusWithinPage(by: action == .scrollUp ? -1 : 1, host: &host, in: environment)
        }
        let page = pager.targetPage, stepping = input.ringIsOnControl(ofPage: page) && !pager.isSettling
        if let outcomes = host.key(action, onPage: page, stepping: stepping, in: environment) {
            return outcomes.forEach { carryOut($0, onPage: page) }
        }
        if let outcomes = bar.key(action, in: barContext) { return carryOut(outcomes) }
        switch action {
        case .request(let request): events.append(.requested(request))
        case .copyFocused: if let text = focusedText { events.append(.requested(.copy(text))) }
        case .back: goBackRestoringFocus(page: page)
        case .backOr(let request): if !goBackRestoringFocus(page: page) { events.append(.requested(request)) }
        case .focusNext, .focusPrevious: input.moveFocus(forward: action == .focusNext, page: page, bar: bar.controls, host: &host, in: environment)
        case .activate: activateFocus()
        default: break  // the page's and the bar's, above
        }
    }
}
