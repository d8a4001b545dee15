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
    private let textures: TextureCaches
    /// The frame's scale, and the clip rectangle in force (pixels of the viewport).
    private var scale = 1.0
    private(set) var clipRect = SDL_Rect()

    init(renderer: RendererHandle, engine: TextEngine, textBudget: Int) {
        handle = renderer
        textures = TextureCaches(renderer: renderer, engine: engine, textBudget: textBudget, usesAtlas: false)
    }

    var cachedTextCount: Int { textures.cachedTextCount }
    var cachedTextureCount: Int { textures.cachedTextureCount }

    func removeAll() { textures.removeAll() }

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
        guard corners(of: rect, radius: radius, color) else { return fill(rect, color) }
        for body in roundedFillBody(rect, radius: radius) { fill(body, color) }
    }

    /// Draws the corners of a rounded fill only (a framebuffer's frame fills the rest itself);
    /// false when there is no disc for them.
    func corners(of rect: SDL_Rect, radius: Int32, _ color: Color) -> Bool { textures.corners(of: rect, radius: radius, color) }

    func text(_ run: TextRun, in frame: SDL_Rect) { _ = drawText(run, in: frame, request: nil) }

    /// Copies `run`'s text (cut to `frame`) from its texture; the pixels drawn on, if any.
    func drawText(_ run: TextRun, in frame: SDL_Rect, request: TextEngine.Request?) -> SDL_Rect? {
        guard let placed = textures.placedText(run, in: frame, request: request ?? TextEngine.Request(run, in: frame, scale: scale)) else {
            return nil
        }
        let entry = placed.entry
        var (source, visible) = (placed.source, placed.destination)
        if entry.isMask {
            SDL_SetTextureColorMod(entry.texture, run.color.r, run.color.g, run.color.b)
            SDL_SetTextureAlphaMod(entry.texture, run.color.a)
        }
        SDL_RenderCopy(renderer, entry.texture, &source, &visible)
        return visible
    }

    func image(_ image: SceneImage, in rect: SDL_Rect, tint: Color?) { _ = drawImage(image, in: rect, tint: tint) }

    /// Copies `image` (its shape in `tint`) into `rect`; false when there was nothing to draw.
    func drawImage(_ image: SceneImage, in rect: SDL_Rect, tint: Color?) -> Bool { textures.copy(image, into: rect, tint: tint) }

    func callback(_ callback: SDLDrawCallback, in rect: SDL_Rect, mirrored: Bool) {
        runCallback(callback, in: rect, scale: scale, mirrored: mirrored, on: renderer)
    }

    func end(_ list: DrawList) { textures.images.endDraw() }
}
