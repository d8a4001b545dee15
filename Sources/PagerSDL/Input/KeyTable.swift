import CSDL2
import PagerScene

/// Every key the pager knows, with the names scripts and recordings use and the SDL key codes a
/// window reports: the one table the window, the script parser and the recorder all read, so a
/// key that works in one works in all.
package enum KeyTable {
    /// A named key: its names (the first is the one recordings write; all lowercase, matched
    /// without regard to case) and the SDL key codes that press it.
    package struct Entry: Sendable {
        /// The key pressed.
        package var key: Key
        /// Its names in scripts, lowercase; the first is the one recordings write.
        package var names: [String]
        var keycodes: [SDL_KeyCode]
    }

    /// The named keys. Digits and letters are keys too: `0`-`9` (the keypad's too) and `a`-`z`.
    package static let entries: [Entry] = [
        Entry(key: .left, names: ["left"], keycodes: [SDLK_LEFT]),
        Entry(key: .right, names: ["right"], keycodes: [SDLK_RIGHT]),
        Entry(key: .up, names: ["up"], keycodes: [SDLK_UP]),
        Entry(key: .down, names: ["down"], keycodes: [SDLK_DOWN]),
        Entry(key: .pageUp, names: ["pageup"], keycodes: [SDLK_PAGEUP]),
        Entry(key: .pageDown, names: ["pagedown"], keycodes: [SDLK_PAGEDOWN]),
        Entry(key: .home, names: ["home"], keycodes: [SDLK_HOME]),
        Entry(key: .end, names: ["end"], keycodes: [SDLK_END]),
        Entry(key: .f5, names: ["f5"], keycodes: [SDLK_F5]),
        Entry(key: .f11, names: ["f11"], keycodes: [SDLK_F11]),
        Entry(key: .f12, names: ["f12"], keycodes: [SDLK_F12]),
        Entry(key: .escape, names: ["escape", "esc"], keycodes: [SDLK_ESCAPE]),
        Entry(key: .backspace, names: ["backspace"], keycodes: [SDLK_BACKSPACE]),
        Entry(key: .back, names: ["back"], keycodes: [SDLK_AC_BACK]),
        Entry(key: .tab, names: ["tab"], keycodes: [SDLK_TAB]),
        Entry(key: .enter, names: ["enter", "return"], keycodes: [SDLK_RETURN, SDLK_KP_ENTER]),
        Entry(key: .space, names: ["space"], keycodes: [SDLK_SPACE]),
        // "=" is where "+" is without Shift on most layouts, as browsers zoom with it.
        Entry(key: .plus, names: ["plus", "equals", "="], keycodes: [SDLK_PLUS, SDLK_EQUALS, SDLK_KP_PLUS]),
        Entry(key: .minus, names: ["minus", "-"], keycodes: [SDLK_MINUS, SDLK_KP_MINUS]),
    ]

    /// The key a script names (any case): a named key, a digit or a letter.
    package static func key(named name: String) -> Key? {
        let name = name.lowercased()
        if let entry = entries.first(where: { $0.names.contains(name) }) { return entry.key }
        guard name.count == 1, let character = name.first, character.isASCII else { return nil }
        if let digit = character.wholeNumberValue { return .digit(digit) }
        return character.isLetter ? .letter(character) : nil
    }

    /// The name a recording writes for `key`.
    package static func name(of key: Key) -> String {
        switch key {
        case .digit(let digit): return String(digit)
        case .letter(let letter): return String(letter)
        default: return entries.first { $0.key == key }?.names.first ?? "escape"
        }
    }

    /// The key of `keysym`: the one its key code presses, or, for a key whose layout makes a
    /// letter of another script (Cyrillic, Greek...), the Latin letter of its place on a US
    /// keyboard, as GTK and Chromium match shortcuts, so Ctrl+Q quits under a Russian layout.
    package static func key(for keysym: SDL_Keysym) -> Key? {
        if let key = key(forKeycode: keysym.sym) { return key }
        let code = UInt32(bitPattern: keysym.sym), place = keysym.scancode.rawValue
        guard code >= 0x80, code & UInt32(SDLK_SCANCODE_MASK) == 0,
            (SDL_SCANCODE_A.rawValue...SDL_SCANCODE_Z.rawValue).contains(place)
        else { return nil }
        return .letter(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(place - SDL_SCANCODE_A.rawValue))))
    }

    /// The key an SDL key code presses, if the pager knows it.
    package static func key(forKeycode code: SDL_Keycode) -> Key? {
        let value = UInt32(bitPattern: code)
        if let entry = entries.first(where: { $0.keycodes.contains { $0.rawValue == value } }) { return entry.key }
        switch value {
        case SDLK_0.rawValue...SDLK_9.rawValue: return .digit(Int(value - SDLK_0.rawValue))
        case SDLK_KP_1.rawValue...SDLK_KP_9.rawValue: return .digit(Int(value - SDLK_KP_1.rawValue) + 1)
        case SDLK_KP_0.rawValue: return .digit(0)
        case SDLK_a.rawValue...SDLK_z.rawValue: return .letter(Character(Unicode.Scalar(UInt8(value))))
        default: return nil
        }
    }
}
