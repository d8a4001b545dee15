import CSDL2
import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport
import Testing

@testable import PagerSDL

/// A headless canvas keeps its pixels between frames and erases only what the last frame drew,
/// and keeps one texture per string for text whose colour changes: neither may show in pixels.
@Suite("Frames drawn one after another")
struct FrameReuseTests {
    /// A random frame: a background, fills (some translucent, some rounded), text in several
    /// colours, with and without a known background, sometimes clipped, sometimes covering most of
    /// the canvas.
    static func randomList(_ random: inout SeededGenerator, width: Double, height: Double) -> DrawList {
        var list = DrawList()
        let backgrounds: [Color] = [.white, .white, .white, Color(240, 240, 240)]
        list.reset(clearColor: backgrounds[Int.random(in: 0..<backgrounds.count, using: &random)])
        func rect() -> Rect {
            let w = Double.random(in: 1...(width * (Bool.random(using: &random) ? 0.9 : 0.3)), using: &random)
            let h = Double.random(in: 1...(height * 0.5), using: &random)
            return Rect(
                x: Double.random(in: -20...width, using: &random), y: Double.random(in: -20...height, using: &random), width: w,
                height: h)
        }
        func color() -> Color {
            Color(
                UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random), Bool.random(using: &random) ? 255 : 128)
        }
        let strings = ["Tab 1", "I am the 12th data in the 3th TableView.", "热点Hot 🔥", "Settings", "😀 ok"]
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: list.fill(rect(), color())
            case 1: list.fill(rect(), color(), radius: 8)
            case 5:
                // A picture, plain or as a tinted shape: the next frame erases it too.
                let picture = SceneImage(PixelImage(width: 6, height: 4, color: color()), name: "picture")
                list.image(picture, in: rect(), tint: Bool.random(using: &random) ? color() : nil)
            case 2:
                list.pushClip(rect())
                list.fill(rect(), color())
                list.popClip()
            default:
                var opaque = color()
                opaque.a = 255
                let string = strings[Int.random(in: 0..<strings.count, using: &random)]
                let background: Color? = Bool.random(using: &random) ? list.clearColor : nil
                list.text(TextRun(string, in: rect(), fontSize: 17, color: opaque, on: background))
            }
        }
        return list
    }

    /// Three hundred random frames in a row on one canvas (fills, rounded and clipped, text,
    /// pictures) each look exactly like the same frame drawn on a new canvas: nothing of an earlier
    /// frame is left behind, a picture no more than the rest.
    /// Every fourth frame is the one before again (a page at rest), which is not drawn again.
    @Test func aFrameLeavesNothingOfTheOneBefore() throws {
        let reused = try HeadlessCanvas(width: 320, height: 240, fonts: RenderFixture.fonts)
        var random = SeededGenerator(seed: 11)
        var list = DrawList()
        for index in 0..<300 {
            if index % 4 != 3 { list = Self.randomList(&random, width: 320, height: 240) }
            let fresh = try HeadlessCanvas(width: 320, height: 240, fonts: RenderFixture.fonts)
            let expected = try fresh.snapshot(list)
            let drawn = try reused.snapshot(list)
            let differing = RenderFixture.differingPixels(drawn, expected)
            #expect(differing == 0, "frame \(index): \(differing) pixels differ from the same frame drawn fresh")
            if differing > 0 { break }
        }
    }

    /// A renderer drawing on pixels that stay its own, given the list it drew last time (a host's
    /// sidebar, a page at rest), leaves them as they are; any other list is drawn whole.
    @Test func theSameFrameAgainLeavesThePixelsAsTheyAre() throws {
        let surface = try Surface(width: 200, height: 60)
        let drawer = DrawListRenderer(
            renderer: try RenderFixture.softwareRenderer(on: surface), engine: try TextEngine(files: RenderFixture.fonts), pixels: 200 * 60,
            memoryTarget: surface)
        var list = DrawList()
        list.reset(clearColor: .white)
        list.fill(Rect(x: 10, y: 10, width: 50, height: 20), Color(0, 0, 255))
        list.text(TextRun("Inbox", in: Rect(x: 70, y: 0, width: 120, height: 60), fontSize: 17, color: .black, on: .white))
        drawer.render(list)
        let drawn = try surface.pixelImage(opaque: true)
        // A mark no list made, on the blue fill: drawing the same list again does not touch it,
        // and drawing another list draws the fill again.
        surface.fill(SDL_Rect(x: 12, y: 12, w: 4, h: 4), with: Color(255, 0, 0))
        drawer.render(list)
        #expect(try surface.pixelImage(opaque: true).pixel(x: 13, y: 13) == (255, 0, 0))
        var moved = list
        moved.fill(Rect(x: 10, y: 40, width: 5, height: 5), Color(0, 0, 255))
        drawer.render(moved)
        let fresh = try HeadlessCanvas(width: 200, height: 60, fonts: RenderFixture.fonts)
        #expect(RenderFixture.differingPixels(try surface.pixelImage(opaque: true), try fresh.snapshot(moved)) == 0)
        drawer.render(list)
        #expect(RenderFixture.differingPixels(try surface.pixelImage(opaque: true), drawn) == 0)
    }

    /// A host's callback may draw differently with the same list: such a list is drawn every time.
    @Test func aListWithACallbackIsDrawnEveryTime() throws {
        let canvas = try HeadlessCanvas(width: 100, height: 100, fonts: RenderFixture.fonts)
        var runs = 0
        let callback = SDLDrawCallback { _ in runs += 1 }
        var list = DrawList()
        list.reset(clearColor: .white)
        list.callback(callback, in: Rect(x: 0, y: 0, width: 50, height: 50))
        for _ in 0..<3 { canvas.present(list) }
        #expect(runs == 3)
    }

    /// A callback is clipped to the clip rectangle, not to its frame: what it drew outside its
    /// frame is erased by the next frame too.
    @Test func whatACallbackDrewOutsideItsFrameIsErasedNextFrame() throws {
        let canvas = try HeadlessCanvas(width: 100, height: 100, fonts: RenderFixture.fonts)
        let callback = SDLDrawCallback { context in
            var around = SDL_Rect(x: context.frame.x - 8, y: context.frame.y - 8, w: context.frame.w + 16, h: context.frame.h + 16)
            SDL_SetRenderDrawColor(context.renderer, 255, 0, 0, 255)
            SDL_RenderFillRect(context.renderer, &around)
        }
        var list = DrawList()
        list.reset(clearColor: .white)
        list.callback(callback, in: Rect(x: 40, y: 40, width: 10, height: 10))
        let drawn = try canvas.snapshot(list)
        #expect(drawn.pixel(x: 34, y: 34) == (255, 0, 0))
        list.reset(clearColor: .white)
        let next = try canvas.snapshot(list)
        #expect(next.pixels.allSatisfy { $0 & 0xFF_FFFF == 0xFF_FFFF })
    }

    /// On a GPU renderer (the text atlas) text on an opaque background whose colour changes
    /// every frame is kept once too, as white tinted to each colour: nothing new is laid out or
    /// uploaded while a tab's title fades between two colours.
    @Test func onAGPUATitleFadingOnItsBackgroundIsKeptOnce() throws {
        let surface = try Surface(width: 8, height: 8)
        let cache = TextCache(
            renderer: try RenderFixture.softwareRenderer(on: surface), engine: try TextEngine(files: RenderFixture.fonts), byteBudget: 1 << 20,
            usesAtlas: true)
        for step in 0..<32 {
            let request = TextEngine.Request(
                string: "Tab 2", pixelSize: 17, weight: .regular, width: 200, wraps: false, maxLines: 1, alignment: .leading)
            let entry = cache.texture(
                for: TextCache.Key(request: request, color: Color(UInt8(255 - step * 4), 0, UInt8(step * 4)), background: .white))
            #expect(entry?.isMask == true && entry?.page != nil)
        }
        #expect(cache.count == 1)
        withExtendedLifetime(surface) {}
    }

    /// A title whose colour changes every frame (as a tab's does while the pages move) is kept
    /// once, and is drawn in each colour.
    @Test func textInChangingColoursIsKeptOnceAndDrawnInEach() throws {
        let canvas = try HeadlessCanvas(width: 200, height: 60, fonts: RenderFixture.fonts)
        var counts: Set<Int> = []
        for step in 0..<64 {
            let red = UInt8(255 - step * 2), blue = UInt8(step * 4)
            var list = DrawList()
            list.reset(clearColor: .white)
            list.text(TextRun("MMMM", in: Rect(x: 0, y: 0, width: 200, height: 60), fontSize: 40, weight: .bold, color: Color(red, 0, blue)))
            let image = try canvas.snapshot(list)
            counts.insert(canvas.drawListRenderer.cachedTextCount)
            // The strokes' solid middle is exactly the colour asked for.
            let solid = WorldTextTests.pixels(image) { $0.r == red && $0.g == 0 && $0.b == blue }
            #expect(solid > 100, "step \(step): \(solid) pixels in the title's colour")
        }
        #expect(counts == [1])
    }

    /// Emoji keep their own colours in a title drawn in a colour (they are not tinted).
    @Test func emojiInAColouredTitleKeepTheirColours() throws {
        let image = try WorldTextTests.render(
            TextRun("Hot 🔥", in: Rect(x: 10, y: 0, width: 380, height: 60), fontSize: 32, color: Color(0, 0, 255)))
        let orange = WorldTextTests.pixels(image) { Int($0.r) - Int($0.b) > 80 && $0.r > 150 }
        let blue = WorldTextTests.pixels(image) { $0.b > 200 && $0.r < 60 && $0.g < 60 }
        #expect(orange > 40, "\(orange) orange pixels")
        #expect(blue > 20, "\(blue) blue pixels")
    }

    /// Scrolling through many new rows keeps what it holds bounded (rows that differ only in
    /// their numbers share one placement), and the rows of the frame just drawn are all still
    /// kept: drawing it again makes nothing new.
    @Test func newTextFreesTheOldestAsItComes() throws {
        let canvas = try HeadlessCanvas(width: 400, height: 600, fonts: RenderFixture.fonts)
        var list = DrawList()
        for frame in 0..<400 {
            list.reset(clearColor: .white)
            for row in 0..<10 {
                list.text(
                    TextRun(
                        "I am the \(frame * 10 + row)th data in the 3th TableView.", in: Rect(x: 16, y: Double(row) * 60, width: 380, height: 60),
                        fontSize: 17, color: .black, on: .white))
            }
            canvas.present(list)
        }
        let kept = canvas.drawListRenderer.cachedTextCount
        #expect(kept >= 1 && kept < 40, "\(kept) strings kept")
        canvas.present(list)
        #expect(canvas.drawListRenderer.cachedTextCount == kept, "drawing the last frame again rasterised something")
        #expect(canvas.drawListRenderer.liveTextureCount == canvas.drawListRenderer.cachedTextureCount)
    }
}
