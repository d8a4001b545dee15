import PagerConfig
import PagerCore
import PagerScene
import PagerTestSupport
import Testing

@testable import SlidingTabsKit

/// A tab lifted and held still at an end of a strip that scrolls: the strip scrolls on under it,
/// as Chrome's and GTK's do, and the tab lands where the user let it go.
@Suite("A tab held at the strip's end")
struct HeldTabTests {
    /// Lifts the tab at `from` with the mouse, moves it a frame at a time to `to`, holds it
    /// there still for `seconds`, and lets go.
    static func hold(_ driver: inout SceneDriver, from: Point, to: Point, seconds: Double) {
        driver.send(.pointerMove(from, .mouse))
        driver.send(.pointerDown(from, .mouse))
        for step in 1...20 {
            driver.wait(SceneDriver.frame)
            let t = Double(step) / 20
            driver.send(.pointerMove(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t), .mouse))
        }
        driver.wait(seconds)
        driver.send(.pointerUp(to, .mouse))
        driver.wait(0.3)
    }

    @Test func heldStillAtTheEndOfChannelsItLandsLast() throws {
        let loaded = try AppConfig.load(path: Fixtures.asset("channels.json"))
        var driver = SceneDriver(scene: Scene(content: loaded.content, theme: loaded.theme, viewSize: Size(width: 800, height: 600)))
        let count = driver.scene.content.tabs.count
        let strip = driver.scene.tabBarFrame.width - 44  // less the tab menu's button
        Self.hold(&driver, from: Self.middle(driver.scene.tabFrame(1)), to: Point(x: strip - 4, y: 24), seconds: 3)
        #expect(driver.events.contains(.tabMoved(from: 1, to: count - 1)), "\(driver.events)")
        #expect(driver.scene.content.tabs.last?.title == "Hot")
        // And back to the start, held at the other end.
        let last = Self.middle(driver.scene.tabFrame(count - 1))
        Self.hold(&driver, from: last, to: Point(x: 4, y: 24), seconds: 3)
        #expect(driver.scene.content.tabs.first?.title == "Hot")
    }

    @Test func heldStillAtTheFootOfASideBarItLandsLast() {
        var theme = Theme()
        theme.tabBarPosition = .leading
        theme.tabsReorderable = true
        let content = SceneContent(
            tabs: (1...20).map { TabContent(title: "Tab\($0)", page: .list(ListContent(rowCount: 5, rowHeight: 44, template: "Row {row}"))) })
        var driver = SceneDriver(content: content, theme: theme)
        Self.hold(&driver, from: Self.middle(driver.scene.tabFrame(1)), to: Point(x: 40, y: 598), seconds: 3)
        #expect(driver.events.contains(.tabMoved(from: 1, to: 19)), "\(driver.events)")
        #expect(driver.scene.content.tabs.last?.title == "Tab2")
    }

    static func middle(_ frame: Rect) -> Point { Point(x: frame.midX, y: frame.midY) }
}
