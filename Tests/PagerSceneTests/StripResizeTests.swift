import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// A scrollable strip scrolled away by the wheel, then resized: the selected tab comes back into
/// view (as GTK's notebook and Android's TabLayout keep the selection in view on a new size).
@Suite("The strip after a resize")
struct StripResizeTests {
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aResizeBringsTheSelectedTabBackIntoView(direction: LayoutDirection) {
        var driver = TabMenuTests.driver(count: 30, theme: TabMenuTests.theme(direction: direction, menu: false))
        let strip = driver.scene.onScreen(driver.scene.stripFrame)
        func inView() -> Bool {
            let tab = driver.scene.tabFrame(driver.scene.selectedTab)
            return tab.minX >= strip.minX - 0.5 && tab.maxX <= strip.maxX + 0.5
        }
        #expect(inView())
        // The wheel over the bar scrolls the strip until the selected (first) tab is out of view.
        for _ in 0..<20 { driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 30), shift: false)) }
        driver.wait(0.5)
        #expect(!inView(), "the wheel did not scroll the selected tab away")
        driver.send(.resize(Size(width: 700, height: 600)))
        driver.wait(0.1)
        #expect(inView(), "\(direction): tab \(driver.scene.tabFrame(driver.scene.selectedTab)) out of the strip after a resize")
    }
}
