import CSDL2

/// Pixels in memory that SDL's software renderer draws into and the pager may also write
/// directly: a headless canvas's surface, or a window's framebuffer when the window is drawn by
/// the software renderer. Frames drawn into one take the same path, headless or in a window:
/// opaque fills and one-line text on an opaque background are written into it (the text from
/// cached words, no texture made), and where nothing else draws there each frame erases only what
/// the last one drew.
package protocol MemoryTarget: AnyObject {
    /// The surface this frame draws into; nil when it cannot be written directly.
    func surfaceForFrame() -> MemoryFrame?
    /// Tells the target where the frame just drawn differs from its background: within
    /// `bounds` (pixels), or anywhere when nil.
    func frameDrew(within bounds: SDL_Rect?)
}

/// Where a frame is drawn in memory.
package struct MemoryFrame {
    let surface: Surface
    /// Whether its pixels are unknown: not what the last frame drawn on this buffer left.
    let isNew: Bool
    /// Which of the target's buffers the surface's pixels are (0 for a target of one): each
    /// holds the last frame drawn on it, not necessarily the last frame.
    var buffer = 0

    package init(surface: Surface, isNew: Bool, buffer: Int = 0) {
        self.surface = surface
        self.isNew = isNew
        self.buffer = buffer
    }
}

extension MemoryTarget {
    package func frameDrew(within bounds: SDL_Rect?) {}
}

extension Surface: MemoryTarget {
    package func surfaceForFrame() -> MemoryFrame? { MemoryFrame(surface: self, isNew: false) }
}

/// The framebuffer of a window drawn by SDL's software renderer, which presents it as it is. SDL
/// makes a new one when the window is resized; the first frame on it then fills all of it.
package final class WindowFramebuffer: MemoryTarget {
    private let window: OpaquePointer
    private var current: Surface?

    package init(window: OpaquePointer) { self.window = window }

    package func surfaceForFrame() -> MemoryFrame? {
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
        return MemoryFrame(surface: current, isNew: isNew)
    }
}
