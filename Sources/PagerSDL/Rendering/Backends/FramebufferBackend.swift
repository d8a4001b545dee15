import CSDL2
import PagerCore
import PagerScene

/// Draws into the pixels SDL's software renderer draws into (a headless canvas's surface, or the
/// framebuffer of a window drawn by the software renderer, the program's or a host's), writing
/// them itself where that is faster: opaque fills with ordinary stores (SDL's fill of a large
/// area uses non-temporal stores, which push the frame out of the CPU's cache), and one-line text
/// on an opaque background from cached words and digits (`PlacementCache`), no texture made.
/// What it cannot write (other text, rounded corners, pictures, translucent fills) its own
/// `SDLCallsBackend` copies. Where nothing else draws in a viewport, each frame erases only what
/// the last drew there, and a frame of the same list as the last is left as it is. A frame whose
/// target it cannot write (a render target, a scale) is drawn by the `SDLCallsBackend` alone:
/// which of the two draws a frame is chosen once, as it starts (`drawer(for:)`).
final class FramebufferBackend: RenderBackend {
    private let memoryTarget: any MemoryTarget
    private let sdl: SDLCallsBackend
    private let placements: PlacementCache
    /// The frame's target and the pixels it writes, while it draws one (`drawer(for:)` finds them).
    private var target: FrameTarget?
    private var memory: MemoryFrame?
    private var surface: Surface? { memory?.surface }
    /// What this frame draws, for the next frame on its buffer to erase, and what the last
    /// frames drew in each viewport left alone, by buffer (a window on Wayland draws on buffers in
    /// turn, each holding its own last frame); this frame's buffer, and its viewport on the
    /// target when it is one of those; whether it filled all of its viewport.
    private var inked = InkedAreas()
    private var keptViewports: [Int: InkedViewports] = [:]
    private var buffer = 0
    private var keptArea: SDL_Rect?
    private var filledAll = false
    /// The most buffers whose frames are kept: a target's in turn, and ones it made to replace them.
    static let buffersKept = 4

    init(memoryTarget: any MemoryTarget, renderer: RendererHandle, engine: TextEngine, textBudget: Int) {
        self.memoryTarget = memoryTarget
        sdl = SDLCallsBackend(renderer: renderer, engine: engine, textBudget: textBudget)
        placements = PlacementCache(engine: engine, byteBudget: textBudget)
    }

    var cachedTextCount: Int { sdl.cachedTextCount + placements.count }
    var cachedTextureCount: Int { sdl.cachedTextureCount }

    func removeAll() {
        sdl.removeAll()
        placements.removeAll()
        keptViewports.removeAll()
    }

    /// Whether `renderer` draws its target's pixels one for one (no render target, no scale or
    /// logical size), so they may be written where it would draw.
    private static func writesDirectly(_ renderer: OpaquePointer) -> Bool {
        guard SDL_GetRenderTarget(renderer) == nil else { return false }
        var scaleX: Float = 0, scaleY: Float = 0, logicalWidth: Int32 = 0, logicalHeight: Int32 = 0
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        SDL_RenderGetLogicalSize(renderer, &logicalWidth, &logicalHeight)
        return scaleX == 1 && scaleY == 1 && logicalWidth == 0 && logicalHeight == 0
    }

    /// This backend for a frame on `target` whose pixels it can write, else its `SDLCallsBackend`.
    func drawer(for target: FrameTarget) -> any RenderBackend {
        guard Self.writesDirectly(target.renderer), let memory = memoryTarget.surfaceForFrame() else {
            inked.forget()
            return sdl
        }
        self.memory = memory
        return self
    }

    func begin(_ list: DrawList, on target: FrameTarget) -> Bool {
        guard let memory else { return false }
        sdl.start(on: target)
        SDL_RenderFlush(target.renderer)
        buffer = memory.buffer
        if memory.isNew { keptViewports[buffer] = nil }
        // Buffers replaced (a resized window's) leave their frames behind: past a few, only this one's stay.
        if keptViewports.count > Self.buffersKept { keptViewports = keptViewports.filter { $0.key == buffer } }
        // The viewport's pixels stay this object's own from frame to frame only when nothing
        // else draws there; otherwise the host may have.
        let area = target.onTarget(target.bounds)
        let last = target.isLeftAlone ? keptViewports[buffer, default: InkedViewports()].take(area) : InkedViewports.Frame()
        // The same list again (a host's sidebar, a page at rest): its pixels are there already.
        if last.drewTheSame(as: list) {
            keptViewports[buffer, default: InkedViewports()].keep(last, for: area)
            memoryTarget.frameDrew(within: last.inked.drawn)
            self.memory = nil
            return false
        }
        self.target = target
        inked = last.inked
        keptArea = target.isLeftAlone ? area : nil
        if target.isLeftAlone, let stale = inked.begin(background: list.clearColor, bounds: target.bounds) {
            for rect in stale { memory.surface.fill(target.onTarget(rect), with: list.clearColor) }
            filledAll = false
        } else {
            memory.surface.fill(area, with: list.clearColor)
            filledAll = true
        }
        return true
    }

    func clip(_ rect: SDL_Rect) { sdl.clip(rect) }

    func fill(_ rect: SDL_Rect, _ color: Color) { fill(rect, color, inks: true) }

    /// Fills `rect`, noting it as drawn on unless `inks` is false (the caller noted a rectangle around it).
    private func fill(_ rect: SDL_Rect, _ color: Color, inks: Bool) {
        guard let target, let surface, rect.w > 0, rect.h > 0 else { return }
        var drawn = rect
        if color.a == 255 {
            // Written with ordinary stores, once what SDL has queued has landed.
            guard let visible = rect.intersection(sdl.clipRect) else { return }
            SDL_RenderFlush(target.renderer)
            surface.fill(target.onTarget(visible), with: color)
            drawn = visible
        } else {
            sdl.fill(rect, color)
        }
        if inks { inked.add(drawn) }
    }

    func roundedFill(_ rect: SDL_Rect, radius: Int32, _ color: Color) {
        guard sdl.corners(of: rect, radius: radius, color) else { return fill(rect, color) }
        inked.add(rect)
        for body in roundedFillBody(rect, radius: radius) { fill(body, color, inks: false) }
    }

    func text(_ run: TextRun, in frame: SDL_Rect) {
        let request = TextEngine.Request(run, in: frame, scale: target?.scale ?? 1)
        if drawStraight(run, request: request, in: frame) { return }
        if let drawn = sdl.drawText(run, in: frame, request: request) { inked.add(drawn) }
    }

    /// Writes `run` (one line on an opaque background) into the surface from its words; false
    /// when it is not such a line or does not fit `frame`, and must be drawn as a texture
    /// (shortened with "…" when too wide).
    private func drawStraight(_ run: TextRun, request: TextEngine.Request, in frame: SDL_Rect) -> Bool {
        // A line is placed at any width (a frame moving by fractions of a pixel changes its
        // width by one) and drawn so wherever it fits.
        var anyWidth = request
        anyWidth.width = 0
        guard let target, let surface, let background = run.background,
            let placement = placements.placement(for: TextCache.Key(request: anyWidth, color: run.color, background: background)),
            placement.width <= Int(frame.w)
        else { return false }
        let (x, y) = FrameTarget.origin(width: Int32(placement.width), height: Int32(placement.height), in: frame, for: run)
        let destination = SDL_Rect(x: x, y: y, w: Int32(placement.width), h: Int32(placement.height))
        guard let visible = destination.intersection(frame)?.intersection(sdl.clipRect) else { return true }
        // What SDL has queued (the row's fill) lands first.
        SDL_RenderFlush(target.renderer)
        let origin = target.onTarget(SDL_Rect(x: x, y: y, w: 0, h: 0))
        surface.draw(placement, x: Int(origin.x), y: Int(origin.y), on: background, within: target.onTarget(visible))
        inked.add(visible)
        return true
    }

    func image(_ image: SceneImage, in rect: SDL_Rect, tint: Color?) {
        if sdl.drawImage(image, in: rect, tint: tint) { inked.add(rect) }
    }

    func callback(_ callback: SDLDrawCallback, in rect: SDL_Rect, mirrored: Bool) {
        sdl.callback(callback, in: rect, mirrored: mirrored)
        // It is clipped to the clip rectangle, not to its frame: it may have drawn anywhere in it.
        inked.add(sdl.clipRect)
    }

    func end(_ list: DrawList) {
        sdl.end(list)
        if let keptArea { keptViewports[buffer, default: InkedViewports()].keep(InkedViewports.Frame(inked: inked, list: list), for: keptArea) }
        memoryTarget.frameDrew(within: filledAll || target?.isWholeTarget != true ? nil : inked.drawn)
        keptArea = nil
        memory = nil
        target = nil
    }
}
