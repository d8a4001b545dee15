import CSDL2
import PagerCore
import PagerScene

/// What an SDL event means to the host.
public enum HostEvent: Sendable, Equatable {
    /// Input for the scene.
    case input(InputEvent)
    /// The window was closed or the program asked to quit.
    case quit
    /// The window needs drawing again (exposed, moved to another display).
    case redraw
}

/// Translates SDL events into scene input in window points. Touch produces mouse events
/// too; those copies are dropped so a finger's gesture is handled once.
public enum EventTranslator {
    /// SDL's mouse id for mouse events synthesised from touch (SDL_TOUCH_MOUSEID, (Uint32)-1).
    static let touchMouseID = UInt32.max

    /// The meaning of `event` in a window of `windowSize` points; nil for events the host ignores.
    public static func translate(_ event: SDL_Event, windowSize: Size) -> HostEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .input(.resize(Size(width: Double(event.window.data1), height: Double(event.window.data2))))
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
                return .redraw
            case SDL_WINDOWEVENT_CLOSE:
                return .quit
            case SDL_WINDOWEVENT_LEAVE:
                return .input(.pointerLeave)
            default:
                return nil
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != touchMouseID else { return nil }
            // A mouse's back button goes back, as in a browser.
            if Int32(button.button) == SDL_BUTTON_X1 {
                return event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .input(.key(KeyPress(.back))) : nil
            }
            guard Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            let point = Point(x: Double(button.x), y: Double(button.y))
            return .input(event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(point, .mouse) : .pointerUp(point, .mouse))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != touchMouseID else { return nil }
            return .input(.pointerMove(Point(x: Double(motion.x), y: Double(motion.y)), .mouse))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            let point = Point(x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: return .input(.pointerDown(point, .touch))
            case SDL_FINGERMOTION: return .input(.pointerMove(point, .touch))
            default: return .input(.pointerUp(point, .touch))
            }
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != touchMouseID else { return nil }
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let shift = SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0
            // The pointer where the wheel turned, as the event carries it (not where the mouse is
            // by the time the event is read, nor where a host that pushed the event has none).
            return .input(
                .wheel(
                    dx: Double(wheel.preciseX) * flip, dy: Double(wheel.preciseY) * flip,
                    at: Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY)), shift: shift))
        case SDL_KEYDOWN:
            let keysym = event.key.keysym
            guard let key = KeyTable.key(forKeycode: keysym.sym) else { return nil }
            let modifiers = UInt32(keysym.mod)
            return .input(
                .key(
                    KeyPress(
                        key, ctrl: modifiers & KMOD_CTRL.rawValue != 0,
                        shift: modifiers & KMOD_SHIFT.rawValue != 0, alt: modifiers & KMOD_ALT.rawValue != 0)))
        default:
            return nil
        }
    }
}
