import PagerCore
import PagerScene
import PagerTestSupport
import Testing

/// Pages that peek (Compose's contentPadding and pageSpacing) and pages the host transforms
/// (ViewPager2's PageTransformer), through the one draw list.
@Suite("Peeking and transformed pages")
struct PageTransformTests {
    static let colors = [Color(255, 0, 0), Color(0, 0, 255), Color(0, 160, 0)]

    /// Three pages, each a block of colour `width` wide (the page's width) and as tall as the pages.
    static func driver(width: Double = 800, _ configure: (inout Theme) -> Void) -> SceneDriver {
        var theme = Theme()
        configure(&theme)
        let tabs = colors.enumerated().map { TabContent(title: "Tab \($0.offset)", page: .colorBlock($0.element, Size(width: width, height: 540))) }
        return SceneDriver(content: SceneContent(tabs: tabs), theme: theme)
    }

    /// The frames the page colours are filled in, by colour.
    static func pageFills(_ driver: SceneDriver) -> [Color: [Rect]] {
        var fills: [Color: [Rect]] = [:]
        for command in driver.drawList.commands {
            if case .fill(let rect, let color) = command, colors.contains(color) { fills[color, default: []].append(rect) }
        }
        return fills
    }

    @Test func aPeekingPageRestsCentredBetweenItsNeighbours() {
        var driver = Self.driver(width: 720) {
            $0.pagePeek = 40; $0.pageSpacing = 12
        }
        #expect(Self.pageFills(driver)[Self.colors[0]]?.first?.minX == 40)
        #expect(Self.pageFills(driver)[Self.colors[0]]?.first?.width == 720)
        #expect(Self.pageFills(driver)[Self.colors[1]]?.first?.minX == 772, "the next page peeks in after the spacing")
        driver.drag(from: Point(x: 600, y: 300), to: Point(x: 300, y: 300), seconds: 0.2)
        driver.wait(1)
        #expect(driver.scene.selectedTab == 1)
        #expect(Self.pageFills(driver)[Self.colors[1]]?.first?.minX == 40)
        #expect(Self.pageFills(driver)[Self.colors[0]]?.first?.maxX == 28)
        #expect(Self.pageFills(driver)[Self.colors[2]]?.first?.minX == 772)
    }

    @Test func aHostsTransformIsAskedEachPagesPositionAndDrawn() {
        var driver = Self.driver { theme in
            theme.pageTransform = PageTransform(name: "half") { position, _ in
                PageTransformation(scale: 0.5, alpha: 1, translation: Point(x: position * 100, y: 0))
            }
        }
        driver.send(.pointerDown(Point(x: 600, y: 300), .mouse))
        driver.wait(SceneDriver.frame)
        driver.send(.pointerMove(Point(x: 598, y: 300), .mouse))
        driver.wait(SceneDriver.frame)
        driver.send(.pointerMove(Point(x: 198, y: 300), .mouse))  // the pages 400 points along: positions -0.5 and 0.5
        let first = Self.pageFills(driver)[Self.colors[0]]?.first, second = Self.pageFills(driver)[Self.colors[1]]?.first
        #expect(first?.width == 400 && second?.width == 400, "half the page's width")
        // Page 0 spans -400...400 (centre 0), page 1 400...1200 (centre 800); each moved by its position times 100.
        #expect(first.map { abs($0.midX - -50) < 0.01 } == true, "\(String(describing: first))")
        #expect(second.map { abs($0.midX - 850) < 0.01 } == true, "\(String(describing: second))")
    }

    @Test func aFadedPageIsCoveredByThePagesBackground() throws {
        var driver = Self.driver { $0.pageTransform = .fade }
        driver.send(.pointerDown(Point(x: 600, y: 300), .mouse))
        driver.wait(SceneDriver.frame)
        driver.send(.pointerMove(Point(x: 598, y: 300), .mouse))
        driver.wait(SceneDriver.frame)
        driver.send(.pointerMove(Point(x: 438, y: 300), .mouse))  // 160 points: page 0 at -0.2, alpha 0.6
        let fills = Self.pageFills(driver)
        #expect(fills[Self.colors[1]] == nil, "the next page waits until this one has faded out")
        let page = try #require(fills[Self.colors[0]]?.first)
        #expect(page.minX == 0, "faded where it is, not slid")
        let cover = driver.drawList.commands.contains {
            if case .fill(let rect, let color) = $0 { return rect == page && color == Color(255, 255, 255, 102) }
            return false
        }
        #expect(cover, "40% of the background over it")
    }
}
