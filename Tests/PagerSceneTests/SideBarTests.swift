import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// Tabs in a column at a side of the view (LVGL's left and right tab views, GTK's tab positions,
/// Android's navigation rail): stacked from the top, the indicator down the column's inner edge,
/// the pages still paging sideways beside it.
@Suite("Side bars")
struct SideBarTests {
    static func content(tabs: Int = 4) -> SceneContent {
        SceneContent(
            tabs: (0..<tabs).map { index in
                TabContent(
                    title: "Tab\(index + 1)", page: .list(ListContent(rowCount: 20, rowHeight: 60, template: "Row {row} of {page}")))
            })
    }

    static func theme(_ position: TabBarPosition, direction: LayoutDirection = .leftToRight) -> Theme {
        var theme = Theme()
        theme.tabBarPosition = position
        theme.direction = direction
        return theme
    }

    @Test func aLeadingBarIsAColumnAtTheLeftWithThePagesBesideIt() {
        var driver = SceneDriver(content: Self.content(), theme: Self.theme(.leading))
        #expect(driver.scene.tabBarFrame == Rect(x: 0, y: 0, width: 96, height: 600))
        #expect(driver.scene.pagesFrame == Rect(x: 96, y: 0, width: 704, height: 600))
        #expect(driver.scene.tabFrames == (0..<4).map { Rect(x: 0, y: Double($0) * 64, width: 96, height: 64) })
        // The indicator runs down the inner edge, as long as a tab, and follows the pages' offset.
        #expect(driver.scene.indicatorFrame == Rect(x: 91, y: 0, width: 5, height: 64))
        driver.scene.setPageOffset(352)  // half way to the second page
        #expect(driver.scene.indicatorFrame == Rect(x: 91, y: 32, width: 5, height: 64))
        driver.scene.setPageOffset(0)
        driver.click(Point(x: 48, y: 64 * 2 + 30))
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 2 && driver.scene.pageOffset == 2 * 704)
        // The pages page sideways: a swipe across them goes to the next.
        driver.drag(from: Point(x: 700, y: 300), to: Point(x: 200, y: 300), seconds: 0.2)
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 3)
        // A row tapped is the page's, at its place beside the bar.
        driver.forgetEvents()
        driver.click(Point(x: 300, y: 90))
        #expect(driver.events.contains(.rowTapped(tab: 3, section: 0, row: 1)))
    }

    @Test func aTrailingBarIsAtTheRightAndMirrorsToTheLeftRightToLeft() {
        let trailing = Scene(content: Self.content(), theme: Self.theme(.trailing), viewSize: Size(width: 800, height: 600))
        #expect(trailing.tabBarFrame == Rect(x: 704, y: 0, width: 96, height: 600))
        #expect(trailing.pagesFrame == Rect(x: 0, y: 0, width: 704, height: 600))
        #expect(trailing.indicatorFrame == Rect(x: 704, y: 0, width: 5, height: 64))
        let rtl = Scene(content: Self.content(), theme: Self.theme(.trailing, direction: .rightToLeft), viewSize: Size(width: 800, height: 600))
        #expect(rtl.tabFrame(0) == Rect(x: 0, y: 0, width: 96, height: 64))
        #expect(rtl.indicatorFrame == Rect(x: 91, y: 0, width: 5, height: 64))
        let leadingRTL = Scene(content: Self.content(), theme: Self.theme(.leading, direction: .rightToLeft), viewSize: Size(width: 800, height: 600))
        #expect(leadingRTL.tabFrame(1) == Rect(x: 704, y: 64, width: 96, height: 64))
    }

    @Test func aColumnTooLongScrollsAndKeepsTheSelectedTabInView() {
        var driver = SceneDriver(content: Self.content(tabs: 30), theme: Self.theme(.leading))
        #expect(driver.scene.tabFrame(29).maxY == 30 * 64)  // past the view: the column scrolls
        driver.scene.selectTab(20, animated: false)
        driver.wait(0.1)
        let frame = driver.scene.tabFrame(20)
        #expect(frame.minY >= 0 && frame.maxY <= 600)
        // The wheel over the column scrolls it, the pages stay.
        let before = driver.scene.tabFrame(0).minY
        driver.send(.wheel(dx: 0, dy: -2, at: Point(x: 48, y: 300), shift: false))
        driver.wait(0.3)
        #expect(driver.scene.tabFrame(0).minY < before && driver.scene.selectedTab == 20)
        // A finger's drag down the column scrolls it back.
        let scrolled = driver.scene.tabFrame(0).minY
        driver.drag(from: Point(x: 48, y: 200), to: Point(x: 48, y: 400), seconds: 0.3, kind: .touch)
        driver.wait(1)
        #expect(driver.scene.tabFrame(0).minY > scrolled)
    }

    /// A side bar's tab dragged to the top of its column goes first, to the bottom last.
    @Test(arguments: [TabBarPosition.leading, .trailing])
    func aTabIsDraggedToTheTopAndTheBottomOfAColumn(position: TabBarPosition) {
        var theme = Self.theme(position)
        theme.tabsReorderable = true
        var driver = SceneDriver(content: Self.content(), theme: theme)
        let x = driver.scene.tabFrame(0).midX
        driver.drag(from: Point(x: x, y: 96), to: Point(x: x, y: 2), seconds: 0.6)
        driver.wait(0.4)
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab2", "Tab1", "Tab3", "Tab4"])
        driver.drag(from: Point(x: x, y: 32), to: Point(x: x, y: 598), seconds: 0.6)
        driver.wait(0.4)
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab1", "Tab3", "Tab4", "Tab2"])
        #expect(driver.events.filter { if case .tabMoved = $0 { true } else { false } } == [.tabMoved(from: 1, to: 0), .tabMoved(from: 0, to: 3)])
    }

    @Test func aTabIsDraggedDownAReorderableColumn() {
        var theme = Self.theme(.leading)
        theme.tabsReorderable = true
        var driver = SceneDriver(content: Self.content(), theme: theme)
        driver.drag(from: Point(x: 48, y: 32), to: Point(x: 48, y: 175), seconds: 0.3)
        driver.wait(0.4)
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab2", "Tab3", "Tab1", "Tab4"])
        #expect(driver.events.contains(.tabMoved(from: 0, to: 2)))
    }
}
