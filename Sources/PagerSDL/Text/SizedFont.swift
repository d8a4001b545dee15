import CShims
import CText

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

    init?(face: FreeTypeFace, shapingFace: OpaquePointer, pixelSize: Int, emboldened: Bool, memory: GlyphMemory) {
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

/// The bytes of glyph pixels all sizes of a font set keep.
final class GlyphMemory {
    var byteCount = 0
}
