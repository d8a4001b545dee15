import Foundation
import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport
import Testing

@testable import PagerSDL

/// SDL and the fonts, started once for every rendering test.
enum RenderFixture {
    static let fonts: FontFiles = {
        do {
            try SDLLibrary.start(video: false)
            return try FontFiles.locate(warn: { _ in })
        } catch {
            fatalError("rendering tests need SDL and fonts (make test installs them): \(error)")
        }
    }()

    /// A software renderer drawing into `surface` (SDL started).
    static func softwareRenderer(on surface: Surface) throws -> RendererHandle {
        _ = fonts
        return RendererHandle(owning: try #require(SDL_CreateSoftwareRenderer(surface.pointer)))
    }

    /// Renders `scene` on a fresh headless canvas of its size.
    static func render(_ scene: Scene, scale: Int = 1) throws -> PixelImage {
        let canvas = try HeadlessCanvas(
            width: Int(scene.viewSize.width), height: Int(scene.viewSize.height),
            scale: scale, fonts: fonts)
        var list = DrawList()
        scene.draw(into: &list)
        return try canvas.snapshot(list)
    }

    /// How many pixels of `drawn` differ from `expected` (images of one size).
    static func differingPixels(_ drawn: PixelImage, _ expected: PixelImage) -> Int {
        zip(drawn.pixels, expected.pixels).filter { $0 != $1 }.count
    }

    /// A scene of the showcase at 800x600 after `steps`, played by the shared test driver.
    static func scene(_ steps: (inout SceneDriver) -> Void = { _ in }) -> Scene {
        var driver = SceneDriver()
        steps(&driver)
        return driver.scene
    }

    /// A host's software renderer on a `width` x `height` surface, cleared to blue, with a state
    /// of the host's own set (a clip rectangle, the ADD blend mode, the colour (1, 2, 3, 4)) that
    /// the pager's drawing must leave as it was.
    final class HostRenderer {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let renderer: OpaquePointer
        /// The clip rectangle the host set.
        let clip: SDL_Rect

        init(width: Int32, height: Int32, clip: SDL_Rect) throws {
            _ = RenderFixture.fonts
            guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
                throw SDLError.last("surface")
            }
            guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
                SDL_FreeSurface(surface)
                throw SDLError.last("renderer")
            }
            self.surface = surface
            self.renderer = renderer
            self.clip = clip
            SDL_SetRenderDrawColor(renderer, 0, 0, 255, 255)
            SDL_RenderClear(renderer)
            var viewport = SDL_Rect(x: 0, y: 0, w: width, h: height)
            SDL_RenderSetViewport(renderer, &viewport)
            var hostClip = clip
            SDL_RenderSetClipRect(renderer, &hostClip)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD)
            SDL_SetRenderDrawColor(renderer, 1, 2, 3, 4)
        }

        deinit {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }

        /// Whether the renderer's state is the one the host set.
        var keepsTheHostsState: Bool {
            var viewport = SDL_Rect(), clip = SDL_Rect(), blend = SDL_BLENDMODE_NONE
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
            var scaleX: Float = 0, scaleY: Float = 0
            SDL_RenderGetViewport(renderer, &viewport)
            SDL_RenderGetClipRect(renderer, &clip)
            SDL_GetRenderDrawBlendMode(renderer, &blend)
            SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a)
            SDL_RenderGetScale(renderer, &scaleX, &scaleY)
            return (viewport.x, viewport.y, viewport.w, viewport.h) == (0, 0, surface.pointee.w, surface.pointee.h)
                && (clip.x, clip.y, clip.w, clip.h) == (self.clip.x, self.clip.y, self.clip.w, self.clip.h)
                && blend == SDL_BLENDMODE_ADD && (r, g, b, a) == (1, 2, 3, 4) && scaleX == 1 && scaleY == 1
                && SDL_GetRenderTarget(renderer) == nil
        }

        /// What the surface shows.
        func image() throws -> PixelImage {
            guard let copy = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { throw SDLError.last("copy") }
            return try Surface(owning: copy).pixelImage()
        }
    }
}
