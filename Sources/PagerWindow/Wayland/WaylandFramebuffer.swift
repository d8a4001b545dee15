import CSDL2
import CWayland
import PagerSDL

/// The pixels of a window on Wayland drawn by SDL's software renderer, shown as Wayland clients
/// that draw on the CPU show theirs: shared-memory buffers (`wl_shm`) attached to the window's
/// own `wl_surface` (the one SDL made), with the damage drawn, paced by the compositor's frame
/// callbacks. (SDL 2 gives a Wayland window no framebuffer: its software renderer is otherwise
/// shown through an OpenGL texture, several times the CPU a frame.)
///
/// Two buffers take turns, a third while the compositor holds both: one is on screen while the
/// next is drawn. The software renderer draws into one SDL surface pointed at the buffer being
/// drawn. Each buffer is a buffer of its own to the drawing (`MemoryFrame.buffer`), which keeps
/// what it drew on each, so a frame erases only what that buffer's last frame drew.
final class WaylandFramebuffer: MemoryTarget {
    /// The surface the software renderer draws into: its pixels are the buffer being drawn.
    let surface: Surface
    private let window: WindowHandle
    private let wayland: WaylandQueue
    private let pacedByCompositor: Bool
    private var buffers: [SharedMemoryBuffer] = []
    /// The buffer being drawn, or last drawn.
    private var current: SharedMemoryBuffer?
    private var buffersMade = 0
    private var frameCallback: OpaquePointer?
    private var bufferScale: Int32 = 1
    /// Where the frame on screen and the frame being drawn differ from their background, in
    /// pixels (nil: anywhere): the damage between them is within both.
    private var shownDrawn: SDL_Rect?
    private var frameDrawn: SDL_Rect?

    /// Buffers kept: two take turns, a third while the compositor holds both.
    static let buffersKept = 3
    /// The longest a frame waits for the compositor to have shown the last (a hidden window is
    /// sent no frame callbacks), and for a buffer to be released, in milliseconds.
    static let frameWait = 50
    static let releaseWait = 1000

    /// Frames for `window`, waiting for the compositor's frame callback before each when
    /// `pacedByCompositor`; nil when it is no Wayland window, or its compositor shares no memory.
    init?(window: WindowHandle, pacedByCompositor: Bool) {
        guard let wayland = WaylandQueue(window: window.pointer),
            // Its pixels are the buffers' (SDL frees none of them): none until the first.
            let pointer = SDL_CreateRGBSurfaceWithFormatFrom(nil, 1, 1, 32, 4, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        (self.window, self.wayland, self.pacedByCompositor) = (window, wayland, pacedByCompositor)
        surface = Surface(owning: pointer)
        guard beginFrame() else { return nil }
    }

    deinit {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        current = nil
        buffers.removeAll()
    }

    /// The window's size in pixels, as its frames are drawn.
    var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSizeInPixels(window.pointer, &width, &height)
        return (max(Int(width), 1), max(Int(height), 1))
    }

    /// Readies a buffer of the window's size for the next frame, first waiting (when paced) for
    /// the compositor to have shown the last frame; the renderer then draws into it. False when
    /// there is none to draw into: the connection has failed.
    func beginFrame() -> Bool {
        guard !wayland.hasFailed, wayland.dispatch(waitingUpTo: 0) else { return false }
        if pacedByCompositor && frameCallback != nil {
            wayland.wait(upTo: Self.frameWait) { frameCallback == nil }
        }
        let (width, height) = pixelSize
        buffers.removeAll { $0.width != width || $0.height != height }
        if buffers.count >= Self.buffersKept && !buffers.contains(where: { !$0.isBusy }) {
            wayland.wait(upTo: Self.releaseWait) { buffers.contains { !$0.isBusy } }
        }
        if let free = buffers.first(where: { !$0.isBusy }) {
            draw(into: free)
            return true
        }
        // The compositor keeps them all (or has let none go in a second): the oldest makes room.
        if buffers.count >= Self.buffersKept { buffers.removeFirst() }
        guard let shm = wayland.shm, let made = SharedMemoryBuffer(shm: shm, width: width, height: height, number: buffersMade) else { return false }
        buffersMade += 1
        buffers.append(made)
        draw(into: made)
        return true
    }

    private func draw(into buffer: SharedMemoryBuffer) {
        let drawn = surface.pointer
        drawn.pointee.pixels = buffer.pixels
        (drawn.pointee.w, drawn.pointee.h, drawn.pointee.pitch) = (Int32(buffer.width), Int32(buffer.height), Int32(buffer.pitch))
        SDL_SetClipRect(drawn, nil)
        current = buffer
        frameDrawn = nil
    }

    func surfaceForFrame() -> MemoryFrame? {
        guard let current, !current.isBusy else { return nil }
        defer { current.isNew = false }
        return MemoryFrame(surface: surface, isNew: current.isNew, buffer: current.number)
    }

    func frameDrew(within bounds: SDL_Rect?) { frameDrawn = bounds }

    /// Shows the frame drawn since `beginFrame()` once `renderer` has drawn all it was asked.
    func present(flushing renderer: OpaquePointer) {
        guard let current, !current.isBusy, !wayland.hasFailed else { return }
        SDL_RenderFlush(renderer)
        let surface = wayland.surface
        var unitsWide: Int32 = 0, unitsHigh: Int32 = 0
        SDL_GetWindowSize(window.pointer, &unitsWide, &unitsHigh)
        // A display SDL draws at twice its window units (a Wayland output's scale) gets buffers of twice the pixels.
        let scale = unitsWide > 0 && Int32(current.width) % unitsWide == 0 ? max(Int32(current.width) / unitsWide, 1) : 1
        if scale != bufferScale {
            wl_surface_set_buffer_scale(surface, scale)
            bufferScale = scale
        }
        current.attach(to: surface)
        let damage = Self.damage(shown: shownDrawn, drawn: frameDrawn, width: Int32(current.width), height: Int32(current.height))
        if damage.w > 0 && damage.h > 0 {
            if wl_proxy_get_version(surface) >= 4 {
                wl_surface_damage_buffer(surface, damage.x, damage.y, damage.w, damage.h)
            } else {
                let units = Self.inSurfaceUnits(damage, scale: scale)
                wl_surface_damage(surface, units.x, units.y, units.w, units.h)
            }
        }
        if frameCallback == nil, let callback = wl_surface_frame(surface) {
            wl_callback_add_listener(callback, Self.frameListener, Unmanaged.passUnretained(self).toOpaque())
            frameCallback = callback
        }
        wl_surface_commit(surface)
        wayland.flush()
        shownDrawn = frameDrawn
    }

    /// What a frame changes on screen, in a buffer `width` x `height` pixels: where the frame
    /// shown before (`shown`) and the frame drawn now (`drawn`) differ from their background,
    /// both, since what the last frame drew there is gone now; the whole buffer when either is
    /// not known.
    static func damage(shown: SDL_Rect?, drawn: SDL_Rect?, width: Int32, height: Int32) -> SDL_Rect {
        shown.flatMap { shown in drawn.map { shown.union($0) } } ?? SDL_Rect(x: 0, y: 0, w: width, h: height)
    }

    /// `damage` (in buffer pixels) in the surface's units at buffer scale `scale`, rounded outwards.
    static func inSurfaceUnits(_ damage: SDL_Rect, scale: Int32) -> SDL_Rect {
        let scale = max(scale, 1)
        let (left, top) = (damage.x / scale, damage.y / scale)
        let (right, bottom) = ((damage.x + damage.w + scale - 1) / scale, (damage.y + damage.h + scale - 1) / scale)
        return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
    }

    /// The compositor's word that it has shown the last frame: the next may be drawn. (The
    /// callback is destroyed at `deinit`, so the pointer it is given is alive whenever it arrives.)
    nonisolated(unsafe) private static let frameListener: UnsafeMutablePointer<wl_callback_listener> = {
        let listener = UnsafeMutablePointer<wl_callback_listener>.allocate(capacity: 1)
        listener.initialize(
            to: wl_callback_listener(done: { data, callback, _ in
                guard let data else { return }
                let framebuffer = Unmanaged<WaylandFramebuffer>.fromOpaque(data).takeUnretainedValue()
                if let callback { wl_callback_destroy(callback) }
                if framebuffer.frameCallback == callback { framebuffer.frameCallback = nil }
            }))
        return listener
    }()
}
