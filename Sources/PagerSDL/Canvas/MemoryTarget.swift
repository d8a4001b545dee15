import CSDL2

/// Pixels in memory that SDL's software renderer draws into and the pager may also write
/// directly: a headless canvas's surface, or a window's framebuffer when the window is drawn by
/// the software renderer. Frames drawn into one take the same path, headless or in a window:
/// each erases only what the last one drew, and one-line text on an opaque background is written
/// from cached words, no texture made.
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
    /// Written into a framebuffer's `userdata` once met: SDL makes each one with none.
    private static let mark = 0x5354_4142

    init(window: OpaquePointer) { self.window = window }

    func surfaceForFrame() -> (surface: Surface, isNew: Bool)? {
        guard let pointer = SDL_GetWindowSurface(window), let format = pointer.pointee.format?.pointee.format,
            format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
        else { return nil }
        let seen = Int(bitPattern: pointer.pointee.userdata) == Self.mark
        if !seen || current?.pointer != pointer {
            pointer.pointee.userdata = UnsafeMutableRawPointer(bitPattern: Self.mark)
            current = Surface(borrowing: pointer)
        }
        guard let current else { return nil }
        return (current, !seen)
    }
}
