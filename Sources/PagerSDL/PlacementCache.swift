import PagerScene

/// Lines of plain text on an opaque background, for drawing straight into a surface the renderer
/// owns. A line met for the first time is placed from words already drawn: a lookup, no raster,
/// so a list row scrolled in costs little (as the glyph caches of Dear ImGui and LVGL make new
/// strings cheap). A line drawn `usesBeforeComposing` times stays on screen, so it is put
/// together into one raster, kept within a byte budget, whose pixel rows then copy whole.
final class PlacementCache {
    /// The most lines whose placement is remembered; the least recently drawn go first.
    static let capacity = 512
    /// How many times `byteBudget` the words of the remembered lines may hold (a word in many
    /// lines counts in each): the lines keep their words alive after the word cache drops them.
    static let placedBudgetFactor = 4
    /// How many times a line is drawn from its words before it is composed into one raster.
    static let usesBeforeComposing = 4

    private final class Line {
        let placement: WordRasters.Placement
        var uses = 0

        init(_ placement: WordRasters.Placement) { self.placement = placement }
    }

    /// A line's key with its hash worked out once: a dictionary hashes its keys again as it
    /// moves them (when one is removed), and for a line's text that was most of the work.
    private struct HashedKey: Hashable {
        let key: TextCache.Key
        let hash: Int

        init(_ key: TextCache.Key) {
            self.key = key
            hash = key.hashValue
        }

        static func == (left: HashedKey, right: HashedKey) -> Bool { left.hash == right.hash && left.key == right.key }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// Each line's placement, or nil when the line must be laid out whole.
    private var lines = RecencyList<HashedKey, Line?>()
    /// Lines composed into one raster each (a placement of one word).
    private var composed = RecencyList<HashedKey, WordRasters.Placement>()
    private var composedBytes = 0
    /// The most bytes of composed lines kept.
    let byteBudget: Int
    private let engine: TextEngine

    init(engine: TextEngine, byteBudget: Int) {
        self.engine = engine
        self.byteBudget = byteBudget
    }

    /// How many lines are placed (lines that must be laid out whole are not counted).
    private(set) var count = 0
    /// The bytes of the words of the placed lines, each line counted on its own.
    private(set) var placedBytes = 0

    /// Where the words of `key`'s line go (one raster once it is composed), or nil when it has no
    /// opaque background or must be laid out whole.
    func placement(for textKey: TextCache.Key) -> WordRasters.Placement? {
        let key = HashedKey(textKey)
        if let whole = composed.use(key) { return whole }
        guard let background = textKey.background, let line = line(for: key, on: background) else { return nil }
        line.uses += 1
        guard line.uses >= Self.usesBeforeComposing, let raster = WordRasters.lay(line.placement, background: background) else {
            return line.placement
        }
        let bytes = raster.pixels.count * 4
        guard bytes <= byteBudget else { return line.placement }
        // Room is made before the new line joins, so it is never the one dropped.
        while composedBytes + bytes > byteBudget, let oldest = composed.removeOldest() { composedBytes -= oldest.byteCount }
        let whole = WordRasters.Placement(words: [(raster, 0)], width: raster.width, height: raster.height, ascent: raster.baseline)
        composed.add(whole, for: key)
        composedBytes += bytes
        return whole
    }

    private func line(for key: HashedKey, on background: Color) -> Line? {
        if let known = lines.use(key) { return known }
        let line = engine.placement(key.key.request, color: key.key.color, background: background).map(Line.init)
        let bytes = line?.placement.byteCount ?? 0
        while lines.count >= Self.capacity || (lines.count > 0 && placedBytes + bytes > Self.placedBudgetFactor * byteBudget),
            let oldest = lines.removeOldest()
        {
            if let oldest {
                count -= 1
                placedBytes -= oldest.placement.byteCount
            }
        }
        lines.add(line, for: key)
        if line != nil {
            count += 1
            placedBytes += bytes
        }
        return line
    }

    /// Forgets every line (the pixel size changed).
    func removeAll() {
        lines.removeAll()
        count = 0
        placedBytes = 0
        composed.removeAll()
        composedBytes = 0
    }
}
