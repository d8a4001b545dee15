import PagerScene

/// The words of one-line, left-to-right text, each drawn once and kept, so a string made of
/// words drawn before (a list's rows differ by a number) costs a few copies instead of a layout.
final class WordRasters {
    private struct Key: Hashable {
        var word: String
        var pixelSize: Int
        var weight: FontWeight
        var color: Color
        var background: Color?
    }

    /// The most bytes of word pixels kept; past it the words are dropped and drawn again as met.
    static let byteBudget = 1 << 20
    /// Strings longer than this (in UTF-8 bytes) are laid out whole.
    static let longestString = 512

    private var words: [Key: TextEngine.Raster] = [:]
    private var spaces: [Int: Int] = [:]
    private var byteCount = 0

    /// `request` put together from its words, or nil when it must be laid out whole: it wraps,
    /// needs the bidirectional algorithm, holds controls, or is too wide for its frame (it then
    /// ends with "…").
    func compose(_ request: TextEngine.Request, color: Color, background: Color?, engine: TextEngine) -> TextEngine.Raster? {
        guard !request.wraps, request.string.utf8.count <= Self.longestString, request.string.contains(" "),
            !request.string.unicodeScalars.contains(where: Self.needsWholeLayout)
        else { return nil }
        var placed: [(TextEngine.Raster, Int)] = []
        var x = 0
        let space = spaceWidth(request, engine: engine)
        for run in Self.runs(of: request.string) {
            if run.isEmpty {
                x += space
                continue
            }
            guard let word = word(run, request, color: color, background: background, engine: engine) else { return nil }
            placed.append((word, x))
            x += word.width
        }
        guard x > 0, request.width <= 0 || x <= request.width else { return nil }
        return Self.lay(placed, width: x, background: background)
    }

    /// `string` cut at its spaces (each an empty run) and around each digit, so a row's number is
    /// made of digits already drawn and never laid out anew. The cuts fall between characters, so
    /// a digit with a mark on it stays whole.
    static func runs(of string: String) -> [Substring] {
        var runs: [Substring] = []
        var start = string.startIndex
        for index in string.indices {
            let character = string[index]
            guard character == " " || character.unicodeScalars.allSatisfy(isDigit) else { continue }
            if start < index { runs.append(string[start..<index]) }
            let next = string.index(after: index)
            runs.append(character == " " ? string[index..<index] : string[index..<next])
            start = next
        }
        if start < string.endIndex { runs.append(string[start...]) }
        return runs
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// The words `placed` at their x, on a common baseline, in one raster `width` wide.
    private static func lay(_ placed: [(TextEngine.Raster, Int)], width x: Int, background: Color?) -> TextEngine.Raster? {
        let ascent = placed.map(\.0.baseline).max() ?? 0
        let height = placed.map { $0.0.height - $0.0.baseline }.max().map { $0 + ascent } ?? 0
        guard height > 0 else { return nil }
        let fill: UInt32 = background.map { 0xFF00_0000 | UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b) } ?? 0
        var pixels = [UInt32](repeating: fill, count: x * height)
        pixels.withUnsafeMutableBufferPointer { target in
            for (word, left) in placed {
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

    /// Whether a character needs the string laid out whole: right-to-left scripts (their order
    /// spans words), controls, and joiners and marks that attach across a space.
    private static func needsWholeLayout(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0: return true
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x1_0800...0x1_0FFF, 0x1_E800...0x1_EFFF: return true
        case 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private func spaceWidth(_ request: TextEngine.Request, engine: TextEngine) -> Int {
        let key = request.pixelSize * 2 + (request.weight == .bold ? 1 : 0)
        if let width = spaces[key] { return width }
        // A space's advance: the width of "x x" less that of "xx".
        let apart = engine.size(of: "x x", pixelSize: request.pixelSize, weight: request.weight).width
        let together = engine.size(of: "xx", pixelSize: request.pixelSize, weight: request.weight).width
        let width = max(apart - together, 1)
        spaces[key] = width
        return width
    }

    private func word(
        _ piece: Substring, _ request: TextEngine.Request, color: Color, background: Color?, engine: TextEngine
    ) -> TextEngine.Raster? {
        let key = Key(word: String(piece), pixelSize: request.pixelSize, weight: request.weight, color: color, background: background)
        if let word = words[key] { return word }
        let single = TextEngine.Request(
            string: String(piece), pixelSize: request.pixelSize, weight: request.weight, width: 0, wraps: false, maxLines: 0,
            alignment: .leading)
        guard let raster = engine.rasterWhole(single, color: color, background: background) else { return nil }
        if byteCount > Self.byteBudget {
            words.removeAll(keepingCapacity: true)
            byteCount = 0
        }
        words[key] = raster
        byteCount += raster.pixels.count * 4
        return raster
    }
}
