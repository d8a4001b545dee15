import CSDL2
import PagerScene

/// A texture for each `SceneImage` drawn (and, for tinted drawing, one of its shape in white),
/// kept while the image is drawn and dropped once it has not been for `idleDraws` draws (a
/// large picture's, such as a zoomed photo's, at the first draw without it), so the pictures
/// of pages left behind do not hold video memory.
final class ImageCache {
    private struct Entry {
        /// The image, not kept alive by its texture: once nothing else holds it (the scene let a
        /// picture go) its pixels are freed at once, and a new image that happens to take its
        /// identity is never given this texture.
        weak var image: SceneImage?
        /// Its size in pixels.
        let pixels: Int
        let texture: OpaquePointer
        var lastUse: Int
    }

    /// Draws an image may go undrawn before its texture is dropped.
    static let idleDraws = 2
    /// Pixels from which an image's texture goes with the first draw that does without it.
    static let largeImage = 1 << 20

    private let renderer: RendererHandle
    private var entries: [Key: Entry] = [:]
    private var draws = 0

    private struct Key: Hashable {
        let image: ObjectIdentifier
        let shape: Bool
    }

    init(renderer: RendererHandle) { self.renderer = renderer }

    deinit { removeAll() }

    /// How many textures are kept.
    var count: Int { entries.count }

    /// The texture of `image`: its colours, or (`shape`) its alpha in white, to tint.
    func texture(for image: SceneImage, shape: Bool) -> OpaquePointer? {
        let key = Key(image: ObjectIdentifier(image), shape: shape)
        if var entry = entries[key], entry.image === image {
            entry.lastUse = draws
            entries[key] = entry
            return entry.texture
        }
        if let stale = entries.removeValue(forKey: key) {
            SDL_DestroyTexture(stale.texture)
            renderer.textures.destroyed()
        }
        let (width, height) = (image.pixels.width, image.pixels.height)
        let pixels = shape ? image.pixels.pixels.map { $0 | 0x00FF_FFFF } : image.pixels.pixels
        // The texture is made from the pixels where they are: no copy of a large picture.
        let made = pixels.withUnsafeBytes { bytes -> OpaquePointer? in
            guard width > 0, height > 0, pixels.count == width * height,
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    UnsafeMutableRawPointer(mutating: bytes.baseAddress), Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return nil }
            defer { SDL_FreeSurface(surface) }
            return SDL_CreateTextureFromSurface(renderer.pointer, surface)
        }
        guard let texture = made else { return nil }
        renderer.textures.created()
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        entries[key] = Entry(image: image, pixels: width * height, texture: texture, lastUse: draws)
        return texture
    }

    /// Counts a draw and drops the textures of images not drawn for `idleDraws` draws.
    func endDraw() {
        draws += 1
        for (key, entry) in entries where entry.image == nil || draws - entry.lastUse > (entry.pixels >= Self.largeImage ? 1 : Self.idleDraws) {
            SDL_DestroyTexture(entry.texture)
            renderer.textures.destroyed()
            entries[key] = nil
        }
    }

    func removeAll() {
        for entry in entries.values {
            SDL_DestroyTexture(entry.texture)
            renderer.textures.destroyed()
        }
        entries.removeAll()
    }
}
