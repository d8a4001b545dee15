/// Where the keyboard's focus ring is (``SceneFocus``): on a tab, on the tab bar's + or −, or
/// on a control of the current page.
public enum SceneFocus: Sendable, Equatable {
    /// Tab button `index`.
    case tab(Int)
    /// The tab bar's + or − control.
    case barControl(TabBarControl)
    /// The `index`th control of page `page`'s top layer: its back control first on a detail
    /// page, then its rows or buttons top to bottom.
    case control(page: Int, index: Int)
}
