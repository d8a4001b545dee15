import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport
import Testing

@testable import PagerSDL

/// Where the renderer puts ink: trailing text against the right edge, nothing outside a clip.
@Suite("Alignment and clipping in pixels")
struct AlignmentAndClipTests {
    /// The columns of `surface` with ink (a pixel darker than near-white) in rows `rows`.
    static func inkColumns(_ surface: PixelImage, rows: Range<Int>) -> [Int] {
        (0..<surface.width).filter { x in
            rows.contains { y in
                let p = surface.pixel(x: x, y: y); return Int(p.r) + Int(p.g) + Int(p.b) < 600
            }
        }
    }

    /// Trailing text ends at its frame's right edge; leading text starts at its left edge;
    /// centred text sits in the middle.
    @Test(arguments: [TextAlignment.trailing, .leading, .center])
    func textLandsWhereItsAlignmentSays(alignment: TextAlignment) throws {
        let canvas = try HeadlessCanvas(width: 800, height: 44, fonts: RenderFixture.fonts)
        var list = DrawList()
        list.reset(clearColor: .white)
        let frame = Rect(x: 100, y: 0, width: 600, height: 44)
        list.text(TextRun("Detail", in: frame, fontSize: 16, color: .black, alignment: alignment))
        let ink = Self.inkColumns(try canvas.snapshot(list), rows: 0..<44)
        let first = try #require(ink.first), last = try #require(ink.last)
        #expect(last - first > 30 && last - first < 80, "ink \(first)...\(last)")
        switch alignment {
        case .trailing: #expect(last >= 693 && last <= 700, "ink ends at \(last)")
        case .leading: #expect(first >= 100 && first <= 104, "ink starts at \(first)")
        case .center: #expect(abs((first + last) / 2 - 400) <= 3, "ink centred at \((first + last) / 2)")
        }
    }

    /// Text larger than the clip rectangle (the draw list clips fills itself; text is clipped
    /// by the renderer) leaves ink only inside it.
    @Test func nothingIsDrawnOutsideTheClip() throws {
        let canvas = try HeadlessCanvas(width: 200, height: 200, fonts: RenderFixture.fonts)
        var list = DrawList()
        list.reset(clearColor: .white)
        let clip = Rect(x: 50, y: 80, width: 100, height: 40)
        list.pushClip(clip)
        list.text(TextRun("WWWWWW", in: Rect(x: 0, y: 0, width: 200, height: 200), fontSize: 60, color: .black))
        list.popClip()
        let surface = try canvas.snapshot(list)
        var inside = 0, outside = 0
        for y in 0..<200 {
            for x in 0..<200 where surface.pixel(x: x, y: y) != (255, 255, 255) {
                if clip.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 500 && outside == 0, "\(inside) inked pixels inside the clip, \(outside) outside")
    }
}
