import CSDL2
import PagerScene

/// The textures a backend drawing through SDL's renderer keeps, and how it copies from them:
/// text rasterised once (on shared atlas pages for a GPU), rounded corners' discs, pictures. The
/// GPU and SDL-calls backends each own one.
final class TextureCaches {
    private let renderer: OpaquePointer
    let text: TextCache
    let circles: CircleCache
    let images: ImageCache

    /// Caches of `renderer`'s textures, text drawn by `engine` within `textBudget` bytes, on atlas
    /// pages when `usesAtlas`.
    init(renderer: RendererHandle, engine: TextEngine, textBudget: Int, usesAtlas: Bool) {
        self.renderer = renderer.pointer
        text = TextCache(renderer: renderer, engine: engine, byteBudget: textBudget, usesAtlas: usesAtlas)
        circles = CircleCache(renderer: renderer)
        images = ImageCache(renderer: renderer)
    }

    /// How many strings the text cache holds, and how many textures all of them hold.
    var cachedTextCount: Int { text.count }
    var cachedTextureCount: Int { text.textureCount + circles.count + images.count }

    /// Forgets the text and discs (drawn at the old scale).
    func removeAll() {
        text.removeAll()
        circles.removeAll()
    }

    /// `run`'s text as `request` asks for it, placed in `frame` as its alignment says and cut to
    /// it (text never leaves its frame): its cache entry, the part of its texture that shows, and
    /// where; nil when nothing of it shows.
    func placedText(
        _ run: TextRun, in frame: SDL_Rect, request: TextEngine.Request
    )
        -> (entry: TextCache.Entry, source: SDL_Rect, destination: SDL_Rect)?
    {
        guard let entry = text.texture(for: TextCache.Key(request: request, color: run.color, background: run.background)) else { return nil }
        let (x, y) = FrameTarget.origin(width: entry.width, height: entry.height, in: frame, for: run)
        let destination = SDL_Rect(x: x + entry.inkOrigin.x, y: y + entry.inkOrigin.y, w: entry.source.w, h: entry.source.h)
        guard let visible = destination.intersection(frame) else { return nil }
        let source = SDL_Rect(
            x: entry.source.x + visible.x - destination.x, y: entry.source.y + visible.y - destination.y, w: visible.w, h: visible.h)
        return (entry, source, visible)
    }

    /// Copies `image` (its shape in `tint`) into `rect`; false when there was nothing to draw.
    func copy(_ image: SceneImage, into rect: SDL_Rect, tint: Color?) -> Bool {
        var destination = rect
        guard destination.w > 0, destination.h > 0, let texture = images.texture(for: image, shape: tint != nil) else { return false }
        let color = tint ?? .white
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        return true
    }

    /// Draws the corners of a rounded fill of `rect` in `color` from a disc; false when there is
    /// no disc for them (the caller fills the rest).
    func corners(of rect: SDL_Rect, radius: Int32, _ color: Color) -> Bool {
        guard radius >= 1, let disc = circles.texture(radius: Int(radius)) else { return false }
        drawCorners(of: rect, radius: radius, disc: disc, color, on: renderer)
        return true
    }
}
