import CProgram
import CSDL2
import CShims
import PagerCore
import PagerSDL
import PagerScene

/// A resizable, high-density-aware window with an accelerated renderer where the machine has a
/// GPU, SDL's software renderer otherwise (`SDL_RENDER_DRIVER` chooses; see `WindowRenderer`),
/// presenting with vsync where the renderer offers it and it is asked for. On Wayland the
/// software renderer's frames are shown as shared-memory buffers, paced by the compositor.
package final class WindowCanvas {
    private let handle: RendererHandle
    private let windowHandle: WindowHandle
    var window: OpaquePointer { windowHandle.pointer }
    private var renderer: OpaquePointer { handle.pointer }
    private let drawer: DrawListRenderer
    /// The buffers a Wayland window drawn by the software renderer is shown with.
    private let wayland: WaylandFramebuffer?
    private let engine: TextEngine
    /// Whether presenting waits for the display's refresh.
    package let hasVSync: Bool
    /// SDL's name for the renderer ("opengl", "software"...).
    package let rendererName: String

    /// Whether the window opened smaller than asked, cut to fit the screen's usable area.
    package let isCutToScreen: Bool
    /// The size asked for a window cut to fit its screen before its frame was known.
    private var awaitingFrame: (width: Int32, height: Int32)?

    /// Window units (SDL's window coordinates: X11's pixels) a point: the scale the host asked
    /// for, beyond any the display system applies itself (a Wayland output's).
    package let pointScale: Double

    /// Opens a window titled `title` of `width` x `height` points (no smaller than `minimumSize`),
    /// each `scale` window units (2 draws a point as 2x2 pixels on X11, where SDL does not scale
    /// windows), drawing text in `fonts`, presenting paced by the display's refresh when `vsync`
    /// is true.
    package init(
        title: String, width: Int, height: Int, minimumSize: Size, fonts: FontFiles, vsync: Bool = true, scale: Double = 1
    ) throws {
        pointScale = scale.isFinite ? min(max(scale, 1), 4) : 1
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = csdl_windowpos_centered()
        let (unitsWide, unitsHigh) = (Int32((Double(width) * pointScale).rounded()), Int32((Double(height) * pointScale).rounded()))
        guard let window = SDL_CreateWindow(title, centered, centered, unitsWide, unitsHigh, flags) else {
            throw SDLError.last("cannot open a window")
        }
        windowHandle = WindowHandle(owning: window)
        wayland = WindowRenderer.drawsInSharedMemory ? WaylandFramebuffer(window: windowHandle, pacedByCompositor: vsync) : nil
        let made = wayland.map { SDL_CreateSoftwareRenderer($0.surface.pointer) } ?? WindowRenderer.create(for: window, vsync: vsync)
        guard let renderer = made else {
            throw SDLError.last("cannot create a renderer for the window")
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        hasVSync = wayland != nil ? vsync : WindowRenderer.presentWaitsForDisplay(renderer)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        handle = RendererHandle(owning: renderer, drawingInto: wayland ?? windowHandle)
        // After the renderer: making one may recreate the X11 window, which drops its size hints.
        SDL_SetWindowMinimumSize(window, Int32(minimumSize.width * pointScale), Int32(minimumSize.height * pointScale))
        isCutToScreen = WindowPlacement.place(window, requestedWidth: unitsWide, requestedHeight: unitsHigh)
        if isCutToScreen && WindowPlacement.frame(of: window) == nil { awaitingFrame = (unitsWide, unitsHigh) }
        engine = try TextEngine(files: fonts)
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        // Drawn by SDL's software renderer, the window's framebuffer is drawn as a headless
        // canvas's surface is.
        let framebuffer: (any MemoryTarget)? =
            wayland ?? (info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0 ? WindowFramebuffer(window: window) : nil)
        drawer = DrawListRenderer(renderer: handle, engine: engine, pixels: Int(pixelWidth) * Int(pixelHeight), memoryTarget: framebuffer)
        updateScale()
    }

    /// The window's size in points.
    package var size: Size {
        let units = unitSize
        return Size(width: units.width / pointScale, height: units.height / pointScale)
    }

    /// The window's size in window units (SDL's window coordinates), as its events give points.
    package var unitSize: Size {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// The window's frame on the screen, in window units: where screen readers are told it is
    /// (its contents scaled by ``pointScale``).
    package var screenFrame: Rect {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let size = unitSize
        return Rect(x: Double(x), y: Double(y), width: size.width, height: size.height)
    }

    /// The window's title.
    package var title: String { SDL_GetWindowTitle(window).map { String(cString: $0) } ?? "" }

    /// Pixel size of the drawable area.
    package var pixelSize: (width: Int, height: Int) {
        if let wayland { return wayland.pixelSize }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Pixels a point on the window's display.
    package var pixelScale: Double { drawer.scale }

    /// Recomputes pixels per point after the window moved to another display or resized.
    package func updateScale() {
        let points = size
        guard points.width > 0 else { return }
        drawer.setScale(Double(pixelSize.width) / points.width)
    }

    /// Draws `list` and shows it.
    package func present(_ list: DrawList) {
        guard let wayland else {
            drawer.render(list)
            return SDL_RenderPresent(renderer)
        }
        guard beginWaylandFrame(wayland) else { return }
        drawer.render(list)
        wayland.present(flushing: renderer)
    }

    /// Readies the next of `wayland`'s buffers; the renderer's viewport is then all of it (SDL
    /// follows a window's size, not a surface's). False when there is none.
    private func beginWaylandFrame(_ wayland: WaylandFramebuffer) -> Bool {
        guard wayland.beginFrame() else { return false }
        SDL_RenderSetViewport(renderer, nil)
        return true
    }

    /// The width of `text` on one line at `fontSize`, in layout units.
    package func measure(_ text: String, fontSize: Double) -> Double { drawer.measure(text, fontSize: fontSize) }

    /// Tells the desktop the program that launched with startup notification `id` (the
    /// `DESKTOP_STARTUP_ID` a launcher sets) has shown its window, so the busy cursor and the
    /// task bar's placeholder end. On X11 the window completes the freedesktop.org protocol itself
    /// (SDL does not); on Wayland SDL activates the window with `XDG_ACTIVATION_TOKEN` as it opens.
    /// False where there is nothing to complete (not X11, an empty id).
    @discardableResult
    package func completeStartup(id: String) -> Bool { cshims_x11_complete_startup(window, id) == 0 }

    /// Enters fullscreen on the window's display (as a desktop's fullscreen: the display's mode
    /// kept), or leaves it; the window reports its new size as a resize.
    package func toggleFullscreen() {
        let fullscreen = SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
        SDL_SetWindowFullscreen(window, fullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    /// Whether the window is maximized.
    package var isMaximized: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_MAXIMIZED.rawValue != 0 }
    /// Whether the window is fullscreen.
    package var isFullscreen: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0 }

    /// Whether a window of `size` points covers its display's usable area (the screen less
    /// panels): the size of a maximized or fullscreen window, whatever the window manager (or
    /// the lack of one) said of it, never a size the user gave the window itself.
    package func coversDisplay(_ size: Size) -> Bool {
        var usable = SDL_Rect()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetDisplayUsableBounds(display, &usable) == 0, usable.w > 0, usable.h > 0 else { return false }
        return size.width * pointScale >= Double(usable.w) && size.height * pointScale >= Double(usable.h)
    }

    /// Asks the window manager to maximize the window.
    package func maximize() { SDL_MaximizeWindow(window) }

    /// Puts `text` on the display's clipboard.
    package func copyToClipboard(_ text: String) { SDL_SetClipboardText(text) }

    /// Shows `image` as the window's icon (title bar, task switcher).
    package func setIcon(_ image: PixelImage) throws {
        let surface = try Surface(image)
        SDL_SetWindowIcon(window, surface.pointer)
    }

    /// A window fitted to its screen before the window manager said how large a frame it puts
    /// around it (the usual case: it says so once the window is shown) is fitted again, once,
    /// when it says: called with the window's events.
    package func fitOnceFramed() {
        guard let requested = awaitingFrame else { return }
        if isMaximized || isFullscreen { awaitingFrame = nil }
        guard awaitingFrame != nil, WindowPlacement.frame(of: window) != nil else { return }
        awaitingFrame = nil
        _ = WindowPlacement.place(window, requestedWidth: requested.width, requestedHeight: requested.height)
    }

    /// Resizes the window to `width` x `height` points.
    package func resize(width: Int, height: Int) throws {
        SDL_SetWindowSize(window, Int32((Double(width) * pointScale).rounded()), Int32((Double(height) * pointScale).rounded()))
        updateScale()
    }

    /// Draws `list` and reads its pixels back before the swap, so nothing is shown.
    package func snapshot(_ list: DrawList) throws -> PixelImage {
        if let wayland, !beginWaylandFrame(wayland) { throw SDLError("cannot draw the window: its Wayland connection has failed") }
        drawer.render(list)
        let (width, height) = pixelSize
        let surface = try Surface(width: width, height: height)
        guard
            SDL_RenderReadPixels(
                renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue,
                surface.pointer.pointee.pixels, surface.pointer.pointee.pitch) == 0
        else {
            throw SDLError.last("cannot read the window's pixels")
        }
        return try surface.pixelImage(opaque: true)
    }
}

/// Owns an SDL window.
package final class WindowHandle {
    let pointer: OpaquePointer

    init(owning pointer: OpaquePointer) { self.pointer = pointer }

    deinit { SDL_DestroyWindow(pointer) }
}
