import CSDL2
import PagerScene

/// A texture for each `SceneImage` drawn (and, for tinted drawing, one of its shape in white),
/// kept while the image is drawn and dropped once it has not been for `idleDraws` draws, so
/// the pictures of pages left behind do not hold video memory.
final class ImageCache {
    private struct Entry {
        /// Held so the image (and its identity, the key) lives as long as its texture.
        let image: SceneImage
        let texture: OpaquePointer
        var lastUse: Int
    }

    /// Draws an image may go undrawn before its texture is dropped.
    static let idleDraws = 2

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
        if var entry = entries[key] {
            entry.lastUse = draws
            entries[key] = entry
            return entry.texture
        }
        let pixels = shape ? image.pixels.pixels.map { $0 | 0x00FF_FFFF } : image.pixels.pixels
        guard let source = PixelImage(width: image.pixels.width, height: image.pixels.height, pixels: pixels),
            let surface = try? Surface(source),
            let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer)
        else { return nil }
        renderer.textures.created()
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        entries[key] = Entry(image: image, texture: texture, lastUse: draws)
        return texture
    }

    /// Counts a draw and drops the textures of images not drawn for `idleDraws` draws.
    func endDraw() {
        draws += 1
        for (key, entry) in entries where draws - entry.lastUse > Self.idleDraws {
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
