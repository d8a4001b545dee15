/// The easing curves of the pager's timed animations, in one place. Each takes the fraction of
/// the animation's time gone by (clamped to 0...1) and returns the fraction of the way moved.
public enum Easing {
    /// Quadratic ease-out: a quick start and a gentle stop (tab buttons re-flowing, switch knobs).
    public static func quadraticOut(_ t: Double) -> Double {
        let t = clamped(t)
        return 1 - (1 - t) * (1 - t)
    }

    /// Cubic ease-out (navigation pushes and pops, a removed page sliding away).
    public static func cubicOut(_ t: Double) -> Double {
        let t = clamped(t)
        return 1 - (1 - t) * (1 - t) * (1 - t)
    }

    /// Flutter's `Curves.ease` (the CSS `ease` curve, cubic Bézier (0.25, 0.1), (0.25, 1)) and
    /// its slope: a decelerating curve with no overshoot, 22% along at a sixth of its time and
    /// 58% at a third. A tab tap's page animation and keyed scrolls use it.
    public static func ease(_ t: Double) -> (value: Double, slope: Double) {
        let t = clamped(t)
        guard t > 0, t < 1 else { return (t, 0) }
        // Find the curve parameter whose x is t (x grows with the parameter), by bisection.
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(middle, 0.25, 0.25) < t { low = middle } else { high = middle }
        }
        let s = (low + high) / 2
        let dx = bezierSlope(s, 0.25, 0.25), dy = bezierSlope(s, 0.1, 1)
        return (bezier(s, 0.1, 1), dx > 1e-9 ? dy / dx : 0)
    }

    /// A coordinate of a cubic Bézier from 0 to 1 with control coordinates `c1` and `c2`, at `s`.
    private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
    }

    /// Its derivative with respect to `s`.
    private static func bezierSlope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        3 * (1 - s) * (1 - s) * c1 + 6 * (1 - s) * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    private static func clamped(_ t: Double) -> Double { t.isFinite ? min(max(t, 0), 1) : (t > 0 ? 1 : 0) }
}
