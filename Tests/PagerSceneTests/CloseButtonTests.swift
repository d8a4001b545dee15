import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// A closable bar's close buttons as a host and a screen reader meet them: the × where the API
/// says it is, a tab the program never closes without one, a push button "Close …" for each
/// tab that can be closed, and the badge with room of its own beside the ×.
@Suite("Close buttons")
struct CloseButtonTests {
    static func driver(closable: Set<Int> = [0, 1, 2, 3], direction: LayoutDirection = .leftToRight) -> SceneDriver {
        var content = TabEditingTests.content()
        for index in content.tabs.indices { content.tabs[index].isClosable = closable.contains(index) }
        var theme = TabEditingTests.theme(closable: true)
        theme.direction = direction
        return SceneDriver(content: content, theme: theme)
    }

    /// The frames of the × drawn.
    static func crosses(_ driver: inout SceneDriver) -> [Rect] { driver.drawList.texts.filter { $0.string == "×" }.map(\.frame) }

    @Test func theCloseButtonsFrameIsWhereItIsDrawnAndAClickThereAsksToClose() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var driver = Self.driver(direction: direction)
            let frame = try #require(driver.scene.closeButtonFrame(ofTab: 0))
            let drawn = try #require(Self.crosses(&driver).first)
            #expect(drawn == frame, "\(direction): drawn at \(drawn), said to be at \(frame)")
            #expect(driver.scene.tabFrame(0).contains(frame.centre))
            // At the tab's outer end: its right end left to right, its left end right to left.
            let tab = driver.scene.tabFrame(0)
            #expect(direction == .leftToRight ? frame.maxX > tab.midX + 40 : frame.minX < tab.midX - 40)
            #expect(driver.scene.closeButtonFrame(ofTab: 2) == nil)  // neither selected nor hovered
            driver.click(frame.centre)
            #expect(driver.events.last == .tabCloseRequested(0))
        }
    }

    @Test func aTabThatIsNotClosableHasNoCloseButtonAndKeepsItsPlace() {
        var driver = Self.driver(closable: [1, 2, 3])
        let none = Self.crosses(&driver)
        #expect(none.isEmpty)
        #expect(driver.scene.closeButtonFrame(ofTab: 0) == nil)
        driver.key(.letter("w"), ctrl: true)
        driver.send(.middleClick(TabEditingTests.tab(0)))
        driver.click(Point(x: 185, y: 30))  // where its × would be: the tab itself
        #expect(!driver.events.contains { if case .tabCloseRequested = $0 { true } else { false } })
        driver.send(.middleClick(TabEditingTests.tab(1)))
        #expect(driver.events.last == .tabCloseRequested(1))
        // The program changes its mind.
        driver.scene.setClosable(true, forTab: 0)
        let one = Self.crosses(&driver)
        #expect(one.count == 1 && driver.scene.closeButtonFrame(ofTab: 0) != nil)
        driver.scene.setClosable(false, forTab: 0)
        let again = Self.crosses(&driver)
        #expect(again.isEmpty)
    }

    @Test func screenReadersFindAPushButtonThatClosesEachClosableTab() throws {
        var driver = Self.driver(closable: [0, 2, 3])
        let tabs = driver.scene.accessibilityTree().first { $0.id == "tabs" }?.children ?? []
        let hot = try #require(tabs.first)
        let close = try #require(hot.children.first { $0.role == .pushButton })
        #expect(close.name == "Close Tab1" && close.isClickable)
        #expect(hot.frame.contains(close.frame.centre))
        #expect(!tabs[1].children.contains { $0.role == .pushButton })  // not closable
        // Shown or not, the button is there, and its action asks to close its tab.
        let third = try #require(tabs[2].children.first { $0.role == .pushButton })
        #expect(third.name == "Close Tab3")
        let acted = driver.scene.performAccessibleAction(third.id)
        #expect(acted)
        driver.collect()
        #expect(driver.events.last == .tabCloseRequested(2))
        let refused = !driver.scene.performAccessibleAction(tabs[1].id + "/close")
        #expect(refused)
    }

    @Test func aBadgeOnAClosableBarMakesRoomForItselfBesideTheCross() throws {
        var content = TabEditingTests.content()
        content.tabs[0].title = "Recommended"
        var theme = TabEditingTests.theme(closable: true)
        theme.tabLayout = .intrinsic(padding: 16)
        var driver = SceneDriver(content: content, theme: theme)
        let before = driver.scene.tabFrame(0).width
        driver.scene.setBadge(.count(120), forTab: 0)
        driver.wait(0.5)
        #expect(driver.scene.tabFrame(0).width > before + 20, "the button did not grow for its badge")
        let commands = driver.drawList.commands
        let pill = try #require(
            commands.lazy.compactMap { if case .roundedFill(let rect, _, theme.badgeColor) = $0 { rect } else { nil } }.first)
        let cross = try #require(driver.scene.closeButtonFrame(ofTab: 0))
        #expect(pill.maxX + 2 <= cross.minX, "the badge \(pill) runs into the × \(cross)")
        driver.scene.setBadge(nil, forTab: 0)
        driver.wait(0.5)
        #expect(abs(driver.scene.tabFrame(0).width - before) < 0.5)
    }
}
