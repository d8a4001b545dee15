import CSDL2
import PagerCore
import PagerScene
import Testing

@testable import PagerSDL

/// Shortcuts under any keyboard layout, as GTK and Chromium match them: a key whose layout makes
/// a letter of another script (Cyrillic under `setxkbmap ru`) is the Latin letter of its place.
@Suite("Keyboard layouts")
struct KeyboardLayoutTests {
    /// A key press as SDL reports it: the layout's key code `sym`, the key's place `scancode`.
    static func press(sym: UInt32, scancode: SDL_Scancode, ctrl: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.key = SDL_KeyboardEvent(
            type: SDL_KEYDOWN.rawValue, timestamp: 0, windowID: 0, state: UInt8(SDL_PRESSED), repeat: 0, padding2: 0, padding3: 0,
            keysym: SDL_Keysym(scancode: scancode, sym: SDL_Keycode(bitPattern: sym), mod: UInt16(ctrl ? KMOD_LCTRL.rawValue : 0), unused: 0))
        return event
    }

    /// What the translator makes of that press.
    static func translated(sym: UInt32, scancode: SDL_Scancode, ctrl: Bool) -> HostEvent? {
        EventTranslator.translate(press(sym: sym, scancode: scancode, ctrl: ctrl), windowSize: Size(width: 800, height: 600))
    }

    @Test func aCyrillicKeyIsTheLatinLetterOfItsPlace() {
        // Under a Russian layout the Q key makes "й" (U+0439), the T key "е" (U+0435).
        #expect(
            Self.translated(sym: 0x439, scancode: SDL_SCANCODE_Q, ctrl: true)
                == .input(.key(KeyPress(.letter("q"), ctrl: true))))
        #expect(
            Self.translated(sym: 0x435, scancode: SDL_SCANCODE_T, ctrl: true)
                == .input(.key(KeyPress(.letter("t"), ctrl: true))))
    }

    @Test func aLatinLayoutKeepsItsOwnLetters() {
        // AZERTY: the key at Q's place makes "a", and Ctrl with it is Ctrl+A, not Ctrl+Q.
        #expect(
            Self.translated(sym: 0x61, scancode: SDL_SCANCODE_Q, ctrl: true)
                == .input(.key(KeyPress(.letter("a"), ctrl: true))))
        // A letter of another script on a key that is no letter's place stays unknown.
        #expect(
            Self.translated(sym: 0x451, scancode: SDL_SCANCODE_GRAVE, ctrl: false)
                == nil)
    }
}
