import PagerScene

/// The words of one-line, left-to-right text, each drawn once and kept, so a string made of
/// words drawn before (a list's rows differ by a number) costs a few copies instead of a layout.
final class WordRasters {
    /// What words are drawn with, besides their text.
    fileprivate struct Style: Hashable {
        var font: TextEngine.Font
        var color: Color
        var background: Color?
    }

    /// A word of a line: a digit, or any other text.
    enum Piece: Equatable {
        case digit(Int)
        case text(String)

        var string: String {
            switch self {
            case .digit(let digit): String(digit)
            case .text(let text): text
            }
        }
    }

    /// The words drawn in one style: each digit in its own slot, any other word by its text.
    fileprivate final class StyleWords {
        var words: [String: TextEngine.Raster] = [:]
        var digits = [TextEngine.Raster?](repeating: nil, count: 10)
        /// The bytes of pixels held.
        var byteCount = 0

        func raster(for piece: Piece) -> TextEngine.Raster? {
            switch piece {
            case .digit(let digit): digits[digit]
            case .text(let text): words[text]
            }
        }

        func removeAll() {
            words.removeAll()
            digits = Array(repeating: nil, count: 10)
            byteCount = 0
        }

        func keep(_ raster: TextEngine.Raster, for piece: Piece) {
            switch piece {
            case .digit(let digit): digits[digit] = raster
            case .text(let text): words[text] = raster
            }
            byteCount += raster.pixels.count * 4
        }
    }

    /// The most bytes of word pixels kept; past it the least recently used styles' words are
    /// dropped (and drawn again when met).
    static let byteBudget = 1 << 20
    /// The most styles (size, weight, colours) kept at once: a title whose colour follows the
    /// pages makes a style a frame, and must neither pile them up nor push out the rows' words.
    static let mostStyles = 64
    /// Strings longer than this (in UTF-8 bytes) are laid out whole.
    static let longestString = 512

    private var styles = RecencyList<Style, StyleWords>()
    private var byteCount = 0
    /// Words in white on transparent, by size and weight: what words in any colour on an opaque
    /// background are tinted from, so a title whose colour follows the pages needs no layout per
    /// colour. Dropped all at once past `byteBudget`.
    private var masks: [TextEngine.Font: StyleWords] = [:]
    private var maskByteCount = 0
    /// A space's advance in pixels, by size and weight.
    private var spaces: [TextEngine.Font: Int] = [:]

    /// Where each word of a composed line goes: words already drawn, at their x, on a common
    /// baseline `ascent` pixels from the top of a `width` x `height` line.
    struct Placement {
        var words: [(raster: TextEngine.Raster, x: Int)]
        var width: Int
        var height: Int
        var ascent: Int
        /// Which of `words` are the line's digits, in order.
        var digitIndices: [Int] = []
        /// When not empty, the rasters drawn instead of the words at `digitIndices` (a line
        /// filled in from a placement made with zeros).
        var digits: [TextEngine.Raster] = []
        /// The words of the style it was placed in, where its digits are found.
        fileprivate var styleWords: (words: StyleWords, style: Style)?
        /// Whether the first word is the whole line laid out at once, the others (its digits)
        /// drawn over it.
        var isWhole = false

        /// The raster drawn for word `index`; `digit` counts the digits passed (start at 0 and
        /// ask in order).
        func raster(at index: Int, digit: inout Int) -> TextEngine.Raster {
            guard digit < digits.count, digitIndices[digit] == index else { return words[index].raster }
            digit += 1
            return digits[digit - 1]
        }

        /// The bytes of pixels its words hold.
        var byteCount: Int { words.reduce(0) { $0 + $1.raster.pixels.count * 4 } }
    }

    /// `request` put together from its words, or nil when it must be laid out whole: it wraps,
    /// needs the bidirectional algorithm, holds controls, or is too wide for its frame (it then
    /// ends with "…").
    func compose(_ request: TextEngine.Request, color: Color, background: Color?, engine: TextEngine) -> TextEngine.Raster? {
        place(request, color: color, background: background, engine: engine).flatMap { Self.lay($0, background: background) }
    }

    /// Where the words of `request` go (drawing the new ones), or nil when it must be laid out
    /// whole, as for `compose`.
    func place(_ request: TextEngine.Request, color: Color, background: Color?, engine: TextEngine) -> Placement? {
        guard !request.wraps, request.string.utf8.count <= Self.longestString else { return nil }
        var string = request.string
        return string.withUTF8 { bytes -> Placement? in
            guard Self.isPlainLine(bytes) else { return nil }
            let style = Style(font: TextEngine.Font(pixelSize: request.pixelSize, weight: request.weight), color: color, background: background)
            let known = words(in: style)
            let space = spaceWidth(style.font, engine: engine)
            let runs = Self.runs(of: bytes)
            var placed: [(raster: TextEngine.Raster, x: Int)] = []
            placed.reserveCapacity(runs.count)
            var digitIndices: [Int] = []
            var x = 0, ascent = 0, descent = 0
            for run in runs {
                let piece: Piece
                switch run {
                case .space:
                    x += space
                    continue
                case .digit(let digit):
                    piece = .digit(digit)
                    digitIndices.append(placed.count)
                case .word(let range): piece = .text(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
                }
                guard let word = word(piece, in: known, style: style, engine: engine) else { return nil }
                placed.append((word, x))
                x += word.width
                ascent = max(ascent, word.baseline)
                descent = max(descent, word.height - word.baseline)
            }
            guard x > 0, request.width <= 0 || x <= request.width, ascent + descent > 0 else { return nil }
            return Placement(
                words: placed, width: x, height: ascent + descent, ascent: ascent, digitIndices: digitIndices, styleWords: (known, style))
        }
    }

    /// One line that must be laid out whole (right-to-left text, say), its digits written "0"
    /// (see `maskDigits`): that line laid out once, with each "0" drawn again over itself at its
    /// place, to be filled in with a row's digits (`fillingDigits`). Glyphs are placed on whole
    /// pixels (`TextShaper`) and figures are of equal width, so a digit drawn over a zero is
    /// exactly what laying the row out would draw. Nil when it has no such digit or is not one line.
    func wholeTemplate(_ request: TextEngine.Request, color: Color, background: Color, engine: TextEngine) -> Placement? {
        var string = request.string
        let indices = string.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == 0x30 && Self.standsAlone(at: $0, in: bytes) } }
        let style = Style(font: TextEngine.Font(pixelSize: request.pixelSize, weight: request.weight), color: color, background: background)
        guard !indices.isEmpty, let (line, cells) = engine.rasterWhole(request, color: color, background: background, cellsAt: indices)
        else { return nil }
        let known = words(in: style)
        guard let zero = word(.digit(0), in: known, style: style, engine: engine) else { return nil }
        return Placement(
            words: [(line, 0)] + cells.map { (zero, $0) }, width: line.width, height: line.height, ascent: line.baseline,
            digitIndices: Array(1...cells.count), styleWords: (known, style), isWhole: true)
    }

    /// `template`, placed from a line whose digits were written "0" (see `maskDigits`), with
    /// `digits` in their place, written into `rasters` (a buffer the caller keeps); nil when the
    /// counts differ or a digit is not exactly as wide and high as "0" (a font whose figures
    /// differ in width).
    func fillingDigits(_ template: Placement, with digits: [UInt8], into rasters: inout [TextEngine.Raster], engine: TextEngine) -> Placement? {
        guard template.digitIndices.count == digits.count, let (known, style) = template.styleWords else { return nil }
        rasters.removeAll(keepingCapacity: true)
        for (index, digit) in zip(template.digitIndices, digits) {
            let zero = template.words[index].raster
            guard let raster = digit == 0 ? zero : known.digits[Int(digit)] ?? word(.digit(Int(digit)), in: known, style: style, engine: engine),
                raster.width == zero.width, raster.height == zero.height, raster.baseline == zero.baseline
            else { return nil }
            rasters.append(raster)
        }
        var filled = template
        filled.digits = rasters
        return filled
    }

    /// The words of `placement` in one raster, on `background` (transparent when nil).
    static func lay(_ placement: Placement, background: Color?) -> TextEngine.Raster? {
        let x = placement.width, height = placement.height, ascent = placement.ascent
        let fill: UInt32 = background.map { 0xFF00_0000 | UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b) } ?? 0
        var pixels = [UInt32](repeating: fill, count: x * height)
        pixels.withUnsafeMutableBufferPointer { target in
            var digit = 0
            for index in placement.words.indices {
                let word = placement.raster(at: index, digit: &digit), left = placement.words[index].x
                let top = ascent - word.baseline
                let width = word.width
                word.pixels.withUnsafeBufferPointer { source in
                    guard let from = source.baseAddress, let to = target.baseAddress else { return }
                    for row in 0..<word.height {
                        let source = from + row * width, destination = to + (top + row) * x + left
                        if background != nil {
                            // Opaque words on the same background: whole rows copy as they are.
                            destination.update(from: source, count: width)
                        } else {
                            for column in 0..<width where source[column] >> 24 != 0 { destination[column] = source[column] }
                        }
                    }
                }
            }
        }
        return TextEngine.Raster(pixels: pixels, width: x, height: height, baseline: ascent)
    }

    /// The words drawn in `style` so far (making it the most recently used).
    private func words(in style: Style) -> StyleWords {
        if let known = styles.use(style) { return known }
        let known = StyleWords()
        while styles.count >= Self.mostStyles, let oldest = styles.removeOldest() { byteCount -= oldest.byteCount }
        styles.add(known, for: style)
        return known
    }

    private func spaceWidth(_ font: TextEngine.Font, engine: TextEngine) -> Int {
        if let width = spaces[font] { return width }
        // A space's advance: the width of "x x" less that of "xx".
        let apart = engine.size(of: "x x", pixelSize: font.pixelSize, weight: font.weight).width
        let together = engine.size(of: "xx", pixelSize: font.pixelSize, weight: font.weight).width
        let width = max(apart - together, 1)
        spaces[font] = width
        return width
    }

    /// `piece` drawn in `style` (`known` holds that style's words): kept from before, or drawn
    /// now and kept. In an opaque colour on an opaque background it is tinted from its white
    /// mask when it has no colour glyphs; otherwise it is laid out.
    private func word(_ piece: Piece, in known: StyleWords, style: Style, engine: TextEngine) -> TextEngine.Raster? {
        if let raster = known.raster(for: piece) { return raster }
        let tinted = style.background.flatMap { background in
            style.color.a < 255
                ? nil
                : mask(of: piece, in: style.font, engine: engine)
                    .flatMap { Self.tint($0, color: style.color, on: background) }
        }
        guard let raster = tinted ?? engine.rasterWhole(Self.request(piece, style.font), color: style.color, background: style.background)
        else { return nil }
        let bytes = raster.pixels.count * 4
        // Other styles' words go first, least recently used first (`known` was just used, so it
        // is the newest); then this style's own.
        while byteCount + bytes > Self.byteBudget, styles.count > 1, let oldest = styles.removeOldest() {
            byteCount -= oldest.byteCount
        }
        if byteCount + bytes > Self.byteBudget {
            byteCount -= known.byteCount
            known.removeAll()
        }
        known.keep(raster, for: piece)
        byteCount += bytes
        return raster
    }

    /// `piece` in white on transparent in `font`, kept.
    private func mask(of piece: Piece, in font: TextEngine.Font, engine: TextEngine) -> TextEngine.Raster? {
        let known = masks[font] ?? StyleWords()
        if let raster = known.raster(for: piece) { return raster }
        guard let raster = engine.rasterWhole(Self.request(piece, font), color: .white, background: nil) else { return nil }
        if maskByteCount > Self.byteBudget {
            masks.removeAll()
            known.removeAll()
            maskByteCount = 0
        }
        known.keep(raster, for: piece)
        masks[font] = known
        maskByteCount += raster.pixels.count * 4
        return raster
    }

    private static func request(_ piece: Piece, _ font: TextEngine.Font) -> TextEngine.Request {
        TextEngine.Request(
            string: piece.string, pixelSize: font.pixelSize, weight: font.weight, width: 0, wraps: false, maxLines: 0,
            alignment: .leading)
    }

    /// White-on-transparent `mask` drawn in `color` on `background`, composited as `GlyphPainter`
    /// draws text on an opaque background: each channel is colour x coverage plus background x
    /// the rest, each product divided by 255 with rounding. Nil when the mask holds colour
    /// glyphs (emoji), which are not tinted.
    static func tint(_ mask: TextEngine.Raster, color: Color, on background: Color) -> TextEngine.Raster? {
        func channel(_ ink: UInt8, _ under: UInt8, _ coverage: UInt32) -> UInt32 {
            min(GlyphPainter.divide(UInt32(ink) * coverage) + GlyphPainter.divide(UInt32(under) * (255 - coverage)), 255)
        }
        // The pixel for each coverage, worked out when first met (0: not yet; every shade is opaque).
        var shades = [UInt32](repeating: 0, count: 256)
        func shade(_ coverage: UInt32) -> UInt32 {
            if shades[Int(coverage)] == 0 {
                shades[Int(coverage)] =
                    0xFF00_0000 | channel(color.r, background.r, coverage) << 16 | channel(color.g, background.g, coverage) << 8
                    | channel(color.b, background.b, coverage)
            }
            return shades[Int(coverage)]
        }
        var pixels = [UInt32](repeating: 0, count: mask.pixels.count)
        var firstInk = mask.height, lastInk = -1
        let isMask = pixels.withUnsafeMutableBufferPointer { target in
            mask.pixels.withUnsafeBufferPointer { source in
                for index in 0..<source.count {
                    let value = source[index], coverage = value >> 24
                    guard coverage == 0 || value & 0xFF_FFFF == 0xFF_FFFF else { return false }
                    target[index] = shade(coverage)
                    if coverage != 0 {
                        let row = index / max(mask.width, 1)
                        firstInk = min(firstInk, row)
                        lastInk = max(lastInk, row)
                    }
                }
                return true
            }
        }
        guard isMask else { return nil }
        return TextEngine.Raster(
            pixels: pixels, width: mask.width, height: mask.height, baseline: mask.baseline,
            inkRows: lastInk < firstInk ? 0..<0 : firstInk..<(lastInk + 1))
    }
}
