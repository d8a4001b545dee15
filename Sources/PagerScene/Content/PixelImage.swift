import PagerCore

/// A frame's pixels, 32-bit ARGB, row by row: what a canvas's snapshot returns, free of any
/// graphics library.
public struct PixelImage: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height` pixels, 0xAARRGGBB, top row first.
    public private(set) var pixels: [UInt32]

    /// An image of `width` x `height` pixels of `color`.
    public init(width: Int, height: Int, color: Color = .white) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let value = UInt32(color.a) << 24 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        pixels = Array(repeating: value, count: self.width * self.height)
    }

    /// An image of the given pixels; nil unless there are `width * height` of them.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) as (r, g, b); (0, 0, 0) outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0) }
        let value = pixels[y * width + x]
        return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// Sets the pixel at (`x`, `y`), opaque; nothing outside the image.
    package mutating func setPixel(x: Int, y: Int, r: UInt8, g: UInt8, b: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        pixels[y * width + x] = 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Fills `rect` (pixels, clipped to the image) with an opaque `color`.
    public mutating func fill(_ rect: Rect, _ color: Color) {
        func clamped(_ value: Double, to limit: Int) -> Int {
            guard value.isFinite else { return value > 0 ? limit : 0 }
            return min(max(Int(min(max(value.rounded(), -1), Double(limit))), 0), limit)
        }
        let x0 = clamped(rect.minX, to: width), x1 = clamped(rect.maxX, to: width)
        let y0 = clamped(rect.minY, to: height), y1 = clamped(rect.maxY, to: height)
        guard x0 < x1, y0 < y1 else { return }
        let value = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        for y in y0..<y1 { pixels.replaceSubrange(y * width + x0..<y * width + x1, with: repeatElement(value, count: x1 - x0)) }
    }
}
