import PagerScene

extension KeyBindings {
    /// The sliding-tabs program's keys: the pager's own, plus F12 and Ctrl+S for a screenshot, Esc
    /// to go back from a detail page or else quit, Ctrl+Q to quit and F11 for fullscreen (shortcuts
    /// of this host, not of the pager).
    package static let program = KeyBindings.standard.adding([
        KeyPress(.f12): .request(.screenshot), KeyPress(.letter("s"), ctrl: true): .request(.screenshot),
        KeyPress(.escape): .backOr(.quit), KeyPress(.letter("q"), ctrl: true): .request(.quit),
        KeyPress(.f11): .request(.toggleFullscreen),
    ])
}
