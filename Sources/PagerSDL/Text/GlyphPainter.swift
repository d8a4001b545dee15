import PagerScene

/// Draws laid-out text into premultiplied ARGB pixels: outline glyphs as coverage in the text's
/// colour, colour glyphs in their own colours (faded by the text's alpha).
struct GlyphPainter {
    var pixels: [UInt32]
    let width: Int
    let height: Int

    /// A `width` x `height` canvas of `background` (transparent when nil).
    init(width: Int, height: Int, background: Color?) {
        self.width = width
        self.height = height
        let fill = background.map { 0xFF00_0000 | UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b) } ?? 0
        pixels = [UInt32](repeating: fill, count: width * height)
    }

    /// Draws `layout`'s lines in `color`.
    mutating func draw(_ layout: TextLayout, color: Color) {
        for (line, x, baseline) in layout.lines {
            for glyph in line.glyphs {
                guard let bitmap = glyph.font.glyph(glyph.id), bitmap.width > 0 else { continue }
                draw(bitmap, x: x + glyph.x + glyph.offsetX + bitmap.left, y: baseline - glyph.offsetY - bitmap.top, color: color)
            }
        }
    }

    private mutating func draw(_ bitmap: GlyphBitmap, x originX: Int, y originY: Int, color: Color) {
        let fromX = max(0, -originX), toX = min(bitmap.width, width - originX)
        let fromY = max(0, -originY), toY = min(bitmap.height, height - originY)
        guard fromX < toX, fromY < toY else { return }
        let alpha = UInt32(color.a)
        let isColor = !bitmap.colors.isEmpty
        pixels.withUnsafeMutableBufferPointer { target in
            for y in fromY..<toY {
                let row = (originY + y) * width + originX
                for x in fromX..<toX {
                    let source: UInt32
                    if isColor {
                        source = Self.scaled(bitmap.colors[y * bitmap.width + x], by: alpha)
                    } else {
                        let coverage = UInt32(bitmap.coverage[y * bitmap.width + x])
                        guard coverage > 0 else { continue }
                        let sourceAlpha = Self.divide(alpha * coverage)
                        source =
                            sourceAlpha << 24 | Self.divide(UInt32(color.r) * sourceAlpha) << 16
                            | Self.divide(UInt32(color.g) * sourceAlpha) << 8 | Self.divide(UInt32(color.b) * sourceAlpha)
                    }
                    target[row + x] = Self.over(source, target[row + x])
                }
            }
        }
    }

    /// Premultiplied `source` over premultiplied `destination`.
    private static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let remaining = 255 - (source >> 24)
        guard remaining < 255 else { return destination }
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let channel = ((source >> shift) & 0xFF) + divide(((destination >> shift) & 0xFF) * remaining)
            result |= min(channel, 255) << shift
        }
        return result
    }

    /// A premultiplied pixel with every channel times `alpha`/255.
    private static func scaled(_ pixel: UInt32, by alpha: UInt32) -> UInt32 {
        guard alpha < 255 else { return pixel }
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] { result |= divide(((pixel >> shift) & 0xFF) * alpha) << shift }
        return result
    }

    /// x/255, rounded, for x up to 255 * 255 (also what words are tinted with, so a tinted word
    /// is the word drawn in that colour).
    static func divide(_ product: UInt32) -> UInt32 { (product + 128 + ((product + 128) >> 8)) >> 8 }
}
