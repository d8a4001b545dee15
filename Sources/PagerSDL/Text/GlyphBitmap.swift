import CText

/// A glyph's pixels, placed from the pen on the baseline: `coverage` (0...255) for an outline
/// glyph drawn in the text's colour, `colors` (premultiplied ARGB) for a colour glyph.
struct GlyphBitmap {
    let left: Int
    let top: Int
    let width: Int
    let height: Int
    let coverage: [UInt8]
    let colors: [UInt32]

    var byteCount: Int { coverage.count + colors.count * 4 + 32 }

    /// The bitmap FreeType drew in `slot`, a colour one scaled by `scale`; nil for an unknown
    /// pixel format.
    init?(_ slot: FT_GlyphSlotRec, scale: Double) {
        let bitmap = slot.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer else {
            self.init(left: 0, top: 0, width: 0, height: 0, coverage: [], colors: [])
            return
        }
        // Rows from the top, whichever way the pitch runs.
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { pitch >= 0 ? buffer + y * pitch : buffer + (height - 1 - y) * -pitch }
        switch Int32(bitmap.pixel_mode) {
        case Int32(FT_PIXEL_MODE_GRAY.rawValue):
            var coverage = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                let source = row(y)
                for x in 0..<width { coverage[y * width + x] = source[x] }
            }
            self.init(left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: width, height: height, coverage: coverage, colors: [])
        case Int32(FT_PIXEL_MODE_MONO.rawValue):
            var coverage = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                let source = row(y)
                for x in 0..<width where source[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 { coverage[y * width + x] = 255 }
            }
            self.init(left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: width, height: height, coverage: coverage, colors: [])
        case Int32(FT_PIXEL_MODE_BGRA.rawValue):
            // Premultiplied BGRA, scaled by averaging the source pixels under each one drawn.
            let scaledWidth = max(Int((Double(width) * scale).rounded()), 1)
            let scaledHeight = max(Int((Double(height) * scale).rounded()), 1)
            var colors = [UInt32](repeating: 0, count: scaledWidth * scaledHeight)
            for y in 0..<scaledHeight {
                let fromY = min(Int(Double(y) / scale), height - 1), toY = max(min(Int(Double(y + 1) / scale), height), fromY + 1)
                for x in 0..<scaledWidth {
                    let fromX = min(Int(Double(x) / scale), width - 1), toX = max(min(Int(Double(x + 1) / scale), width), fromX + 1)
                    var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    for sourceY in fromY..<toY {
                        let source = row(sourceY)
                        for sourceX in fromX..<toX {
                            let pixel = source + sourceX * 4
                            sums.0 += UInt32(pixel[0]); sums.1 += UInt32(pixel[1]); sums.2 += UInt32(pixel[2]); sums.3 += UInt32(pixel[3])
                        }
                    }
                    let count = UInt32((toY - fromY) * (toX - fromX))
                    colors[y * scaledWidth + x] =
                        (sums.3 / count) << 24 | (sums.2 / count) << 16 | (sums.1 / count) << 8 | sums.0 / count
                }
            }
            self.init(
                left: Int((Double(slot.bitmap_left) * scale).rounded()), top: Int((Double(slot.bitmap_top) * scale).rounded()),
                width: scaledWidth, height: scaledHeight, coverage: [], colors: colors)
        default:
            return nil
        }
    }

    private init(left: Int, top: Int, width: Int, height: Int, coverage: [UInt8], colors: [UInt32]) {
        self.left = left; self.top = top; self.width = width; self.height = height
        self.coverage = coverage; self.colors = colors
    }
}
