/// The controls at the end of the tab bar: the tab menu's button
/// first, then + and −, each where the theme shows it.
public enum TabBarControl: Sendable, Equatable, CaseIterable {
    /// Opens the menu listing every tab (``Theme/showsTabMenu``).
    case tabMenu
    /// + adds a tab.
    case add
    /// − removes the last tab.
    case remove
}
