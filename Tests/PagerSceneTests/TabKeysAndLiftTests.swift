import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// The tab keys as the reference and the desktop's tab bars say (Alt+9 the last tab; Ctrl+Shift
/// and the arrows along the bar only; the tab menu's highlight with the tab the keys chose), and
/// a lifted tab that looks like itself over a tab that shows no hover ×.
@Suite("Tab keys and a lifted tab")
struct TabKeysAndLiftTests {
    static func content(_ count: Int) -> SceneContent {
        SceneContent(
            tabs: (0..<count).map {
                TabContent(id: "t\($0)", title: "Tab\($0 + 1)", page: .list(ListContent(rowCount: 5, rowHeight: 44, template: "Row {row}")))
            })
    }

    static func theme(position: TabBarPosition = .top, menu: Bool = false, closable: Bool = false, reorderable: Bool = false) -> Theme {
        var theme = Theme()
        theme.tabBarPosition = position
        theme.showsTabMenu = menu
        theme.tabsClosable = closable
        theme.tabsReorderable = reorderable
        return theme
    }

    static func press(_ driver: inout SceneDriver, _ key: Key, ctrl: Bool = false, shift: Bool = false, alt: Bool = false) {
        driver.send(.key(KeyPress(key, ctrl: ctrl, shift: shift, alt: alt)))
        driver.wait(0.4)
    }

    @Test(arguments: [3, 12])
    func altNineSelectsTheLastTab(count: Int) {
        var driver = SceneDriver(content: Self.content(count))
        Self.press(&driver, .digit(9), alt: true)
        #expect(driver.scene.selectedTab == count - 1)
        Self.press(&driver, .digit(2), alt: true)
        #expect(driver.scene.selectedTab == 1)
    }

    @Test func ctrlShiftUpAndDownMoveTabsOnlyDownASideBar() {
        var top = SceneDriver(content: Self.content(4), theme: Self.theme(reorderable: true))
        Self.press(&top, .down, ctrl: true, shift: true)
        #expect(top.scene.content.tabs.map(\.title) == ["Tab1", "Tab2", "Tab3", "Tab4"] && !top.events.contains(.tabMoved(from: 0, to: 1)))
        Self.press(&top, .right, ctrl: true, shift: true)
        #expect(top.events.contains(.tabMoved(from: 0, to: 1)))
        var side = SceneDriver(content: Self.content(4), theme: Self.theme(position: .leading, reorderable: true))
        Self.press(&side, .right, ctrl: true, shift: true)
        #expect(!side.events.contains(.tabMoved(from: 0, to: 1)))
        Self.press(&side, .down, ctrl: true, shift: true)
        #expect(side.events.contains(.tabMoved(from: 0, to: 1)))
    }

    @Test func withTheMenuOpenCtrlTabMovesItsHighlightAndAltDigitsDoNothing() {
        var driver = SceneDriver(content: Self.content(6), theme: Self.theme(menu: true))
        Self.press(&driver, .letter("a"), ctrl: true, shift: true)
        #expect(driver.scene.isTabMenuOpen && driver.scene.bar.menu?.highlighted == 0)
        Self.press(&driver, .tab, ctrl: true)
        #expect(driver.scene.selectedTab == 1 && driver.scene.bar.menu?.highlighted == 1)
        Self.press(&driver, .digit(4), alt: true)
        #expect(driver.scene.selectedTab == 1 && driver.scene.bar.menu?.highlighted == 1 && driver.scene.isTabMenuOpen)
    }

    @Test func aLiftedTabKeepsItsColourAndTheTabItCoversShowsNoClose() {
        var driver = SceneDriver(content: Self.content(4), theme: Self.theme(closable: true, reorderable: true))
        // Tab 3 (not selected) lifted by the mouse and held over tab 4.
        let from = Point(x: 500, y: 30), to = Point(x: 640, y: 30)
        driver.send(.pointerMove(from, .mouse))
        driver.send(.pointerDown(from, .mouse))
        for step in 1...10 {
            driver.wait(SceneDriver.frame)
            driver.send(.pointerMove(Point(x: from.x + (to.x - from.x) * Double(step) / 10, y: 30), .mouse))
        }
        let texts = driver.drawList.texts
        let closes = texts.filter { $0.string == "×" }.map(\.frame.midX)
        #expect(closes.allSatisfy { $0 < 200 }, "only the selected tab shows its ×: \(closes)")
        let lifted = texts.last { $0.string == "Tab3" }
        #expect(lifted?.color == driver.scene.theme.titleColor, "the lifted tab is not the selected one")
        let selected = texts.filter { $0.color == driver.scene.theme.selectedTitleColor && $0.string.hasPrefix("Tab") }.map(\.string)
        #expect(selected == ["Tab1"], "one tab looks selected: \(selected)")
        driver.send(.pointerUp(to, .mouse))
    }
}
