import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport
import Testing

@testable import PagerSDL

/// Text in any script, in pixels: colour emoji, bold in every script, "…" where text is too long.
@Suite("World-ready text in pixels")
struct WorldTextTests {
    static func render(_ run: TextRun, width: Int = 400, height: Int = 60) throws -> PixelImage {
        let canvas = try HeadlessCanvas(width: width, height: height, fonts: RenderFixture.fonts)
        var list = DrawList()
        list.reset(clearColor: .white)
        list.text(run)
        return try canvas.snapshot(list)
    }

    static func pixels(_ image: PixelImage, where test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where test(image.pixel(x: x, y: y)) { count += 1 }
        }
        return count
    }

    /// An emoji is drawn in its own colours, not as an empty box in the text colour.
    @Test func emojiAreInColour() throws {
        let image = try Self.render(TextRun("热点Hot 🔥", in: Rect(x: 10, y: 0, width: 380, height: 60), fontSize: 24, color: .black))
        let coloured = Self.pixels(image) { Int($0.r) - Int($0.b) > 80 && $0.r > 150 }
        #expect(coloured > 40, "\(coloured) orange pixels")
    }

    /// Bold is bold in Chinese too (a font with no bold face is emboldened).
    @Test func boldIsBoldInEveryScript() throws {
        let frame = Rect(x: 10, y: 0, width: 380, height: 60)
        let regular = try Self.render(TextRun("粗体标题", in: frame, fontSize: 24, color: .black))
        let bold = try Self.render(TextRun("粗体标题", in: frame, fontSize: 24, weight: .bold, color: .black))
        let dark = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r < 128 }
        #expect(Self.pixels(bold, where: dark) > Self.pixels(regular, where: dark) * 11 / 10)
    }

    /// One line too long for its frame ends with "…" inside it: its last ink is three dots (with
    /// gaps between them), not a letter cut at the frame's edge.
    @Test func tooLongEndsWithAnEllipsisInsideItsFrame() throws {
        let frame = Rect(x: 20, y: 0, width: 200, height: 60)
        let image = try Self.render(TextRun(String(repeating: "w", count: 60), in: frame, fontSize: 16, color: .black))
        let ink = AlignmentAndClipTests.inkColumns(image, rows: 0..<60)
        let last = try #require(ink.last)
        #expect(last < 220 && last > 190, "ink ends at \(last)")
        let tail = Set(ink.filter { $0 > last - 14 })
        let gaps = (last - 13...last).filter { !tail.contains($0) }.count
        #expect(gaps >= 2, "the last ink \(tail.sorted()) has no gaps: no ellipsis")
    }

    /// Text taller than its frame is cut at the frame: nothing piles into the rows around it.
    @Test func textStaysInItsFrame() throws {
        let image = try Self.render(
            TextRun("Huge", in: Rect(x: 0, y: 20, width: 400, height: 20), fontSize: 200, color: .black), height: 80)
        let outside =
            Self.pixels(image) { $0.r < 200 }
            - (0..<400).reduce(0) { total, x in
                total + (20..<40).filter { image.pixel(x: x, y: $0).r < 200 }.count
            }
        #expect(outside == 0)
    }
}
