/// What kind of pointer made a gesture; it decides the slop.
public enum PointerKind: Sendable, Equatable {
    case mouse
    case touch

    /// How far (units) the pointer must move before a drag is recognised:
    /// 18 for a finger (Flutter's kTouchSlop), 2 for a precise pointer (Flutter's pan slop).
    public var slop: Double {
        switch self {
        case .mouse: return 2
        case .touch: return 18
        }
    }
}

/// An axis a gesture can belong to.
public enum GestureAxis: Sendable, Equatable {
    case horizontal
    case vertical
}

/// Decides once per gesture which axis it drives. The horizontal pager claims it when
/// |dx| passes the slop and half of |dx| exceeds |dy|; if |dy| passes the slop first, it
/// belongs to the vertical list. A claim holds for the rest of the gesture.
public struct GestureArbiter: Sendable {
    /// Where the pointer went down.
    public let start: Point
    /// How far the pointer must move before a drag claims an axis.
    public let slop: Double
    /// The axis the gesture claimed, once it moved past the slop.
    public private(set) var claimed: GestureAxis?

    /// An arbiter for a gesture starting at `start` with a pointer of `kind`.
    public init(start: Point, kind: PointerKind) {
        self.start = start
        self.slop = kind.slop
    }

    /// A gesture already claimed by `axis` (for example, a press that caught a moving pager).
    public init(start: Point, kind: PointerKind, claimed axis: GestureAxis) {
        self.init(start: start, kind: kind)
        self.claimed = axis
        claimOrigin = start
    }

    /// The pointer position the claimed axis should treat as the drag's start: the start
    /// moved by the slop towards the pointer, so content moves by travel minus slop (no jump).
    public private(set) var claimOrigin: Point = .zero

    /// Feeds the pointer's position; returns the claimed axis, newly or earlier decided.
    @discardableResult
    public mutating func update(_ point: Point) -> GestureAxis? {
        if let claimed { return claimed }
        let dx = point.x - start.x, dy = point.y - start.y
        if abs(dx) > slop && 0.5 * abs(dx) > abs(dy) {
            claimed = .horizontal
            claimOrigin = Point(x: start.x + (dx > 0 ? slop : -slop), y: start.y)
        } else if abs(dy) > slop {
            claimed = .vertical
            claimOrigin = Point(x: start.x, y: start.y + (dy > 0 ? slop : -slop))
        }
        return claimed
    }

    /// Whether the pointer has stayed within the slop so far (the gesture is still a tap).
    public var isTap: Bool { claimed == nil }
}
