import CPixman
import CSDL2
import PagerScene

/// Scales a decoded picture down to the pixels it is shown at with pixman (cairo's pixel
/// library), averaging the area each new pixel covers (box filters: no aliasing at any factor),
/// straight from the picture's own pixel format: a 12-megapixel photo costs its decoded pixels
/// and the result, never a converted full-size copy. Colours are averaged premultiplied by their
/// alpha, so transparent edges do not darken.
enum PictureScaler {
    /// `surface` scaled down to `width` x `height` (no larger than it). A picture with alpha has
    /// its pixels premultiplied in place first.
    /// - Throws: `SDLError` when the surface's format cannot be read.
    static func scale(_ surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) throws -> PixelImage {
        guard let format = surface.pointee.format?.pointee else { throw SDLError("a picture without a pixel format") }
        let hasAlpha = format.Amask != 0
        let opaqueFormat = hasAlpha ? nil : pixmanFormat(of: format.format)
        // Pictures with alpha are averaged premultiplied, as ARGB8888; formats pixman does not
        // read the same way (palettes, 16-bit) are converted too.
        guard opaqueFormat != nil || (hasAlpha && format.format == SDL_PIXELFORMAT_ARGB8888.rawValue),
            surface.pointee.pitch % 4 == 0
        else {
            guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0),
                converted.pointee.pitch % 4 == 0
            else { throw SDLError.last("cannot convert a picture") }
            defer { SDL_FreeSurface(converted) }
            return try scale(converted, width: width, height: height)
        }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let sourceWidth = surface.pointee.w, sourceHeight = surface.pointee.h, pitch = surface.pointee.pitch
        guard let base = surface.pointee.pixels, width > 0, height > 0, sourceWidth > 0, sourceHeight > 0 else {
            throw SDLError("an empty picture")
        }
        if hasAlpha {
            let format = SDL_PIXELFORMAT_ARGB8888.rawValue
            guard SDL_PremultiplyAlpha(sourceWidth, sourceHeight, format, base, pitch, format, base, pitch) == 0 else {
                throw SDLError.last("cannot premultiply a picture")
            }
        }
        guard
            let source = pixman_image_create_bits(
                opaqueFormat ?? PIXMAN_a8r8g8b8, sourceWidth, sourceHeight, base.assumingMemoryBound(to: UInt32.self), pitch)
        else { throw SDLError("cannot scale a picture of \(sourceWidth)x\(sourceHeight)") }
        defer { pixman_image_unref(source) }
        let scaleX = fixed(Double(sourceWidth) / Double(width)), scaleY = fixed(Double(sourceHeight) / Double(height))
        var transform = pixman_transform()
        pixman_transform_init_scale(&transform, scaleX, scaleY)
        pixman_image_set_transform(source, &transform)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        // Each new pixel averages the source pixels its area covers. Scaled down a little, the
        // pixels count as squares (their exact overlap, at 4 positions a pixel); scaled down 3x
        // or more, as points (a box of the scale's width, the same weights everywhere: as
        // smooth, a third less work).
        func filter(_ scale: pixman_fixed_t) -> (pixman_kernel_t, Int32) {
            scale < fixed(3) ? (PIXMAN_KERNEL_BOX, 2) : (PIXMAN_KERNEL_IMPULSE, 0)
        }
        let (reconstructX, bitsX) = filter(scaleX), (reconstructY, bitsY) = filter(scaleY)
        var count: Int32 = 0
        guard
            let filter = pixman_filter_create_separable_convolution(
                &count, scaleX, scaleY, reconstructX, reconstructY, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, bitsX, bitsY)
        else { throw SDLError("cannot scale a picture of \(sourceWidth)x\(sourceHeight)") }
        defer { free(filter) }
        pixman_image_set_filter(source, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, filter, count)
        var pixels = [UInt32](repeating: 0, count: width * height)
        try pixels.withUnsafeMutableBufferPointer { buffer in
            guard
                let target = pixman_image_create_bits(
                    PIXMAN_a8r8g8b8, Int32(width), Int32(height), buffer.baseAddress, Int32(width * 4))
            else { throw SDLError("cannot scale a picture to \(width)x\(height)") }
            defer { pixman_image_unref(target) }
            pixman_image_composite32(PIXMAN_OP_SRC, source, nil, target, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        }
        if hasAlpha { unpremultiply(&pixels) }
        return PixelImage(width: width, height: height, pixels: pixels) ?? PixelImage(width: 0, height: 0)
    }

    /// Pixman's name for an opaque SDL format it reads as it is (32 or 24 bits a pixel).
    private static func pixmanFormat(of format: UInt32) -> pixman_format_code_t? {
        switch format {
        case SDL_PIXELFORMAT_XRGB8888.rawValue: PIXMAN_x8r8g8b8
        case SDL_PIXELFORMAT_XBGR8888.rawValue: PIXMAN_x8b8g8r8
        case SDL_PIXELFORMAT_RGBX8888.rawValue: PIXMAN_r8g8b8x8
        case SDL_PIXELFORMAT_BGRX8888.rawValue: PIXMAN_b8g8r8x8
        // Pixman names 24-bit pixels by their value, SDL by their bytes in memory.
        case SDL_PIXELFORMAT_BGR24.rawValue: PIXMAN_r8g8b8
        case SDL_PIXELFORMAT_RGB24.rawValue: PIXMAN_b8g8r8
        default: nil
        }
    }

    /// `value` in pixman's 16.16 fixed point.
    private static func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t(clamping: Int((value * 65536).rounded())) }

    /// Premultiplied ARGB pixels back to straight alpha, as `PixelImage` holds them.
    private static func unpremultiply(_ pixels: inout [UInt32]) {
        for index in pixels.indices {
            let pixel = pixels[index], alpha = pixel >> 24
            guard alpha != 0xFF else { continue }
            guard alpha != 0 else {
                pixels[index] = 0
                continue
            }
            func channel(_ shift: UInt32) -> UInt32 { min(((pixel >> shift & 0xFF) * 255 + alpha / 2) / alpha, 255) << shift }
            pixels[index] = alpha << 24 | channel(16) | channel(8) | channel(0)
        }
    }
}
