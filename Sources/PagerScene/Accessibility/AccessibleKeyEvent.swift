/// A key going down or up, as screen readers are told of it before the program acts on it:
/// AT-SPI2's device event, which names keys as X11 does. Orca's own commands (Where Am I on
/// KP_Enter, flat review on the keypad) and its knowing which key caused a change come from it.
///
/// PagerSDL makes one from an SDL key event (`AccessibleKeyEvent(_:)` there), and
/// `AccessibilityBridge.consumes(_:)` passes it on; a key a screen reader consumes is its own,
/// and the program ignores it.
public struct AccessibleKeyEvent: Sendable, Equatable {
    /// The modifiers held, by X11's mask bits.
    package struct Modifiers: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        package let rawValue: UInt32
        /// Modifiers of `rawValue`'s bits.
        package init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Shift.
        package static let shift = Modifiers(rawValue: 1 << 0)
        /// Caps Lock.
        package static let capsLock = Modifiers(rawValue: 1 << 1)
        /// Ctrl.
        package static let control = Modifiers(rawValue: 1 << 2)
        /// Alt (X11's Mod1).
        package static let alt = Modifiers(rawValue: 1 << 3)
        /// Num Lock (Mod2).
        package static let numLock = Modifiers(rawValue: 1 << 4)
        /// Super, the Windows key (Mod4).
        package static let superKey = Modifiers(rawValue: 1 << 6)
        /// AltGr, the third level (Mod5).
        package static let altGr = Modifiers(rawValue: 1 << 7)
    }

    /// Whether the key went down (a repeat too) or came up.
    package var isPress: Bool
    /// Its X11 keysym: `0xff53` Right, `0x61` a; text above Latin-1 as `0x100_0000` plus its code point.
    package var keysym: UInt32
    /// Its X11 keycode (the Linux key code plus 8), by which Orca matches its key bindings; 0 when unknown.
    package var keycode: UInt32
    /// The modifiers held.
    package var modifiers: Modifiers
    /// What it types ("a", " "), or its keysym's name when it types nothing ("Right", "KP_Enter").
    package var text: String
    /// Whether ``text`` is typed text rather than a key's name.
    package var isText: Bool
    /// When it happened, in milliseconds of a clock that only goes forward.
    package var timestamp: UInt32

    /// A key event as given.
    package init(isPress: Bool, keysym: UInt32, keycode: UInt32, modifiers: Modifiers, text: String, isText: Bool, timestamp: UInt32) {
        self.isPress = isPress; self.keysym = keysym; self.keycode = keycode; self.modifiers = modifiers
        self.text = text; self.isText = isText; self.timestamp = timestamp
    }
}
