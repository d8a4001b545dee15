import CText

/// One font file's face, opened with FreeType and shaped with HarfBuzz, at the pixel sizes asked.
final class FontFace {
    /// FreeType's face, shared with the sizes (which may outlive this).
    let freeType: FreeTypeFace
    private let shapingFace: OpaquePointer
    /// The face is drawn bold by design (its bold weight), so bold text needs no emboldening.
    let isBold: Bool
    private var sizes: [SizeKey: SizedFont] = [:]
    private let memory: GlyphMemory

    private struct SizeKey: Hashable {
        var pixelSize: Int
        var emboldened: Bool
    }

    /// The face at `index` of the font file at `path`, or nil when it is no font FreeType reads.
    init?(library: FreeTypeLibrary, path: String, index: Int, hinted: Bool, memory: GlyphMemory) {
        guard let freeType = FreeTypeFace(library: library, path: path, index: index, hinted: hinted),
            let shaping = hb_ft_face_create_referenced(freeType.handle)
        else { return nil }
        self.freeType = freeType
        shapingFace = shaping
        self.memory = memory
        isBold = freeType.handle.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
    }

    deinit { hb_face_destroy(shapingFace) }

    /// The face has colour bitmaps only (colour emoji): drawn in its colours, scaled.
    var isColor: Bool { freeType.isColor }

    /// Whether the face has a glyph for `scalar`.
    func hasGlyph(_ scalar: UInt32) -> Bool { FT_Get_Char_Index(freeType.handle, FT_ULong(scalar)) != 0 }

    /// The face at `pixelSize`, emboldened when asked (for bold text in a face without a bold
    /// weight).
    func sized(_ pixelSize: Int, emboldened: Bool) -> SizedFont? {
        let key = SizeKey(pixelSize: pixelSize, emboldened: emboldened)
        if let known = sizes[key] { return known }
        guard let sized = SizedFont(face: freeType, shapingFace: shapingFace, pixelSize: pixelSize, emboldened: emboldened, memory: memory)
        else { return nil }
        sizes[key] = sized
        return sized
    }

    /// Drops every size's drawn glyphs.
    func forgetGlyphs() {
        for size in sizes.values { size.forgetGlyphs() }
    }
}

/// A FreeType face, done with when the last of its font and sizes is.
final class FreeTypeFace {
    let handle: FT_Face
    /// Colour bitmaps only (colour emoji).
    let isColor: Bool
    /// Outlines are hinted (lightly) before they are drawn, unless fontconfig says otherwise.
    let isHinted: Bool
    /// Kept until the face is done with it.
    private let library: FreeTypeLibrary

    fileprivate init?(library: FreeTypeLibrary, path: String, index: Int, hinted: Bool) {
        var opened: FT_Face?
        guard FT_New_Face(library.handle, path, FT_Long(index), &opened) == 0, let opened else { return nil }
        handle = opened
        self.library = library
        isHinted = hinted
        isColor = opened.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 && opened.pointee.num_fixed_sizes > 0
    }

    deinit { FT_Done_Face(handle) }
}

/// A face at one pixel size: its HarfBuzz font (advances in 1/64 pixel), its line metrics and
/// its drawn glyphs.
final class SizedFont {
    let face: FreeTypeFace
    let pixelSize: Int
    let emboldened: Bool
    /// HarfBuzz's font, scaled to 64 units a pixel.
    let shaping: OpaquePointer
    /// How far a line of this font reaches above and below its baseline, in 1/64 pixels.
    let ascender: Int
    let descender: Int
    private let size: FT_Size
    /// A colour face's bitmaps are drawn at this scale (the pixel size over the strike's).
    private let bitmapScale: Double
    private var glyphs: [UInt32: GlyphBitmap] = [:]
    private let memory: GlyphMemory

    fileprivate init?(face: FreeTypeFace, shapingFace: OpaquePointer, pixelSize: Int, emboldened: Bool, memory: GlyphMemory) {
        var made: FT_Size?
        guard FT_New_Size(face.handle, &made) == 0, let made else { return nil }
        FT_Activate_Size(made)
        var scale = 1.0
        if face.isColor {
            guard FT_Select_Size(face.handle, 0) == 0 else { return nil }
            scale = Double(pixelSize) / Double(max(Int(made.pointee.metrics.y_ppem), 1))
        } else if FT_Set_Pixel_Sizes(face.handle, 0, FT_UInt(max(pixelSize, 1))) != 0 {
            return nil
        }
        guard let font = hb_font_create(shapingFace) else { return nil }
        hb_font_set_scale(font, Int32(clamping: pixelSize * 64), Int32(clamping: pixelSize * 64))
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        self.face = face
        self.memory = memory
        self.pixelSize = pixelSize
        self.emboldened = emboldened
        shaping = font
        size = made
        bitmapScale = scale
        ascender = Int(extents.ascender)
        descender = Int(-extents.descender)
    }

    deinit {
        hb_font_destroy(shaping)
        FT_Done_Size(size)
    }

    /// Drops the drawn glyphs.
    func forgetGlyphs() {
        glyphs.removeAll()
    }

    /// Glyph `id` drawn: coverage for outlines, colours for colour bitmaps; nil when FreeType
    /// cannot draw it.
    func glyph(_ id: UInt32) -> GlyphBitmap? {
        if let known = glyphs[id] { return known }
        FT_Activate_Size(size)
        guard FT_Load_Glyph(face.handle, id, ctext_load_flags(face.isColor ? 1 : 0, face.isHinted ? 1 : 0)) == 0, let slot = face.handle.pointee.glyph
        else {
            return nil
        }
        if emboldened, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            // FreeType's own synthetic bold: the outline grown by a 24th of the em.
            let strength = FT_Pos(pixelSize * 64 / 24)
            FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength)
        }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP, FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) != 0 { return nil }
        guard let drawn = GlyphBitmap(slot.pointee, scale: bitmapScale) else { return nil }
        glyphs[id] = drawn
        memory.byteCount += drawn.byteCount
        return drawn
    }
}

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
    fileprivate init?(_ slot: FT_GlyphSlotRec, scale: Double) {
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

/// The bytes of glyph pixels all sizes of a font set keep.
final class GlyphMemory {
    var byteCount = 0
}

/// FreeType, started once for a font set and done with when its last face is.
final class FreeTypeLibrary {
    let handle: FT_Library

    /// - Throws: `SDLError` when FreeType cannot start.
    init() throws {
        var made: FT_Library?
        guard FT_Init_FreeType(&made) == 0, let made else { throw SDLError("cannot start FreeType") }
        handle = made
    }

    deinit { FT_Done_FreeType(handle) }
}
