import PagerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An activity spinner as phones draw one: a ring of dots, one bright, the brightness going
/// round twelve steps a second.
enum Spinner {
    /// How many dots make the ring, and how many steps it turns a second.
    static let dots = 8
    static let stepsPerSecond = 12.0

    /// Draws a spinner of `radius` centred at `center` in `color` at `time`.
    static func draw(at center: Point, radius: Double, color: Color, time: Double, into list: inout DrawList) {
        let lead = Int((time * stepsPerSecond).rounded(.down)) % dots
        let dot = radius * 0.18
        for index in 0..<dots {
            let angle = Double(index) / Double(dots) * 2 * Double.pi
            let age = (lead - index + dots) % dots
            var tint = color
            tint.a = UInt8(Double(color.a) * (1 - Double(age) / Double(dots) * 0.8))
            let x = center.x + sin(angle) * (radius - dot), y = center.y - cos(angle) * (radius - dot)
            list.fill(Rect(x: x - dot, y: y - dot, width: 2 * dot, height: 2 * dot), tint, radius: dot)
        }
    }
}
