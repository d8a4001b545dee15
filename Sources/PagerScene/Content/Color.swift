/// An sRGB colour with alpha, 8 bits a channel.
public struct Color: Equatable, Hashable, Sendable {
    /// Red, 0-255.
    public var r: UInt8
    /// Green, 0-255.
    public var g: UInt8
    /// Blue, 0-255.
    public var b: UInt8
    /// Alpha (opacity), 0-255.
    public var a: UInt8

    /// A colour of the given channels, opaque by default.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Opaque white.
    public static let white = Color(255, 255, 255)
    /// Opaque black.
    public static let black = Color(0, 0, 0)
    /// Opaque red, the indicator's default.
    public static let red = Color(255, 0, 0)
    /// Opaque grey, unselected titles' default.
    public static let gray = Color(128, 128, 128)

    /// The colour `t` of the way from `a` to `b` (0 gives `a`, 1 gives `b`).
    public static func lerp(_ a: Color, _ b: Color, _ t: Double) -> Color {
        let t = min(max(t, 0), 1)
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return Color(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b), channel(a.a, b.a))
    }
}
