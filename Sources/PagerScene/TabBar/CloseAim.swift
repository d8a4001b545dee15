/// Where the user aimed a close: how the strip lay when the pointer last moved. A close lands
/// only while the strip still lies so, so it never lands on a tab that came under a still
/// pointer (the strip scrolled, or its buttons moved as a tab came or went). A finger has no
/// hover to move: for it, a strip that has lain still for ``Tuning/closeAimTime`` is aimed at too.
struct CloseAim {
    /// How the strip lies: its scroll and its buttons' layout, and whether either is moving.
    struct StripShape {
        var offset: Double
        var layoutRevision: Int
        var isMoving: Bool

        /// Whether the buttons are where they were in `other`, neither moving.
        func lies(like other: StripShape?) -> Bool {
            guard let other, !isMoving, !other.isMoving else { return false }
            return layoutRevision == other.layoutRevision && abs(offset - other.offset) < 0.5
        }
    }

    /// The strip as the pointer found it when it last moved (or lifted).
    private var aimed: StripShape?
    /// The strip as last seen, and when it last changed.
    private var seen: StripShape?
    private var changedAt = -Double.infinity

    /// The pointer moved (or lifted, or pressed where it did not rest) over the strip lying as `shape`.
    mutating func aim(at shape: StripShape) { aimed = shape }

    /// The strip lies as `shape` at `time` (told as the clock moves).
    mutating func observe(_ shape: StripShape, at time: Double) {
        if !shape.lies(like: seen) { changedAt = time }
        seen = shape
    }

    /// Whether a close asked for with the strip lying as `shape` at `time` is one the user aimed.
    func allowsClose(_ shape: StripShape, byFinger: Bool, at time: Double) -> Bool {
        shape.lies(like: aimed) || byFinger && shape.lies(like: seen) && time - changedAt >= Tuning.closeAimTime
    }
}
