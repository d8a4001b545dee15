import CSDL2
import CText
import PagerScene

/// The faces text is drawn in: the regular font and its bold face, the Chinese font, the colour
/// emoji font, then, for a character none of them has, whatever font fontconfig sorts first
/// among those that have it. Each file is opened when first needed; fontconfig, whose start
/// costs milliseconds, only for such a character.
final class FontSet {
    private let library: FreeTypeLibrary
    private let files: FontFiles
    let regular: FontFace
    /// The fonts beside the regular one, opened when first needed.
    private enum Role: Int {
        case bold, cjk, emoji
    }
    /// By role: nil while not opened, then the face (or nil when the file could not be read).
    private var roleFaces: [FontFace??] = [nil, nil, nil]
    /// Faces opened for fallback, by file and index (nil: the file could not be read).
    private var opened: [String: FontFace?] = [:]
    /// Fontconfig's fonts, best first, with the characters each has; loaded when first needed.
    private var sorted: UnsafeMutablePointer<FcFontSet>?
    /// What they were sorted for (each is prepared for drawing against it).
    private var sortedFor: OpaquePointer?
    private var sortedLoaded = false
    /// The fallback face found for a character (nil: none has it).
    private var fallbacks: [UInt32: FontFace?] = [:]
    /// The most characters whose fallback is remembered; past it they are looked up again.
    static let mostFallbacks = 1 << 16
    /// The bytes of drawn glyphs kept.
    let memory: GlyphMemory
    /// Past this many bytes of drawn glyphs, all are dropped (and drawn again when met).
    static let glyphBudget = 2 << 20

    /// Faces from `files`.
    /// - Throws: `SDLError` when the regular font cannot be read (saying why).
    init(files: FontFiles) throws {
        let made = try FreeTypeLibrary()
        library = made
        self.files = files
        let memory = GlyphMemory()
        self.memory = memory
        regular = try FontFace(library: made, path: files.regular, index: 0, hinted: !files.unhinted.contains(files.regular), memory: memory)
    }

    private func face(_ role: Role) -> FontFace? {
        if let known = roleFaces[role.rawValue] { return known }
        let path =
            switch role {
            case .bold: files.bold
            case .cjk: files.cjk
            case .emoji: files.emoji
            }
        let face = path.flatMap { try? FontFace(library: library, path: $0, index: 0, hinted: !files.unhinted.contains($0), memory: memory) }
        roleFaces[role.rawValue] = .some(face)
        return face
    }

    deinit {
        if let sorted { FcFontSetDestroy(sorted) }
        if let sortedFor { FcPatternDestroy(sortedFor) }
    }

    /// The face that draws the regular font's text in `weight`.
    func primary(_ weight: FontWeight) -> FontFace { weight == .bold ? face(.bold) ?? regular : regular }

    /// The face to draw one character (a grapheme cluster: `scalars`) in.
    func face(for scalars: Character.UnicodeScalarView, weight: FontWeight) -> FontFace {
        let first = scalars.first.map(\.value) ?? 0
        let wantsColor = scalars.contains { $0.value == 0xFE0F } || scalars.first?.properties.isEmojiPresentation == true
        if wantsColor, let emoji = face(.emoji), covers(emoji, scalars) { return emoji }
        let primary = primary(weight)
        if covers(primary, scalars) { return primary }
        for role in wantsColor ? [Role.cjk] : [.cjk, .emoji] {
            if let face = face(role), covers(face, scalars) { return face }
        }
        return fallback(for: first) ?? primary
    }

    /// Whether `face` has a glyph for each of `scalars` that shows (joiners and selectors
    /// need none).
    private func covers(_ face: FontFace, _ scalars: Character.UnicodeScalarView) -> Bool {
        scalars.allSatisfy { Self.isInvisible($0) || face.hasGlyph($0.value) }
    }

    /// Characters drawn as nothing: controls, joiners, variation selectors, direction marks, tags.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFE00...0xFE0F, 0xE0000...0xE0FFF, 0x061C, 0xFEFF: true
        default: false
        }
    }

    /// The first of fontconfig's fonts (sorted for "sans-serif") that has `scalar`.
    private func fallback(for scalar: UInt32) -> FontFace? {
        if let known = fallbacks[scalar] { return known }
        if fallbacks.count >= Self.mostFallbacks { fallbacks.removeAll() }
        var found: FontFace?
        if let fonts = sortedFonts() {
            let count = Int(fonts.pointee.nfont)
            for index in 0..<count {
                guard let pattern = fonts.pointee.fonts[index] else { continue }
                var charset: OpaquePointer?
                guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                    FcCharSetHasChar(charset, scalar) != 0
                else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
                var faceIndex: Int32 = 0
                _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
                if let face = open(String(cString: file), index: Int(faceIndex), hinted: isHinted(pattern)), face.hasGlyph(scalar) {
                    found = face
                    break
                }
            }
        }
        fallbacks[scalar] = found
        return found
    }

    /// Whether fontconfig says to hint `font` (as prepared for what the fonts were sorted for).
    private func isHinted(_ font: OpaquePointer) -> Bool {
        guard let sortedFor, let prepared = FcFontRenderPrepare(nil, sortedFor, font) else { return true }
        defer { FcPatternDestroy(prepared) }
        return FontFiles.isHinted(prepared)
    }

    private func open(_ path: String, index: Int, hinted: Bool) -> FontFace? {
        let key = "\(index):\(path)"
        if let known = opened[key] { return known }
        let face = try? FontFace(library: library, path: path, index: index, hinted: hinted, memory: memory)
        opened[key] = face
        return face
    }

    /// Fontconfig's fonts for "sans-serif", best first, keeping only those that add characters.
    private func sortedFonts() -> UnsafeMutablePointer<FcFontSet>? {
        if !sortedLoaded {
            sortedLoaded = true
            sorted =
                StandardErrorCapture.capturing { () -> UnsafeMutablePointer<FcFontSet>? in
                    let name = "sans-serif".withCString { FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
                    guard let config = FcConfigGetCurrent(), let pattern = name else { return nil }
                    sortedFor = pattern
                    FcConfigSubstitute(config, pattern, FcMatchPattern)
                    FcDefaultSubstitute(pattern)
                    var result = FcResultNoMatch
                    return FcFontSort(config, pattern, 1, nil, &result)
                }.0
        }
        return sorted
    }

    /// Drops every face's drawn glyphs once they are past `glyphBudget`.
    func keepGlyphsWithinBudget() {
        guard memory.byteCount > Self.glyphBudget else { return }
        for face in [regular] + roleFaces.compactMap({ $0 }) + opened.values.map({ $0 }) { face?.forgetGlyphs() }
        memory.byteCount = 0
    }
}
