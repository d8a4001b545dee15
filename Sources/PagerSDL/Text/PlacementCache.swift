import PagerScene

/// Lines of plain text on an opaque background, for drawing straight into a surface the renderer
/// owns. A line is placed from words already drawn: a lookup, no raster. Lines that differ only
/// in their digits (a list's rows) share one placement, made with zeros, whose digits are filled
/// in as each line is drawn: a row scrolled in costs what a row already on screen does (as the
/// glyph caches of Dear ImGui and LVGL make new strings cheap). No line is drawn into a raster
/// of its own: its words are copied into the surface each frame.
final class PlacementCache {
    /// The most line shapes whose placement is remembered; past it all are forgotten at once (a
    /// screen shows far fewer, so it never happens frame after frame).
    static let capacity = 256
    /// How many times `byteBudget` the words of the remembered lines may hold (a word in many
    /// lines counts in each): the lines keep their words alive after the word cache drops them.
    static let placedBudgetFactor = 4

    /// What a line's placement depends on besides its text.
    private struct Style: Equatable {
        var font: TextEngine.Font
        var color: Color
        var background: Color
        /// The text as it is, digits included (a font whose figures differ in width).
        var exact: Bool
    }

    private struct Shape {
        var hash: Int
        var bytes: [UInt8]
        var style: Style
        var placement: WordRasters.Placement?
    }

    /// Shapes by hash, open addressing with linear probing; twice `capacity` slots.
    private var slots = [Shape?](repeating: nil, count: 2 * PlacementCache.capacity)
    /// Hashes of lines with digits met once: a line whose colour follows the pages is a new
    /// shape every frame, placed as it is rather than made a shape nobody meets again.
    private var metOnce = Set<Int>()
    /// The text budget the remembered lines' words are bounded by (see `placedBudgetFactor`).
    let byteBudget: Int
    private let engine: TextEngine
    /// The line being drawn with its digits written "0", its digits and their rasters (kept to
    /// save allocations).
    private var masked: [UInt8] = []
    private var digits: [UInt8] = []
    private var digitRasters: [TextEngine.Raster] = []

    init(engine: TextEngine, byteBudget: Int) {
        self.engine = engine
        self.byteBudget = byteBudget
    }

    /// How many line shapes are placed (lines that must be laid out whole are not counted).
    private(set) var count = 0
    /// The bytes of the words of the placed lines, each line counted on its own.
    private(set) var placedBytes = 0
    private var shapeCount = 0

    /// Where the words of `key`'s line go, or nil when it has no opaque background or must be
    /// laid out whole.
    func placement(for key: TextCache.Key) -> WordRasters.Placement? {
        guard let background = key.background, !key.request.wraps else { return nil }
        var style = Style(
            font: TextEngine.Font(pixelSize: key.request.pixelSize, weight: key.request.weight), color: key.color, background: background,
            exact: false)
        var string = key.request.string
        return string.withUTF8 { utf8 -> WordRasters.Placement? in
            guard utf8.count <= WordRasters.longestString else { return nil }
            WordRasters.maskDigits(utf8, into: &masked, digits: &digits)
            let hash = Self.hash(masked, style)
            let template: WordRasters.Placement?
            if let index = find(hash: hash, style: style) {
                template = slots[index]?.placement
            } else if digits.isEmpty || metOnce.contains(hash) {
                template = remember(hash: hash, style: style)
            } else {
                if metOnce.count >= Self.capacity { metOnce.removeAll(keepingCapacity: true) }
                metOnce.insert(hash)
                return engine.placement(key.request, color: key.color, background: background)
            }
            guard let template, !digits.isEmpty else { return template }
            if let filled = engine.placement(filling: template, with: digits, into: &digitRasters) { return filled }
            // The font's figures differ in width: the line is remembered as it is.
            style.exact = true
            masked.removeAll(keepingCapacity: true)
            masked.append(contentsOf: utf8)
            let exactHash = Self.hash(masked, style)
            if let index = find(hash: exactHash, style: style) { return slots[index]?.placement }
            return remember(hash: exactHash, style: style)
        }
    }

    /// Forgets every line (the pixel size changed).
    func removeAll() {
        slots = Array(repeating: nil, count: slots.count)
        metOnce.removeAll()
        count = 0
        shapeCount = 0
        placedBytes = 0
    }

    /// The slot holding `masked` in `style`, if any.
    private func find(hash: Int, style: Style) -> Int? {
        var index = hash & (slots.count - 1)
        while let shape = slots[index] {
            if shape.hash == hash, shape.style == style, shape.bytes == masked { return index }
            index = (index + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Places `masked` in `style` and remembers it (forgetting all first when full).
    private func remember(hash: Int, style: Style) -> WordRasters.Placement? {
        let request = TextEngine.Request(
            string: String(decoding: masked, as: UTF8.self), pixelSize: style.font.pixelSize, weight: style.font.weight, width: 0, wraps: false,
            maxLines: 0, alignment: .leading)
        // A line that must be laid out whole is, once, when it has digits to fill in.
        let placement =
            engine.placement(request, color: style.color, background: style.background)
            ?? (digits.isEmpty || style.exact ? nil : engine.placement(wholeLine: request, color: style.color, background: style.background))
        let bytes = placement?.byteCount ?? 0
        if shapeCount >= Self.capacity || placedBytes + bytes > Self.placedBudgetFactor * byteBudget { removeAll() }
        var index = hash & (slots.count - 1)
        while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
        slots[index] = Shape(hash: hash, bytes: masked, style: style, placement: placement)
        shapeCount += 1
        if placement != nil {
            count += 1
            placedBytes += bytes
        }
        return placement
    }

    /// FNV-1a over the bytes, then the style mixed in.
    private static func hash(_ bytes: [UInt8], _ style: Style) -> Int {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
        func mix(_ part: UInt64) { value = (value ^ part) &* 0x100_0000_01B3 }
        mix(UInt64(truncatingIfNeeded: style.font.pixelSize) << 2 | (style.font.weight == .bold ? 2 : 0) | (style.exact ? 1 : 0))
        mix(UInt64(style.color.r) << 24 | UInt64(style.color.g) << 16 | UInt64(style.color.b) << 8 | UInt64(style.color.a))
        mix(UInt64(style.background.r) << 24 | UInt64(style.background.g) << 16 | UInt64(style.background.b) << 8 | UInt64(style.background.a))
        return Int(truncatingIfNeeded: value ^ value >> 29)
    }
}
