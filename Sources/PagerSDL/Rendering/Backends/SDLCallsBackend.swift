import CSDL2
import PagerCore
import PagerScene

/// Draws with SDL's renderer calls, a call a command: fills with `SDL_RenderFillRect`, text,
/// rounded corners and pictures copied from textures it keeps. A software renderer takes this
/// path on a target the pager cannot write itself (a texture, a scaled or logically sized
/// renderer), and for the text and pictures a framebuffer's frame copies from textures.
final class SDLCallsBackend: RenderBackend {
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    /// Text rasterised once into textures, rounded corners' discs, pictures' textures.
    private let textCache: TextCache
    private let circles: CircleCache
    private let images: ImageCache
    /// The frame's scale, and the clip rectangle in force (pixels of the viewport).
    private var scale = 1.0
    private(set) var clipRect = SDL_Rect()

    init(renderer: RendererHandle, engine: TextEngine, textBudget: Int) {
        handle = renderer
        textCache = TextCache(renderer: renderer, engine: engine, byteBudget: textBudget)
        circles = CircleCache(renderer: renderer)
        images = ImageCache(renderer: renderer)
    }

    var cachedTextCount: Int { textCache.count }
    var cachedTextureCount: Int { textCache.textureCount + circles.count + images.count }

    func removeAll() {
        textCache.removeAll()
        circles.removeAll()
    }

    /// Takes up a frame on `target` without clearing it (a framebuffer's frame, which clears its own).
    func start(on target: FrameTarget) {
        scale = target.scale
        clip(target.bounds)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    }

    func begin(_ list: DrawList, on target: FrameTarget) -> Bool {
        start(on: target)
        let color = list.clearColor
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        var bounds = target.bounds
        // The whole target: a clear, which a GPU (and llvmpipe) does without drawing a quad.
        if target.isWholeTarget { SDL_RenderClear(renderer) } else { SDL_RenderFillRect(renderer, &bounds) }
        return true
    }

    func clip(_ rect: SDL_Rect) {
        var rect = rect
        SDL_RenderSetClipRect(renderer, &rect)
        clipRect = rect
    }

    func fill(_ rect: SDL_Rect, _ color: Color) {
        var rect = rect
        guard rect.w > 0, rect.h > 0 else { return }
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &rect)
    }

    func roundedFill(_ rect: SDL_Rect, radius: Int32, _ color: Color) {
        guard radius >= 1, let disc = circles.texture(radius: Int(radius)) else { return fill(rect, color) }
        drawCorners(of: rect, radius: radius, disc: disc, color, on: renderer)
        for body in roundedFillBody(rect, radius: radius) { fill(body, color) }
    }

    /// Draws the corners of a rounded fill only (a framebuffer's frame fills the rest itself);
    /// false when there is no disc for them.
    func corners(of rect: SDL_Rect, radius: Int32, _ color: Color) -> Bool {
        guard radius >= 1, let disc = circles.texture(radius: Int(radius)) else { return false }
        drawCorners(of: rect, radius: radius, disc: disc, color, on: renderer)
        return true
    }

    func text(_ run: TextRun, in frame: SDL_Rect) { _ = drawText(run, in: frame, request: nil) }

    /// Copies `run`'s text (cut to `frame`) from its texture; the pixels drawn on, if any.
    func drawText(_ run: TextRun, in frame: SDL_Rect, request: TextEngine.Request?) -> SDL_Rect? {
        let key = TextCache.Key(request: request ?? TextEngine.Request(run, in: frame, scale: scale), color: run.color, background: run.background)
        guard let entry = textCache.texture(for: key) else { return nil }
        let (x, y) = FrameTarget.origin(width: entry.width, height: entry.height, in: frame, for: run)
        // Text stays in its frame: what would leave it is cut off.
        let destination = SDL_Rect(x: x + entry.inkOrigin.x, y: y + entry.inkOrigin.y, w: entry.source.w, h: entry.source.h)
        guard var visible = destination.intersection(frame) else { return nil }
        var source = SDL_Rect(
            x: entry.source.x + visible.x - destination.x, y: entry.source.y + visible.y - destination.y, w: visible.w, h: visible.h)
        if entry.isMask {
            SDL_SetTextureColorMod(entry.texture, run.color.r, run.color.g, run.color.b)
            SDL_SetTextureAlphaMod(entry.texture, run.color.a)
        }
        SDL_RenderCopy(renderer, entry.texture, &source, &visible)
        return visible
    }

    func image(_ image: SceneImage, in rect: SDL_Rect, tint: Color?) { _ = drawImage(image, in: rect, tint: tint) }

    /// Copies `image` (its shape in `tint`) into `rect`; false when there was nothing to draw.
    func drawImage(_ image: SceneImage, in rect: SDL_Rect, tint: Color?) -> Bool {
        var destination = rect
        guard destination.w > 0, destination.h > 0, let texture = images.texture(for: image, shape: tint != nil) else { return false }
        let color = tint ?? .white
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        return true
    }

    func callback(_ callback: SDLDrawCallback, in rect: SDL_Rect, mirrored: Bool) {
        runCallback(callback, in: rect, scale: scale, mirrored: mirrored, on: renderer)
    }

    func end(_ list: DrawList) { images.endDraw() }
}
