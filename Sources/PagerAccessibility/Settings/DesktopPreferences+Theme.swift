import PagerScene

extension DesktopPreferences {
    /// `base` as these settings ask for it: text and rows scaled by ``textScale``, dark colours
    /// when `dark` (by default when the desktop ``prefersDark``; a host's own light or dark
    /// choice overrides it), high contrast, and selections that land at once where motion is
    /// reduced. Hand it to `Scene.setTheme(_:)` at start and after each change.
    public func theme(from base: Theme, dark: Bool? = nil) -> Theme {
        var theme = base.scalingText(by: textScale)
        if dark ?? prefersDark { theme = theme.darkened() }
        if highContrast { theme = theme.highContrast() }
        theme.reducesMotion = reducesMotion
        return theme
    }
}
