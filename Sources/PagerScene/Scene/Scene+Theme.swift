import PagerCore

extension Scene {
    /// Changes the look to `theme` (dark colours, high contrast, reduced motion, other words, or
    /// sizes): the tab bar and pages are laid out again for it, the same page in view.
    public mutating func setTheme(_ theme: Theme) {
        guard theme != self.theme else { return }
        self.theme = theme
        bar = TabBar(tabs: content.tabs, theme: theme, measure: measure)
        layOutAgain()
    }
}
