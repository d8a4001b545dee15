import PagerCore

extension InputEvent {
    /// The event with its points and sizes multiplied by `factor`: a window's units (X11's
    /// pixels) turned into points where the host scales the view itself.
    package func scaled(by factor: Double) -> InputEvent {
        func scale(_ point: Point) -> Point { Point(x: point.x * factor, y: point.y * factor) }
        switch self {
        case .pointerDown(let point, let kind, let id): return .pointerDown(scale(point), kind, id: id)
        case .pointerMove(let point, let kind, let id): return .pointerMove(scale(point), kind, id: id)
        case .pointerUp(let point, let kind, let id): return .pointerUp(scale(point), kind, id: id)
        case .wheel(let dx, let dy, let point, let shift): return .wheel(dx: dx, dy: dy, at: scale(point), shift: shift)
        case .magnify(let magnification, let point): return .magnify(magnification, at: scale(point))
        case .middleClick(let point): return .middleClick(scale(point))
        case .resize(let size): return .resize(Size(width: size.width * factor, height: size.height * factor))
        case .key, .pointerCancel, .pointerLeave: return self
        }
    }
}
