import CSDL2
import CShims
import PagerCore
import PagerScene

/// Draws into an in-memory ARGB8888 surface with SDL's software renderer: no display needed.
public final class HeadlessCanvas {
    private var surface: Surface
    private var renderer: RendererHandle
    private var drawer: DrawListRenderer
    private let engine: TextEngine
    /// Pixels per layout unit (2 renders as a double-density display would).
    public let scale: Int

    /// A canvas of `width` x `height` layout units, `scale` pixels each, using `fonts`.
    public init(width: Int, height: Int, scale: Int = 1, fonts: FontFiles) throws {
        engine = try TextEngine(files: fonts)
        self.scale = max(scale, 1)
        (surface, renderer) = try Self.makeTarget(width: width * self.scale, height: height * self.scale)
        drawer = DrawListRenderer(renderer: renderer, engine: engine, pixels: surface.width * surface.height, memoryTarget: surface)
        drawer.setScale(Double(self.scale))
    }

    /// The size in layout units.
    public var size: Size { Size(width: Double(surface.width / scale), height: Double(surface.height / scale)) }

    /// The renderer, for inspecting its text cache.
    public var drawListRenderer: DrawListRenderer { drawer }

    /// Replaces the surface with one of the new size (cached text is rasterised again).
    public func resize(width: Int, height: Int) throws {
        let (newSurface, newRenderer) = try Self.makeTarget(width: width * scale, height: height * scale)
        drawer = DrawListRenderer(
            renderer: newRenderer, engine: engine, pixels: newSurface.width * newSurface.height, memoryTarget: newSurface)
        drawer.setScale(Double(scale))
        renderer = newRenderer
        surface = newSurface
    }

    /// Draws `list` (an offscreen canvas shows it nowhere).
    public func present(_ list: DrawList) {
        drawer.render(list)
        SDL_RenderPresent(renderer.pointer)
    }

    /// The width of `text` on one line at `fontSize`, in layout units.
    public func measure(_ text: String, fontSize: Double) -> Double { drawer.measure(text, fontSize: fontSize) }

    /// Draws `list` and returns its pixels.
    public func snapshot(_ list: DrawList) throws -> PixelImage {
        present(list)
        return try surface.pixelImage(opaque: true)
    }

    private static func makeTarget(width: Int, height: Int) throws -> (Surface, RendererHandle) {
        let surface = try Surface(width: max(width, 1), height: max(height, 1))
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError.last("cannot create a software renderer")
        }
        return (surface, RendererHandle(owning: renderer))
    }
}

/// A resizable, high-density-aware window with an accelerated renderer where the machine has a
/// GPU, SDL's software renderer otherwise (`SDL_RENDER_DRIVER` chooses; see `WindowRenderer`),
/// presenting with vsync where the renderer offers it and it is asked for. On Wayland the
/// software renderer's frames are shown as shared-memory buffers, paced by the compositor.
public final class WindowCanvas {
    private let handle: RendererHandle
    private let windowHandle: WindowHandle
    var window: OpaquePointer { windowHandle.pointer }
    private var renderer: OpaquePointer { handle.pointer }
    private let drawer: DrawListRenderer
    /// The buffers a Wayland window drawn by the software renderer is shown with.
    private let wayland: WaylandFramebuffer?
    private let engine: TextEngine
    /// Whether presenting waits for the display's refresh.
    public let hasVSync: Bool
    /// SDL's name for the renderer ("opengl", "software"...).
    public let rendererName: String

    /// Window units (SDL's window coordinates: X11's pixels) a point: the scale the host asked
    /// for, beyond any the display system applies itself (a Wayland output's).
    public let pointScale: Double

    /// Opens a window titled `title` of `width` x `height` points (no smaller than `minimumSize`),
    /// each `scale` window units (2 draws a point as 2x2 pixels on X11, where SDL does not scale
    /// windows), drawing text in `fonts`, presenting paced by the display's refresh when `vsync`
    /// is true.
    public init(
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
        Self.place(window, requestedWidth: unitsWide, requestedHeight: unitsHigh)
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
    public var size: Size {
        let units = unitSize
        return Size(width: units.width / pointScale, height: units.height / pointScale)
    }

    /// The window's size in window units (SDL's window coordinates), as its events give points.
    public var unitSize: Size {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// The window's frame on the screen, in window units: where screen readers are told it is
    /// (its contents scaled by ``pointScale``).
    public var screenFrame: Rect {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let size = unitSize
        return Rect(x: Double(x), y: Double(y), width: size.width, height: size.height)
    }

    /// The window's title.
    public var title: String { SDL_GetWindowTitle(window).map { String(cString: $0) } ?? "" }

    /// Pixel size of the drawable area.
    public var pixelSize: (width: Int, height: Int) {
        if let wayland { return wayland.pixelSize }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Pixels a point on the window's display.
    public var pixelScale: Double { drawer.scale }

    /// Recomputes pixels per point after the window moved to another display or resized.
    public func updateScale() {
        let points = size
        guard points.width > 0 else { return }
        drawer.setScale(Double(pixelSize.width) / points.width)
    }

    /// Draws `list` and shows it.
    public func present(_ list: DrawList) {
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
    public func measure(_ text: String, fontSize: Double) -> Double { drawer.measure(text, fontSize: fontSize) }

    /// Tells the desktop the program that launched with startup notification `id` (the
    /// `DESKTOP_STARTUP_ID` a launcher sets) has shown its window, so the busy cursor and the
    /// task bar's placeholder end. On X11 the window completes the freedesktop.org protocol itself
    /// (SDL does not); on Wayland SDL activates the window with `XDG_ACTIVATION_TOKEN` as it opens.
    /// False where there is nothing to complete (not X11, an empty id).
    @discardableResult
    public func completeStartup(id: String) -> Bool { cshims_x11_complete_startup(window, id) == 0 }

    /// Enters fullscreen on the window's display (as a desktop's fullscreen: the display's mode
    /// kept), or leaves it; the window reports its new size as a resize.
    public func toggleFullscreen() {
        let fullscreen = SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
        SDL_SetWindowFullscreen(window, fullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    /// Whether the window is maximized.
    public var isMaximized: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_MAXIMIZED.rawValue != 0 }
    /// Whether the window is fullscreen.
    public var isFullscreen: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0 }

    /// Asks the window manager to maximize the window.
    public func maximize() { SDL_MaximizeWindow(window) }

    /// Puts `text` on the display's clipboard.
    public func copyToClipboard(_ text: String) { SDL_SetClipboardText(text) }

    /// Shows `image` as the window's icon (title bar, task switcher).
    public func setIcon(_ image: PixelImage) throws {
        let surface = try Surface(image)
        SDL_SetWindowIcon(window, surface.pointer)
    }

    /// Fits a window larger than its display's usable area (the screen less panels) into it, and
    /// centres a window whose size is not the one requested (fitted, or grown to its minimum size),
    /// since it was centred at the size asked for. A window that fits as asked stays where it is.
    static func place(_ window: OpaquePointer, requestedWidth: Int32, requestedHeight: Int32) {
        let display = SDL_GetWindowDisplayIndex(window)
        var usable = SDL_Rect()
        guard display >= 0, SDL_GetDisplayUsableBounds(display, &usable) == 0, usable.w > 0, usable.h > 0 else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        var minimumWidth: Int32 = 0, minimumHeight: Int32 = 0
        SDL_GetWindowMinimumSize(window, &minimumWidth, &minimumHeight)
        let fitted = (max(min(width, usable.w), minimumWidth), max(min(height, usable.h), minimumHeight))
        guard fitted != (requestedWidth, requestedHeight) else { return }
        if fitted != (width, height) { SDL_SetWindowSize(window, fitted.0, fitted.1) }
        SDL_SetWindowPosition(window, usable.x + max((usable.w - fitted.0) / 2, 0), usable.y + max((usable.h - fitted.1) / 2, 0))
    }

    /// Resizes the window to `width` x `height` points.
    public func resize(width: Int, height: Int) throws {
        SDL_SetWindowSize(window, Int32((Double(width) * pointScale).rounded()), Int32((Double(height) * pointScale).rounded()))
        updateScale()
    }

    /// Draws `list` and reads its pixels back before the swap, so nothing is shown.
    public func snapshot(_ list: DrawList) throws -> PixelImage {
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
