import CSDL2
import PagerScene

/// Rasterised text as textures, keyed by string, size, weight, width, colour and background, so
/// each string is laid out (by the text engine) and rasterised once and reused. Least recently used entries are freed
/// when the textures pass `byteBudget`.
final class TextCache {
    struct Key: Hashable {
        var request: TextEngine.Request
        var color: Color
        /// The opaque colour to draw the text on, or nil for a transparent background.
        var background: Color?
    }

    struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsed: UInt64
    }

    /// The most texture memory kept, in bytes (4 a pixel).
    let byteBudget: Int
    private(set) var byteCount = 0
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private let renderer: RendererHandle
    private let engine: TextEngine

    init(renderer: RendererHandle, engine: TextEngine, byteBudget: Int) {
        self.renderer = renderer
        self.engine = engine
        self.byteBudget = byteBudget
    }

    deinit { removeAll() }

    /// How many strings are cached.
    var count: Int { entries.count }

    /// The texture for `key`, rasterising it on first use; nil when the text cannot be drawn.
    func texture(for key: Key) -> Entry? {
        clock &+= 1
        if var entry = entries[key] {
            entry.lastUsed = clock
            entries[key] = entry
            return entry
        }
        guard let entry = rasterise(key) else { return nil }
        entries[key] = entry
        byteCount += Int(entry.width) * Int(entry.height) * 4
        if byteCount > byteBudget { evict() }
        return entry
    }

    /// Frees every texture.
    func removeAll() {
        for entry in entries.values {
            SDL_DestroyTexture(entry.texture)
            renderer.textures.destroyed()
        }
        entries.removeAll()
        byteCount = 0
    }

    private func rasterise(_ key: Key) -> Entry? {
        guard let raster = engine.raster(key.request, color: key.color, background: key.background) else { return nil }
        let width = Int32(raster.width), height = Int32(raster.height)
        guard
            let texture = SDL_CreateTexture(
                renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height)
        else { return nil }
        renderer.textures.created()
        _ = raster.pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, width * 4) }
        // Pre-composited on its known background: drawn as an opaque copy, no blending.
        SDL_SetTextureBlendMode(texture, key.background == nil ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        return Entry(texture: texture, width: width, height: height, lastUsed: clock)
    }

    /// Frees the least recently used textures until the cache is at three quarters of its budget.
    private func evict() {
        let oldestFirst = entries.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (key, entry) in oldestFirst where byteCount > byteBudget * 3 / 4 {
            SDL_DestroyTexture(entry.texture)
            renderer.textures.destroyed()
            byteCount -= Int(entry.width) * Int(entry.height) * 4
            entries[key] = nil
        }
    }
}
