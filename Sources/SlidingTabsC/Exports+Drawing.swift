import CSDL2
import CSlidingTabs
import PagerCore
import PagerSDL
import PagerScene

// Drawing: into the host's SDL renderer, or into pixels the host owns.

@c(st_render_sdl)
package func renderSDL(_ handle: OpaquePointer?, _ renderer: OpaquePointer?) -> st_status {
    call(handle) { pager in
        guard let renderer else { throw CFailure(ST_ERROR_NULL, "the renderer is NULL") }
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { throw CFailure(ST_ERROR_SDL, "not a renderer: \(String(cString: SDL_GetError()))") }
        if pager.sdlRenderer?.renderer != renderer {
            // Another renderer: the textures of the last one are of no use to it.
            pager.sdlRenderer = nil
            let drawer: DrawListRenderer
            do {
                drawer = try DrawListRenderer(borrowing: renderer, fonts: pager.fonts)
            } catch {
                throw CFailure(ST_ERROR_SDL, "cannot draw with the renderer: \(error)")
            }
            drawer.setScale(pager.scale)
            drawer.viewportIsLeftAlone = pager.isLeftAlone
            pager.sdlRenderer = (renderer, drawer)
        }
        pager.scene.draw(into: &pager.drawList)
        let frame = pager.frame, scale = pager.scale
        let x = (frame.minX * scale).rounded(), y = (frame.minY * scale).rounded()
        let viewport = SDL_Rect(
            x: Int32(x), y: Int32(y), w: Int32((frame.maxX * scale).rounded() - x), h: Int32((frame.maxY * scale).rounded() - y))
        pager.sdlRenderer?.drawer.draw(pager.drawList, in: viewport)
    }
}

@c(st_set_left_alone)
package func setLeftAlone(_ handle: OpaquePointer?, _ leftAlone: Int32) -> st_status {
    call(handle) { pager in
        pager.isLeftAlone = leftAlone != 0
        pager.sdlRenderer?.drawer.viewportIsLeftAlone = leftAlone != 0
    }
}

@c(st_create_window_renderer)
package func createWindowRenderer(_ window: OpaquePointer?, _ vsync: Int32, _ renderer: UnsafeMutablePointer<OpaquePointer?>?) -> st_status {
    guard let renderer else { return failWithoutPager(CFailure(ST_ERROR_NULL, "the pointer to set to the renderer is NULL")) }
    renderer.pointee = nil
    guard let window else { return failWithoutPager(CFailure(ST_ERROR_NULL, "the window is NULL")) }
    guard SDL_GetWindowID(window) != 0 else {
        return failWithoutPager(CFailure(ST_ERROR_SDL, "not a window: \(String(cString: SDL_GetError()))"))
    }
    guard let made = WindowRenderer.create(for: window, vsync: vsync != 0) else {
        return failWithoutPager(CFailure(ST_ERROR_SDL, "cannot create a renderer for the window: \(String(cString: SDL_GetError()))"))
    }
    renderer.pointee = made
    Pagers.creationError = [0]
    return ST_OK
}

@c(st_render_pixels)
package func renderPixels(_ handle: OpaquePointer?, _ pixels: UnsafeMutableRawPointer?, _ width: Int32, _ height: Int32, _ stride: Int32) -> st_status
{
    call(handle) { pager in
        guard let pixels else { throw CFailure(ST_ERROR_NULL, "the pixels are NULL") }
        guard width >= 1, height >= 1, width <= 16384, height <= 16384 else {
            throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a buffer of \(width)x\(height) pixels: each side 1 to 16384")
        }
        guard Int(stride) >= Int(width) * 4 else {
            throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a stride of \(stride) bytes is less than \(width) pixels of 4 bytes")
        }
        let size = Size(width: Double(width) / pager.scale, height: Double(height) / pager.scale)
        if Size(width: pager.frame.width, height: pager.frame.height) != size {
            pager.setFrame(Rect(x: pager.frame.minX, y: pager.frame.minY, width: size.width, height: size.height))
        }
        if pager.pixels.map({ $0.width != Int(width) || $0.height != Int(height) }) ?? true {
            do {
                pager.pixels = try PixelTarget(width: Int(width), height: Int(height), scale: pager.scale, engine: pager.engine)
            } catch {
                throw CFailure(ST_ERROR_SDL, "cannot make \(width)x\(height) pixels to draw in: \(error)")
            }
        }
        pager.scene.draw(into: &pager.drawList)
        pager.pixels?.render(pager.drawList, into: pixels, stride: Int(stride))
    }
}
