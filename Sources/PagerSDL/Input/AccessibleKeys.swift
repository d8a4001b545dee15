import CSDL2
import PagerScene

extension AccessibleKeyEvent {
    /// The key of an SDL key event (`SDL_KEYDOWN` or `SDL_KEYUP`) as X11 names it, for a screen
    /// reader: its keysym from SDL's key code (the keypad's from Num Lock too), its X keycode from
    /// SDL's scancode. Nil for any other event.
    public init?(_ event: SDL_Event) {
        guard event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue else { return nil }
        let key = event.key.keysym
        let modifiers = Self.modifiers(of: UInt32(key.mod))
        let (keysym, text, isText) = Self.name(of: key, modifiers: modifiers)
        self.init(
            isPress: event.type == SDL_KEYDOWN.rawValue, keysym: keysym, keycode: Self.keycode(of: key.scancode), modifiers: modifiers,
            text: text, isText: isText, timestamp: event.key.timestamp)
    }

    /// SDL's modifier state as X11's mask.
    private static func modifiers(of state: UInt32) -> Modifiers {
        let pairs: [(SDL_Keymod, Modifiers)] = [
            (KMOD_SHIFT, .shift), (KMOD_CAPS, .capsLock), (KMOD_CTRL, .control), (KMOD_ALT, .alt), (KMOD_NUM, .numLock),
            (KMOD_GUI, .superKey), (KMOD_MODE, .altGr),
        ]
        return pairs.reduce(into: Modifiers()) { mask, pair in if state & pair.0.rawValue != 0 { mask.insert(pair.1) } }
    }

    /// The X11 keycode of the key at `scancode`: SDL's scancodes are USB HID usages, which Linux
    /// numbers as in `linuxKeys`; X adds 8. 0 for a key without one.
    private static func keycode(of scancode: SDL_Scancode) -> UInt32 {
        let usage = Int(scancode.rawValue)
        if linuxKeys.indices.contains(usage), linuxKeys[usage] != 0 { return UInt32(linuxKeys[usage]) + 8 }
        if (0xE0...0xE7).contains(usage) { return UInt32(modifierKeys[usage - 0xE0]) + 8 }
        return 0
    }

    /// The Linux key code of each HID usage from 0 to 0x67 (0: none), as the kernel maps a
    /// keyboard: letters, digits, Enter, Escape, the punctuation, F1-F12, the editing and arrow
    /// keys, and the keypad.
    private static let linuxKeys: [UInt16] = [
        0, 0, 0, 0, 30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38,
        50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44, 2, 3,
        4, 5, 6, 7, 8, 9, 10, 11, 28, 1, 14, 15, 57, 12, 13, 26,
        27, 43, 43, 39, 40, 41, 51, 52, 53, 58, 59, 60, 61, 62, 63, 64,
        65, 66, 67, 68, 87, 88, 99, 70, 119, 110, 102, 104, 111, 107, 109, 106,
        105, 108, 103, 69, 98, 55, 74, 78, 96, 79, 80, 81, 75, 76, 77, 71,
        72, 73, 82, 83, 86, 127, 116, 117,
    ]
    /// Left Ctrl, Shift, Alt and Super, then the right ones (HID 0xE0-0xE7).
    private static let modifierKeys: [UInt16] = [29, 42, 56, 125, 97, 54, 100, 126]

    /// The keysym of `key`, with what it types or its name, and whether that is typed text.
    private static func name(of key: SDL_Keysym, modifiers: Modifiers) -> (UInt32, String, Bool) {
        let code = UInt32(bitPattern: key.sym)
        if let keypad = keypadName(key.scancode, numLock: modifiers.contains(.numLock)) { return (keypad.keysym, keypad.name, false) }
        if let named = namedKeys[code] {
            // Shift+Tab is ISO_Left_Tab in X11, as GTK reports it.
            if code == SDLK_TAB.rawValue && modifiers.contains(.shift) { return (0xfe20, "ISO_Left_Tab", false) }
            return (named.keysym, named.name, false)
        }
        guard code & UInt32(SDLK_SCANCODE_MASK) == 0, code >= 0x20, code != 0x7f, var scalar = Unicode.Scalar(code) else {
            return (0, "", false)
        }
        // SDL reports a letter unshifted; the keysym and the text are what Shift or Caps Lock make of it.
        let upper = String(scalar).uppercased().unicodeScalars
        if modifiers.contains(.shift) != modifiers.contains(.capsLock), upper.count == 1, let first = upper.first { scalar = first }
        let keysym = scalar.value <= 0xff ? scalar.value : 0x100_0000 + scalar.value
        let typed = scalar == " " || !modifiers.contains(.control) && !modifiers.contains(.alt)
        return (keysym, String(scalar), typed)
    }

    /// The keys that type nothing, by SDL key code: their keysyms and names, as GDK names them.
    private static let namedKeys: [UInt32: (keysym: UInt32, name: String)] = {
        var keys: [UInt32: (keysym: UInt32, name: String)] = [
            SDLK_RETURN.rawValue: (0xff0d, "Return"), SDLK_ESCAPE.rawValue: (0xff1b, "Escape"),
            SDLK_BACKSPACE.rawValue: (0xff08, "BackSpace"), SDLK_TAB.rawValue: (0xff09, "Tab"), SDLK_DELETE.rawValue: (0xffff, "Delete"),
            SDLK_INSERT.rawValue: (0xff63, "Insert"), SDLK_HOME.rawValue: (0xff50, "Home"), SDLK_LEFT.rawValue: (0xff51, "Left"),
            SDLK_UP.rawValue: (0xff52, "Up"), SDLK_RIGHT.rawValue: (0xff53, "Right"), SDLK_DOWN.rawValue: (0xff54, "Down"),
            SDLK_PAGEUP.rawValue: (0xff55, "Page_Up"), SDLK_PAGEDOWN.rawValue: (0xff56, "Page_Down"), SDLK_END.rawValue: (0xff57, "End"),
            SDLK_PRINTSCREEN.rawValue: (0xff61, "Print"), SDLK_PAUSE.rawValue: (0xff13, "Pause"),
            SDLK_SCROLLLOCK.rawValue: (0xff14, "Scroll_Lock"), SDLK_APPLICATION.rawValue: (0xff67, "Menu"),
            SDLK_CAPSLOCK.rawValue: (0xffe5, "Caps_Lock"), SDLK_NUMLOCKCLEAR.rawValue: (0xff7f, "Num_Lock"),
            SDLK_LSHIFT.rawValue: (0xffe1, "Shift_L"), SDLK_RSHIFT.rawValue: (0xffe2, "Shift_R"),
            SDLK_LCTRL.rawValue: (0xffe3, "Control_L"), SDLK_RCTRL.rawValue: (0xffe4, "Control_R"),
            SDLK_LALT.rawValue: (0xffe9, "Alt_L"), SDLK_RALT.rawValue: (0xfe03, "ISO_Level3_Shift"),
            SDLK_LGUI.rawValue: (0xffeb, "Super_L"), SDLK_RGUI.rawValue: (0xffec, "Super_R"),
            SDLK_SPACE.rawValue: (0x20, "space"),
        ]
        let functionKeys = [
            SDLK_F1, SDLK_F2, SDLK_F3, SDLK_F4, SDLK_F5, SDLK_F6, SDLK_F7, SDLK_F8, SDLK_F9, SDLK_F10, SDLK_F11, SDLK_F12,
        ]
        for (index, key) in functionKeys.enumerated() { keys[key.rawValue] = (0xffbe + UInt32(index), "F\(index + 1)") }
        return keys
    }()

    /// A keypad key's keysym and name: a digit or the decimal point with Num Lock on, the
    /// movement it stands for with it off (KP_Up, KP_Page_Up: Orca's flat review keys).
    private static func keypadName(_ scancode: SDL_Scancode, numLock: Bool) -> (keysym: UInt32, name: String)? {
        let usage = scancode.rawValue
        switch usage {
        case SDL_SCANCODE_KP_ENTER.rawValue: return (0xff8d, "KP_Enter")
        case SDL_SCANCODE_KP_DIVIDE.rawValue: return (0xffaf, "KP_Divide")
        case SDL_SCANCODE_KP_MULTIPLY.rawValue: return (0xffaa, "KP_Multiply")
        case SDL_SCANCODE_KP_MINUS.rawValue: return (0xffad, "KP_Subtract")
        case SDL_SCANCODE_KP_PLUS.rawValue: return (0xffab, "KP_Add")
        case SDL_SCANCODE_KP_PERIOD.rawValue: return numLock ? (0xffae, "KP_Decimal") : (0xff9f, "KP_Delete")
        case SDL_SCANCODE_KP_1.rawValue...SDL_SCANCODE_KP_0.rawValue:
            // HID orders the keypad 1-9 then 0.
            let digit = usage == SDL_SCANCODE_KP_0.rawValue ? 0 : Int(usage - SDL_SCANCODE_KP_1.rawValue) + 1
            if numLock { return (0xffb0 + UInt32(digit), "KP_\(digit)") }
            let movements: [(UInt32, String)] = [
                (0xff9e, "KP_Insert"), (0xff9c, "KP_End"), (0xff99, "KP_Down"), (0xff9b, "KP_Page_Down"), (0xff96, "KP_Left"),
                (0xff9d, "KP_Begin"), (0xff98, "KP_Right"), (0xff95, "KP_Home"), (0xff97, "KP_Up"), (0xff9a, "KP_Page_Up"),
            ]
            return movements[digit]
        default: return nil
        }
    }
}
