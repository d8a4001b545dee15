import CSDL2
import PagerCore
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// What an SDL event means to the host.
package enum HostEvent: Sendable, Equatable {
    /// Input for the scene.
    case input(InputEvent)
    /// The window was closed or the program asked to quit.
    case quit
    /// The window needs drawing again (exposed, moved to another display).
    case redraw
}

/// Translates SDL events into scene input in window points. Touch produces mouse events
/// too; those copies are dropped so a finger's gesture is handled once. Each finger of a touch
/// screen keeps its own pointer id; a touchpad's fingers (which SDL reports relative to the
/// pad, not the window) are not pointers, but its pinch zooms, as Ctrl+wheel does.
package enum EventTranslator {
    /// SDL's mouse id for mouse events synthesised from touch (SDL_TOUCH_MOUSEID, (Uint32)-1).
    static let touchMouseID = UInt32.max

    /// How much a wheel notch with Ctrl held zooms.
    static let wheelZoomStep = 1.2
    /// How much a touchpad pinch zooms for the change of its fingers' spread (a fraction of
    /// the pad's size).
    static let touchpadPinchGain = 4.0

    /// Whether `touch` is a touchpad (its fingers are not on the window); a device SDL does not
    /// know (a host's own events) counts as a touch screen.
    private static func isTouchpad(_ touch: SDL_TouchID) -> Bool {
        // Only a device SDL lists is asked about (SDL 2.26 dereferences a null video device
        // when asked about an unknown one with no video running).
        guard (0..<SDL_GetNumTouchDevices()).contains(where: { SDL_GetTouchDevice($0) == touch }) else { return false }
        let type = SDL_GetTouchDeviceType(touch)
        return type == SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE || type == SDL_TOUCH_DEVICE_INDIRECT_RELATIVE
    }

    /// The meaning of `event` in a window of `windowSize` points; nil for events the host ignores.
    package static func translate(_ event: SDL_Event, windowSize: Size) -> HostEvent? {
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
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return .input(.pointerCancel)  // no release of a press under way will come
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
            let point = Point(x: Double(button.x), y: Double(button.y))
            // A middle click closes a tab, as in a browser: on the button's release.
            if Int32(button.button) == SDL_BUTTON_MIDDLE {
                return event.type == SDL_MOUSEBUTTONUP.rawValue ? .input(.middleClick(point)) : nil
            }
            guard Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            return .input(event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(point, .mouse) : .pointerUp(point, .mouse))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != touchMouseID else { return nil }
            return .input(.pointerMove(Point(x: Double(motion.x), y: Double(motion.y)), .mouse))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard !isTouchpad(finger.touchId) else { return nil }
            let point = Point(x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
            let id = Int(truncatingIfNeeded: finger.fingerId)
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: return .input(.pointerDown(point, .touch, id: id))
            case SDL_FINGERMOTION: return .input(.pointerMove(point, .touch, id: id))
            default: return .input(.pointerUp(point, .touch, id: id))
            }
        case SDL_MULTIGESTURE:
            // A touchpad's pinch: its fingers' spread changed by dDist (of the pad's size).
            let gesture = event.mgesture
            guard isTouchpad(gesture.touchId), gesture.dDist.isFinite, gesture.dDist != 0 else { return nil }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return .input(.magnify(max(1 + Double(gesture.dDist) * touchpadPinchGain, 0.5), at: Point(x: Double(x), y: Double(y))))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != touchMouseID else { return nil }
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let modifiers = SDL_GetModState().rawValue
            // The pointer where the wheel turned, as the event carries it (not where the mouse is
            // by the time the event is read, nor where a host that pushed the event has none).
            let point = Point(x: Double(wheel.mouseX), y: Double(wheel.mouseY))
            let dy = Double(wheel.preciseY) * flip
            // Ctrl+wheel zooms a picture, a notch by a fifth, as browsers zoom pages.
            if modifiers & KMOD_CTRL.rawValue != 0 {
                return dy == 0 ? nil : .input(.magnify(pow(wheelZoomStep, dy), at: point))
            }
            return .input(
                .wheel(
                    dx: Double(wheel.preciseX) * flip, dy: dy, at: point,
                    shift: modifiers & KMOD_SHIFT.rawValue != 0))
        case SDL_KEYDOWN:
            let keysym = event.key.keysym
            guard let key = KeyTable.key(for: keysym) else { return nil }
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
