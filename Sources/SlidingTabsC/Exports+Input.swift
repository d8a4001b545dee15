import CSDL2
import CSlidingTabs
import PagerAccessibility
import PagerCore
import PagerSDL
import PagerScene

// Input (SDL events, or plain pointers, wheels and keys), time, and whether frames are needed.

@c(st_handle_sdl_event)
package func handleSDLEvent(_ handle: OpaquePointer?, _ event: UnsafePointer<SDL_Event>?, _ used: UnsafeMutablePointer<Int32>?) -> st_status {
    call(handle) { pager in
        guard let event else { throw CFailure(ST_ERROR_NULL, "the event is NULL") }
        used?.pointee = 0
        let sdlEvent = event.pointee
        if pager.accessibilityWake != 0, sdlEvent.type == pager.accessibilityWake {
            pager.performAccessibleClicks()
            used?.pointee = 1
            return
        }
        // Every key goes to a screen reader first: one it takes is its own.
        if let bridge = pager.accessibility, let key = AccessibleKeyEvent(sdlEvent), bridge.consumes(key) {
            used?.pointee = 1
            return
        }
        let window = SDL_GetWindowFromID(sdlEvent.window.windowID)
        var width: Int32 = 0, height: Int32 = 0
        if let window { SDL_GetWindowSize(window, &width, &height) }
        let windowSize = window == nil ? Size(width: pager.frame.maxX, height: pager.frame.maxY) : Size(width: Double(width), height: Double(height))
        guard case .input(let translated)? = EventTranslator.translate(sdlEvent, windowSize: windowSize), isFinite(translated) else { return }
        // A press inside the pager's frame gives it the keyboard, one outside gives it back to the host.
        if case .pointerDown(let point, _, _) = translated { pager.adapter.receivesKeys = pager.adapter.frame.contains(point) }
        guard let input = pager.adapter.route(translated, from: sdlEvent) else { return }
        // A key is the pager's only when it does something with it: Escape and letters stay the host's.
        if case .key(let press) = input, !pager.actsOn(press) { return }
        used?.pointee = 1
        pager.scene.handle(input, time: Double(SDL_GetTicks64()) / 1000)
        pager.collectEvents()
    }
}

/// Whether `input`'s numbers are finite: SDL's own events' are, a host's hand-made one's may not be.
private func isFinite(_ input: InputEvent) -> Bool {
    switch input {
    case .pointerDown(let point, _, _), .pointerMove(let point, _, _), .pointerUp(let point, _, _), .middleClick(let point):
        return point.x.isFinite && point.y.isFinite
    case .magnify(let factor, let point): return factor.isFinite && point.x.isFinite && point.y.isFinite
    case .wheel(let dx, let dy, let point, _): return [dx, dy, point.x, point.y].allSatisfy(\.isFinite)
    default: return true
    }
}

extension CPager {
    /// Whether the pager does something with `press`: a bound key, any key while the tab menu is
    /// open (it takes them), Escape during a gesture (it puts a lifted tab back).
    func actsOn(_ press: KeyPress) -> Bool {
        scene.isTabMenuOpen || (press.key == .escape && adapter.capturedPointer != nil) || scene.keyBindings.action(for: press) != nil
    }
}

@c(st_set_focused)
package func setFocused(_ handle: OpaquePointer?, _ focused: Int32) -> st_status {
    call(handle) { pager in pager.adapter.receivesKeys = focused != 0 }
}

/// Sends `input` to the pager's scene at `time` (seconds, finite).
private func send(_ handle: OpaquePointer?, _ time: Double, _ input: @escaping (CPager) throws -> InputEvent) -> st_status {
    call(handle) { pager in
        guard time.isFinite else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a time of \(time) seconds") }
        pager.scene.handle(try input(pager), time: time)
        pager.collectEvents()
    }
}

/// The point (x, y) in points from the pager's top left, checked finite.
private func point(_ x: Float, _ y: Float) throws -> Point {
    guard x.isFinite, y.isFinite else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a point at \(x),\(y)") }
    return Point(x: Double(x), y: Double(y))
}

/// The pointer's id: a finger's as given, the mouse's always 0 (there is one mouse).
private func pointerID(_ id: Int32, _ kind: st_pointer_kind) -> Int { kind == ST_POINTER_MOUSE ? 0 : Int(id) }

/// The pointer kind `kind` names.
private func pointerKind(_ kind: st_pointer_kind) throws -> PointerKind {
    switch kind {
    case ST_POINTER_MOUSE: return .mouse
    case ST_POINTER_TOUCH: return .touch
    default: throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a pointer kind of \(kind.rawValue): ST_POINTER_MOUSE or ST_POINTER_TOUCH")
    }
}

@c(st_pointer_down)
package func pointerDown(_ handle: OpaquePointer?, _ kind: st_pointer_kind, _ id: Int32, _ x: Float, _ y: Float, _ time: Double) -> st_status {
    send(handle, time) { _ in .pointerDown(try point(x, y), try pointerKind(kind), id: pointerID(id, kind)) }
}

@c(st_pointer_move)
package func pointerMove(_ handle: OpaquePointer?, _ kind: st_pointer_kind, _ id: Int32, _ x: Float, _ y: Float, _ time: Double) -> st_status {
    send(handle, time) { _ in .pointerMove(try point(x, y), try pointerKind(kind), id: pointerID(id, kind)) }
}

@c(st_pointer_up)
package func pointerUp(_ handle: OpaquePointer?, _ kind: st_pointer_kind, _ id: Int32, _ x: Float, _ y: Float, _ time: Double) -> st_status {
    send(handle, time) { _ in .pointerUp(try point(x, y), try pointerKind(kind), id: pointerID(id, kind)) }
}

@c(st_pointer_cancel)
package func pointerCancel(_ handle: OpaquePointer?, _ time: Double) -> st_status { send(handle, time) { _ in .pointerCancel } }

@c(st_wheel)
package func wheel(_ handle: OpaquePointer?, _ dx: Float, _ dy: Float, _ x: Float, _ y: Float, _ shift: Int32, _ time: Double) -> st_status {
    send(handle, time) { _ in
        guard dx.isFinite, dy.isFinite, abs(dx) <= 1000, abs(dy) <= 1000 else {
            throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a wheel of \(dx),\(dy): at most 1000 notches")
        }
        return .wheel(dx: Double(dx), dy: Double(dy), at: try point(x, y), shift: shift != 0)
    }
}

@c(st_key_press)
package func keyPress(_ handle: OpaquePointer?, _ key: Int32, _ modifiers: UInt32, _ time: Double) -> st_status {
    send(handle, time) { _ in
        guard let named = Key(cKey: key) else {
            throw CFailure(ST_ERROR_INVALID_ARGUMENT, "key \(key): an st_key, or a lowercase ASCII letter or digit")
        }
        let known = UInt32(ST_MOD_SHIFT.rawValue | ST_MOD_CTRL.rawValue | ST_MOD_ALT.rawValue)
        guard modifiers & ~known == 0 else {
            throw CFailure(ST_ERROR_INVALID_ARGUMENT, "modifiers \(modifiers): ST_MOD_SHIFT, ST_MOD_CTRL and ST_MOD_ALT or'ed together")
        }
        let shift = modifiers & UInt32(ST_MOD_SHIFT.rawValue) != 0, ctrl = modifiers & UInt32(ST_MOD_CTRL.rawValue) != 0
        return .key(KeyPress(named, ctrl: ctrl, shift: shift, alt: modifiers & UInt32(ST_MOD_ALT.rawValue) != 0))
    }
}

extension Key {
    /// The key an `st_key` (or a lowercase ASCII letter or digit) names.
    init?(cKey key: Int32) {
        switch key {
        case Int32(UInt8(ascii: "a"))...Int32(UInt8(ascii: "z")): self = .letter(Character(Unicode.Scalar(UInt8(key))))
        case Int32(UInt8(ascii: "0"))...Int32(UInt8(ascii: "9")): self = .digit(Int(key) - Int(UInt8(ascii: "0")))
        default:
            let keys: [st_key: Key] = [
                ST_KEY_LEFT: .left, ST_KEY_RIGHT: .right, ST_KEY_UP: .up, ST_KEY_DOWN: .down, ST_KEY_PAGE_UP: .pageUp,
                ST_KEY_PAGE_DOWN: .pageDown, ST_KEY_HOME: .home, ST_KEY_END: .end, ST_KEY_TAB: .tab, ST_KEY_ENTER: .enter,
                ST_KEY_SPACE: .space, ST_KEY_ESCAPE: .escape, ST_KEY_BACKSPACE: .backspace, ST_KEY_F5: .f5, ST_KEY_PLUS: .plus,
                ST_KEY_MINUS: .minus,
            ]
            guard key >= 0, let named = keys[st_key(UInt32(key))] else { return nil }
            self = named
        }
    }
}

@c(st_advance)
package func advance(_ handle: OpaquePointer?, _ time: Double) -> st_status {
    call(handle) { pager in
        guard time.isFinite else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a time of \(time) seconds") }
        pager.scene.advance(to: time)
        pager.collectEvents()
        pager.publishToScreenReaders()
    }
}

@c(st_is_animating)
package func isAnimating(_ handle: OpaquePointer?, _ animating: UnsafeMutablePointer<Int32>?) -> st_status {
    call(handle) { pager in try give(pager.scene.isAnimating ? 1 : 0, to: animating, named: "the pointer to set") }
}

@c(st_next_deadline)
package func nextDeadline(_ handle: OpaquePointer?, _ deadline: UnsafeMutablePointer<Double>?) -> st_status {
    call(handle) { pager in try give(pager.scene.nextDeadline ?? -1, to: deadline, named: "the pointer to set") }
}
