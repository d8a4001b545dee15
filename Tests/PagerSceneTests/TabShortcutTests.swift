import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// The tab shortcuts of desktop programs (GTK's notebook, browsers): Ctrl+Tab and Ctrl+PageDown
/// to the next tab, Ctrl+Shift+Tab and Ctrl+PageUp to the previous, round from the last to the
/// first; Alt+1-9; and Ctrl+Shift+Up and Down moving the selected tab in a side bar's column.
@Suite("Tab shortcuts")
struct TabShortcutTests {
    static func press(_ driver: inout SceneDriver, _ key: Key, ctrl: Bool = false, shift: Bool = false, alt: Bool = false) {
        driver.send(.key(KeyPress(key, ctrl: ctrl, shift: shift, alt: alt)))
        driver.wait(0.4)
    }

    @Test func ctrlTabAndCtrlPageDownGoRoundTheTabs() {
        var driver = SceneDriver(content: TabEditingTests.content(disabled: [2]))
        var visited: [Int] = []
        for _ in 0..<4 {
            Self.press(&driver, .tab, ctrl: true)
            visited.append(driver.scene.selectedTab)
        }
        #expect(visited == [1, 3, 0, 1], "Ctrl+Tab went \(visited), passing the disabled third")
        Self.press(&driver, .tab, ctrl: true, shift: true)
        Self.press(&driver, .tab, ctrl: true, shift: true)
        #expect(driver.scene.selectedTab == 3, "Ctrl+Shift+Tab from the second goes round to the last")
        Self.press(&driver, .pageDown, ctrl: true)
        #expect(driver.scene.selectedTab == 0)
        Self.press(&driver, .pageUp, ctrl: true)
        #expect(driver.scene.selectedTab == 3)
        // The focus ring stays where it was: Ctrl+Tab is not Tab.
        #expect(driver.scene.focus == nil || driver.scene.focus == .tab(3))
    }

    @Test func altAndADigitSelectsThatTab() {
        var driver = SceneDriver(content: TabEditingTests.content())
        Self.press(&driver, .digit(3), alt: true)
        #expect(driver.scene.selectedTab == 2)
        Self.press(&driver, .digit(1), alt: true)
        #expect(driver.scene.selectedTab == 0)
    }

    @Test func ctrlShiftUpAndDownMoveTheSelectedTabInASideBar() {
        var theme = TabEditingTests.theme(reorderable: true)
        theme.tabBarPosition = .leading
        var driver = SceneDriver(content: TabEditingTests.content(), theme: theme)
        Self.press(&driver, .down, ctrl: true, shift: true)
        Self.press(&driver, .down, ctrl: true, shift: true)
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab2", "Tab3", "Tab1", "Tab4"])
        #expect(driver.scene.selectedTab == 2)
        Self.press(&driver, .up, ctrl: true, shift: true)
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab2", "Tab1", "Tab3", "Tab4"])
        #expect(driver.events.contains(.tabMoved(from: 2, to: 1)))
    }
}
