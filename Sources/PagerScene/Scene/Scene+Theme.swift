import PagerCore

extension Scene {
    /// Changes the look to `theme` (dark colours, high contrast, reduced motion, other words, or
    /// sizes): the tab bar and pages are laid out again for it, the same page in view.
    public mutating func setTheme(_ theme: Theme) {
        guard theme != self.theme else { return }
        self.theme = theme
        measureAgain()
    }

    /// Measures the titles again (with the theme's sizes, or at the text's new scale) and lays the
    /// bar and the pages out again.
    package mutating func measureAgain() {
        let menu = bar.menu
        bar = TabBar(tabs: content.tabs, theme: theme, measure: measure)
        bar.menu = theme.showsTabMenu ? menu : nil
        layOutAgain()
    }

    /// Lays the pager, the bar and the pages out for the view's size and the theme, the same page
    /// exactly in view.
    mutating func layOutAgain() {
        pager.resize(
            pageWidth: PagesGeometry.span(viewWidth: TabBar.pagesWidth(viewWidth: viewSize.width, theme: theme), theme: theme).step, time: time)
        bar.layout(viewSize: viewSize, animatingFrom: nil)
        host.layout(for: pageSize, rowFontSize: theme.rowFontSize)
    }
}
