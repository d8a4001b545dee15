import CSDL2

/// The font files whose families text is drawn in first, found through fontconfig (Pango picks
/// each family's bold face by weight, and falls back per character to any other font).
public struct FontFiles: Sendable, Equatable, Codable {
    /// The regular font's file.
    public var regular: String
    /// A font with Chinese glyphs, preferred for text the regular font cannot show.
    public var cjk: String?
    /// The regular font's family name when known (fontconfig gives it with the file); when nil
    /// it is read from the file, which means scanning the font's glyphs.
    public var regularFamily: String?
    /// The Chinese font's family name when known, as `regularFamily`.
    public var cjkFamily: String?

    /// Font files as given, with their family names when known.
    public init(regular: String, cjk: String?, regularFamily: String? = nil, cjkFamily: String? = nil) {
        self.regular = regular; self.cjk = cjk
        self.regularFamily = regularFamily; self.cjkFamily = cjkFamily
    }

    /// The environment variables that point fontconfig at another configuration.
    public static let configurationVariables = ["FONTCONFIG_FILE", "FONTCONFIG_PATH"]

    /// Asks fontconfig for DejaVu Sans and a Chinese-capable sans font.
    /// Fontconfig's own complaints never reach standard error: when the configuration it was
    /// pointed at (FONTCONFIG_FILE, FONTCONFIG_PATH) is broken, `warn` is told once, and the
    /// system's default configuration is used instead. The configuration loaded becomes
    /// fontconfig's current one (Pango's too).
    /// - Throws: `SDLError` naming the packages to install when no font is found.
    public static func locate(warn: (String) -> Void) throws -> FontFiles {
        var (loaded, complaint) = StandardErrorCapture.capturing { FcInitLoadConfigAndFonts() }
        if let complaint {
            FcConfigDestroy(loaded)
            let variables = configurationVariables
            let named = variables.compactMap { name in getenv(name).map { "\(name)=\(String(cString: $0))" } }
            variables.forEach { unsetenv($0) }
            let fallback = StandardErrorCapture.capturing { FcInitLoadConfigAndFonts() }
            loaded = fallback.0
            let source = named.isEmpty ? "" : " (\(named.joined(separator: ", ")))"
            warn("warning: the font configuration\(source) is broken: \(complaint); using the system's default font configuration instead")
        }
        guard let config = loaded else {
            throw SDLError("fontconfig could not load its configuration; install the fontconfig package")
        }
        // The loaded configuration becomes fontconfig's own, so Pango does not load it again.
        FcConfigSetCurrent(config)
        defer { FcConfigDestroy(config) }
        guard let regular = match("DejaVu Sans:style=Book", config: config) else {
            throw SDLError("no font found through fontconfig; install fonts-dejavu-core (apt-get install fonts-dejavu-core)")
        }
        let cjk = match("sans-serif:lang=zh-cn", config: config, requiring: 0x4E2D)  // 中
        return FontFiles(regular: regular.path, cjk: cjk?.path, regularFamily: regular.family, cjkFamily: cjk?.family)
    }

    private struct Match {
        var path: String
        var family: String?
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
        var family: UnsafeMutablePointer<FcChar8>?
        let named = FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch
        return Match(path: String(cString: file), family: named ? family.map { String(cString: $0) } : nil)
    }
}

extension FontFiles {
    /// The family name of the font file at `path`, as fontconfig reads it; nil when it is no font.
    /// (Reading it scans the font's glyphs: about a millisecond for a Chinese font.)
    static func family(of path: String) -> String? {
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return nil }
        return String(cString: name)
    }
}
