import CSDL2
import PagerScene

/// Rasterised text as textures, keyed by string, size, weight, width, colour and background, so
/// each string is laid out (by the text engine) and rasterised once and reused. When the textures
/// pass `byteBudget`, the least recently used are freed one by one until they fit again: a frame
/// that brings new text frees about as much as it adds, never a burst.
///
/// Text on a transparent background, and on a GPU renderer all text, is kept once, drawn in
/// white, and tinted to its colour as it is drawn (`Entry.isMask`): a tab title whose colour
/// follows the pages costs no new layout per frame. Text with colour glyphs (emoji) cannot be
/// tinted and is kept per colour (its white raster stays cached too: it is how such text is told
/// apart).
final class TextCache {
    struct Key: Hashable {
        var request: TextEngine.Request
        var color: Color
        /// The opaque colour to draw the text on, or nil for a transparent background.
        var background: Color?
    }

    struct Entry {
        var texture: OpaquePointer
        /// Where the text is in `texture`: all of it, or (on an atlas page) the part with ink.
        var source: SDL_Rect
        /// Where `source` starts in the whole text, `width` x `height` pixels.
        var inkOrigin = (x: Int32(0), y: Int32(0))
        /// The whole text's size, as it is placed.
        var width: Int32
        var height: Int32
        /// The atlas page it is on, if it is on one.
        var page: TextAtlas.Page?
        /// White text on transparent: draw it with the run's colour as the texture's colour and
        /// alpha modulation.
        var isMask = false

        var byteCount: Int { Int(source.w) * Int(source.h) * 4 }
    }

    /// The most texture memory kept, in bytes (4 a pixel).
    let byteBudget: Int
    private(set) var byteCount = 0
    private var entries = RecencyList<Key, Entry>()
    private let renderer: RendererHandle
    private let engine: TextEngine
    /// Pages text lines share, on a GPU renderer; nil where each line is a texture of its own.
    private let atlas: TextAtlas?

    init(renderer: RendererHandle, engine: TextEngine, byteBudget: Int, usesAtlas: Bool = false) {
        self.renderer = renderer
        self.engine = engine
        self.byteBudget = byteBudget
        atlas = usesAtlas ? TextAtlas(renderer: renderer) : nil
    }

    deinit { removeAll() }

    /// How many strings are cached.
    var count: Int { entries.count }

    /// How many textures the cache holds: the lines of their own, and the atlas's pages.
    var textureCount: Int { entries.values.filter { $0.page == nil }.count + (atlas?.pages.count ?? 0) }

    /// The texture for `key`, rasterising it on first use; nil when the text cannot be drawn.
    func texture(for key: Key) -> Entry? {
        var key = key
        // On a GPU text is blended onto what is drawn beneath, its background: one white raster
        // then serves every colour (a tab title fading between two colours as the pages move
        // would otherwise be laid out and uploaded again each frame, and each upload makes
        // llvmpipe draw what it has queued).
        if atlas != nil { key.background = nil }
        guard key.background == nil, key.color != .white else { return cached(key) }
        var white = key
        white.color = .white
        guard let mask = cached(white) else { return nil }
        return mask.isMask ? mask : cached(key)
    }

    private func cached(_ key: Key) -> Entry? {
        if let entry = entries.use(key) { return entry }
        guard let entry = rasterise(key) else { return nil }
        // Room is made before the new entry joins, so it is never the one freed.
        while byteCount + entry.byteCount > byteBudget, let oldest = entries.removeOldest() { free(oldest) }
        entries.add(entry, for: key)
        byteCount += entry.byteCount
        return entry
    }

    /// Frees every texture.
    func removeAll() {
        entries.values.forEach(free)
        entries.removeAll()
    }

    private func free(_ entry: Entry) {
        if let page = entry.page {
            atlas?.free(on: page)
        } else {
            SDL_DestroyTexture(entry.texture)
            renderer.textures.destroyed()
        }
        byteCount -= entry.byteCount
    }

    private func rasterise(_ key: Key) -> Entry? {
        guard let raster = engine.raster(key.request, color: key.color, background: key.background) else { return nil }
        let width = Int32(raster.width), height = Int32(raster.height)
        let isMask = key.background == nil && key.color == .white && raster.pixels.allSatisfy { $0 >> 24 == 0 || $0 & 0xFF_FFFF == 0xFF_FFFF }
        // On an atlas page only the part with ink: the pixels around it are transparent, and a
        // GPU (llvmpipe above all) would shade them for nothing, frame after frame.
        if let atlas, let ink = Self.ink(of: raster), let (page, rect) = atlas.place(ink.pixels, width: ink.rect.w, height: ink.rect.h) {
            return Entry(
                texture: page.texture, source: rect, inkOrigin: (ink.rect.x, ink.rect.y), width: width, height: height, page: page,
                isMask: isMask)
        }
        guard
            let texture = SDL_CreateTexture(
                renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height)
        else { return nil }
        renderer.textures.created()
        _ = raster.pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, width * 4) }
        // Pre-composited on its known background: drawn as an opaque copy, no blending.
        SDL_SetTextureBlendMode(texture, key.background == nil ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        return Entry(texture: texture, source: SDL_Rect(x: 0, y: 0, w: width, h: height), width: width, height: height, page: nil, isMask: isMask)
    }

    /// The smallest rectangle of `raster` holding every pixel that is not transparent, and its
    /// pixels; nil when it has none.
    private static func ink(of raster: TextEngine.Raster) -> (pixels: [UInt32], rect: SDL_Rect)? {
        let width = raster.width
        var minX = width, maxX = -1, minY = raster.height, maxY = -1
        for y in 0..<raster.height {
            let row = raster.pixels[(y * width)..<(y * width + width)]
            guard let first = row.firstIndex(where: { $0 >> 24 != 0 }), let last = row.lastIndex(where: { $0 >> 24 != 0 }) else { continue }
            minX = min(minX, first - y * width)
            maxX = max(maxX, last - y * width)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        guard maxX >= minX, maxY >= minY else { return nil }
        var pixels: [UInt32] = []
        pixels.reserveCapacity((maxX - minX + 1) * (maxY - minY + 1))
        for y in minY...maxY { pixels.append(contentsOf: raster.pixels[(y * width + minX)...(y * width + maxX)]) }
        return (pixels, SDL_Rect(x: Int32(minX), y: Int32(minY), w: Int32(maxX - minX + 1), h: Int32(maxY - minY + 1)))
    }
}
