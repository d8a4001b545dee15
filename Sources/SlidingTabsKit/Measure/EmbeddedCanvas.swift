import CSDL2
import PagerConfig
import PagerCore
import PagerSDL
import PagerScene

/// The pager as a host program embeds it, for `bench --window --embedded`: a window and renderer
/// of the host's own (made with `WindowRenderer`, as Examples/EmbeddedPager makes them), a
/// 200-point sidebar the host draws each frame, and the pager drawing into the rest through
/// `DrawListRenderer(borrowing:)`. Only the package API is used, and the host draws its sidebar as
/// the example draws its own (a draw list of its own through the pager's renderer), so the frame
/// costs what the example's does.
package final class EmbeddedCanvas: Canvas {
    /// The host's sidebar, left of the pager.
    static let sidebarWidth: Int32 = 200
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    /// Released before the renderer it borrows (its textures are the renderer's).
    private var pager: DrawListRenderer?
    private var viewport: SDL_Rect
    /// The host's sidebar, drawn each frame: three items, as the example's.
    private var sidebar = DrawList()
    /// SDL's name for the renderer.
    package let rendererName: String
    /// Whether presenting waits for the display's refresh.
    package let hasVSync: Bool

    /// A window with the sidebar and a pager `width` x `height` pixels beside it.
    package init(width: Int, height: Int, fonts: FontFiles, vsync: Bool) throws {
        let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        let pagerWidth = Int32(clamping: width), pagerHeight = Int32(clamping: height)
        guard let window = SDL_CreateWindow("sliding-tabs bench (embedded)", centered, centered, Self.sidebarWidth + pagerWidth, pagerHeight, 0)
        else { throw AppError.failure("bench --window --embedded: cannot open a window (\(String(cString: SDL_GetError())))") }
        guard let renderer = WindowRenderer.create(for: window, vsync: vsync) else {
            SDL_DestroyWindow(window)
            throw AppError.failure("bench --window --embedded: cannot create a renderer (\(String(cString: SDL_GetError())))")
        }
        self.window = window
        self.renderer = renderer
        viewport = SDL_Rect(x: Self.sidebarWidth, y: 0, w: pagerWidth, h: pagerHeight)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        hasVSync = WindowRenderer.presentWaitsForDisplay(renderer)
        do {
            pager = try DrawListRenderer(borrowing: renderer, fonts: fonts)
            pager?.viewportIsLeftAlone = true  // the host draws nothing else in the pager's viewports
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            throw error
        }
    }

    deinit {
        pager = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    package var size: Size { Size(width: Double(viewport.w), height: Double(viewport.h)) }

    package var pixelScale: Double { 1 }

    /// The host's frame: its sidebar, then the pager in its viewport, then the present.
    package func present(_ list: DrawList) {
        draw(list)
        SDL_RenderPresent(renderer)
    }

    package func snapshot(_ list: DrawList) throws -> PixelImage {
        draw(list)
        var pixels = [UInt32](repeating: 0, count: Int(viewport.w) * Int(viewport.h))
        let read = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, &viewport, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, viewport.w * 4)
        }
        guard read == 0, let image = PixelImage(width: Int(viewport.w), height: Int(viewport.h), pixels: pixels.map { $0 | 0xFF00_0000 })
        else { throw AppError.failure("bench: cannot read the window's pixels (\(String(cString: SDL_GetError())))") }
        return image
    }

    package func resize(width: Int, height: Int) throws {
        viewport.w = Int32(clamping: width)
        viewport.h = Int32(clamping: height)
        SDL_SetWindowSize(window, Self.sidebarWidth + viewport.w, viewport.h)
    }

    package func measure(_ text: String, fontSize: Double) -> Double { pager?.measure(text, fontSize: fontSize) ?? 0 }

    private func draw(_ list: DrawList) {
        sidebar.reset(clearColor: Color(0x20, 0x20, 0x20))
        for (index, title) in ["Inbox", "Chart", "Settings"].enumerated() {
            let frame = Rect(x: 12, y: Double(20 + index * 52), width: Double(Self.sidebarWidth) - 24, height: 40)
            let shade = Color(0x30, 0x30, 0x30)
            sidebar.fill(frame, shade, radius: 6)
            sidebar.text(TextRun(title, in: frame.insetBy(dx: 12, dy: 0), fontSize: 15, color: .white, on: shade))
        }
        pager?.draw(sidebar, in: SDL_Rect(x: 0, y: 0, w: Self.sidebarWidth, h: viewport.h))
        pager?.draw(list, in: viewport)
    }
}
