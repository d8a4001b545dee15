/// Where the keyboard's focus ring goes: Tab and Shift+Tab take it from the selected tab through
/// the current page's controls and round again; Up and Down move it among the page's controls.
extension InputState {
    /// Moves the ring one stop forward (`forward`) or back among tab `page` and its page's
    /// `count` controls.
    mutating func moveFocus(forward: Bool, page: Int, count: Int) {
        let position: Int  // -1: the tabs; 0..<count: a control
        switch focus {
        case .control(page, let index)? where index < count: position = index
        case .tab?: position = -1
        default:
            // Nothing focused yet (or a stale control): start at the tabs going forward, at the
            // last control going back.
            focus = forward || count == 0 ? .tab(page) : .control(page: page, index: count - 1)
            return
        }
        let next = (position + 1 + (forward ? 1 : -1) + count + 1) % (count + 1) - 1
        focus = next < 0 ? .tab(page) : .control(page: page, index: next)
    }

    /// Moves the ring `step` controls on among its page's `count`, stopping at the first and last.
    mutating func moveFocusWithinPage(by step: Int, count: Int) {
        guard case .control(let page, let index)? = focus, count > 0 else { return }
        focus = .control(page: page, index: min(max(index + step, 0), count - 1))
    }
}
