import CSDL2
import PagerScene

/// Rasterised text as textures, keyed by string, font, size, colour and wrap width, so each
/// string is shaped and rasterised once and reused. Least recently used entries are freed
/// when the textures pass `byteBudget`.
final class TextCache {
    struct Key: Hashable {
        var string: String
        var pixelSize: Int
        var weight: FontWeight
        var color: Color
        /// Wrap width in pixels; 0 for a single line.
        var wrapWidth: Int
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
    private let renderer: OpaquePointer
    private let fonts: FontSet

    init(renderer: OpaquePointer, fonts: FontSet, byteBudget: Int = 32 << 20) {
        self.renderer = renderer
        self.fonts = fonts
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
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
        byteCount = 0
    }

    private func rasterise(_ key: Key) -> Entry? {
        guard let font = fonts.font(for: key.string, weight: key.weight, pixelSize: key.pixelSize) else { return nil }
        let color = SDL_Color(r: key.color.r, g: key.color.g, b: key.color.b, a: key.color.a)
        let surface = key.wrapWidth > 0
            ? TTF_RenderUTF8_Blended_Wrapped(font, key.string, color, UInt32(key.wrapWidth))
            : TTF_RenderUTF8_Blended(font, key.string, color)
        guard let surface else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: clock)
    }

    /// Frees the least recently used textures until the cache is at three quarters of its budget.
    private func evict() {
        let oldestFirst = entries.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (key, entry) in oldestFirst where byteCount > byteBudget * 3 / 4 {
            SDL_DestroyTexture(entry.texture)
            byteCount -= Int(entry.width) * Int(entry.height) * 4
            entries[key] = nil
        }
    }
}
