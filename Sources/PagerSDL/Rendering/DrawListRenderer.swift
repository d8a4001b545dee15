import CSDL2
import PagerCore
import PagerScene

/// Draws pager scenes with SDL: executes a `DrawList` (fills, rounded fills, cached text,
/// clip rectangles) on an SDL renderer, scaling layout points to pixels by `scale`.
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
/// It keeps no global state and does no file I/O.
public final class DrawListRenderer {
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    /// Pixels per layout unit.
    public private(set) var scale: Double = 1
    private let engine: TextEngine
    private let textCache: TextCache
    private let circles: CircleCache
    private let images: ImageCache
    /// The draw list `draw(_ scene:in:)` lays scenes out into, kept to reuse its storage.
    private var sceneList = DrawList()
    /// The viewport being drawn into, in pixels, for `clip(nil)`.
    private var viewportSize = SDL_Rect()
    /// The pixels a software renderer draws into (a headless canvas's surface, or the framebuffer
    /// of a window drawn by SDL's software renderer, the program's or a host's): one-line text
    /// on an opaque background is written into them from cached words (`PlacementCache`), no
    /// texture made.
    private let memoryTarget: (any MemoryTarget)?
    /// Where this frame's viewport begins on the memory target, in pixels.
    private var memoryOrigin = (x: Int32(0), y: Int32(0))
    /// What this frame draws on the memory target, for the next frame to erase.
    private var inked = InkedAreas()
    /// What the last frames drew in each viewport whose pixels stay this object's own.
    private var keptViewports = InkedViewports()
    /// This frame's viewport on the memory target, when its pixels stay this object's own.
    private var keptArea: SDL_Rect?
    /// Whether nothing but this object draws in the viewports it is given, between its frames:
    /// the host neither clears its whole target nor draws over the pager there. Where the
    /// renderer draws into a window's framebuffer that keeps its pixels (SDL's software
    /// renderer), each frame then erases only what the last one drew in that viewport, as the
    /// program's own window does, instead of filling all of it, and a frame given the same list
    /// as the last one there (a sidebar, a page at rest) leaves it as it is. False by default;
    /// set it only when it holds (a frame would otherwise show what the host drew there). A
    /// canvas of the pager's own (`HeadlessCanvas`, `WindowCanvas`) has it set.
    public var viewportIsLeftAlone: Bool
    /// Lines of plain text on opaque backgrounds, drawn word by word into the memory target.
    private let placements: PlacementCache
    /// The memory target's surface while a frame is drawn into it, so that fills and text may be
    /// written into it directly.
    private var frameSurface: Surface?
    /// The clip rectangle in force, in pixels of the viewport.
    private var clipRect = SDL_Rect()
    /// Fills and text lines waiting to be drawn in one call, on a GPU renderer (SDL's software
    /// renderer fills rectangles and copies textures faster one by one than it draws triangles).
    private var batch = GeometryBatch()
    private let batches: Bool

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
    init(renderer: RendererHandle, engine: TextEngine, pixels: Int, memoryTarget: (any MemoryTarget)? = nil, viewportIsLeftAlone: Bool = true) {
        handle = renderer
        self.memoryTarget = memoryTarget
        self.viewportIsLeftAlone = viewportIsLeftAlone
        self.engine = engine
        let textBudget = max(1 << 20, 2 * pixels)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer.pointer, &info)
        batches = info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
        textCache = TextCache(renderer: renderer, engine: engine, byteBudget: textBudget, usesAtlas: batches)
        circles = CircleCache(renderer: renderer)
        images = ImageCache(renderer: renderer)
        placements = PlacementCache(engine: engine, byteBudget: textBudget)
    }

    /// Sets the pixels per layout unit; cached text and shapes are dropped when it changes.
    public func setScale(_ newScale: Double) {
        guard newScale != scale, newScale > 0, newScale.isFinite else { return }
        scale = newScale
        textCache.removeAll()
        placements.removeAll()
        circles.removeAll()
        keptViewports.forgetAll()
    }

    /// The width of `text` on one line at `fontSize`, in layout units: pass it to `Scene` as its
    /// `measure`, so layout and drawing agree.
    public func measure(_ text: String, fontSize: Double) -> Double {
        Double(engine.size(of: text, pixelSize: Int((fontSize * scale).rounded()), weight: .regular).width) / scale
    }

    /// How many strings the text caches hold (rasterised whole, or placed from their words).
    public var cachedTextCount: Int { textCache.count + placements.count }

    /// How many textures this renderer's caches hold (text and shapes).
    public var cachedTextureCount: Int { textCache.textureCount + circles.count + images.count }

    /// How many textures this renderer has made and not destroyed: equal to
    /// `cachedTextureCount` unless one leaked.
    public var liveTextureCount: Int { handle.textures.live }

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
        if var viewport {
            SDL_RenderSetViewport(renderer, &viewport)
            viewportSize = SDL_Rect(x: 0, y: 0, w: viewport.w, h: viewport.h)
        } else {
            SDL_RenderSetViewport(renderer, nil)
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &width, &height)
            viewportSize = SDL_Rect(x: 0, y: 0, w: width, h: height)
        }
        clip(nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        let memory = writesDirectly ? memoryTarget?.surfaceForFrame() : nil
        frameSurface = memory?.surface
        memoryOrigin = (viewport?.x ?? 0, viewport?.y ?? 0)
        if let memory {
            SDL_RenderFlush(renderer)
            if memory.isNew { keptViewports.forgetAll() }
            // The viewport's pixels stay this object's own from frame to frame only when nothing
            // else draws there; otherwise the host may have.
            let area = onTarget(viewportSize)
            let keeps = viewportIsLeftAlone
            let last = keeps ? keptViewports.take(area) : InkedViewports.Frame()
            // The same list again (a host's sidebar, a page at rest): its pixels are there already.
            if last.drewTheSame(as: list) {
                keptViewports.keep(last, for: area)
                frameSurface = nil
                return
            }
            inked = last.inked
            keptArea = keeps ? area : nil
            if keeps, let stale = inked.begin(background: list.clearColor, bounds: viewportSize) {
                for rect in stale { memory.surface.fill(onTarget(rect), with: list.clearColor) }
            } else {
                memory.surface.fill(area, with: list.clearColor)
            }
        } else {
            inked.forget()
            setColor(list.clearColor)
            // The whole target: a clear, which a GPU (and llvmpipe) does without drawing a quad.
            if viewport == nil { SDL_RenderClear(renderer) } else { SDL_RenderFillRect(renderer, &viewportSize) }
        }
        for command in list.commands {
            switch command {
            case .fill(let rect, let color): fill(rect, color)
            case .roundedFill(let rect, let radius, let color): roundedFill(rect, radius: radius, color)
            case .text(let run): text(run)
            case .clip(let rect): clip(rect)
            case .image(let image, let rect, let tint): draw(image, in: rect, tint: tint)
            case .callback(let callback, let rect): run(callback, in: rect, mirrored: list.isMirrored)
            }
        }
        batch.flush(on: renderer)
        images.endDraw()
        frameSurface = nil
        if let keptArea { keptViewports.keep(InkedViewports.Frame(inked: inked, list: list), for: keptArea) }
        keptArea = nil
    }

    /// Whether the renderer draws its target's pixels one for one (no render target texture, no
    /// scale or logical size), so text may be written into the memory target where it would draw.
    private var writesDirectly: Bool {
        guard memoryTarget != nil, SDL_GetRenderTarget(renderer) == nil else { return false }
        var scaleX: Float = 0, scaleY: Float = 0, logicalWidth: Int32 = 0, logicalHeight: Int32 = 0
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        SDL_RenderGetLogicalSize(renderer, &logicalWidth, &logicalHeight)
        return scaleX == 1 && scaleY == 1 && logicalWidth == 0 && logicalHeight == 0
    }

    /// Draws `list` over the whole target (the canvases' path).
    func render(_ list: DrawList) { draw(list, in: nil) }

    /// The pixel rectangle covering `rect`: edges rounded, so adjacent rects neither gap nor overlap.
    private func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x0 = (rect.minX * scale).rounded(), y0 = (rect.minY * scale).rounded()
        let x1 = (rect.maxX * scale).rounded(), y1 = (rect.maxY * scale).rounded()
        return SDL_Rect(
            x: Int32(clamping: Int(x0)), y: Int32(clamping: Int(y0)),
            w: Int32(clamping: Int(x1 - x0)), h: Int32(clamping: Int(y1 - y0)))
    }

    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    }

    private func fill(_ rect: Rect, _ color: Color) { fill(pixels: pixelRect(rect), color) }

    /// Fills `pixels` (of the viewport) with `color`, noting it as drawn on unless `inks` is
    /// false (the caller noted a rectangle around it).
    private func fill(pixels: SDL_Rect, _ color: Color, inks: Bool = true) {
        var pixels = pixels
        guard pixels.w > 0, pixels.h > 0 else { return }
        if batches {
            batch.fill(pixels, SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a), on: renderer)
        } else if let frameSurface, color.a == 255 {
            // Into the memory target with ordinary stores (see `Surface.fill`), once what SDL has
            // queued has landed.
            guard let visible = pixels.intersection(clipRect) else { return }
            SDL_RenderFlush(renderer)
            frameSurface.fill(onTarget(visible), with: color)
            pixels = visible
        } else {
            SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            setColor(color)
            SDL_RenderFillRect(renderer, &pixels)
        }
        if inks { inked.add(pixels) }
    }

    /// A rounded fill: the corners are quarters of a tinted anti-aliased disc, the rest three rectangles.
    private func roundedFill(_ rect: Rect, radius: Double, _ color: Color) {
        let box = pixelRect(rect)
        batch.flush(on: renderer)
        let r = Int32(min((radius * scale).rounded(), Double(box.w / 2), Double(box.h / 2)))
        guard r >= 1, let disc = circles.texture(radius: Int(r)) else { return fill(rect, color) }
        inked.add(box)
        SDL_SetTextureColorMod(disc, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(disc, color.a)
        let corners = [
            (Int32(0), Int32(0), box.x, box.y), (r, 0, box.x + box.w - r, box.y),
            (0, r, box.x, box.y + box.h - r), (r, r, box.x + box.w - r, box.y + box.h - r),
        ]
        for (sx, sy, dx, dy) in corners {
            var source = SDL_Rect(x: sx, y: sy, w: r, h: r)
            var destination = SDL_Rect(x: dx, y: dy, w: r, h: r)
            SDL_RenderCopy(renderer, disc, &source, &destination)
        }
        fill(pixels: SDL_Rect(x: box.x + r, y: box.y, w: box.w - 2 * r, h: box.h), color, inks: false)
        fill(pixels: SDL_Rect(x: box.x, y: box.y + r, w: r, h: box.h - 2 * r), color, inks: false)
        fill(pixels: SDL_Rect(x: box.x + box.w - r, y: box.y + r, w: r, h: box.h - 2 * r), color, inks: false)
    }

    /// Clips to `rect` within the viewport (nil: the whole viewport).
    private func clip(_ rect: Rect?) {
        batch.flush(on: renderer)
        var pixels = viewportSize
        if let rect, let inside = pixelRect(rect).intersection(viewportSize) {
            pixels = inside
        } else if rect != nil {
            // SDL takes an empty clip rectangle as "no clipping": clip to a pixel outside instead.
            pixels = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
        }
        SDL_RenderSetClipRect(renderer, &pixels)
        clipRect = pixels
    }

    private func draw(_ image: SceneImage, in rect: Rect, tint: Color?) {
        var destination = pixelRect(rect)
        guard destination.w > 0, destination.h > 0, let texture = images.texture(for: image, shape: tint != nil) else { return }
        batch.flush(on: renderer)
        let color = tint ?? .white
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        inked.add(destination)
    }

    /// Runs a host's SDL callback in `rect` with the clip in force, and puts back whatever it
    /// changed on the renderer.
    private func run(_ callback: any DrawCallback, in rect: Rect, mirrored: Bool) {
        guard let callback = callback as? SDLDrawCallback else { return }
        let frame = pixelRect(rect)
        batch.flush(on: renderer)
        SDL_RenderFlush(renderer)
        let saved = RendererState(saving: renderer)
        callback.body(SDLDrawCallback.Context(renderer: renderer, frame: frame, scale: scale, isMirrored: mirrored))
        saved.restore(to: renderer)
        // It is clipped to the clip rectangle, not to its frame: it may have drawn anywhere in it.
        inked.add(clipRect)
    }

    private func text(_ run: TextRun) {
        let frame = pixelRect(run.frame)
        guard frame.w > 0, frame.h > 0 else { return }
        let request = TextEngine.Request(
            string: run.string, pixelSize: Int((run.fontSize * scale).rounded()), weight: run.weight, width: Int(frame.w),
            wraps: run.wraps, maxLines: run.maxLines, alignment: run.wraps ? run.alignment : .leading)
        let key = TextCache.Key(request: request, color: run.color, background: run.background)
        if frameSurface != nil, drawStraight(run, key: key, in: frame) { return }
        guard let entry = textCache.texture(for: key) else { return }
        let (x, y) = origin(width: entry.width, height: entry.height, in: frame, for: run)
        // Text stays in its frame: what would leave it is cut off.
        let destination = SDL_Rect(x: x + entry.inkOrigin.x, y: y + entry.inkOrigin.y, w: entry.source.w, h: entry.source.h)
        guard var visible = destination.intersection(frame) else { return }
        var source = SDL_Rect(
            x: entry.source.x + visible.x - destination.x, y: entry.source.y + visible.y - destination.y, w: visible.w, h: visible.h)
        if entry.page != nil {
            let tint =
                entry.isMask ? SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a) : SDL_Color(r: 255, g: 255, b: 255, a: 255)
            batch.line(entry.texture, from: source, to: visible, tint, on: renderer)
            inked.add(visible)
            return
        }
        batch.flush(on: renderer)
        if entry.isMask {
            SDL_SetTextureColorMod(entry.texture, run.color.r, run.color.g, run.color.b)
            SDL_SetTextureAlphaMod(entry.texture, run.color.a)
        }
        SDL_RenderCopy(renderer, entry.texture, &source, &visible)
        inked.add(visible)
    }

    /// Writes `run` (one line on an opaque background, `key` being its text) into the memory
    /// target from its words; false when it is not such a line or does not fit `frame`, and must
    /// be drawn as a texture (shortened with "…" when too wide).
    private func drawStraight(_ run: TextRun, key: TextCache.Key, in frame: SDL_Rect) -> Bool {
        // A line is placed at any width (a frame moving by fractions of a pixel changes its
        // width by one) and drawn so wherever it fits.
        var anyWidth = key
        anyWidth.request.width = 0
        guard let frameSurface, let background = run.background, let placement = placements.placement(for: anyWidth),
            placement.width <= Int(frame.w)
        else { return false }
        let (x, y) = origin(width: Int32(placement.width), height: Int32(placement.height), in: frame, for: run)
        let destination = SDL_Rect(x: x, y: y, w: Int32(placement.width), h: Int32(placement.height))
        guard let visible = destination.intersection(frame)?.intersection(clipRect) else { return true }
        // What SDL has queued (the row's fill) lands first.
        SDL_RenderFlush(renderer)
        let origin = onTarget(SDL_Rect(x: x, y: y, w: 0, h: 0))
        frameSurface.draw(placement, x: Int(origin.x), y: Int(origin.y), on: background, within: onTarget(visible))
        inked.add(visible)
        return true
    }

    /// `rect` (pixels of the viewport) on the memory target.
    private func onTarget(_ rect: SDL_Rect) -> SDL_Rect {
        SDL_Rect(x: rect.x + memoryOrigin.x, y: rect.y + memoryOrigin.y, w: rect.w, h: rect.h)
    }

    /// Where text `width` x `height` pixels starts in `frame`, aligned as `run` asks (one line
    /// centred vertically; wrapped text from the top, its lines aligned within it).
    private func origin(width: Int32, height: Int32, in frame: SDL_Rect, for run: TextRun) -> (x: Int32, y: Int32) {
        let x: Int32
        switch run.alignment {
        case _ where run.wraps: x = frame.x
        case .leading: x = frame.x
        case .center: x = frame.x + (frame.w - width) / 2
        case .trailing: x = frame.x + frame.w - width
        }
        return (x, run.wraps ? frame.y : frame.y + (frame.h - height) / 2)
    }
}
