import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

@Suite("Edge effects")
struct EdgeEffectTests {
    /// The glow's shapes: rounded fills in `color`'s hue, translucent.
    static func glow(_ driver: SceneDriver, color: Color) -> [Rect] {
        driver.drawList.commands.compactMap {
            guard case .roundedFill(let rect, _, let fill) = $0, fill.a < 255,
                fill.r == color.r, fill.g == color.g, fill.b == color.b
            else { return nil }
            return rect
        }
    }

    /// Pulling past the first page (the pager does not bounce) keeps the pages still, shows a
    /// glow at the left edge that grows with the pull, and springs back to nothing on release.
    @Test func pullingPastTheFirstPageGlowsAtTheLeftAndSpringsBack() {
        var driver = SceneDriver()
        let red = Theme().indicatorColor
        driver.send(.pointerDown(Point(x: 200, y: 300), .touch))
        var depths: [Double] = []
        for x in stride(from: 240.0, through: 440, by: 50) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: x, y: 300), .touch))
            #expect(driver.scene.pager.offset == 0)
            let shapes = Self.glow(driver, color: red)
            #expect(!shapes.isEmpty)
            #expect(shapes.allSatisfy { $0.midX <= 0.001 && $0.minY >= 59 })
            depths.append(shapes.map(\.maxX).max() ?? 0)
        }
        #expect(zip(depths, depths.dropFirst()).allSatisfy { $0 < $1 })
        driver.send(.pointerUp(Point(x: 440, y: 300), .touch))
        #expect(driver.scene.isAnimating)
        driver.wait(0.1)
        let relaxing = Self.glow(driver, color: red).map(\.maxX).max() ?? 0
        #expect(relaxing > 0 && relaxing < depths.last ?? 0)
        driver.wait(0.5)
        #expect(Self.glow(driver, color: red).isEmpty)
        #expect(driver.scene.isAtRest)
        #expect(driver.scene.pager.offset == 0)
    }

    /// Past the last page the glow is at the right edge.
    @Test func pullingPastTheLastPageGlowsAtTheRight() {
        var driver = SceneDriver()
        driver.key(.end)
        driver.wait(1)
        driver.send(.pointerDown(Point(x: 600, y: 300), .mouse))
        driver.wait(SceneDriver.frame)
        driver.send(.pointerMove(Point(x: 400, y: 300), .mouse))
        let shapes = Self.glow(driver, color: Theme().indicatorColor)
        #expect(!shapes.isEmpty)
        #expect(shapes.allSatisfy { abs($0.midX - 800) < 0.001 })
    }

    /// Where swiping is turned off there is nothing to swipe to: a drag that way moves nothing and
    /// shows no glow; the first page's own edge still glows.
    @Test func noGlowWhereSwipingIsTurnedOff() {
        var driver = SceneDriver()
        driver.scene.setSwipes([], forTab: 0)
        driver.send(.pointerDown(Point(x: 600, y: 300), .touch))
        for x in stride(from: 550.0, through: 350, by: -50) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: x, y: 300), .touch))
            #expect(driver.scene.pager.offset == 0)
            #expect(Self.glow(driver, color: Theme().indicatorColor).isEmpty, "no glow towards a page swiping does not reach")
        }
        driver.send(.pointerUp(Point(x: 350, y: 300), .touch))
        driver.wait(1)
        driver.send(.pointerDown(Point(x: 200, y: 300), .touch))
        for x in stride(from: 250.0, through: 450, by: 50) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: x, y: 300), .touch))
        }
        #expect(!Self.glow(driver, color: Theme().indicatorColor).isEmpty, "the first page's edge glows")
    }

    /// With bounces on, the rubber band is the edge effect; with the effect off, nothing shows.
    @Test func noGlowWhenThePagerBouncesOrTheEffectIsOff() {
        var bouncing = Theme()
        bouncing.pagerBounces = true
        var off = Theme()
        off.pagerEdgeEffect = .none
        for theme in [bouncing, off] {
            var driver = SceneDriver(theme: theme)
            driver.send(.pointerDown(Point(x: 200, y: 300), .mouse))
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: 400, y: 300), .mouse))
            #expect(Self.glow(driver, color: theme.indicatorColor).isEmpty)
        }
    }

    /// With bounces on, the first page pulled right past its edge follows rubber-banded and,
    /// released, springs back over frames as iOS and Flutter's bouncing physics do: a frame after
    /// release it is still most of the way out, then comes in without crossing the edge.
    @Test(arguments: [PointerKind.mouse, .touch])
    func aPulledFirstPageSpringsBackOverFrames(kind: PointerKind) {
        var theme = Theme()
        theme.pagerBounces = true
        var driver = SceneDriver(theme: theme)
        driver.send(.pointerDown(Point(x: 200, y: 300), kind))
        for x in stride(from: 230.0, through: 418, by: 15) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: x, y: 300), kind))
        }
        // Held still, then let go: no fling, only the pull to undo.
        driver.wait(0.2)
        driver.send(.pointerMove(Point(x: 418, y: 300), kind))
        let pulled = driver.scene.pager.offset
        #expect(pulled < -60, "the page follows the pull, rubber-banded: \(pulled)")
        driver.send(.pointerUp(Point(x: 418, y: 300), kind))
        driver.wait(SceneDriver.frame)
        var offsets = [driver.scene.pager.offset]
        #expect(offsets[0] <= pulled * 0.8, "a frame after release the page is still out: \(offsets[0]) of \(pulled)")
        while !driver.scene.isAtRest && offsets.count < 120 {
            driver.wait(SceneDriver.frame)
            offsets.append(driver.scene.pager.offset)
        }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "it only comes in: \(offsets)")
        #expect(offsets.allSatisfy { $0 <= 1e-9 }, "it never crosses the edge: \(offsets)")
        #expect((12...60).contains(offsets.count), "it springs back over \(offsets.count) frames")
        #expect(driver.scene.pager.offset == 0 && driver.scene.isAtRest)
    }

    /// A list that does not bounce glows at its top when pulled down, and its rows stay put.
    @Test func aListThatDoesNotBounceGlowsAtItsTop() {
        var theme = Theme()
        theme.listBounces = false
        var driver = SceneDriver(theme: theme)
        driver.send(.pointerDown(Point(x: 400, y: 200), .touch))
        for y in stride(from: 230.0, through: 400, by: 30) {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: 400, y: y), .touch))
        }
        #expect(driver.scene.scrollOffset(0) == 0)
        let shapes = Self.glow(driver, color: theme.accentColor)
        #expect(!shapes.isEmpty)
        #expect(shapes.allSatisfy { abs($0.midY - 60) < 0.001 })
        driver.send(.pointerUp(Point(x: 400, y: 400), .touch))
        driver.wait(0.6)
        #expect(Self.glow(driver, color: theme.accentColor).isEmpty)
    }

    /// A fling into the end of a list that does not bounce flashes the glow at its bottom.
    @Test func aFlingIntoTheEndFlashesTheGlow() {
        var theme = Theme()
        theme.listBounces = false
        var driver = SceneDriver(theme: theme)
        for _ in 0..<4 {
            driver.drag(from: Point(x: 400, y: 550), to: Point(x: 400, y: 150), seconds: 0.05, kind: .touch)
            driver.wait(0.05)
        }
        var sawGlow = false
        for _ in 0..<180 {
            driver.wait(SceneDriver.frame)
            if !Self.glow(driver, color: theme.accentColor).filter({ abs($0.midY - 600) < 0.001 }).isEmpty { sawGlow = true }
        }
        #expect(sawGlow)
        #expect(Self.glow(driver, color: theme.accentColor).isEmpty)
    }
}
