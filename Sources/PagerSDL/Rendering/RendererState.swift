import CSDL2

/// What drawing changes on an SDL renderer (render target, scale, viewport, clip rectangle, blend
/// mode, draw colour), saved so it can be put back: a borrowed renderer is left exactly as the
/// host had it, and a host's callback cannot disturb the pager's drawing.
struct RendererState {
    private var target: OpaquePointer?
    private var viewport = SDL_Rect()
    private var clip = SDL_Rect()
    private var clipEnabled = false
    private var blendMode = SDL_BLENDMODE_NONE
    private var color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
    private var scale: (x: Float, y: Float) = (1, 1)

    init(saving renderer: OpaquePointer) {
        target = SDL_GetRenderTarget(renderer)
        SDL_RenderGetViewport(renderer, &viewport)
        clipEnabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &clip)
        SDL_GetRenderDrawBlendMode(renderer, &blendMode)
        SDL_GetRenderDrawColor(renderer, &color.r, &color.g, &color.b, &color.a)
        SDL_RenderGetScale(renderer, &scale.x, &scale.y)
    }

    func restore(to renderer: OpaquePointer) {
        if SDL_GetRenderTarget(renderer) != target { SDL_SetRenderTarget(renderer, target) }
        SDL_RenderSetScale(renderer, scale.x, scale.y)
        var viewport = viewport
        SDL_RenderSetViewport(renderer, &viewport)
        var clip = clip
        if clipEnabled { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
        SDL_SetRenderDrawBlendMode(renderer, blendMode)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    }
}
