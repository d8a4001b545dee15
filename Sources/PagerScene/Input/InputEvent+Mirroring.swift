import PagerCore

extension InputEvent {
    /// The event as the left-to-right layout of a right-to-left scene `width` wide takes it: pointers mirrored,
    /// horizontal wheel turned round, and Left and Right swapped (they follow the screen: Left
    /// goes to the tab on the left, the next one). Alt+Left still goes back.
    func mirrored(width: Double) -> InputEvent {
        func flip(_ point: Point) -> Point { Point(x: width - point.x, y: point.y) }
        switch self {
        case .pointerDown(let point, let kind, let id): return .pointerDown(flip(point), kind, id: id)
        case .pointerMove(let point, let kind, let id): return .pointerMove(flip(point), kind, id: id)
        case .pointerUp(let point, let kind, let id): return .pointerUp(flip(point), kind, id: id)
        case .wheel(let dx, let dy, let point, let shift): return .wheel(dx: -dx, dy: dy, at: flip(point), shift: shift)
        case .magnify(let factor, let point): return .magnify(factor, at: flip(point))
        case .middleClick(let point): return .middleClick(flip(point))
        case .key(var press) where !press.alt:
            switch press.key {
            case .left: press.key = .right
            case .right: press.key = .left
            default: break
            }
            return .key(press)
        case .key, .pointerCancel, .pointerLeave, .resize: return self
        }
    }
}
