import CSDL2

/// Pixels in memory that SDL's software renderer draws into and the pager may also write
/// directly: a headless canvas's surface, or a window's framebuffer when the window is drawn by
/// the software renderer. Frames drawn into one take the same path, headless or in a window:
/// opaque fills and one-line text on an opaque background are written into it (the text from
/// cached words, no texture made), and where nothing else draws there each frame erases only what
/// the last one drew.
protocol MemoryTarget: AnyObject {
    /// The surface this frame draws into, and whether it is not the one the last frame drew on
    /// (its pixels unknown); nil when it cannot be written directly.
    func surfaceForFrame() -> (surface: Surface, isNew: Bool)?
}

extension Surface: MemoryTarget {
    func surfaceForFrame() -> (surface: Surface, isNew: Bool)? { (self, false) }
}

/// The framebuffer of a window drawn by SDL's software renderer, which presents it as it is. SDL
/// makes a new one when the window is resized; the first frame on it then fills all of it.
final class WindowFramebuffer: MemoryTarget {
    private let window: OpaquePointer
    private var current: Surface?

    init(window: OpaquePointer) { self.window = window }

    func surfaceForFrame() -> (surface: Surface, isNew: Bool)? {
        guard let pointer = SDL_GetWindowSurface(window), let format = pointer.pointee.format?.pointee.format,
            format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
        else { return nil }
        // SDL makes each framebuffer with no `userdata`: this object's mark there says it has drawn
        // on this one (a new one may come at a freed one's address; another renderer on the same
        // window marks it as its own, and this one then fills all of it again, as it must).
        let mark = Unmanaged.passUnretained(self).toOpaque()
        let isNew = pointer.pointee.userdata != mark || current?.pointer != pointer
        if isNew {
            pointer.pointee.userdata = mark
            current = Surface(borrowing: pointer)
        }
        guard let current else { return nil }
        return (current, isNew)
    }
}
