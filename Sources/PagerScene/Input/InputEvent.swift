import PagerCore

/// A key the scene responds to.
public enum Key: Sendable, Equatable, Hashable {
    case left, right, up, down, pageUp, pageDown, home, end
    /// The plus and minus keys (and the keypad's): zoom a picture in and out.
    case plus, minus
    /// A digit key, 0-9.
    case digit(Int)
    case f5, f11, f12, escape, backspace
    /// Tab, Enter (Return, the keypad's Enter) and the space bar.
    case tab, enter, space
    /// The back key of a keyboard or a mouse's back button.
    case back
    /// A letter key, lowercase.
    case letter(Character)
}

/// A key press with the modifiers held.
public struct KeyPress: Sendable, Hashable {
    /// The key pressed.
    public var key: Key
    /// Whether Ctrl was held.
    public var ctrl: Bool
    /// Whether Shift was held.
    public var shift: Bool
    /// Whether Alt was held.
    public var alt: Bool
    /// A press of `key` with the modifiers given.
    public init(_ key: Key, ctrl: Bool = false, shift: Bool = false, alt: Bool = false) {
        self.key = key; self.ctrl = ctrl; self.shift = shift; self.alt = alt
    }
}

/// Input in layout units, already translated from the platform's events.
public enum InputEvent: Sendable, Equatable {
    /// A pointer went down: the mouse's button, or a finger (`id` tells the fingers of a
    /// touch screen apart; the mouse's is 0). A finger that lands on the same part (the tab bar,
    /// or the pages) while another is down joins its gesture: the newest drives a drag (or, as
    /// the theme's ``Theme/multitouch`` says, all of them together), and two on a picture pinch
    /// it. A finger on the other part can tap it. The mouse's press ends a touch gesture under
    /// way, and so does a touch when the gesture's fingers were silent for
    /// 5 seconds (their lift was lost).
    case pointerDown(Point, PointerKind, id: Int = 0)
    /// Pointer `id` moved (the mouse moves with no button down too: it hovers).
    case pointerMove(Point, PointerKind, id: Int = 0)
    /// Pointer `id` went up; the gesture ends when its last pointer does.
    case pointerUp(Point, PointerKind, id: Int = 0)
    /// The system took the pointers back (the window lost the focus, a touch was cancelled):
    /// the gesture under way ends with no tap and no fling, a drag of the pages settles on the
    /// nearest page, and fingers still down are forgotten, as Android's ACTION_CANCEL does.
    case pointerCancel
    /// A touchpad's pinch or Ctrl+wheel: zoom the picture under `at` by `factor` (above 1 in,
    /// below 1 out). Nothing else zooms.
    case magnify(Double, at: Point)
    /// The mouse left the view: nothing is hovered any more.
    case pointerLeave
    /// The mouse's middle button clicked at a point: on a tab of a closable bar it asks to close
    /// that tab, as browsers do (elsewhere nothing).
    case middleClick(Point)
    /// Wheel travel in notches (fractional from precise devices): `dy` > 0 scrolls up
    /// (towards the top), `dx` > 0 scrolls right. With `shift`, vertical travel moves the pager.
    case wheel(dx: Double, dy: Double, at: Point, shift: Bool)
    case key(KeyPress)
    /// The view's size changed.
    case resize(Size)
}

/// What the scene asks of its host after an event.
public enum SceneRequest: Sendable, Equatable {
    /// Save a screenshot of what the view shows.
    case screenshot
    /// End the program.
    case quit
    /// Enter or leave fullscreen.
    case toggleFullscreen
    /// Put `text` on the clipboard (``KeyAction/copyFocused``: the text of what has the focus).
    case copy(String)
}
