import CSDL2

/// Pages of rasterised text lines on a GPU renderer: many lines share one texture, so a frame's
/// text and fills draw in a few `SDL_RenderGeometry` calls, as ImGui's font atlas lets it. Lines
/// are packed on shelves; a page whose lines were all freed is packed again from its top. Each
/// page keeps a white block at its top left for fills drawn with its texture.
final class TextAtlas {
    /// A page's size in pixels (1 MB of texture).
    static let pageWidth: Int32 = 1024
    static let pageHeight: Int32 = 256
    /// The most pages kept: lines that find no room get textures of their own.
    static let maximumPages = 4
    /// The white block's side, at each page's top left.
    static let white: Int32 = 4

    fileprivate struct Shelf {
        var y: Int32
        var height: Int32
        var x: Int32
    }

    final class Page {
        let texture: OpaquePointer
        fileprivate var shelves: [Shelf] = []
        fileprivate var top: Int32 = TextAtlas.white
        /// Lines placed on it and not freed.
        fileprivate(set) var lines = 0

        fileprivate init(texture: OpaquePointer) { self.texture = texture }
    }

    private(set) var pages: [Page] = []
    private let renderer: RendererHandle

    init(renderer: RendererHandle) { self.renderer = renderer }

    deinit { removeAll() }

    /// Places `pixels` (`width` x `height`, ARGB) on a page; nil when no page has room.
    func place(_ pixels: [UInt32], width: Int32, height: Int32) -> (page: Page, rect: SDL_Rect)? {
        guard width > 0, height > 0, width <= Self.pageWidth, height <= Self.pageHeight - Self.white else { return nil }
        for page in pages {
            if let rect = room(on: page, width: width, height: height) { return upload(pixels, to: page, rect) }
        }
        guard pages.count < Self.maximumPages, let page = makePage(), let rect = room(on: page, width: width, height: height) else { return nil }
        return upload(pixels, to: page, rect)
    }

    /// A line of `page` freed: an empty page is packed again from its top.
    func free(on page: Page) {
        page.lines -= 1
        if page.lines == 0 {
            page.shelves = []
            page.top = Self.white
        }
    }

    /// Destroys every page.
    func removeAll() {
        for page in pages {
            SDL_DestroyTexture(page.texture)
            renderer.textures.destroyed()
        }
        pages = []
    }

    /// Where a line of `width` x `height` fits on `page`: on the first shelf of its height with
    /// room, or on a new shelf.
    private func room(on page: Page, width: Int32, height: Int32) -> SDL_Rect? {
        for index in page.shelves.indices where page.shelves[index].height == height && page.shelves[index].x + width <= Self.pageWidth {
            let shelf = page.shelves[index]
            page.shelves[index].x += width
            return SDL_Rect(x: shelf.x, y: shelf.y, w: width, h: height)
        }
        guard page.top + height <= Self.pageHeight else { return nil }
        page.shelves.append(Shelf(y: page.top, height: height, x: width))
        defer { page.top += height }
        return SDL_Rect(x: 0, y: page.top, w: width, h: height)
    }

    private func upload(_ pixels: [UInt32], to page: Page, _ rect: SDL_Rect) -> (page: Page, rect: SDL_Rect) {
        var area = rect
        _ = pixels.withUnsafeBytes { SDL_UpdateTexture(page.texture, &area, $0.baseAddress, rect.w * 4) }
        page.lines += 1
        return (page, rect)
    }

    private func makePage() -> Page? {
        guard
            let texture = SDL_CreateTexture(
                renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Self.pageWidth, Self.pageHeight)
        else { return nil }
        renderer.textures.created()
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let white = [UInt32](repeating: 0xFFFF_FFFF, count: Int(Self.white * Self.white))
        var block = SDL_Rect(x: 0, y: 0, w: Self.white, h: Self.white)
        _ = white.withUnsafeBytes { SDL_UpdateTexture(texture, &block, $0.baseAddress, Self.white * 4) }
        let page = Page(texture: texture)
        pages.append(page)
        return page
    }
}
