import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// What the best tab bars let a user do to the tabs themselves: pass a disabled one by, close one,
/// and drag one into another place (GTK's notebook, Chrome's strip, Dear ImGui's tab bar).
@Suite("Disabled, closable and reorderable tabs")
struct TabEditingTests {
    /// Four tabs of 20 rows each, 200 points wide in an 800-point view.
    static func content(disabled: Set<Int> = []) -> SceneContent {
        SceneContent(
            tabs: (0..<4).map { index in
                TabContent(
                    id: "t\(index)", title: "Tab\(index + 1)",
                    page: .list(ListContent(rowCount: 20, rowHeight: 60, template: "Row {row} of {page}")),
                    isEnabled: !disabled.contains(index))
            })
    }

    static func theme(closable: Bool = false, reorderable: Bool = false) -> Theme {
        var theme = Theme()
        theme.tabsClosable = closable
        theme.tabsReorderable = reorderable
        return theme
    }

    static func tab(_ index: Int) -> Point { Point(x: Double(index) * 200 + 100, y: 30) }

    // MARK: disabled tabs

    @Test func aDisabledTabIsNotSelectedByATapAndDoesNotFlash() {
        var driver = SceneDriver(content: Self.content(disabled: [2]))
        driver.click(Self.tab(2))
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 0)
        #expect(!driver.events.contains { if case .tabSelected = $0 { true } else { false } })
        #expect(!driver.events.contains(.tabReselected(2)))
    }

    @Test func aSwipeStopsBeforeADisabledTabAsAtAnEdge() {
        var driver = SceneDriver(content: Self.content(disabled: [1]))
        driver.drag(from: Point(x: 700, y: 300), to: Point(x: 100, y: 300), seconds: 0.1)
        #expect(driver.scene.pageOffset == 0)  // the drag did not move the pages
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 0)
        // The host can still select it.
        driver.scene.selectTab(1, animated: false)
        #expect(driver.scene.selectedTab == 1)
    }

    @Test func keysPassADisabledTabBy() {
        var driver = SceneDriver(content: Self.content(disabled: [1, 3]))
        driver.key(.right)
        #expect(driver.scene.selectedTab == 2)
        driver.key(.right)
        #expect(driver.scene.selectedTab == 2)  // nothing enabled beyond it
        driver.key(.end)
        #expect(driver.scene.selectedTab == 2)
        driver.key(.digit(4))
        #expect(driver.scene.selectedTab == 2)
        driver.key(.home)
        #expect(driver.scene.selectedTab == 0)
    }

    @Test func aDisabledTabIsGreyedAndDimmedForScreenReaders() {
        var driver = SceneDriver(content: Self.content())
        driver.scene.setEnabled(false, forTab: 1)
        let titles = driver.drawList.texts
        let enabled = titles.first { $0.string == "Tab3" }?.color, disabled = titles.first { $0.string == "Tab2" }?.color
        #expect(enabled == Theme().titleColor)
        #expect(disabled != nil && disabled != enabled)
        let tabs = driver.scene.accessibilityTree().first { $0.id == "tabs" }?.children ?? []
        #expect(tabs[1].states.contains(.disabled) && !tabs[1].states.contains(.selectable) && !tabs[1].isClickable)
        #expect(!tabs[2].states.contains(.disabled) && tabs[2].isClickable)
        driver.scene.setEnabled(true, forTab: 1)
        driver.click(Self.tab(1))
        #expect(driver.scene.selectedTab == 1)
    }

    // MARK: closing

    @Test func theSelectedAndTheHoveredTabShowACloseButtonThatAsksToClose() {
        var driver = SceneDriver(content: Self.content(), theme: Self.theme(closable: true))
        func closeButtons() -> [Double] { driver.drawList.texts.filter { $0.string == "×" }.map(\.frame.midX) }
        #expect(closeButtons().count == 1)  // the selected tab's
        #expect(closeButtons().allSatisfy { $0 > 150 && $0 < 200 })
        driver.send(.pointerMove(Self.tab(2), .mouse))
        #expect(closeButtons().count == 2)
        driver.click(Point(x: 575, y: 30))  // the hovered tab's ×
        #expect(driver.events.last == .tabCloseRequested(2))
        #expect(driver.scene.selectedTab == 0 && driver.scene.content.tabs.count == 4)  // the host decides
        driver.forgetEvents()
        driver.click(Self.tab(2))  // the tab itself, not its ×
        #expect(driver.scene.selectedTab == 2 && !driver.events.contains(.tabCloseRequested(2)))
    }

    @Test func aFingerSeesEveryCloseButton() {
        var driver = SceneDriver(content: Self.content(), theme: Self.theme(closable: true))
        driver.send(.pointerDown(Point(x: 400, y: 300), .touch))
        driver.send(.pointerUp(Point(x: 400, y: 300), .touch))
        #expect(driver.drawList.texts.filter { $0.string == "×" }.count == 4)
        driver.send(.pointerDown(Point(x: 775, y: 30), .touch))
        driver.send(.pointerUp(Point(x: 775, y: 30), .touch))
        #expect(driver.events.last == .tabCloseRequested(3))
    }

    @Test func aMiddleClickAndCtrlWAskToCloseOnAClosableBarOnly() {
        var closable = SceneDriver(content: Self.content(), theme: Self.theme(closable: true))
        closable.send(.middleClick(Self.tab(3)))
        closable.key(.letter("w"), ctrl: true)
        #expect(closable.events.filter { if case .tabCloseRequested = $0 { true } else { false } } == [.tabCloseRequested(3), .tabCloseRequested(0)])
        var plain = SceneDriver(content: Self.content())
        plain.send(.middleClick(Self.tab(3)))
        plain.key(.letter("w"), ctrl: true)
        #expect(plain.events.contains(.tabRemoved(3)) && !plain.events.contains { if case .tabCloseRequested = $0 { true } else { false } })
        #expect(plain.drawList.texts.allSatisfy { $0.string != "×" })
    }

    /// A tab that cannot be closed ("closable": false) stays open whatever asks: Ctrl+W on a
    /// closable bar, and −, or a script's `remove tab`, on any bar when it is the last tab; each
    /// says so in the window's message instead of doing nothing silently.
    @Test(arguments: [true, false]) func aTabThatCannotBeClosedStaysAndSaysSo(closableBar: Bool) {
        var content = Self.content()
        content.tabs[0].isClosable = false
        content.tabs[3].isClosable = false
        var driver = SceneDriver(content: content, theme: Self.theme(closable: closableBar))
        if closableBar {
            driver.key(.letter("w"), ctrl: true)
            #expect(driver.scene.message?.text == "\u{201C}Tab1\u{201D} cannot be closed")
            #expect(!driver.events.contains { if case .tabCloseRequested = $0 { true } else { false } })
        }
        driver.scene.activate(.remove)
        #expect(driver.scene.content.tabs.count == 4 && !driver.events.contains(.tabRemoved(3)))
        #expect(driver.scene.message?.text == "\u{201C}Tab4\u{201D} cannot be closed")
    }

    /// A config whose first tab is disabled starts on the first enabled tab, its page on screen.
    @Test func aDisabledFirstTabIsPassedByAtTheStart() {
        let driver = SceneDriver(content: Self.content(disabled: [0, 1]))
        #expect(driver.scene.selectedTab == 2)
        #expect(driver.scene.pageOffset == 1600)
    }

    @Test func closingTheSelectedTabSelectsTheNextAsABrowserDoes() {
        var driver = SceneDriver(content: Self.content(), theme: Self.theme(closable: true))
        driver.click(Self.tab(1))
        driver.wait(0.4)
        let removed = driver.scene.removeTab(at: 1)
        #expect(removed)
        driver.wait(0.5)
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab1", "Tab3", "Tab4"])
        #expect(driver.scene.selectedTab == 1)
    }

    // MARK: moving

    @Test func draggingATabMovesItAndItsPage() {
        var driver = SceneDriver(content: Self.content(), theme: Self.theme(reorderable: true))
        driver.scene.setScrollOffset(120, ofTab: 0)
        driver.drag(from: Self.tab(0), to: Point(x: 520, y: 30), seconds: 0.3)
        driver.wait(0.4)
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab2", "Tab3", "Tab1", "Tab4"])
        #expect(driver.events.filter { if case .tabMoved = $0 { true } else { false } } == [.tabMoved(from: 0, to: 2)])
        // The page on screen went with its tab, scrolled as it was.
        #expect(driver.scene.selectedTab == 2 && driver.scene.scrollOffset(ofTab: 2) == 120)
        #expect(driver.scene.tabFrames.map(\.minX) == [0, 200, 400, 600])
    }

    /// Among tabs of one size a tab dragged to an end of the bar takes the end place (the last
    /// and the first), with the mouse and with a finger after its long press.
    @Test(arguments: [PointerKind.mouse, .touch])
    func aTabIsDraggedIntoTheFirstAndTheLastPlace(kind: PointerKind) {
        var driver = SceneDriver(content: Self.content(), theme: Self.theme(reorderable: true))
        func move(from start: Point, to end: Point) {
            driver.send(.pointerDown(start, kind))
            driver.wait(kind == .touch ? 0.6 : SceneDriver.frame)
            for step in 1...20 {
                driver.time += SceneDriver.frame
                driver.send(.pointerMove(Point(x: start.x + (end.x - start.x) * Double(step) / 20, y: start.y), kind))
            }
            driver.send(.pointerUp(end, kind))
            driver.wait(0.4)
        }
        move(from: Self.tab(1), to: Point(x: 798, y: 30))
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab1", "Tab3", "Tab4", "Tab2"])
        move(from: Self.tab(2), to: Point(x: 2, y: 30))
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab4", "Tab1", "Tab3", "Tab2"])
        #expect(driver.events.filter { if case .tabMoved = $0 { true } else { false } } == [.tabMoved(from: 1, to: 3), .tabMoved(from: 2, to: 0)])
        #expect(driver.scene.tabFrames.map(\.minX) == [0, 200, 400, 600])
    }

    @Test func aMovingTabIsDrawnUnderThePointerAndTheOthersSlideAside() {
        var driver = SceneDriver(content: Self.content(), theme: Self.theme(reorderable: true))
        driver.send(.pointerDown(Self.tab(0), .mouse))
        for x in stride(from: 110.0, through: 330, by: 20) {
            driver.time += SceneDriver.frame
            driver.send(.pointerMove(Point(x: x, y: 30), .mouse))
        }
        // The lifted tab is drawn last, its middle under the pointer (grabbed at its middle).
        let lifted = driver.drawList.texts.last { $0.string.hasPrefix("Tab") }
        #expect(lifted?.string == "Tab1" && abs((lifted?.frame.midX ?? 0) - 330) < 1)
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab2", "Tab1", "Tab3", "Tab4"])
        driver.wait(0.3)
        #expect(driver.scene.tabFrame(0).minX == 0)  // Tab2 slid into the first place
        driver.send(.key(KeyPress(.escape)))  // puts it back
        driver.send(.pointerUp(Point(x: 330, y: 30), .mouse))
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab1", "Tab2", "Tab3", "Tab4"])
        #expect(!driver.events.contains { if case .tabMoved = $0 { true } else { false } })
        #expect(driver.scene.selectedTab == 0)
    }

    @Test func aFingerMovesATabOnlyAfterALongPress() {
        var quick = SceneDriver(content: Self.content(), theme: Self.theme(reorderable: true))
        quick.drag(from: Self.tab(0), to: Point(x: 520, y: 30), seconds: 0.2, kind: .touch)
        #expect(quick.scene.content.tabs.map(\.title) == ["Tab1", "Tab2", "Tab3", "Tab4"])
        var held = SceneDriver(content: Self.content(), theme: Self.theme(reorderable: true))
        held.send(.pointerDown(Self.tab(0), .touch))
        #expect(held.scene.nextDeadline == Tuning.longPressDuration)  // an idle host wakes to show it lifted
        held.wait(0.6)
        for x in stride(from: 120.0, through: 520, by: 25) {
            held.time += SceneDriver.frame
            held.send(.pointerMove(Point(x: x, y: 30), .touch))
        }
        held.send(.pointerUp(Point(x: 520, y: 30), .touch))
        #expect(held.scene.content.tabs.map(\.title) == ["Tab2", "Tab3", "Tab1", "Tab4"])
        #expect(held.events.contains(.tabMoved(from: 0, to: 2)))
        #expect(held.scene.selectedTab == 2)  // Tab1 is still the one selected, in its new place
    }

    @Test func ctrlShiftArrowsMoveTheSelectedTab() {
        var driver = SceneDriver(content: Self.content(), theme: Self.theme(reorderable: true))
        driver.send(.key(KeyPress(.right, ctrl: true, shift: true)))
        driver.send(.key(KeyPress(.right, ctrl: true, shift: true)))
        #expect(driver.scene.content.tabs.map(\.title) == ["Tab2", "Tab3", "Tab1", "Tab4"])
        #expect(driver.scene.selectedTab == 2)
        driver.send(.key(KeyPress(.left, ctrl: true, shift: true)))
        #expect(
            driver.events.filter { if case .tabMoved = $0 { true } else { false } } == [
                .tabMoved(from: 0, to: 1), .tabMoved(from: 1, to: 2), .tabMoved(from: 2, to: 1),
            ])
        // Heard by screen readers.
        #expect(driver.scene.accessibilityTree().contains { $0.role == .notification && $0.name == "Tab1 moved to position 2 of 4" })
        // Without reordering they select, as Shift+Right always did.
        var plain = SceneDriver(content: Self.content())
        plain.send(.key(KeyPress(.right, ctrl: true, shift: true)))
        #expect(plain.scene.selectedTab == 1 && plain.scene.content.tabs.map(\.title) == ["Tab1", "Tab2", "Tab3", "Tab4"])
    }
}
