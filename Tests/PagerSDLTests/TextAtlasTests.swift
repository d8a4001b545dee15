import CSDL2
import Testing

@testable import PagerSDL

/// How text lines are packed on atlas pages, freed, and packed again.
@Suite("Text atlas")
struct TextAtlasTests {
    /// An atlas on a software renderer of its own (the packing is the same on any renderer).
    final class Fixture {
        let surface: Surface
        let renderer: RendererHandle
        let atlas: TextAtlas

        init() throws {
            surface = try Surface(width: 8, height: 8)
            renderer = try RenderFixture.softwareRenderer(on: surface)
            atlas = TextAtlas(renderer: renderer)
        }

        func place(_ width: Int32, _ height: Int32) -> (page: TextAtlas.Page, rect: SDL_Rect)? {
            atlas.place([UInt32](repeating: 0xFF00_0000, count: Int(width * height)), width: width, height: height)
        }
    }

    @Test func linesOfOneHeightShareAShelfBelowTheWhiteBlock() throws {
        let fixture = try Fixture()
        let first = try #require(fixture.place(300, 20))
        let second = try #require(fixture.place(300, 20))
        let taller = try #require(fixture.place(300, 30))
        #expect(first.rect.y == TextAtlas.white && first.rect.x == 0)
        #expect(second.rect.y == first.rect.y && second.rect.x == 300)
        #expect(taller.rect.y == first.rect.y + 20 && taller.rect.x == 0)
        #expect(first.page === second.page && fixture.atlas.pages.count == 1 && first.page.lines == 3)
        #expect(fixture.renderer.textures.live == 1)
    }

    /// A line on a page keeps only the part of it with ink, and where that part sits in the
    /// line: a GPU does not shade the transparent rows and columns around it.
    @Test func aLineOnAPageKeepsOnlyItsInk() throws {
        let fixture = try Fixture()
        let engine = try TextEngine(files: RenderFixture.fonts)
        let cache = TextCache(renderer: fixture.renderer, engine: engine, byteBudget: 1 << 20, usesAtlas: true)
        let request = TextEngine.Request(string: "Tab 2", pixelSize: 17, weight: .regular, width: 0, wraps: false, maxLines: 0, alignment: .leading)
        let entry = try #require(cache.texture(for: TextCache.Key(request: request, color: .white, background: nil)))
        let whole = try #require(engine.rasterWhole(request, color: .white, background: nil))
        #expect(entry.page != nil && entry.width == Int32(whole.width) && entry.height == Int32(whole.height))
        #expect(entry.source.h < entry.height)  // no descenders: the rows under the baseline are empty
        var outside = 0
        for y in 0..<whole.height {
            for x in 0..<whole.width where whole.pixels[y * whole.width + x] >> 24 != 0 {
                let inX = x >= Int(entry.inkOrigin.x) && x < Int(entry.inkOrigin.x + entry.source.w)
                let inY = y >= Int(entry.inkOrigin.y) && y < Int(entry.inkOrigin.y + entry.source.h)
                if !(inX && inY) { outside += 1 }
            }
        }
        #expect(outside == 0)
    }

    @Test func aFullAtlasLeavesLinesToTexturesOfTheirOwn() throws {
        let fixture = try Fixture()
        var placed = 0
        while fixture.place(TextAtlas.pageWidth, 100) != nil { placed += 1 }
        #expect(placed == TextAtlas.maximumPages * 2)  // two 100-pixel shelves a 256-pixel page
        #expect(fixture.atlas.pages.count == TextAtlas.maximumPages)
        #expect(fixture.place(TextAtlas.pageWidth + 1, 10) == nil && fixture.place(10, TextAtlas.pageHeight) == nil)
    }

    @Test func aPageWhoseLinesAreAllFreedIsPackedAgain() throws {
        let fixture = try Fixture()
        let first = try #require(fixture.place(500, 40))
        let second = try #require(fixture.place(500, 40))
        fixture.atlas.free(on: first.page)
        let third = try #require(fixture.place(500, 40))
        #expect(third.rect.x == 0 && third.rect.y == TextAtlas.white + 40)  // the hole stays while a line remains
        fixture.atlas.free(on: second.page)
        fixture.atlas.free(on: third.page)
        let again = try #require(fixture.place(500, 40))
        #expect(again.rect.x == 0 && again.rect.y == TextAtlas.white && fixture.atlas.pages.count == 1)
        fixture.atlas.removeAll()
        #expect(fixture.renderer.textures.live == 0)
    }
}
