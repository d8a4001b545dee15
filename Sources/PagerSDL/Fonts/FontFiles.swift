import CSDL2

/// The font files text is drawn in first, found through fontconfig (a character none of them
/// has is drawn in whatever font fontconfig finds for it).
public struct FontFiles: Sendable, Equatable {
    /// The regular font's file.
    public var regular: String
    /// The regular font's bold face; without one, bold text is the regular font emboldened.
    public var bold: String?
    /// A font with Chinese glyphs, preferred for text the regular font cannot show.
    public var cjk: String?
    /// A colour emoji font, preferred for emoji.
    public var emoji: String?
    /// Those of the files above that fontconfig says to draw without hinting.
    public var unhinted: [String]

    /// Font files as given.
    public init(regular: String, bold: String? = nil, cjk: String?, emoji: String? = nil, unhinted: [String] = []) {
        self.regular = regular; self.bold = bold
        self.cjk = cjk; self.emoji = emoji
        self.unhinted = unhinted
    }

    /// The environment variables that point fontconfig at another configuration.
    public static let configurationVariables = ["FONTCONFIG_FILE", "FONTCONFIG_PATH"]

    /// Asks fontconfig for DejaVu Sans (and its bold face), a Chinese-capable sans font and a
    /// colour emoji font.
    /// In the program (which catches its standard error, `StandardErrorCapture`), fontconfig's
    /// own complaints never reach standard error: when the configuration it was pointed at
    /// (FONTCONFIG_FILE, FONTCONFIG_PATH) is broken, `warn` is told once, and the system's
    /// default configuration is used instead. Elsewhere (a host's process) fontconfig says what
    /// it says, falls back on its own, and the environment is left alone. The configuration
    /// loaded becomes fontconfig's current one (used again when a character needs a font).
    /// - Throws: `SDLError` naming the packages to install when no font is found.
    public static func locate(warn: (String) -> Void) throws -> FontFiles {
        var (loaded, complaint) = StandardErrorCapture.capturing { FcInitLoadConfigAndFonts() }
        if let complaint {
            FcConfigDestroy(loaded)
            let variables = configurationVariables
            // Each value quoted whole, as every message gives a file's name.
            let named = variables.compactMap { name in
                getenv(name).map { value in
                    "\(name)='" + String(cString: value).flatMap { $0 == "'" || $0 == "\\" ? ["\\", $0] : [$0] } + "'"
                }
            }
            variables.forEach { unsetenv($0) }
            let fallback = StandardErrorCapture.capturing { FcInitLoadConfigAndFonts() }
            loaded = fallback.0
            let source = named.isEmpty ? "" : " (\(named.joined(separator: ", ")))"
            warn("warning: the font configuration\(source) is broken: \(complaint); using the system's default font configuration instead")
        }
        guard let config = loaded else {
            throw SDLError("fontconfig could not load its configuration; install the fontconfig package")
        }
        // The loaded configuration becomes fontconfig's own, so it is not loaded again.
        FcConfigSetCurrent(config)
        defer { FcConfigDestroy(config) }
        guard let regular = match("DejaVu Sans:style=Book", config: config) else {
            throw SDLError("no font found through fontconfig; install fonts-dejavu-core (apt-get install fonts-dejavu-core)")
        }
        let bold = match("DejaVu Sans:style=Bold", config: config).flatMap { $0.path == regular.path ? nil : $0 }
        let cjk = match("sans-serif:lang=zh-cn", config: config, requiring: 0x4E2D)  // 中
        let emoji = match("emoji", config: config, requiring: 0x1F525)  // 🔥
        let unhinted = [regular, bold, cjk, emoji].compactMap { $0?.isHinted == false ? $0?.path : nil }
        return FontFiles(regular: regular.path, bold: bold?.path, cjk: cjk?.path, emoji: emoji?.path, unhinted: unhinted)
    }

    /// Why the font file at `path` cannot be used (read as every font is: checked, then
    /// handed to FreeType), or nil when it loads.
    public static func problem(with path: String) -> String? {
        do {
            _ = try FreeTypeFace(library: FreeTypeLibrary(), file: FontFile(path: path), path: path, index: 0, hinted: true)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The files of these fonts, the regular one first.
    public var paths: [String] { [regular] + [bold, cjk, emoji].compactMap { $0 } }

    private struct Match {
        var path: String
        var isHinted: Bool
    }

    /// The file of the best match for `pattern`; when `requiring` is given, only if the
    /// match has that character.
    private static func match(_ pattern: String, config: OpaquePointer, requiring character: UInt32? = nil) -> Match? {
        guard let query = pattern.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) })
        else { return nil }
        defer { FcPatternDestroy(query) }
        FcConfigSubstitute(config, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, query, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(font) }
        if let character {
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                FcCharSetHasChar(charset, character) != 0
            else { return nil }
        }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return Match(path: String(cString: file), isHinted: isHinted(font))
    }

    /// Whether fontconfig's `pattern` (a font prepared for drawing) says to hint it.
    static func isHinted(_ pattern: OpaquePointer) -> Bool {
        var hinting: FcBool = 1
        _ = FcPatternGetBool(pattern, FC_HINTING, 0, &hinting)
        return hinting != 0
    }
}
