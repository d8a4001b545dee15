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
