import CPango
import PagerScene

/// The one text-layout service: every string drawn or measured goes through Pango, which shapes
/// it with HarfBuzz, picks a font for each character through fontconfig (Latin, CJK, Arabic,
/// Hebrew, colour emoji...), orders mixed directions with FriBidi, breaks lines and ends what does
/// not fit with "…"; cairo draws it, colour glyphs included. Bold is bold in every script: a font
/// without a bold face is emboldened (fontconfig's synthetic emboldening).
final class TextEngine {
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

    private let context: OpaquePointer
    private let layout: OpaquePointer
    private var descriptions: [Font: OpaquePointer] = [:]
    /// The family list every string starts from; fontconfig falls back per character beyond it.
    private let families: String

    /// An engine drawing with `files` first (their families), then whatever fontconfig finds.
    /// - Throws: `SDLError` when the regular font cannot be read.
    init(files: FontFiles) throws {
        guard let regular = files.regularFamily ?? FontFiles.family(of: files.regular) else {
            throw SDLError("cannot load font \(files.regular)")
        }
        let cjk = files.cjkFamily ?? files.cjk.flatMap(FontFiles.family(of:))
        families = ([regular] + [cjk].compactMap { $0 } + ["sans-serif"]).joined(separator: ",")
        let map = pango_cairo_font_map_new()
        context = pango_font_map_create_context(map)
        g_object_unref(UnsafeMutableRawPointer(map))
        // Grey antialiasing, outlines as designed: the same pixels on every display and backend.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        layout = pango_layout_new(context)
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// A pixel size and weight of the engine's families: what a font description (and a space's
    /// width, a word's white mask) depends on.
    struct Font: Hashable {
        var pixelSize: Int
        var weight: FontWeight
    }

    private func description(pixelSize: Int, weight: FontWeight) -> OpaquePointer? {
        let key = Font(pixelSize: pixelSize, weight: weight)
        if let description = descriptions[key] { return description }
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, families)
        pango_font_description_set_absolute_size(description, Double(max(pixelSize, 1) * Int(cpango_scale())))
        pango_font_description_set_weight(description, weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        descriptions[key] = description
        return description
    }

    /// Sets the shared layout up for `request`; returns its logical rectangle in pixels.
    private func prepare(_ request: Request) -> PangoRectangle {
        pango_layout_set_font_description(layout, description(pixelSize: request.pixelSize, weight: request.weight))
        pango_layout_set_text(layout, request.string, -1)
        let scale = Int32(cpango_scale())
        pango_layout_set_width(layout, request.width > 0 ? Int32(clamping: request.width) * scale : -1)
        if request.wraps {
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, request.maxLines > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, request.maxLines > 0 ? -Int32(clamping: request.maxLines) : -1)
        } else {
            pango_layout_set_ellipsize(layout, request.width > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, -1)
        }
        switch request.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return logical
    }

    /// The width and height of `string` on one line, in pixels.
    func size(of string: String, pixelSize: Int, weight: FontWeight) -> (width: Int, height: Int) {
        let logical = prepare(
            Request(string: string, pixelSize: pixelSize, weight: weight, width: 0, wraps: false, maxLines: 0, alignment: .leading))
        return (Int(logical.width), Int(logical.height))
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
        guard !request.wraps, let raster = rasterWhole(request, color: color, background: background),
            pango_layout_get_line_count(layout) == 1
        else { return nil }
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        let scale = Double(cpango_scale())
        let cells = indices.map { index -> Int in
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(index), &position)
            let start = position.width >= 0 ? position.x : position.x + position.width
            return Int((Double(start) / scale).rounded()) - Int(logical.x)
        }
        return (raster, cells)
    }

    /// Words already drawn, for `raster(_:color:background:)`.
    private let words = WordRasters()

    /// `request` laid out and drawn whole.
    func rasterWhole(_ request: Request, color: Color, background: Color?) -> Raster? {
        let logical = prepare(request)
        let baseline = Int(pango_layout_get_baseline(layout)) / Int(cpango_scale()) - Int(logical.y)
        // A wrapped or limited layout is as wide as its width (its lines aligned in it); one line
        // is as wide as its text.
        let wrapped = request.wraps && request.width > 0
        let left = wrapped ? 0 : Int(logical.x), width = wrapped ? request.width : Int(logical.width)
        let height = Int(logical.height)
        guard width > 0, height > 0, width < 16384, height < 16384 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        if let background {
            cairo_set_source_rgb(cairo, Double(background.r) / 255, Double(background.g) / 255, Double(background.b) / 255)
            cairo_paint(cairo)
        }
        cairo_set_source_rgba(
            cairo, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
        cairo_move_to(cairo, Double(-left), Double(-Int(logical.y)))
        pango_cairo_show_layout(cairo, layout)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let value = row[x]
                    target[y * width + x] = background == nil ? Self.straightAlpha(value) : value | 0xFF00_0000
                }
            }
        }
        return Raster(pixels: pixels, width: width, height: height, baseline: baseline)
    }

    /// A premultiplied ARGB pixel with its colour divided back out of its alpha.
    private static func straightAlpha(_ value: UInt32) -> UInt32 {
        let alpha = value >> 24
        guard alpha > 0, alpha < 255 else { return value }
        func channel(_ shift: UInt32) -> UInt32 { min((((value >> shift) & 0xFF) * 255 + alpha / 2) / alpha, 255) << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
