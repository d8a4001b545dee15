import CSDL2
import PagerScene

/// Where a frame drew on a surface that keeps its pixels, so the next frame erases only that
/// instead of filling the whole surface with the background (LVGL likewise redraws only what was
/// invalidated). A list frame is mostly background: filling all of it was most of its time.
struct InkedAreas {
    /// The rectangles drawn on since the frame began, clipped to the surface.
    private var rects: [SDL_Rect] = []
    private var area = 0
    private var bounds = SDL_Rect()
    /// The background the frame began with; nil when the surface's content is unknown.
    private var background: Color?
    /// The smallest rectangle holding what the frame drew.
    private var drawnBounds = SDL_Rect()

    /// Where the frame differs from its background: within this rectangle, or anywhere when
    /// nil (what it drew is not known).
    var drawn: SDL_Rect? { background == nil ? nil : drawnBounds }

    /// Begins a frame on a surface `bounds` in size with `newBackground` as its background.
    /// Returns the rectangles to erase (what the last frame drew), or nil when the whole surface
    /// must be filled: the first frame, a new background or size, or a frame that drew on most of it.
    mutating func begin(background newBackground: Color, bounds newBounds: SDL_Rect) -> [SDL_Rect]? {
        let known = background == newBackground && bounds.w == newBounds.w && bounds.h == newBounds.h
        let stale = rects
        rects.removeAll(keepingCapacity: true)
        area = 0
        drawnBounds = SDL_Rect()
        bounds = newBounds
        background = newBackground
        return known ? stale : nil
    }

    /// The most rectangles kept; a frame that draws more fills the whole surface next time.
    static let maximumRects = 1024

    /// Notes that `rect` (pixels) was drawn on.
    mutating func add(_ rect: SDL_Rect) {
        guard background != nil else { return }
        guard let visible = rect.intersection(bounds) else { return }
        area += Int(visible.w) * Int(visible.h)
        // Erasing the pieces writes `area` pixels (overlaps twice): past the whole surface's
        // worth, one fill of all of it writes fewer.
        if area > Int(bounds.w) * Int(bounds.h) || rects.count >= Self.maximumRects {
            forget()
        } else {
            rects.append(visible)
            drawnBounds = drawnBounds.union(visible)
        }
    }

    /// The surface's content is unknown (drawn some other way): the next frame fills all of it.
    mutating func forget() {
        background = nil
        rects.removeAll(keepingCapacity: true)
    }
}

/// What was drawn in each viewport of a framebuffer that keeps its pixels, by the viewport's
/// place on it: a host may draw several with one renderer (its pager, its sidebar).
struct InkedViewports {
    /// The most viewports remembered; past it all are forgotten (a host has a few).
    static let capacity = 8

    /// A viewport's last frame: where it drew, and the list it drew (none yet for a new one).
    struct Frame {
        var inked = InkedAreas()
        var list: DrawList?

        /// Whether drawing `next` would put back exactly the pixels already there.
        func drewTheSame(as next: DrawList) -> Bool { list?.drawsSame(as: next) ?? false }
    }

    private struct Place: Hashable {
        var x: Int32, y: Int32, w: Int32, h: Int32
        init(_ rect: SDL_Rect) { (x, y, w, h) = (rect.x, rect.y, rect.w, rect.h) }
    }

    private var frames: [Place: Frame] = [:]

    /// What the last frame drew in the viewport at `rect` (nothing known for a new one).
    mutating func take(_ rect: SDL_Rect) -> Frame { frames.removeValue(forKey: Place(rect)) ?? Frame() }

    /// Keeps what this frame drew in the viewport at `rect`, for the next.
    mutating func keep(_ frame: Frame, for rect: SDL_Rect) {
        if frames.count >= Self.capacity { frames.removeAll() }
        frames[Place(rect)] = frame
    }
}
