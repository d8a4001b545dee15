import CSDL2
import PagerCore
import PagerScene

/// Draws for a GPU renderer, as Dear ImGui's draw lists do: every fill and line of text between
/// two changes of texture or clip goes as one `SDL_RenderGeometry` call (a GPU, and llvmpipe,
/// pays for each call whatever its size). Text is kept once in white on shared atlas pages whose
/// white block the fills sample, and tinted as it is drawn, so a title fading between colours is
/// uploaded once, not every frame. Rounded corners and pictures are textures of their own.
final class GPUBackend: RenderBackend {
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    private let textures: TextureCaches
    /// Fills and text lines waiting to be drawn in one call.
    private var batch = GeometryBatch()
    private var scale = 1.0

    init(renderer: RendererHandle, engine: TextEngine, textBudget: Int) {
        handle = renderer
        textures = TextureCaches(renderer: renderer, engine: engine, textBudget: textBudget, usesAtlas: true)
    }

    var cachedTextCount: Int { textures.cachedTextCount }
    var cachedTextureCount: Int { textures.cachedTextureCount }

    func removeAll() { textures.removeAll() }

    func begin(_ list: DrawList, on target: FrameTarget) -> Bool {
        scale = target.scale
        clip(target.bounds)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        let color = list.clearColor
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        var bounds = target.bounds
        // The whole target: a clear, which a GPU (and llvmpipe) does without drawing a quad.
        if target.isWholeTarget { SDL_RenderClear(renderer) } else { SDL_RenderFillRect(renderer, &bounds) }
        return true
    }

    func clip(_ rect: SDL_Rect) {
        batch.flush(on: renderer)
        var rect = rect
        SDL_RenderSetClipRect(renderer, &rect)
    }

    func fill(_ rect: SDL_Rect, _ color: Color) {
        guard rect.w > 0, rect.h > 0 else { return }
        batch.fill(rect, SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a), on: renderer)
    }

    func roundedFill(_ rect: SDL_Rect, radius: Int32, _ color: Color) {
        batch.flush(on: renderer)
        guard textures.corners(of: rect, radius: radius, color) else { return fill(rect, color) }
        for body in roundedFillBody(rect, radius: radius) { fill(body, color) }
    }

    func text(_ run: TextRun, in frame: SDL_Rect) {
        guard let placed = textures.placedText(run, in: frame, request: TextEngine.Request(run, in: frame, scale: scale)) else { return }
        let entry = placed.entry
        var (source, visible) = (placed.source, placed.destination)
        let tint =
            entry.isMask ? SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a) : SDL_Color(r: 255, g: 255, b: 255, a: 255)
        if entry.page != nil { return batch.line(entry.texture, from: source, to: visible, tint, on: renderer) }
        // A line too long for any atlas page has a texture of its own.
        batch.flush(on: renderer)
        SDL_SetTextureColorMod(entry.texture, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(entry.texture, tint.a)
        SDL_RenderCopy(renderer, entry.texture, &source, &visible)
    }

    func image(_ image: SceneImage, in rect: SDL_Rect, tint: Color?) {
        batch.flush(on: renderer)
        _ = textures.copy(image, into: rect, tint: tint)
    }

    func callback(_ callback: SDLDrawCallback, in rect: SDL_Rect, mirrored: Bool) {
        batch.flush(on: renderer)
        runCallback(callback, in: rect, scale: scale, mirrored: mirrored, on: renderer)
    }

    func end(_ list: DrawList) {
        batch.flush(on: renderer)
        textures.images.endDraw()
    }
}
