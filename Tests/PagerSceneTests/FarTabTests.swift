import PagerCore
import PagerScene
import PagerTestSupport
import Testing

/// A tap on a tab far away, as ViewPager2's smooth scroll reaches it: the pages jump to three
/// pages before it and animate the rest in the usual 300 ms, so the pages between are neither
/// built nor drawn, while the indicator goes straight from the old tab to the new one; whatever
/// comes in between, it ends under the tab whose page ends selected.
@Suite("Far tabs")
struct FarTabTests {
    /// Ten tabs of 80 points, each a list whose rows say which page they are on.
    static func driver() -> SceneDriver {
        SceneDriver(
            content: SceneContent(
                tabs: (1...10).map {
                    TabContent(title: "T\($0)", page: .list(ListContent(rowCount: 30, rowHeight: 44, template: "row {row} on page {page}")))
                }
            ))
    }

    /// The pages whose rows this frame draws (1-based, as their rows say).
    static func pagesDrawn(_ driver: SceneDriver) -> Set<Int> {
        Set(driver.drawList.texts.compactMap { run in run.string.split(separator: " ").last.flatMap { Int($0) } })
    }

    /// Steps a frame at a time for `seconds`, collecting the pages drawn and the indicator's middles.
    static func play(_ driver: inout SceneDriver, _ seconds: Double) -> (pages: Set<Int>, indicator: [Double]) {
        var pages = Set<Int>(), indicator: [Double] = []
        for _ in 0..<Int((seconds / SceneDriver.frame).rounded()) {
            driver.wait(SceneDriver.frame)
            pages.formUnion(pagesDrawn(driver))
            indicator.append(driver.scene.indicatorFrame.midX)
        }
        return (pages, indicator)
    }

    @Test func aFarTabJumpsNearAndAnimatesTheRest() {
        var driver = Self.driver()
        driver.click(Point(x: 760, y: 30))  // the tenth tab
        let (pages, indicator) = Self.play(&driver, 0.4)
        #expect(pages.isSubset(of: [1, 7, 8, 9, 10]) && pages.contains(10), "only the pages near the tenth were drawn: \(pages.sorted())")
        #expect(driver.scene.selectedTab == 9 && driver.scene.pagePosition == 9)
        // Straight and steady: from the first tab's middle to the tenth's, never back, done in the 300 ms.
        #expect(zip(indicator, indicator.dropFirst()).allSatisfy { $0 <= $1 }, "\(indicator)")
        #expect(indicator[2] > 40 && indicator[2] < 760, "still on its way two frames in: \(indicator[2])")
        #expect(indicator.suffix(4).allSatisfy { $0 == 760 }, "under the tenth tab: \(indicator.suffix(4))")
    }

    /// A near tab (three away) animates through its neighbours as before.
    @Test func aNearTabAnimatesAllTheWay() {
        var driver = Self.driver()
        driver.click(Point(x: 280, y: 30))  // the fourth tab
        let (pages, _) = Self.play(&driver, 0.4)
        #expect(pages == [1, 2, 3, 4], "\(pages.sorted())")
    }

    /// Taps one after another, a tap during a fling, a drag during a far tab's animation: the
    /// indicator always comes to rest under the tab of the page that ends selected.
    @Test func hostileSequencesEndWithTheIndicatorUnderTheSelectedTab() {
        var driver = Self.driver()
        func settledUnderSelection(_ label: String) {
            _ = Self.play(&driver, 0.8)
            let selected = driver.scene.selectedTab
            #expect(driver.scene.pagePosition == Double(selected), "\(label): the pages at rest")
            #expect(driver.scene.indicatorFrame.midX == driver.scene.tabFrame(selected).midX, "\(label): indicator under tab \(selected)")
        }
        for x in [760.0, 120, 600, 40, 680] {
            driver.click(Point(x: x, y: 30))
            _ = Self.play(&driver, 0.05)
        }
        settledUnderSelection("taps in a row")
        #expect(driver.scene.selectedTab == 8)
        // A fling to the left, then a tap on a far tab while it settles.
        driver.drag(from: Point(x: 200, y: 300), to: Point(x: 600, y: 300), seconds: 0.08)
        driver.click(Point(x: 40, y: 30))
        settledUnderSelection("a tap during a fling")
        #expect(driver.scene.selectedTab == 0)
        // A drag caught during a far tab's animation.
        driver.click(Point(x: 760, y: 30))
        _ = Self.play(&driver, 0.1)
        driver.drag(from: Point(x: 400, y: 300), to: Point(x: 300, y: 300), seconds: 0.3)
        settledUnderSelection("a drag during a far tab's animation")
    }
}
