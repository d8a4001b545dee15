import CSDL2
import CShims
import PagerCore
import PagerScene

/// Draws pager scenes with SDL: executes a `DrawList` (fills, rounded fills, cached text,
/// pictures, clip rectangles, the host's callbacks) on an SDL renderer, scaling layout points to
/// pixels by `scale`.
///
/// Embedding it in a host's SDL program, as Dear ImGui's SDL backends are embedded:
/// - `init(borrowing:fonts:)` takes the host's `SDL_Renderer`; the renderer is borrowed, never
///   destroyed: the host keeps it alive for as long as this object lives.
/// - `draw(_:in:)` draws a scene (or a draw list) inside a viewport rectangle of the host's
///   target. Everything it changes on the renderer (viewport, clip rectangle, blend mode, draw
///   colour, render target) is saved first and restored after, so the host's own drawing
///   before and after is unaffected. It does not present: the host calls `SDL_RenderPresent`.
/// - HiDPI: `setScale(_:)` sets pixels per point (the output's pixel width over the window's
///   width in points); text is rasterised at the pixel size, so it stays sharp.
/// - Fonts are handed in by the host as `FontFiles`; `FontFiles.locate(warn:)` finds the usual
///   ones through fontconfig for hosts that have none of their own.
/// - Input: `PagerEventAdapter` turns the host's `SDL_Event`s into scene input for the pager's
///   rectangle.
/// It keeps no global state and does no file I/O. How it draws is chosen once, for the renderer
/// it is given: a GPU's batched geometry, SDL's software renderer writing its framebuffer's
/// pixels, or SDL's renderer calls (`Rendering/Backends`).
public final class DrawListRenderer {
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    /// Pixels per layout unit.
    public private(set) var scale: Double = 1
    private let engine: TextEngine
    private let backend: any RenderBackend
    /// The draw list `draw(_ scene:in:)` lays scenes out into, kept to reuse its storage.
    private var sceneList = DrawList()
    /// The kinds of draw callback met that no backend runs (only `SDLDrawCallback` draws), each
    /// said once in SDL's log, not dropped in silence.
    private var unrunnableCallbacks = Set<ObjectIdentifier>()
    /// Whether nothing but this object draws in the viewports it is given, between its frames:
    /// the host neither clears its whole target nor draws over the pager there. Where the
    /// renderer draws into a window's framebuffer that keeps its pixels (SDL's software
    /// renderer), each frame then erases only what the last one drew in that viewport, as the
    /// program's own window does, instead of filling all of it, and a frame given the same list
    /// as the last one there (a sidebar, a page at rest) leaves it as it is. False by default;
    /// set it only when it holds (a frame would otherwise show what the host drew there). A
    /// canvas of the pager's own (`HeadlessCanvas`, the program's window) has it set.
    public var viewportIsLeftAlone: Bool

    /// A renderer drawing with the host's `renderer`, which it borrows (never destroys), with
    /// text in `fonts`.
    /// - Throws: `SDLError` when the regular font cannot be loaded.
    public convenience init(borrowing renderer: OpaquePointer, fonts: FontFiles) throws {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        // A host's window drawn by SDL's software renderer: its framebuffer is written directly too.
        let window = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0 ? SDL_RenderGetWindow(renderer) : nil
        self.init(
            renderer: RendererHandle(borrowing: renderer), engine: try TextEngine(files: fonts), pixels: Int(width) * Int(height),
            memoryTarget: window.map { WindowFramebuffer(window: $0) }, viewportIsLeftAlone: false)
    }

    /// - Parameters:
    ///   - pixels: the target's size in pixels; the text cache keeps at most half a frame's worth
    ///     of bytes of rasterised text (at least 1 MB): several screens of rows.
    ///   - memoryTarget: the pixels `renderer` (a software renderer) draws into, if any.
    ///   - viewportIsLeftAlone: whether nothing else draws on the target (see the property).
    package init(
        renderer: RendererHandle, engine: TextEngine, pixels: Int, memoryTarget: (any MemoryTarget)? = nil, viewportIsLeftAlone: Bool = true
    ) {
        handle = renderer
        self.viewportIsLeftAlone = viewportIsLeftAlone
        self.engine = engine
        let textBudget = max(1 << 20, 2 * pixels)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer.pointer, &info)
        if info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0 {
            backend = GPUBackend(renderer: renderer, engine: engine, textBudget: textBudget)
        } else if let memoryTarget {
            backend = FramebufferBackend(memoryTarget: memoryTarget, renderer: renderer, engine: engine, textBudget: textBudget)
        } else {
            backend = SDLCallsBackend(renderer: renderer, engine: engine, textBudget: textBudget)
        }
    }

    /// Sets the pixels per layout unit; cached text and shapes are dropped when it changes.
    public func setScale(_ newScale: Double) {
        guard newScale != scale, newScale > 0, newScale.isFinite else { return }
        scale = newScale
        backend.removeAll()
    }

    /// The width of `text` on one line at `fontSize`, in layout units: pass it to `Scene` as its
    /// `measure`, so layout and drawing agree.
    public func measure(_ text: String, fontSize: Double) -> Double {
        Double(engine.size(of: text, pixelSize: Int((fontSize * scale).rounded()), weight: .regular).width) / scale
    }

    /// How many strings the text caches hold (rasterised whole, or placed from their words).
    package var cachedTextCount: Int { backend.cachedTextCount }

    /// How many textures this renderer's caches hold (text and shapes).
    package var cachedTextureCount: Int { backend.cachedTextureCount }

    /// How many textures this renderer has made and not destroyed: equal to
    /// `cachedTextureCount` unless one leaked.
    package var liveTextureCount: Int { handle.textures.live }

    /// Lays `scene` out and draws it inside `viewport` (pixels of the current render target),
    /// restoring the renderer's state after. Does not present.
    public func draw(_ scene: Scene, in viewport: SDL_Rect) {
        scene.draw(into: &sceneList)
        draw(sceneList, in: viewport)
    }

    /// Draws `list` inside `viewport` (pixels of the current render target; nil for all of it):
    /// its background first, then every command. The renderer's viewport, clip rectangle, blend
    /// mode, draw colour and render target are restored after. Does not present.
    public func draw(_ list: DrawList, in viewport: SDL_Rect?) {
        let saved = RendererState(saving: renderer)
        defer { saved.restore(to: renderer) }
        var area = SDL_Rect()
        if var viewport {
            SDL_RenderSetViewport(renderer, &viewport)
            area = viewport
        } else {
            SDL_RenderSetViewport(renderer, nil)
            SDL_GetRendererOutputSize(renderer, &area.w, &area.h)
        }
        if list.hasCallbacks { reportUnrunnableCallbacks(in: list) }
        let target = FrameTarget(renderer: renderer, viewport: area, isWholeTarget: viewport == nil, scale: scale, isLeftAlone: viewportIsLeftAlone)
        backend.drawer(for: target).draw(list, on: target)
    }

    /// Says once in SDL's log (a warning, category application) of each kind of callback in
    /// `list` that no backend can run: a `DrawCallback` that is not an `SDLDrawCallback`.
    private func reportUnrunnableCallbacks(in list: DrawList) {
        for case .callback(let callback, _) in list.commands where !(callback is SDLDrawCallback) {
            guard unrunnableCallbacks.insert(ObjectIdentifier(type(of: callback))).inserted else { continue }
            csdl_log_warning("sliding-tabs: a draw callback of type \(type(of: callback)) is not drawn: DrawListRenderer runs SDLDrawCallback only")
        }
    }

    /// Draws `list` over the whole target (the canvases' path).
    package func render(_ list: DrawList) { draw(list, in: nil) }
}
