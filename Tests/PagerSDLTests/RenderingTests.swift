import Foundation
import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport
import RenderTestSupport
import Testing

@testable import PagerSDL

/// SDL is process-wide: every rendering test runs in this one serialized suite.
@Suite("Rendering", .serialized)
struct RenderingTests {
    static func isRed(_ pixel: (r: UInt8, g: UInt8, b: UInt8)) -> Bool {
        pixel.r > 200 && pixel.g < 60 && pixel.b < 60
    }

    /// Below the titles (y 45-59), a pixel of the tab bar is red exactly where the indicator
    /// is: pixel columns `columns`, the bottom 5 units.
    func expectIndicatorOnly(in surface: PixelImage, columns: Range<Int>, scale: Int = 1) {
        var misplaced: [(Int, Int)] = []
        for y in (45 * scale)..<(60 * scale) {
            for x in 0..<surface.width {
                let inside = y >= 55 * scale && columns.contains(x)
                if Self.isRed(surface.pixel(x: x, y: y)) != inside { misplaced.append((x, y)) }
            }
        }
        #expect(misplaced.isEmpty, "\(misplaced.count) pixels wrong, first \(String(describing: misplaced.first))")
    }

    @Test func theIndicatorIsRedUnderTheFirstTabAndNowhereElseInTheBar() throws {
        let surface = try RenderFixture.render(RenderFixture.scene())
        expectIndicatorOnly(in: surface, columns: 0..<133)
    }

    @Test func theIndicatorFollowsAHalfwayDrag() throws {
        let scene = RenderFixture.scene { driver in
            driver.send(.pointerDown(Point(x: 700, y: 300), .mouse))
            driver.time += 0.1
            driver.send(.pointerMove(Point(x: 298, y: 300), .mouse))  // 400 past the slop: half a page
        }
        let surface = try RenderFixture.render(scene)
        expectIndicatorOnly(in: surface, columns: 67..<200)
    }

    @Test func doubleDensityRendersEveryPixel() throws {
        let surface = try RenderFixture.render(RenderFixture.scene(), scale: 2)
        #expect(surface.width == 1600 && surface.height == 1200)
        expectIndicatorOnly(in: surface, columns: 0..<267, scale: 2)  // 133.3 units
    }

    @Test func rowsShowTheirTextAndSeparators() throws {
        let surface = try RenderFixture.render(RenderFixture.scene())
        // Row 1's text sits at x 16 onwards, around y 90; the first separator is at y 119.
        let textRow = (16..<340).filter { surface.pixel(x: $0, y: 90).r < 128 }
        #expect(textRow.count > 30)
        #expect(surface.pixel(x: 400, y: 119) == (220, 220, 220))
        #expect(surface.pixel(x: 8, y: 119) == (255, 255, 255))
        #expect(surface.pixel(x: 600, y: 100) == (255, 255, 255))
    }

    @Test func chineseTextRendersWithACJKFont() throws {
        try #require(RenderFixture.fonts.cjk != nil, "fonts-wqy-microhei (make test installs it) provides Chinese glyphs")
        let content = SceneContent(
            tabs: ["第一页", "第二页"].map {
                TabContent(title: $0, page: .colorBlock(.white, Size(width: 0, height: 0)))
            })
        let surface = try RenderFixture.render(Scene(content: content, viewSize: Size(width: 400, height: 200)))
        // The selected title's glyphs: red pixels in the first button's text area (x 0-200, y 20-40).
        let red = (0..<200).flatMap { x in (18..<42).map { (x, $0) } }.filter { Self.isRed(surface.pixel(x: $0.0, y: $0.1)) }
        #expect(red.count > 40)
    }

    @Test func aFontFileThatFailsToLoadIsNamed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(getpid()).ttf").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x42, count: 512)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try HeadlessCanvas(width: 100, height: 100, fonts: FontFiles(regular: path, cjk: nil))
            Issue.record("a broken font loaded")
        } catch let error as SDLError {
            #expect(error.description.hasPrefix("cannot load font '\(path)'"), "\(error.description)")
        }
    }

    @Test func textIsRasterisedOncePerString() throws {
        let canvas = try HeadlessCanvas(width: 800, height: 600, fonts: RenderFixture.fonts)
        var list = DrawList()
        RenderFixture.scene().draw(into: &list)
        canvas.present(list)
        let afterFirst = canvas.drawListRenderer.cachedTextCount
        canvas.present(list)
        canvas.present(list)
        // 6 titles, the 9 rows (lines that differ only in their digits share one placement),
        // 1 overlay label.
        #expect(afterFirst == 8)
        #expect(canvas.drawListRenderer.cachedTextCount == afterFirst)
    }

    /// The states a user sees, each against its reference: the start, a swipe, a page with a
    /// button, the last page, a hovered tab, a held button, the focus ring, the scroll indicator
    /// and the edge glow.
    @Test(arguments: ["start", "mid-swipe", "custom-page", "red-page", "hover", "pressed", "focus", "scroll-indicator", "edge-glow"])
    func framesMatchTheirReferences(state: String) throws {
        let scene = RenderFixture.scene { driver in
            switch state {
            case "mid-swipe":
                driver.send(.pointerDown(Point(x: 700, y: 300), .mouse))
                driver.time += 0.1
                driver.send(.pointerMove(Point(x: 258, y: 300), .mouse))
            case "custom-page":
                driver.key(.digit(5))
                driver.wait(0.4)
                driver.click(Point(x: 400, y: 238))
            case "red-page":
                driver.key(.end)
                driver.wait(0.4)
            case "hover":
                driver.send(.pointerMove(driver.scene.tabCenter(2) ?? Point(x: 0, y: 0), .mouse))
            case "pressed":
                driver.key(.digit(5))
                driver.wait(0.4)
                driver.send(.pointerDown(Point(x: 400, y: 238), .mouse))
                driver.wait(0.2)
            case "focus":
                driver.key(.digit(5))
                driver.wait(0.4)
                driver.key(.tab)  // from the selected tab, which has the focus from the start, into the page
            case "scroll-indicator":
                driver.send(.wheel(dx: 0, dy: -2, at: Point(x: 400, y: 300), shift: false))
                driver.wait(0.2)
            case "edge-glow":
                driver.send(.pointerDown(Point(x: 200, y: 300), .touch))
                for x in stride(from: 250.0, through: 450, by: 50) {
                    driver.wait(SceneDriver.frame)
                    driver.send(.pointerMove(Point(x: x, y: 300), .touch))
                }
            default:
                break
            }
        }
        let problem = try ReferenceImages(besides: #filePath).mismatch(try RenderFixture.render(scene), name: state)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// PNG encoding and decoding keep every pixel.
    @Test func pngsRoundTrip() throws {
        let image = try RenderFixture.render(RenderFixture.scene())
        #expect(try PNGCodec.decode(try PNGCodec.encode(image)) == image)
    }
}
