import CSDL2
import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport
import Testing

@testable import PagerSDL

/// A headless canvas writes one-line text on an opaque background straight into its pixels, from
/// words already drawn (tinted to each colour), instead of making a texture per string: what it
/// draws must be exactly what the textures would show.
@Suite("Text drawn straight into the canvas")
struct DirectTextTests {
    /// A software renderer on a surface of its own, drawing straight into it or not.
    final class Target {
        let surface: Surface
        let drawer: DrawListRenderer

        init(width: Int, height: Int, straight: Bool) throws {
            surface = try Surface(width: width, height: height)
            drawer = DrawListRenderer(
                renderer: try RenderFixture.softwareRenderer(on: surface), engine: try TextEngine(files: RenderFixture.fonts),
                pixels: width * height, memoryTarget: straight ? surface : nil)
        }

        func draw(_ list: DrawList) throws -> PixelImage {
            drawer.render(list)
            return try surface.pixelImage()
        }
    }

    /// Whether `list` comes out the same drawn straight and through textures (expected to).
    static func drawsAlike(_ list: DrawList, _ straight: Target, _ textured: Target, _ label: String) throws -> Bool {
        let expected = try textured.draw(list)
        let differing = RenderFixture.differingPixels(try straight.draw(list), expected)
        #expect(differing == 0, "\(label): \(differing) pixels differ")
        return differing == 0
    }

    /// Rows of a list with numbers of every length, in every alignment, partly clipped or off the
    /// canvas, over random fills, in colours met again (rows then share one placement, their
    /// digits filled in) and new: each frame is the same drawn straight or through textures.
    @Test func straightTextLooksExactlyLikeTextures() throws {
        let straight = try Target(width: 320, height: 240, straight: true)
        let textured = try Target(width: 320, height: 240, straight: false)
        var random = SeededGenerator(seed: 5)
        let alignments: [TextAlignment] = [.leading, .center, .trailing]
        for index in 0..<200 {
            var list = FrameReuseTests.randomList(&random, width: 320, height: 240)
            if Bool.random(using: &random) { list.pushClip(Rect(x: 30, y: 20, width: 200, height: 150)) }
            for row in 0..<6 {
                let number = Int.random(in: 0...10_000_000, using: &random)
                let color =
                    Bool.random(using: &random)
                    ? [Color.black, Color(200, 0, 0)][row % 2]
                    : Color(UInt8.random(in: 0...255, using: &random), 0, UInt8.random(in: 0...255, using: &random))
                list.text(
                    TextRun(
                        "I am the \(number)th data in the \(row)th TableView.",
                        in: Rect(x: Double.random(in: -40...40, using: &random), y: Double(row) * 44 - 10, width: 330, height: 44),
                        fontSize: Double([13, 17, 22][row % 3]), weight: row == 4 ? .bold : .regular, color: color,
                        alignment: alignments[Int.random(in: 0..<3, using: &random)], on: list.clearColor))
            }
            guard try Self.drawsAlike(list, straight, textured, "frame \(index)") else { break }
        }
        #expect(straight.drawer.cachedTextCount > 0)
    }

    /// A word tinted from its white mask matches the same word laid out in that colour on that
    /// background (at most one level in a pixel where glyphs overlap).
    @Test func tintedWordsMatchWordsLaidOutInTheirColour() throws {
        let engine = try TextEngine(files: RenderFixture.fonts)
        let pairs: [(Color, Color)] = [
            (Color(255, 0, 0), .white), (Color(128, 128, 128), .white), (.black, .white), (.white, Color(30, 60, 90)),
            (Color(10, 200, 100), Color(240, 240, 240)),
        ]
        var compared = 0, differing = 0
        for word in ["Tab", "TableView.", "Wave", "AVAToday", "ffi", "条", "第"] {
            for size in [13, 16, 24] {
                let request = TextEngine.Request(
                    string: word, pixelSize: size, weight: size == 24 ? .bold : .regular, width: 0, wraps: false, maxLines: 0,
                    alignment: .leading)
                let mask = try #require(engine.rasterWhole(request, color: .white, background: nil))
                for (color, background) in pairs {
                    let laidOut = try #require(engine.rasterWhole(request, color: color, background: background))
                    let tinted = try #require(WordRasters.tint(mask, color: color, on: background))
                    #expect(tinted.width == laidOut.width && tinted.height == laidOut.height && tinted.baseline == laidOut.baseline)
                    for (a, b) in zip(tinted.pixels, laidOut.pixels) {
                        compared += 1
                        guard a != b else { continue }
                        differing += 1
                        let most =
                            [UInt32(16), 8, 0].map { (shift: UInt32) -> Int in
                                abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                            }.max() ?? 0
                        #expect(most <= 1, "\(word) at \(size): a channel differs by \(most)")
                    }
                }
            }
        }
        #expect(compared > 10_000 && differing * 1000 <= compared, "\(differing) of \(compared) pixels differ")
    }

    /// Colour glyphs are never tinted: a mask with an emoji in it is refused.
    @Test func emojiAreNotTinted() throws {
        let engine = try TextEngine(files: RenderFixture.fonts)
        let request = TextEngine.Request(string: "🔥", pixelSize: 24, weight: .regular, width: 0, wraps: false, maxLines: 0, alignment: .leading)
        let mask = try #require(engine.rasterWhole(request, color: .white, background: nil))
        #expect(WordRasters.tint(mask, color: .black, on: .white) == nil)
    }

    /// A title on an opaque bar whose colour changes every frame is drawn in each colour exactly,
    /// straight from its words (of one word or several): no texture is made for any colour.
    @Test(arguments: ["MM MM", "MMMM"])
    func aTitleOnABarIsDrawnInEachColour(title: String) throws {
        let canvas = try HeadlessCanvas(width: 200, height: 60, fonts: RenderFixture.fonts)
        for step in 0..<64 {
            let red = UInt8(255 - step * 2), blue = UInt8(step * 4)
            var list = DrawList()
            list.reset(clearColor: .white)
            list.text(
                TextRun(title, in: Rect(x: 0, y: 0, width: 200, height: 60), fontSize: 40, weight: .bold, color: Color(red, 0, blue), on: .white))
            let image = try canvas.snapshot(list)
            let solid = WorldTextTests.pixels(image) { $0.r == red && $0.g == 0 && $0.b == blue }
            #expect(solid > 100, "step \(step): \(solid) pixels in the title's colour")
        }
        #expect(canvas.drawListRenderer.cachedTextureCount == 0)
    }

    /// Ten thousand rows that differ only in their numbers are one placement, whatever the
    /// length of the number, and each is drawn exactly as its texture would show it: a new row
    /// costs what a row already on screen does.
    @Test func rowsThatDifferOnlyInTheirNumbersShareOnePlacement() throws {
        let straight = try Target(width: 400, height: 60, straight: true)
        let textured = try Target(width: 400, height: 60, straight: false)
        for number in stride(from: 0, to: 10_000, by: 1) {
            var list = DrawList()
            list.reset(clearColor: .white)
            list.text(
                TextRun(
                    "Row \(number) of \(number * 37 % 1000)", in: Rect(x: 8, y: 0, width: 390, height: 60), fontSize: 17, color: .black,
                    on: .white))
            if number % 997 == 0 || number < 12 {
                _ = try Self.drawsAlike(list, straight, textured, "row \(number)")
            } else {
                _ = try straight.draw(list)
            }
        }
        // One placement for each count of digits in the two numbers met more than once.
        #expect(straight.drawer.cachedTextCount <= 16, "\(straight.drawer.cachedTextCount) placements for 10 000 rows")
    }

    /// Rows laid out whole (right-to-left, or with joiners) whose numbers change, in colours met
    /// again and new, in every alignment: drawn straight, from one layout with zeros and the
    /// digits drawn over them, each is exactly the row laid out for its texture.
    @Test func rowsLaidOutWholeWithNewNumbersLookExactlyLikeTextures() throws {
        let straight = try Target(width: 360, height: 240, straight: true)
        let textured = try Target(width: 360, height: 240, straight: false)
        var random = SeededGenerator(seed: 11)
        let templates = [
            "الخبر رقم {n} في الصفحة {m}", "שורה {n} מתוך {m}", "第{n}条 news 🔥 {m}", "{n} \u{200D} {m} items",
            "رقم {n}، {m} صفحات", "Σ {n} = {m}",
        ]
        let alignments: [TextAlignment] = [.leading, .center, .trailing]
        for index in 0..<150 {
            var list = DrawList()
            list.reset(clearColor: .white)
            for row in 0..<5 {
                let text = templates[(index + row) % templates.count]
                    .replacingOccurrences(of: "{n}", with: String(Int.random(in: 0...9_999_999, using: &random)))
                    .replacingOccurrences(of: "{m}", with: String(Int.random(in: 0...99, using: &random)))
                let color = Bool.random(using: &random) ? Color.black : Color(UInt8.random(in: 0...255, using: &random), 0, 90)
                list.text(
                    TextRun(
                        text, in: Rect(x: Double.random(in: -20...20, using: &random), y: Double(row) * 48, width: 360, height: 48),
                        fontSize: Double([15, 18][row % 2]), weight: row == 3 ? .bold : .regular, color: color,
                        alignment: alignments[Int.random(in: 0..<3, using: &random)], on: .white))
            }
            guard try Self.drawsAlike(list, straight, textured, "frame \(index)") else { break }
        }
    }

    /// Lines of words never seen before keep the words they hold within a bound (the word
    /// cache drops its words, but the remembered lines would keep them alive).
    @Test func rememberedLinesStayWithinTheirBudget() throws {
        let budget = 1 << 18
        let cache = PlacementCache(engine: try TextEngine(files: RenderFixture.fonts), byteBudget: budget)
        var random = SeededGenerator(seed: 3)
        func word() -> String {
            String((0..<Int.random(in: 3...9, using: &random)).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &random) ?? "x" })
        }
        for _ in 0..<1500 {
            let string = (0..<12).map { _ in word() }.joined(separator: " ")
            let request = TextEngine.Request(
                string: string, pixelSize: 17, weight: .regular, width: 0, wraps: false, maxLines: 0, alignment: .leading)
            let key = TextCache.Key(request: request, color: .black, background: .white)
            #expect(cache.placement(for: key) != nil)
            #expect(cache.placedBytes <= PlacementCache.placedBudgetFactor * budget)
        }
        #expect(cache.count > 1 && cache.count < 1500, "\(cache.count) lines remembered")
    }
}
