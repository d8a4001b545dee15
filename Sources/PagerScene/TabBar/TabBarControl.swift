/// The + and − controls at the right end of the tab bar (``Scene/AddRemoveControl``).
public enum TabBarControl: Sendable, Equatable {
    /// + adds a tab.
    case add
    /// − removes the last tab.
    case remove
}
