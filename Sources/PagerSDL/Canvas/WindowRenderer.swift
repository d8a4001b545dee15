import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// The SDL renderer a window draws the pager best with, for a host making its own window's
/// renderer (the program's own windows are made so too).
///
/// `SDL_RENDER_DRIVER` decides when it is set. Otherwise a machine with a GPU gets SDL's
/// accelerated renderer (OpenGL, say), and a machine without one gets SDL's software renderer.
/// There OpenGL would be Mesa's llvmpipe, a rasteriser on the CPU: about ten times the CPU a
/// frame, 90 MB more memory and 100 ms more to start (browsers likewise composite in software
/// when their GPU is a software one). The software renderer's framebuffer is shown as the
/// windowing system's own image (X11's shared memory), not through an OpenGL texture SDL would
/// make for it (`SDL_FRAMEBUFFER_ACCELERATION` in the environment still decides). It presents
/// without waiting for the display: see `presentWaitsForDisplay(_:)`.
///
/// On Wayland SDL 2 gives a window no framebuffer of its own: the software renderer's image is
/// shown through an OpenGL texture SDL makes for it, which costs more than drawing with OpenGL
/// itself. There a host's window gets OpenGL unless `SDL_RENDER_DRIVER=software` asks for the
/// software renderer, which then gets that texture. The program's own window instead shows the
/// software renderer's frames as shared-memory buffers on the window's `wl_surface`, as Wayland
/// clients drawing on the CPU do.
public enum WindowRenderer {
    /// A renderer for `window`, presenting paced by the display's refresh when `vsync` is true
    /// and the renderer can; nil when SDL can make none (`SDL_GetError()` says why).
    public static func create(for window: OpaquePointer, vsync: Bool) -> OpaquePointer? {
        let onWayland = SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "wayland"
        SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, onWayland ? "1" : "0", SDL_HINT_DEFAULT)
        let software = SDL_RENDERER_SOFTWARE.rawValue
        if SDL_GetHint(SDL_HINT_RENDER_DRIVER) == nil && !machineHasGPU && !onWayland {
            return SDL_CreateRenderer(window, -1, software)
        }
        let vsyncFlag = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        return SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag) ?? SDL_CreateRenderer(window, -1, software)
    }

    /// Whether presenting with `renderer` waits for the display's refresh. SDL's software renderer
    /// lists vsync among its flags but presents at once: a loop drawing with it paces itself.
    public static func presentWaitsForDisplay(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
    }

    /// Whether the kernel offers a GPU to render with: a DRM render node (`/dev/dri/renderD*`,
    /// which display-only drivers lack) or NVIDIA's own driver.
    package static var machineHasGPU: Bool {
        if access("/dev/nvidiactl", F_OK) == 0 { return true }
        guard let directory = opendir("/dev/dri") else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let isRenderNode = withUnsafeBytes(of: entry.pointee.d_name) { name in name.starts(with: "renderD".utf8) }
            if isRenderNode { return true }
        }
        return false
    }
}
