import CSDL2
import PagerCore
import PagerScene

/// Executes a `DrawList` on an SDL renderer: fills, cached text and clip rectangles,
/// scaling layout units to pixels by `scale` (2 on a double-density display).
public final class DrawListRenderer {
    let renderer: OpaquePointer
    /// Pixels per layout unit.
    public private(set) var scale: Double = 1
    private let fonts: FontSet
    private let textCache: TextCache

    /// - Parameter renderer: an SDL renderer this object draws with but does not own.
    init(renderer: OpaquePointer, fonts: FontSet) {
        self.renderer = renderer
        self.fonts = fonts
        textCache = TextCache(renderer: renderer, fonts: fonts)
    }

    /// Sets the pixels per layout unit; cached text is dropped when it changes.
    func setScale(_ newScale: Double) {
        guard newScale != scale, newScale > 0 else { return }
        scale = newScale
        textCache.removeAll()
    }

    /// How many strings the text cache holds.
    public var cachedTextCount: Int { textCache.count }

    /// Clears the target and runs every command of `list`.
    public func render(_ list: DrawList) {
        SDL_RenderSetClipRect(renderer, nil)
        setColor(list.clearColor)
        SDL_RenderClear(renderer)
        for command in list.commands {
            switch command {
            case .fill(let rect, let color): fill(rect, color)
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
                                wrapWidth: run.wraps ? max(Int(frame.w), 1) : 0)
        guard let entry = textCache.texture(for: key) else { return }
        let x: Int32 = run.alignment == .center ? frame.x + (frame.w - entry.width) / 2 : frame.x
        let y: Int32 = run.wraps ? frame.y : frame.y + (frame.h - entry.height) / 2
        var destination = SDL_Rect(x: x, y: y, w: entry.width, h: entry.height)
        SDL_RenderCopy(renderer, entry.texture, nil, &destination)
    }
}
