/// What a key press does in a scene.
public enum KeyAction: Sendable, Equatable {
    /// Asks the host to do something (save a screenshot, quit): `Scene.handle` returns it.
    case request(SceneRequest)
    /// Adds a tab, as + does.
    case addTab
    /// Asks the host to put the text of what has the focus on the clipboard (a row's, a tab's
    /// title): ``SceneRequest/copy(_:)``.
    case copyFocused
    /// Open (or close) the tab menu, where the theme shows it (``Theme/showsTabMenu``).
    case openTabMenu
    /// Removes the last tab; on a closable bar, asks to close the selected one.
    case removeTab
    /// Moves the selected tab a place back (-1) or on (1) on a reorderable bar; elsewhere selects
    /// the previous or next tab.
    case moveSelectedTab(by: Int)
    /// Back from a detail page.
    case back
    /// Refreshes the current list, as pulling it down does (if it refreshes).
    case refresh
    /// Back from a detail page if one is open, else the request (Esc: back, or quit at the top).
    case backOr(SceneRequest)
    case previousTab
    case nextTab
    /// The next (1) or previous (-1) tab, round from the last to the first and back (Ctrl+Tab,
    /// Ctrl+PageDown), passing disabled tabs by.
    case cycleTab(by: Int)
    case firstTab
    case lastTab
    /// Tab `n`, from 0.
    case selectTab(Int)
    case scrollUp
    case scrollDown
    case scrollPageUp
    case scrollPageDown
    /// Moves the focus ring to the next stop (the tabs, then the page's controls: on a gallery,
    /// its pictures, which Left and Right then move through), or back.
    case focusNext
    case focusPrevious
    /// Does what a click on the focused tab or control does.
    case activate
    /// On a picture page: zoom in or out a step, or back to fit (elsewhere nothing).
    case zoomIn
    case zoomOut
    case zoomToFit
}

/// Which key presses do what: the host's choice. `standard` is the pager's own navigation;
/// a host adds its own shortcuts (a screenshot key, a quit key) with `adding(_:)`.
public struct KeyBindings: Sendable {
    /// The action bound to each key press.
    public private(set) var actions: [KeyPress: KeyAction]

    /// Bindings of exactly `actions`.
    public init(_ actions: [KeyPress: KeyAction]) { self.actions = actions }

    /// Left and Right for the previous and next tab, Home and End, 1-9 and Alt+1-8 for the first
    /// nine tabs and Alt+9 for the last (as browsers and GTK), Ctrl+Tab and Ctrl+PageDown for the next tab and Ctrl+Shift+Tab and Ctrl+PageUp
    /// for the previous one (round from the last to the first, as GTK's notebook and browsers),
    /// Up, Down, PageUp and PageDown to scroll (a list that loads more asks for them near its end),
    /// F5 and Ctrl+R to refresh a list as pulling it does, Backspace, Alt+Left and the back key (a
    /// mouse's back button) to go back from a detail page, Ctrl+T and Ctrl+W to add and remove (or
    /// close) a tab, Ctrl+Shift+Left and Right (Up and Down in a side bar's column) to move the
    /// selected tab, Ctrl+Shift+A to open the tab menu, Ctrl+C to copy what has the focus, Tab and
    /// Shift+Tab to move the focus ring, Enter and Space to activate what it is on, and on a
    /// picture page `+`, `-` and `0` to zoom in, out and back to fit.
    public static let standard: KeyBindings = {
        var actions: [KeyPress: KeyAction] = [
            KeyPress(.left): .previousTab, KeyPress(.right): .nextTab, KeyPress(.home): .firstTab, KeyPress(.end): .lastTab,
            KeyPress(.up): .scrollUp, KeyPress(.down): .scrollDown,
            KeyPress(.pageUp): .scrollPageUp, KeyPress(.pageDown): .scrollPageDown,
            KeyPress(.backspace): .back, KeyPress(.left, alt: true): .back, KeyPress(.back): .back,
            KeyPress(.f5): .refresh, KeyPress(.letter("r"), ctrl: true): .refresh,
            KeyPress(.letter("t"), ctrl: true): .addTab, KeyPress(.letter("w"), ctrl: true): .removeTab,
            KeyPress(.left, ctrl: true, shift: true): .moveSelectedTab(by: -1), KeyPress(.right, ctrl: true, shift: true): .moveSelectedTab(by: 1),
            KeyPress(.up, ctrl: true, shift: true): .moveSelectedTab(by: -1), KeyPress(.down, ctrl: true, shift: true): .moveSelectedTab(by: 1),
            KeyPress(.tab, ctrl: true): .cycleTab(by: 1), KeyPress(.tab, ctrl: true, shift: true): .cycleTab(by: -1),
            KeyPress(.pageDown, ctrl: true): .cycleTab(by: 1), KeyPress(.pageUp, ctrl: true): .cycleTab(by: -1),
            KeyPress(.letter("a"), ctrl: true, shift: true): .openTabMenu, KeyPress(.letter("c"), ctrl: true): .copyFocused,
            KeyPress(.tab): .focusNext, KeyPress(.tab, shift: true): .focusPrevious,
            KeyPress(.enter): .activate, KeyPress(.space): .activate,
            KeyPress(.plus): .zoomIn, KeyPress(.minus): .zoomOut, KeyPress(.digit(0)): .zoomToFit,
        ]
        for digit in 1...9 {
            actions[KeyPress(.digit(digit))] = .selectTab(digit - 1)
            actions[KeyPress(.digit(digit), alt: true)] = digit == 9 ? .lastTab : .selectTab(digit - 1)
        }
        return KeyBindings(actions)
    }()

    /// These bindings with `more` added (replacing any for the same press).
    public func adding(_ more: [KeyPress: KeyAction]) -> KeyBindings {
        KeyBindings(actions.merging(more) { $1 })
    }

    /// The action for `press`: bound as it is, else without Shift, else (for keys that are not
    /// letters) without Ctrl as well, so Shift+Left still moves and Ctrl+Shift+T still adds. Alt is
    /// never dropped: Alt+Left goes back, it does not move to the previous tab.
    public func action(for press: KeyPress) -> KeyAction? {
        if let action = actions[press] { return action }
        if let action = actions[KeyPress(press.key, ctrl: press.ctrl, alt: press.alt)] { return action }
        if case .letter = press.key { return nil }
        return actions[KeyPress(press.key, alt: press.alt)]
    }
}
