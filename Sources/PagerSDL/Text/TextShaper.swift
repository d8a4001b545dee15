import CShims
import CText
import PagerScene

/// A glyph placed on a line: its font and id, its pen's x (whole pixels from the line's left),
/// its offset from the pen (y up) and the UTF-8 offset of the character it draws.
struct PlacedGlyph {
    var font: SizedFont
    var id: UInt32
    var x: Int
    var offsetX: Int
    var offsetY: Int
    var cluster: Int
}

/// One line of text shaped, its glyphs in visual order, on whole pixels.
struct ShapedLine {
    var glyphs: [PlacedGlyph] = []
    var width = 0
    /// How far the line reaches above and below its baseline, in 1/64 pixels.
    var ascender = 0
    var descender = 0
    /// The paragraph runs right to left (its first strong character is).
    var isRightToLeft = false
    /// Each UTF-8 offset's advance (the glyphs of the character starting there), logical order.
    var advances: [Int] = []

    /// The line's height in whole pixels (rounded up).
    var height: Int { (ascender + descender + 63) >> 6 }

    /// The advance of each character (grapheme cluster) of `text`, the text the line was shaped
    /// from, in logical order.
    func characterAdvances(of text: String) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(text.utf8.count)
        var offset = 0
        for character in text {
            let end = offset + character.utf8.count
            result.append(advances[min(offset, advances.count)..<min(end, advances.count)].reduce(0, +))
            offset = end
        }
        return result
    }
}

/// Shapes one line: each character's font (`FontSet`), directions (FriBidi), scripts, each run
/// shaped by HarfBuzz, the runs put in visual order. Advances are rounded to whole pixels glyph
/// by glyph, so a line is as wide as its words and spaces side by side.
final class TextShaper {
    let fonts: FontSet
    private let buffer: OpaquePointer

    init(fonts: FontSet) {
        self.fonts = fonts
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }

    /// A stretch of a line in one font, direction and script.
    private struct Run {
        var start: Int
        var end: Int
        var face: FontFace
        var level: Int8
        var script: hb_script_t?
        var glyphs: [PlacedGlyph] = []
    }

    /// `text` (one line) in `pixelSize` and `weight`; a paragraph direction of nil is the first
    /// strong character's.
    func shape(_ text: String, pixelSize: Int, weight: FontWeight, rightToLeft: Bool? = nil) -> ShapedLine {
        var bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] == 0x09 { bytes[index] = 0x20 }  // a tab is a space
        let scalars = text.unicodeScalars.map(\.value)
        let (levels, paragraphIsRTL) = Self.levels(of: scalars, rightToLeft: rightToLeft)
        let primary = fonts.primary(weight).sized(pixelSize, emboldened: false)
        var line = ShapedLine(isRightToLeft: paragraphIsRTL, advances: [Int](repeating: 0, count: bytes.count + 1))
        line.ascender = primary?.ascender ?? 0
        line.descender = primary?.descender ?? 0
        var runs = itemize(text, levels: levels, weight: weight)
        for index in runs.indices {
            let face = runs[index].face
            guard let font = face.sized(pixelSize, emboldened: weight == .bold && !face.isBold && !face.isColor) else { continue }
            line.ascender = max(line.ascender, font.ascender)
            line.descender = max(line.descender, font.descender)
            runs[index].glyphs = shapeRun(runs[index], of: bytes, in: font, advances: &line.advances)
        }
        var pen = 0
        for index in Self.visualOrder(runs.map(\.level)) {
            for var glyph in runs[index].glyphs {
                let advance = glyph.x
                glyph.x = pen
                pen += advance
                line.glyphs.append(glyph)
            }
        }
        line.width = pen
        return line
    }

    /// Each scalar's embedding level and whether the paragraph is right to left. Text with no
    /// right-to-left character skips FriBidi.
    private static func levels(of scalars: [UInt32], rightToLeft: Bool?) -> (levels: [Int8], paragraphIsRTL: Bool) {
        let count = scalars.count
        guard rightToLeft == true || scalars.contains(where: needsBidi), count > 0 else {
            return ([Int8](repeating: 0, count: count), false)
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: FriBidiBracketType(0), count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var paragraph: FriBidiParType =
            switch rightToLeft {
            case .some(true): ctext_paragraph_rtl()
            case .some(false): ctext_paragraph_ltr()
            case nil: ctext_paragraph_auto()
            }
        fribidi_get_bidi_types(scalars, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(scalars, FriBidiStrIndex(count), types, &brackets)
        guard fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &paragraph, &levels) != 0 else {
            return ([Int8](repeating: 0, count: count), rightToLeft ?? false)
        }
        return (levels.map { Int8($0) }, ctext_paragraph_is_rtl(paragraph) != 0)
    }

    /// Right-to-left letters and the marks that start right-to-left embeddings.
    private static func needsBidi(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200F, 0x202B, 0x202E, 0x2067, 0x061C: true
        default: false
        }
    }

    /// The line cut where the font, direction or script changes (characters of no script of their
    /// own go with their neighbours).
    private func itemize(_ text: String, levels: [Int8], weight: FontWeight) -> [Run] {
        var runs: [Run] = []
        var offset = 0, scalarIndex = 0
        let unicode = hb_unicode_funcs_get_default()
        for character in text {
            let scalars = character.unicodeScalars
            let length = character.utf8.count
            defer {
                offset += length
                scalarIndex += scalars.count
            }
            let face = fonts.face(for: scalars, weight: weight)
            let level = scalarIndex < levels.count ? levels[scalarIndex] : 0
            var script: hb_script_t?
            for scalar in scalars {
                let found = hb_unicode_script(unicode, scalar.value)
                if found != HB_SCRIPT_COMMON, found != HB_SCRIPT_INHERITED, found != HB_SCRIPT_UNKNOWN {
                    script = found
                    break
                }
            }
            if var last = runs.last, last.face === face, last.level == level,
                script == nil || last.script == nil || last.script == script
            {
                last.end = offset + length
                last.script = last.script ?? script
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(start: offset, end: offset + length, face: face, level: level, script: script))
            }
        }
        return runs
    }

    /// `run` shaped: its glyphs in visual order, each glyph's x holding its advance for now.
    private func shapeRun(_ run: Run, of bytes: [UInt8], in font: SizedFont, advances: inout [Int]) -> [PlacedGlyph] {
        hb_buffer_clear_contents(buffer)
        bytes.withUnsafeBufferPointer { text in
            text.withMemoryRebound(to: CChar.self) {
                hb_buffer_add_utf8(buffer, $0.baseAddress, Int32(text.count), UInt32(run.start), Int32(run.end - run.start))
            }
        }
        hb_buffer_set_direction(buffer, run.level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if let script = run.script { hb_buffer_set_script(buffer, script) }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font.shaping, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let advance = Self.pixels(positions[index].x_advance)
            let cluster = Int(infos[index].cluster)
            if cluster < advances.count { advances[cluster] += advance }
            glyphs.append(
                PlacedGlyph(
                    font: font, id: infos[index].codepoint, x: advance, offsetX: Self.pixels(positions[index].x_offset),
                    offsetY: Self.pixels(positions[index].y_offset), cluster: cluster))
        }
        return glyphs
    }

    /// 1/64 pixels to the nearest whole pixel.
    private static func pixels(_ units: Int32) -> Int { (Int(units) + 32) >> 6 }

    /// Runs' indices in visual order, from their embedding levels (Unicode's rule L2: from the
    /// highest level down to the lowest odd one, every stretch at that level or above reversed).
    static func visualOrder(_ levels: [Int8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0, let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
