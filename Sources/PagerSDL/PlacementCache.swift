import PagerScene

/// Lines of plain text on an opaque background, for drawing straight into a surface the renderer
/// owns. A line met for the first time is placed from words already drawn: a lookup, no raster,
/// so a list row scrolled in costs about what a row already on screen does (as the glyph caches
/// of Dear ImGui and LVGL make new strings cheap). No line is ever drawn into a raster of its own:
/// its words are copied into the surface each frame, whether the line is new or not.
final class PlacementCache {
    /// The most lines whose placement is remembered; the least recently drawn go first.
    static let capacity = 256
    /// How many times `byteBudget` the words of the remembered lines may hold (a word in many
    /// lines counts in each): the lines keep their words alive after the word cache drops them.
    static let placedBudgetFactor = 4

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
    private var lines = RecencyList<HashedKey, WordRasters.Placement?>()
    /// The text budget the remembered lines' words are bounded by (see `placedBudgetFactor`).
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

    /// Where the words of `key`'s line go, or nil when it has no opaque background or must be
    /// laid out whole.
    func placement(for textKey: TextCache.Key) -> WordRasters.Placement? {
        guard let background = textKey.background else { return nil }
        let key = HashedKey(textKey)
        if let known = lines.use(key) { return known }
        let placement = engine.placement(textKey.request, color: textKey.color, background: background)
        let bytes = placement?.byteCount ?? 0
        while lines.count >= Self.capacity || (lines.count > 0 && placedBytes + bytes > Self.placedBudgetFactor * byteBudget),
            let oldest = lines.removeOldest()
        {
            if let oldest {
                count -= 1
                placedBytes -= oldest.byteCount
            }
        }
        lines.add(placement, for: key)
        if placement != nil {
            count += 1
            placedBytes += bytes
        }
        return placement
    }

    /// Forgets every line (the pixel size changed).
    func removeAll() {
        lines.removeAll()
        count = 0
        placedBytes = 0
    }
}
