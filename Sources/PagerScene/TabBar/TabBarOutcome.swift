/// What the tab bar leaves for the scene after it took input (a tap, a drag, a key, the menu, a
/// screen reader's click), as a page's kind leaves ``PageOutcome``s: the bar answers its own
/// buttons, controls, menu, reordering and close buttons, and the scene carries these out in one
/// place (`Scene+TabBar.swift`), where the tabs, the pages and the events are.
enum TabBarOutcome: Equatable {
    /// Tab `index` was chosen (tapped, activated, picked from the menu): selected, or reported
    /// reselected when it is the selected one.
    case choose(Int, cause: SelectionCause)
    /// Tab `index` is to be selected for `cause` (a key: Left, Right, Home, End, a digit).
    case select(Int, cause: SelectionCause)
    /// The host is asked to close tab `index` (its ×, a middle click, Ctrl+W on a closable bar).
    case requestClose(Int)
    /// Tab `index` cannot be closed (`"closable": false`) and a key asked to: said, not done.
    case refuseClose(Int)
    /// A tab made from the content's new tab is added at the end (+, Ctrl+T).
    case add
    /// The last tab is removed (−, Ctrl+W on a bar that is not closable).
    case removeLast(cause: SelectionCause)
    /// Tab `from` moves to `to` now, with its page (a lifted tab passed a neighbour: the strip is
    /// then held where it is, under the pointer; or a key moved it).
    case move(from: Int, to: Int, holdsStrip: Bool)
    /// The user moved a tab (let go after a drag, or moved by keys): reported and announced.
    case moved(from: Int, to: Int)
    /// The focus ring goes to `focus` (back to the menu's button when the keys close the menu), or
    /// hides (nil: a press closed it, and a click hides the ring).
    case focus(SceneFocus?)
}
