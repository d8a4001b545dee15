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

    /// Cubic ease-in-out and its slope (d value / d t): a tab tap's page animation.
    public static func cubicInOut(_ t: Double) -> (value: Double, slope: Double) {
        let t = clamped(t)
        let value = t < 0.5 ? 4 * t * t * t : 1 - (2 - 2 * t) * (2 - 2 * t) * (2 - 2 * t) / 2
        let slope = t < 0.5 ? 12 * t * t : 3 * (2 - 2 * t) * (2 - 2 * t)
        return (value, slope)
    }

    private static func clamped(_ t: Double) -> Double { t.isFinite ? min(max(t, 0), 1) : (t > 0 ? 1 : 0) }
}
