import PagerScene

/// The one text-layout service: every string drawn or measured goes through it. Each character
/// gets a font that has it (`FontSet`: Latin, CJK, Arabic, Hebrew, colour emoji...), mixed
/// directions are ordered by FriBidi, runs are shaped by HarfBuzz (`TextShaper`), lines break
/// and end with "…" where they do not fit (`TextLayout`), and FreeType's glyphs are drawn
/// (`GlyphPainter`), colour ones included. Bold is bold in every script: a font without a bold
/// face is emboldened.
package final class TextEngine {
    /// A laid-out string's pixels: ARGB, straight alpha, or opaque when drawn on a background.
    /// (A class: lines hold many words, and passing one is then a single reference.)
    final class Raster {
        let pixels: [UInt32]
        let width: Int
        let height: Int
        /// The first line's baseline, in pixels from the top.
        let baseline: Int
        /// The rows that may hold ink (all, unless known); the others are all background.
        let inkRows: Range<Int>

        init(pixels: [UInt32], width: Int, height: Int, baseline: Int, inkRows: Range<Int> = 0..<Int.max) {
            self.pixels = pixels
            self.width = width
            self.height = height
            self.baseline = baseline
            self.inkRows = inkRows
        }
    }

    /// What to lay out.
    struct Request: Hashable {
        var string: String
        var pixelSize: Int
        var weight: FontWeight
        /// Wider than this (pixels), one line ends with "…"; wrapped text breaks at it. 0: no limit.
        var width: Int
        var wraps: Bool
        /// Wrapped text stops after this many lines, the last ending with "…" (0: no limit).
        var maxLines: Int
        var alignment: TextAlignment
    }

    private let shaper: TextShaper

    /// An engine drawing with `files` first, then whatever fontconfig finds for characters they
    /// lack.
    /// - Throws: `SDLError` when the regular font cannot be read.
    package init(files: FontFiles) throws {
        shaper = TextShaper(fonts: try FontSet(files: files))
    }

    /// A pixel size and weight: what a line's fonts (and a space's width, a word's white mask)
    /// depend on.
    struct Font: Hashable {
        var pixelSize: Int
        var weight: FontWeight
    }

    /// The width and height of `string` on one line, in pixels.
    package func size(of string: String, pixelSize: Int, weight: FontWeight) -> (width: Int, height: Int) {
        let line = shaper.shape(TextLayout.oneLine(string), pixelSize: pixelSize, weight: weight)
        return (line.width, line.height)
    }

    /// `request` drawn in `color`, on `background` (opaque) or transparent (straight alpha).
    /// One line of plain left-to-right text is put together from its words, each laid out once
    /// and kept (a new row of a list is then mostly words already drawn, as a glyph cache makes
    /// new strings cheap in ImGui and LVGL); anything else is laid out whole.
    func raster(_ request: Request, color: Color, background: Color?) -> Raster? {
        if let composed = words.compose(request, color: color, background: background, engine: self) { return composed }
        return rasterWhole(request, color: color, background: background)
    }

    /// Where the words of one line of plain text go, drawn on `background`, or nil when it must
    /// be laid out whole (see `raster(_:color:background:)`).
    func placement(_ request: Request, color: Color, background: Color) -> WordRasters.Placement? {
        words.place(request, color: color, background: background, engine: self)
    }

    /// `template` with `digits` in place of its zeros (see `WordRasters.fillingDigits`).
    func placement(filling template: WordRasters.Placement, with digits: [UInt8], into rasters: inout [Raster]) -> WordRasters.Placement? {
        words.fillingDigits(template, with: digits, into: &rasters, engine: self)
    }

    /// One line that must be laid out whole (right-to-left, say) with digits (see
    /// `WordRasters.wholeTemplate`): placed once with zeros, its digits drawn over them.
    func placement(wholeLine request: Request, color: Color, background: Color) -> WordRasters.Placement? {
        words.wholeTemplate(request, color: color, background: background, engine: self)
    }

    /// `request` (one line) laid out and drawn whole, and where in it, in pixels from its left,
    /// the characters at `indices` (UTF-8 offsets) start; nil when it is not one line.
    func rasterWhole(_ request: Request, color: Color, background: Color, cellsAt indices: [Int]) -> (raster: Raster, cells: [Int])? {
        guard !request.wraps, let layout = TextLayout(request, shaper: shaper), let line = layout.lines.first?.line,
            let raster = draw(layout, color: color, background: background)
        else { return nil }
        var starts: [Int: Int] = [:]
        for glyph in line.glyphs { starts[glyph.cluster] = min(starts[glyph.cluster] ?? glyph.x, glyph.x) }
        return (raster, indices.map { starts[$0] ?? 0 })
    }

    /// Words already drawn, for `raster(_:color:background:)`.
    private let words = WordRasters()

    /// `request` laid out and drawn whole.
    func rasterWhole(_ request: Request, color: Color, background: Color?) -> Raster? {
        guard let layout = TextLayout(request, shaper: shaper) else { return nil }
        return draw(layout, color: color, background: background)
    }

    /// `layout`'s pixels; nil when it is empty or too large to draw.
    private func draw(_ layout: TextLayout, color: Color, background: Color?) -> Raster? {
        let width = layout.width, height = layout.height
        guard width > 0, height > 0, width < 16384, height < 16384 else { return nil }
        var painter = GlyphPainter(width: width, height: height, background: background)
        painter.draw(layout, color: color)
        shaper.fonts.keepGlyphsWithinBudget()
        let pixels = background == nil ? painter.pixels.map(Self.straightAlpha) : painter.pixels
        return Raster(pixels: pixels, width: width, height: height, baseline: layout.lines.first?.baseline ?? 0)
    }

    /// A premultiplied ARGB pixel with its colour divided back out of its alpha.
    private static func straightAlpha(_ value: UInt32) -> UInt32 {
        let alpha = value >> 24
        guard alpha > 0, alpha < 255 else { return value }
        func channel(_ shift: UInt32) -> UInt32 { min((((value >> shift) & 0xFF) * 255 + alpha / 2) / alpha, 255) << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
