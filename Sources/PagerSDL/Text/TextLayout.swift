import PagerScene

/// A request's lines, shaped and placed: each line's x in the layout and its baseline's y.
struct TextLayout {
    var lines: [(line: ShapedLine, x: Int, baseline: Int)] = []
    var width = 0
    var height = 0

    /// The tallest layout made; past it a request is not drawn (and its lines not all shaped).
    static let tallest = 16384

    /// `request` laid out by `shaper`: one line, ended with "…" past its width; or, when it
    /// wraps, its paragraphs broken into lines at its width, at most `maxLines` of them, the last
    /// ended with "…" when text is left over. Nil when it would be taller than `tallest`.
    init?(_ request: TextEngine.Request, shaper: TextShaper) {
        let breaker = LineBreaker(shaper: shaper, pixelSize: request.pixelSize, weight: request.weight)
        var shaped: [ShapedLine] = []
        if request.wraps {
            let paragraphs = Self.paragraphs(of: request.string)
            var total = 0  // 1/64 pixels
            paragraphsLoop: for (number, paragraph) in paragraphs.enumerated() {
                let whole = shaper.shape(paragraph, pixelSize: request.pixelSize, weight: request.weight)
                let pieces = request.width > 0 ? breaker.wrap(paragraph, shaped: whole, width: request.width) : [paragraph[...]]
                for (index, piece) in pieces.enumerated() {
                    let isLast = index == pieces.count - 1 && number == paragraphs.count - 1
                    if request.maxLines > 0, shaped.count == request.maxLines - 1, !isLast {
                        let rest = String(paragraph[piece.startIndex...])
                        let limit = request.width > 0 ? request.width : Int.max / 2
                        shaped.append(breaker.ellipsized(rest, width: limit, always: true, rightToLeft: whole.isRightToLeft))
                        break paragraphsLoop
                    }
                    let line = shaper.shape(String(piece), pixelSize: request.pixelSize, weight: request.weight, rightToLeft: whole.isRightToLeft)
                    shaped.append(line)
                    total += line.ascender + line.descender
                    guard total <= Self.tallest * 64 else { return nil }
                }
            }
        } else {
            let text = Self.oneLine(request.string)
            shaped.append(
                request.width > 0
                    ? breaker.ellipsized(text, width: request.width, always: false, rightToLeft: nil)
                    : shaper.shape(text, pixelSize: request.pixelSize, weight: request.weight))
        }
        width = request.wraps && request.width > 0 ? request.width : shaped.map(\.width).max() ?? 0
        // Lines follow each other at their exact heights; each baseline is rounded to a pixel.
        var top = 0
        for line in shaped {
            // The alignment is on the screen's terms (a right-to-left scene's draw list is mirrored,
            // its leading text aligned right), whatever the paragraph's own direction.
            let x =
                switch request.alignment {
                case .leading: 0
                case .center: (width - line.width) / 2
                case .trailing: width - line.width
                }
            lines.append((line, request.wraps ? x : 0, (top + line.ascender + 32) >> 6))
            top += line.ascender + line.descender
        }
        height = (top + 63) >> 6
        guard height <= Self.tallest else { return nil }
    }

    /// The text's paragraphs: split at line and paragraph separators (CR LF counts once).
    static func paragraphs(of text: String) -> [String] {
        var paragraphs: [String] = []
        var current = ""
        for character in text {
            if character.isNewline {
                paragraphs.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        paragraphs.append(current)
        return paragraphs
    }

    /// The text on one line: its line breaks drawn as spaces.
    static func oneLine(_ text: String) -> String {
        // Line breaks are U+000A...U+000D, U+0085 (C2 85) and U+2028, U+2029 (E2 80 A8, A9).
        guard text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}

/// Where lines break and how a line too long ends: lines filled greedily up to the last break
/// opportunity that fits (UAX #14, see ``LineBreaks``), a word longer than a line broken between
/// its characters as a last resort, and "…" after as much text as fits.
struct LineBreaker {
    let shaper: TextShaper
    let pixelSize: Int
    let weight: FontWeight

    /// `paragraph` (shaped whole as `shaped`) cut into lines no wider than `width` where it can be.
    func wrap(_ paragraph: String, shaped: ShapedLine, width: Int) -> [Substring] {
        let characters = Array(paragraph.indices)
        let advances = shaped.characterAdvances(of: paragraph)
        let all = Array(paragraph)
        let mayStart = LineBreaks.opportunities(in: paragraph)
        var pieces: [Substring] = []
        var start = 0, lineWidth = 0
        var lastBreak: Int?
        for index in all.indices {
            if index > start, mayStart[index] { lastBreak = index }
            if !all[index].isWhitespace, index > start, lineWidth + advances[index] > width {
                let cut = lastBreak ?? index
                pieces.append(Self.trimmed(paragraph[characters[start]..<characters[cut]]))
                start = cut
                lastBreak = nil
                lineWidth = advances[cut..<index].reduce(0, +)
            }
            lineWidth += advances[index]
        }
        pieces.append(paragraph[(characters.isEmpty ? paragraph.endIndex : characters[start])...])
        return pieces
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return text[..<end]
    }

    /// `text` on one line no wider than `width`: whole if it fits (and `always` is false), else
    /// as many of its first characters as fit followed by "…".
    func ellipsized(_ text: String, width: Int, always: Bool, rightToLeft: Bool?) -> ShapedLine {
        let whole = shaper.shape(text, pixelSize: pixelSize, weight: weight, rightToLeft: rightToLeft)
        guard whole.width > width || always else { return whole }
        let ellipsis = shaper.shape("…", pixelSize: pixelSize, weight: weight).width
        var ends: [String.Index] = []
        var used = 0
        for (index, advance) in zip(text.indices, whole.characterAdvances(of: text)) {
            guard used + advance + ellipsis <= width else { break }
            used += advance
            ends.append(text.index(after: index))
        }
        while let end = ends.last, text[text.index(before: end)].isWhitespace { ends.removeLast() }
        // Shaping the shortened text can widen it a little (joining letters): a few tries more.
        var line = ShapedLine()
        for attempt in 0..<5 {
            let kept = ends.last.map { String(text[..<$0]) } ?? ""
            line = shaper.shape(kept + "…", pixelSize: pixelSize, weight: weight, rightToLeft: rightToLeft ?? whole.isRightToLeft)
            if line.width <= width || ends.isEmpty || attempt == 4 { break }
            ends.removeLast()
        }
        return line
    }
}
