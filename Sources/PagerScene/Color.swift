/// An sRGB colour with alpha, 8 bits a channel.
public struct Color: Equatable, Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public static let white = Color(255, 255, 255)
    public static let black = Color(0, 0, 0)
    public static let red = Color(255, 0, 0)
    public static let gray = Color(128, 128, 128)
}
