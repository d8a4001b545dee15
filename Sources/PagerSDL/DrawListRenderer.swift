import CSDL2
import PagerCore
import PagerScene

/// Executes a `DrawList` on an SDL renderer: fills, cached text and clip rectangles,
/// scaling layout units to pixels by `scale` (2 on a double-density display).
public final class DrawListRenderer {
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    /// Pixels per layout unit.
    public private(set) var scale: Double = 1
    private let fonts: FontSet
    private let textCache: TextCache
    private let circles: CircleCache

    /// - Parameter pixels: the target's size in pixels; the text cache keeps at most one
    ///   frame's worth of bytes of rasterised text (at least 2 MB): several screens of rows.
    init(renderer: RendererHandle, fonts: FontSet, pixels: Int) {
        handle = renderer
        self.fonts = fonts
        textCache = TextCache(renderer: renderer, fonts: fonts, byteBudget: max(2 << 20, 4 * pixels))
        circles = CircleCache(renderer: renderer)
    }

    /// Sets the pixels per layout unit; cached text and shapes are dropped when it changes.
    func setScale(_ newScale: Double) {
        guard newScale != scale, newScale > 0 else { return }
        scale = newScale
        textCache.removeAll()
        circles.removeAll()
    }

    /// The width of `text` on one line at `fontSize`, in layout units.
    public func measure(_ text: String, fontSize: Double) -> Double {
        guard let font = fonts.font(for: text, weight: .regular, pixelSize: Int((fontSize * scale).rounded())) else {
            return 0
        }
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(font, text, &width, &height) == 0 else { return 0 }
        return Double(width) / scale
    }

    /// How many strings the text cache holds.
    public var cachedTextCount: Int { textCache.count }

    /// How many textures this renderer's caches hold (text and shapes).
    public var cachedTextureCount: Int { textCache.count + circles.count }

    /// Clears the target and runs every command of `list`.
    public func render(_ list: DrawList) {
        SDL_RenderSetClipRect(renderer, nil)
        setColor(list.clearColor)
        SDL_RenderClear(renderer)
        for command in list.commands {
            switch command {
            case .fill(let rect, let color): fill(rect, color)
            case .roundedFill(let rect, let radius, let color): roundedFill(rect, radius: radius, color)
            case .text(let run): text(run)
            case .clip(let rect): clip(rect)
            }
        }
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// The pixel rectangle covering `rect`: edges rounded, so adjacent rects neither gap nor overlap.
    private func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x0 = (rect.minX * scale).rounded(), y0 = (rect.minY * scale).rounded()
        let x1 = (rect.maxX * scale).rounded(), y1 = (rect.maxY * scale).rounded()
        return SDL_Rect(x: Int32(clamping: Int(x0)), y: Int32(clamping: Int(y0)),
                        w: Int32(clamping: Int(x1 - x0)), h: Int32(clamping: Int(y1 - y0)))
    }

    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    }

    private func fill(_ rect: Rect, _ color: Color) {
        var pixels = pixelRect(rect)
        guard pixels.w > 0, pixels.h > 0 else { return }
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        setColor(color)
        SDL_RenderFillRect(renderer, &pixels)
    }

    /// A rounded fill: the corners are quarters of a tinted anti-aliased disc, the rest three rectangles.
    private func roundedFill(_ rect: Rect, radius: Double, _ color: Color) {
        let box = pixelRect(rect)
        let r = Int32(min((radius * scale).rounded(), Double(box.w / 2), Double(box.h / 2)))
        guard r >= 1, let disc = circles.texture(radius: Int(r)) else { return fill(rect, color) }
        SDL_SetTextureColorMod(disc, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(disc, color.a)
        let corners = [(Int32(0), Int32(0), box.x, box.y), (r, 0, box.x + box.w - r, box.y),
                       (0, r, box.x, box.y + box.h - r), (r, r, box.x + box.w - r, box.y + box.h - r)]
        for (sx, sy, dx, dy) in corners {
            var source = SDL_Rect(x: sx, y: sy, w: r, h: r)
            var destination = SDL_Rect(x: dx, y: dy, w: r, h: r)
            SDL_RenderCopy(renderer, disc, &source, &destination)
        }
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        setColor(color)
        var bands = [SDL_Rect(x: box.x + r, y: box.y, w: box.w - 2 * r, h: box.h),
                     SDL_Rect(x: box.x, y: box.y + r, w: r, h: box.h - 2 * r),
                     SDL_Rect(x: box.x + box.w - r, y: box.y + r, w: r, h: box.h - 2 * r)]
        bands.removeAll { $0.w <= 0 || $0.h <= 0 }
        SDL_RenderFillRects(renderer, bands, Int32(bands.count))
    }

    private func clip(_ rect: Rect?) {
        guard let rect else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        var pixels = pixelRect(rect)
        pixels.w = max(pixels.w, 0)
        pixels.h = max(pixels.h, 0)
        SDL_RenderSetClipRect(renderer, &pixels)
    }

    private func text(_ run: TextRun) {
        let frame = pixelRect(run.frame)
        let key = TextCache.Key(string: run.string, pixelSize: Int((run.fontSize * scale).rounded()),
                                weight: run.weight, color: run.color,
                                wrapWidth: run.wraps ? max(Int(frame.w), 1) : 0, background: run.background)
        guard let entry = textCache.texture(for: key) else { return }
        let x: Int32
        switch run.alignment {
        case .leading: x = frame.x
        case .center: x = frame.x + (frame.w - entry.width) / 2
        case .trailing: x = frame.x + frame.w - entry.width
        }
        let y: Int32 = run.wraps ? frame.y : frame.y + (frame.h - entry.height) / 2
        var destination = SDL_Rect(x: x, y: y, w: entry.width, h: entry.height)
        SDL_RenderCopy(renderer, entry.texture, nil, &destination)
    }
}
