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
    private let fonts: FontSet

    init(renderer: RendererHandle, fonts: FontSet, byteBudget: Int) {
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
        for entry in entries.values {
            SDL_DestroyTexture(entry.texture)
            renderer.textures.destroyed()
        }
        entries.removeAll()
        byteCount = 0
    }

    private func rasterise(_ key: Key) -> Entry? {
        guard let font = fonts.font(for: key.string, weight: key.weight, pixelSize: key.pixelSize) else { return nil }
        let color = SDL_Color(r: key.color.r, g: key.color.g, b: key.color.b, a: key.color.a)
        let wrap = UInt32(key.wrapWidth)
        let surface: UnsafeMutablePointer<SDL_Surface>?
        if let background = key.background {
            // Pre-composited on its known background: drawn later as an opaque copy, no blending.
            let under = SDL_Color(r: background.r, g: background.g, b: background.b, a: 255)
            surface =
                wrap > 0
                ? TTF_RenderUTF8_Shaded_Wrapped(font, key.string, color, under, wrap)
                : TTF_RenderUTF8_Shaded(font, key.string, color, under)
        } else {
            surface =
                wrap > 0
                ? TTF_RenderUTF8_Blended_Wrapped(font, key.string, color, wrap)
                : TTF_RenderUTF8_Blended(font, key.string, color)
        }
        guard let surface else { return nil }
        defer { SDL_FreeSurface(surface) }
        let width = surface.pointee.w, height = surface.pointee.h
        guard width > 0, height > 0,
            let texture = SDL_CreateTexture(
                renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height)
        else { return nil }
        renderer.textures.created()
        if surface.pointee.format.pointee.BytesPerPixel == 1 {
            expandPalette(of: surface)
            _ = scratch.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, width * 4) }
        } else {
            SDL_UpdateTexture(texture, nil, surface.pointee.pixels, surface.pointee.pitch)
        }
        SDL_SetTextureBlendMode(texture, key.background == nil ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        return Entry(texture: texture, width: width, height: height, lastUsed: clock)
    }

    /// Reused pixel buffer for expanding 8-bit text surfaces.
    private var scratch: [UInt32] = []

    /// Expands a palettized (shaded) text surface into opaque ARGB pixels in `scratch`, as
    /// packed rows: cheaper than SDL's general conversion, and the texture is then a plain copy.
    private func expandPalette(of surface: UnsafeMutablePointer<SDL_Surface>) {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var lookup = [UInt32](repeating: 0xFF00_0000, count: 256)
        if let palette = surface.pointee.format.pointee.palette {
            for index in 0..<min(Int(palette.pointee.ncolors), 256) {
                let color = palette.pointee.colors[index]
                lookup[index] = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
            }
        }
        if scratch.count < width * height { scratch = [UInt32](repeating: 0, count: width * height) }
        guard let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return }
        scratch.withUnsafeMutableBufferPointer { target in
            lookup.withUnsafeBufferPointer { table in
                for y in 0..<height {
                    let row = source + y * pitch
                    let out = y * width
                    for x in 0..<width { target[out + x] = table[Int(row[x])] }
                }
            }
        }
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
