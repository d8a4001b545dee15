import CSDL2
import PagerCore
import PagerScene

/// Where a frame is drawn: the renderer, the viewport's size in pixels (its origin is the
/// renderer's viewport), where the viewport begins on the target, and pixels per layout point.
struct FrameTarget {
    let renderer: OpaquePointer
    /// The viewport, in pixels of the target: its own coordinates start at its top left.
    let viewport: SDL_Rect
    /// Whether the viewport is the whole target (a clear then does what a fill would).
    let isWholeTarget: Bool
    let scale: Double
    /// Whether nothing but the pager draws in this viewport between its frames (see
    /// `DrawListRenderer.viewportIsLeftAlone`).
    let isLeftAlone: Bool

    /// The viewport in its own coordinates.
    var bounds: SDL_Rect { SDL_Rect(x: 0, y: 0, w: viewport.w, h: viewport.h) }

    /// The pixel rectangle covering `rect`: edges rounded, so adjacent rects neither gap nor overlap.
    func pixels(_ rect: Rect) -> SDL_Rect {
        let x0 = (rect.minX * scale).rounded(), y0 = (rect.minY * scale).rounded()
        let x1 = (rect.maxX * scale).rounded(), y1 = (rect.maxY * scale).rounded()
        return SDL_Rect(x: Int32(clamping: Int(x0)), y: Int32(clamping: Int(y0)), w: Int32(clamping: Int(x1 - x0)), h: Int32(clamping: Int(y1 - y0)))
    }

    /// `rect` (pixels of the viewport) on the target.
    func onTarget(_ rect: SDL_Rect) -> SDL_Rect { SDL_Rect(x: rect.x + viewport.x, y: rect.y + viewport.y, w: rect.w, h: rect.h) }

    /// Where text `width` x `height` pixels starts in `frame`, aligned as `run` asks (one line
    /// centred vertically; wrapped text from the top, its lines aligned within it).
    static func origin(width: Int32, height: Int32, in frame: SDL_Rect, for run: TextRun) -> (x: Int32, y: Int32) {
        let x: Int32
        switch run.alignment {
        case _ where run.wraps, .leading: x = frame.x
        case .center: x = frame.x + (frame.w - width) / 2
        case .trailing: x = frame.x + frame.w - width
        }
        return (x, run.wraps ? frame.y : frame.y + (frame.h - height) / 2)
    }
}

extension TextEngine.Request {
    /// What the text engine is asked for to draw `run` in `frame` (pixels) at `scale` pixels a point.
    init(_ run: TextRun, in frame: SDL_Rect, scale: Double) {
        self.init(
            string: run.string, pixelSize: Int((run.fontSize * scale).rounded()), weight: run.weight, width: Int(frame.w), wraps: run.wraps,
            maxLines: run.maxLines, alignment: run.wraps ? run.alignment : .leading)
    }
}

/// One way of drawing a draw list's commands, for one kind of target, owning the caches it draws
/// from: SDL's renderer calls (`SDLCallsBackend`), a GPU's batched geometry (`GPUBackend`), or the
/// software framebuffer's own pixels (`FramebufferBackend`). Rectangles are pixels of the
/// viewport, already converted from points.
protocol RenderBackend: AnyObject {
    /// What draws a frame on `target`: this backend, or one it hands the frame to (chosen once a
    /// frame, as it starts).
    func drawer(for target: FrameTarget) -> any RenderBackend
    /// Starts a frame of `list` on `target` with the renderer's viewport set; false when the
    /// pixels it would draw are there already (then nothing else is called for it).
    func begin(_ list: DrawList, on target: FrameTarget) -> Bool
    /// Clips what follows to `rect` (in the viewport).
    func clip(_ rect: SDL_Rect)
    func fill(_ rect: SDL_Rect, _ color: Color)
    func roundedFill(_ rect: SDL_Rect, radius: Int32, _ color: Color)
    func text(_ run: TextRun, in frame: SDL_Rect)
    func image(_ image: SceneImage, in rect: SDL_Rect, tint: Color?)
    /// Runs a host's callback in `rect`, its changes to the renderer put back after.
    func callback(_ callback: SDLDrawCallback, in rect: SDL_Rect, mirrored: Bool)
    /// Ends the frame of `list`.
    func end(_ list: DrawList)
    /// The scale changed: what the caches hold is of the old one.
    func removeAll()
    /// How many strings the text caches hold, and how many textures the caches hold.
    var cachedTextCount: Int { get }
    var cachedTextureCount: Int { get }
}

extension RenderBackend {
    func drawer(for target: FrameTarget) -> any RenderBackend { self }

    /// Draws `list` on `target` (viewport set, clip reset by the caller's first `clip`).
    func draw(_ list: DrawList, on target: FrameTarget) {
        guard begin(list, on: target) else { return }
        for command in list.commands {
            switch command {
            case .fill(let rect, let color): fill(target.pixels(rect), color)
            case .roundedFill(let rect, let radius, let color):
                let box = target.pixels(rect)
                roundedFill(box, radius: Int32(min((radius * target.scale).rounded(), Double(box.w / 2), Double(box.h / 2))), color)
            case .text(let run):
                let frame = target.pixels(run.frame)
                if frame.w > 0, frame.h > 0 { text(run, in: frame) }
            case .clip(let rect): clip(Self.clipRect(rect, on: target))
            case .image(let picture, let rect, let tint): image(picture, in: target.pixels(rect), tint: tint)
            case .callback(let callback, let rect):
                if let callback = callback as? SDLDrawCallback { self.callback(callback, in: target.pixels(rect), mirrored: list.isMirrored) }
            }
        }
        end(list)
    }

    /// The clip rectangle for `rect` within the viewport (nil: the whole viewport). SDL takes an
    /// empty one as "no clipping", so clipping everything away clips to a pixel outside instead.
    static func clipRect(_ rect: Rect?, on target: FrameTarget) -> SDL_Rect {
        guard let rect else { return target.bounds }
        return target.pixels(rect).intersection(target.bounds) ?? SDL_Rect(x: -2, y: -2, w: 1, h: 1)
    }
}

/// Draws a rounded fill's four corners, quarters of the anti-aliased `disc` of radius `r` tinted
/// `color`, into `box`; the rest is three plain fills, the caller's.
func drawCorners(of box: SDL_Rect, radius r: Int32, disc: OpaquePointer, _ color: Color, on renderer: OpaquePointer) {
    SDL_SetTextureColorMod(disc, color.r, color.g, color.b)
    SDL_SetTextureAlphaMod(disc, color.a)
    for (sx, sy, dx, dy) in [
        (Int32(0), Int32(0), box.x, box.y), (r, 0, box.x + box.w - r, box.y), (0, r, box.x, box.y + box.h - r),
        (r, r, box.x + box.w - r, box.y + box.h - r),
    ] {
        var source = SDL_Rect(x: sx, y: sy, w: r, h: r)
        var destination = SDL_Rect(x: dx, y: dy, w: r, h: r)
        SDL_RenderCopy(renderer, disc, &source, &destination)
    }
}

/// The three plain fills of a rounded fill of `box` with corners of radius `r`.
func roundedFillBody(_ box: SDL_Rect, radius r: Int32) -> [SDL_Rect] {
    [
        SDL_Rect(x: box.x + r, y: box.y, w: box.w - 2 * r, h: box.h), SDL_Rect(x: box.x, y: box.y + r, w: r, h: box.h - 2 * r),
        SDL_Rect(x: box.x + box.w - r, y: box.y + r, w: r, h: box.h - 2 * r),
    ]
}

/// Runs a host's SDL callback in `frame` with the clip in force, and puts back whatever it
/// changed on the renderer.
func runCallback(_ callback: SDLDrawCallback, in frame: SDL_Rect, scale: Double, mirrored: Bool, on renderer: OpaquePointer) {
    SDL_RenderFlush(renderer)
    let saved = RendererState(saving: renderer)
    callback.body(SDLDrawCallback.Context(renderer: renderer, frame: frame, scale: scale, isMirrored: mirrored))
    saved.restore(to: renderer)
}
