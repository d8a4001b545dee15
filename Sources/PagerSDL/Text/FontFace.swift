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

    /// The face at `index` of the font file at `path`.
    /// - Throws: `SDLError` saying why it is no font FreeType reads (or no file to read).
    init(library: FreeTypeLibrary, path: String, index: Int, hinted: Bool, memory: GlyphMemory) throws {
        let freeType = try FreeTypeFace(library: library, file: FontFile(path: path), path: path, index: index, hinted: hinted)
        guard let shaping = hb_ft_face_create_referenced(freeType.handle) else { throw SDLError("cannot shape with font '\(path)'") }
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
    /// Kept until the face is done with them.
    private let library: FreeTypeLibrary
    private let file: FontFile

    /// Face `index` of `file` (read from `path`).
    /// - Throws: `SDLError` when FreeType reads no font there (a text file, a truncated TTF).
    init(library: FreeTypeLibrary, file: FontFile, path: String, index: Int, hinted: Bool) throws {
        var opened: FT_Face?
        let bytes = file.bytes.assumingMemoryBound(to: FT_Byte.self)
        guard FT_New_Memory_Face(library.handle, bytes, FT_Long(file.count), FT_Long(index), &opened) == 0, let opened else {
            throw SDLError("cannot load font '\(path)': it is not a font FreeType reads")
        }
        handle = opened
        self.library = library
        self.file = file
        isHinted = hinted
        isColor = opened.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 && opened.pointee.num_fixed_sizes > 0
    }

    deinit { FT_Done_Face(handle) }
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
