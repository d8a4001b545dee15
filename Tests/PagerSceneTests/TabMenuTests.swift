import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// The tab menu: a button at the bar's end listing every tab (Dear ImGui's tab list popup,
/// Chrome's tab search), reached by the mouse, a finger, the keys and a screen reader.
@Suite("The tab menu")
struct TabMenuTests {
    /// `count` tabs titled by their number, at least 100 points wide (most off the bar), tab 3 disabled
    /// when asked, tab 1 with a badge.
    static func content(count: Int = 12, disabled: Set<Int> = []) -> SceneContent {
        SceneContent(
            tabs: (0..<count).map { index in
                TabContent(
                    id: "t\(index)", title: index == 5 ? "Sports" : "Tab\(index + 1)",
                    page: .list(ListContent(rowCount: 20, rowHeight: 60, template: "Row {row} of {page}")),
                    badge: index == 1 ? .count(3) : nil, isEnabled: !disabled.contains(index))
            })
    }

    static func theme(position: TabBarPosition = .top, direction: LayoutDirection = .leftToRight, menu: Bool = true) -> Theme {
        var theme = Theme()
        theme.showsTabMenu = menu
        theme.tabLayout = .scrollable(padding: 20, minimumWidth: 100)
        theme.tabBarPosition = position
        theme.direction = direction
        return theme
    }

    static func driver(count: Int = 12, disabled: Set<Int> = [], theme: Theme = theme()) -> SceneDriver {
        SceneDriver(content: content(count: count, disabled: disabled), theme: theme)
    }

    /// The centre of the open menu's row `index` (as it is scrolled now), in view coordinates.
    static func row(_ index: Int, of scene: Scene) -> Point? {
        guard let menu = scene.bar.menu, let frame = scene.bar.menuFrame(in: scene.barContext) else { return nil }
        return scene.onScreen(menu.rowFrame(index, in: frame)).centre
    }

    static func selections(_ events: [PagerEvent]) -> [Int] {
        events.compactMap { if case .tabSelected(_, let to, _) = $0 { return to } else { return nil } }
    }

    // MARK: the mouse

    @Test func aClickOnTheButtonListsEveryTabBelowTheBarAndAClickOnARowSelectsIt() throws {
        var driver = Self.driver(count: 20)
        let button = try #require(driver.scene.frame(of: .tabMenu))
        #expect(button.maxX == 800 && button.minY == 0)  // at the bar's end
        #expect(driver.scene.stripFrame.maxX == button.minX)
        driver.click(button.centre)
        #expect(driver.scene.isTabMenuOpen)
        let menu = try #require(driver.scene.tabMenuFrame)
        #expect(menu.minY > driver.scene.tabBarFrame.maxY && menu.maxX <= 800 && menu.maxY <= 600)
        #expect(menu.height < 20 * TabMenu.rowHeight)  // 20 rows do not fit: they scroll
        driver.click(try #require(Self.row(5, of: driver.scene)))
        driver.wait(0.4)
        #expect(!driver.scene.isTabMenuOpen)
        #expect(driver.scene.selectedTab == 5 && driver.scene.pageOffset == 5 * 800)
        #expect(Self.selections(driver.events) == [5])
    }

    /// Larger titles (32 points: text scale 2) get rows that hold them: twice as tall, each
    /// title's line inside its row, and a click on a row's middle still picks that row.
    @Test func theRowsGrowWithTheirText() throws {
        var driver = Self.driver(theme: Self.theme().scalingText(by: 2))
        driver.click(try #require(driver.scene.frame(of: .tabMenu)).centre)
        let menu = try #require(driver.scene.bar.menu), frame = try #require(driver.scene.bar.menuFrame(in: driver.scene.barContext))
        #expect(menu.rowFrame(1, in: frame).height == 72)
        let titles = driver.drawList.texts.filter { $0.string.hasPrefix("Tab") && $0.fontSize == 32 && frame.contains($0.frame.centre) }
        #expect(!titles.isEmpty && titles.allSatisfy { $0.frame.height <= 72 })
        driver.click(try #require(Self.row(3, of: driver.scene)))
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 3)
    }

    @Test func aPressOutsideClosesTheMenuAndDoesNothingElse() throws {
        var driver = Self.driver()
        driver.click(try #require(driver.scene.frame(of: .tabMenu)).centre)
        driver.click(Point(x: 150, y: 20))  // on tab 2, under nothing of the menu
        driver.wait(0.4)
        #expect(!driver.scene.isTabMenuOpen)
        #expect(driver.scene.selectedTab == 0)
        // A second click on the button while it is open closes it too.
        driver.click(try #require(driver.scene.frame(of: .tabMenu)).centre)
        driver.click(try #require(driver.scene.frame(of: .tabMenu)).centre)
        #expect(!driver.scene.isTabMenuOpen)
    }

    @Test func theWheelScrollsTheRowsAndAFingerDragScrollsWithoutChoosing() throws {
        var driver = Self.driver(count: 40)
        driver.click(try #require(driver.scene.frame(of: .tabMenu)).centre)
        let menu = try #require(driver.scene.tabMenuFrame)
        let before = try #require(Self.row(0, of: driver.scene))
        driver.send(.wheel(dx: 0, dy: -2, at: menu.centre, shift: false))
        let after = try #require(Self.row(0, of: driver.scene))
        #expect(after.y < before.y)
        driver.drag(from: menu.centre, to: Point(x: menu.midX, y: menu.minY + 20), seconds: 0.2, kind: .touch)
        #expect(try #require(Self.row(0, of: driver.scene)).y < after.y)
        #expect(driver.scene.isTabMenuOpen && driver.scene.selectedTab == 0)
        #expect(driver.scene.pageOffset == 0)  // the pages under it did not move
    }

    // MARK: the keys

    @Test func ctrlShiftAOpensItOnTheSelectedTabAndTheArrowsAndEnterChoose() throws {
        var driver = Self.driver(disabled: [3])
        driver.key(.digit(2))
        driver.wait(0.4)
        driver.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
        #expect(driver.scene.bar.menu?.highlighted == 1)
        driver.key(.down)
        driver.key(.down)  // over the disabled tab 3
        #expect(driver.scene.bar.menu?.highlighted == 4)
        driver.key(.enter)
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 4 && !driver.scene.isTabMenuOpen)
        #expect(driver.scene.focus == .tab(4))  // the ring shows where the keys went
    }

    @Test func upFromTheFirstGoesRoundAndALetterFindsATitle() throws {
        var driver = Self.driver()
        driver.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
        driver.key(.up)
        #expect(driver.scene.bar.menu?.highlighted == 11)
        // The last row scrolled into view.
        let menu = try #require(driver.scene.tabMenuFrame), last = try #require(Self.row(11, of: driver.scene))
        #expect(menu.contains(last))
        driver.send(.key(KeyPress(.letter("s"))))
        #expect(driver.scene.bar.menu?.highlighted == 5)
        driver.key(.home)
        #expect(driver.scene.bar.menu?.highlighted == 0)
        driver.key(.end)
        #expect(driver.scene.bar.menu?.highlighted == 11)
    }

    /// Every key that moves the highlight passes a disabled tab by, as Down does: Up, Home, End,
    /// PageUp and PageDown; and Down on the last row goes round to the first, as Up does at the top.
    @Test func everyKeyPassesADisabledTabAndDownGoesRoundFromTheLast() throws {
        var driver = Self.driver(disabled: [0, 3, 11])
        driver.key(.digit(5))
        driver.wait(0.4)
        driver.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
        #expect(driver.scene.bar.menu?.highlighted == 4)
        driver.key(.up)  // over the disabled tab 3
        #expect(driver.scene.bar.menu?.highlighted == 2)
        driver.key(.end)  // the last tab is disabled: the one before it
        #expect(driver.scene.bar.menu?.highlighted == 10)
        driver.key(.down)  // over the disabled last tab and round, over the disabled first one
        #expect(driver.scene.bar.menu?.highlighted == 1)
        driver.key(.up)  // over the disabled first tab and round, over the disabled last one
        #expect(driver.scene.bar.menu?.highlighted == 10)
        driver.key(.home)  // the first tab is disabled: the one after it
        #expect(driver.scene.bar.menu?.highlighted == 1)
        driver.key(.end)
        driver.key(.down)
        #expect(driver.scene.bar.menu?.highlighted == 1)

        var plain = Self.driver()
        plain.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
        plain.key(.end)
        plain.key(.down)
        #expect(plain.scene.bar.menu?.highlighted == 0, "Down on the last row stays or goes elsewhere")
    }

    /// On the bar (the menu closed), Left and End pass a disabled tab by as Right and Home do.
    @Test func theBarsKeysPassADisabledTabBothWays() {
        var driver = Self.driver(count: 6, disabled: [2, 5], theme: Self.theme(menu: false))
        driver.key(.right)
        driver.key(.right)  // over the disabled tab 2
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 3)
        driver.key(.left)  // back over it
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 1)
        driver.key(.end)  // the last tab is disabled: the one before it
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 4)
        driver.key(.right)  // nothing enabled after it
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 4)
    }

    @Test func tabAndEnterReachTheButtonAndEscapeLeavesTheRingOnIt() {
        var driver = Self.driver(count: 3)  // a list page: Tab goes from the tab to its rows, then the button
        driver.key(.tab)
        driver.key(.tab)
        #expect(driver.scene.focus == .barControl(.tabMenu))
        driver.key(.enter)
        #expect(driver.scene.isTabMenuOpen)
        driver.key(.right)  // not the menu's: nothing happens
        #expect(driver.scene.isTabMenuOpen && driver.scene.selectedTab == 0)
        driver.key(.escape)
        #expect(!driver.scene.isTabMenuOpen)
        #expect(driver.scene.focus == .barControl(.tabMenu))
        #expect(driver.requests.isEmpty)  // Escape closed the menu: it did not quit
    }

    @Test func withoutTheThemeThereIsNoButtonAndNoMenu() {
        var driver = Self.driver(theme: Self.theme(menu: false))
        #expect(driver.scene.frame(of: .tabMenu) == nil)
        #expect(driver.scene.stripFrame.width == 800)
        driver.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
        #expect(!driver.scene.isTabMenuOpen)
    }

    @Test func tabsTheHostRemovesWhileItIsOpenLeaveTheHighlightOnItsTab() {
        var driver = Self.driver()
        driver.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
        driver.key(.down)
        driver.key(.down)
        driver.key(.down)  // Tab4
        driver.scene.removeTab(at: 0)
        #expect(driver.scene.bar.menu?.highlighted == 2)
        driver.key(.enter)
        driver.wait(0.4)
        #expect(driver.scene.title(ofTab: driver.scene.selectedTab) == "Tab4")
        // Every tab but one removed: the menu still lists what is left.
        for _ in 0..<10 { driver.scene.removeTab(at: 0) }
        driver.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
        driver.key(.enter)
        #expect(!driver.scene.isTabMenuOpen && driver.scene.content.tabs.count == 1)
    }

    // MARK: where it opens

    @Test func itOpensAboveABottomBarBesideASideBarAndMirroredRightToLeft() throws {
        for (theme, check) in [
            (Self.theme(position: .bottom), { (menu: Rect, bar: Rect) in menu.maxY < bar.minY }),
            (Self.theme(position: .leading), { (menu: Rect, bar: Rect) in menu.minX > bar.maxX }),
            (Self.theme(direction: .rightToLeft), { (menu: Rect, bar: Rect) in menu.minX < 16 && menu.minY > bar.maxY }),
        ] {
            var driver = Self.driver(theme: theme)
            driver.click(try #require(driver.scene.frame(of: .tabMenu)).centre)
            let menu = try #require(driver.scene.tabMenuFrame)
            #expect(check(menu, driver.scene.tabBarFrame), "\(theme.tabBarPosition) \(theme.direction)")
            #expect(menu.minX >= 0 && menu.maxX <= 800 && menu.minY >= 0 && menu.maxY <= 600)
            driver.click(try #require(Self.row(2, of: driver.scene)))
            driver.wait(0.4)
            #expect(driver.scene.selectedTab == 2, "\(theme.tabBarPosition) \(theme.direction)")
        }
    }

    // MARK: what it draws

    @Test func itDrawsEveryRowInViewWithItsBadgeAndNothingOfTheMenuWhenClosed() throws {
        var driver = Self.driver()
        func texts() -> [String] {
            var list = DrawList()
            driver.scene.draw(into: &list)
            return list.commands.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
        }
        let closed = texts()
        driver.click(try #require(driver.scene.frame(of: .tabMenu)).centre)
        let open = texts()
        // Titles the bar shows once and the menu again, and those the bar has scrolled off.
        #expect(open.filter { $0 == "Tab1" }.count == closed.filter { $0 == "Tab1" }.count + 1)
        #expect(!closed.contains("Tab10") && open.contains("Tab10"))
        #expect(open.filter { $0 == "3" }.count == closed.filter { $0 == "3" }.count + 1)  // tab 2's badge
    }

    // MARK: a screen reader

    @Test func aScreenReaderFindsAMenuOfMenuItemsTheHighlightedOneFocused() throws {
        var driver = Self.driver(disabled: [3])
        let button = try #require(driver.scene.accessibilityTree().first { $0.id == "tab-menu" })
        #expect(button.role == .pushButton && button.name == "All tabs" && button.isClickable)
        let opened = driver.scene.performAccessibleAction("tab-menu")
        #expect(opened)
        driver.collect()
        let tree = driver.scene.accessibilityTree()
        let menu = try #require(tree.first { $0.role == .menu })
        #expect(menu.children.count == 12 && menu.children.allSatisfy { $0.role == .menuItem })
        #expect(menu.children[1].name == "Tab2" && menu.children[1].description == "3 new")
        #expect(menu.children[1].attributes["posinset"] == "2" && menu.children[1].attributes["setsize"] == "12")
        #expect(menu.children[0].states.contains(.focused) && menu.children[3].states.contains(.disabled))
        // The focus is in the menu alone.
        #expect(!(tree.first { $0.role == .pageTabList }?.children.contains { $0.states.contains(.focused) } ?? true))
        let chosen = driver.scene.performAccessibleAction(menu.children[6].id)
        #expect(chosen)
        driver.wait(0.4)
        #expect(driver.scene.selectedTab == 6 && !driver.scene.isTabMenuOpen)
        let again = driver.scene.performAccessibleAction(menu.children[4].id)
        #expect(!again)  // closed: its items are gone
    }

    // MARK: the ring and the look

    /// Opened by Ctrl+Shift+A, closed by a click outside: the click hides the ring, as every click
    /// does; closed by Escape, the ring goes back to the menu's button.
    @Test func aClickThatClosesTheMenuHidesTheRing() throws {
        var driver = Self.driver()
        driver.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
        #expect(driver.scene.isTabMenuOpen)
        driver.click(Point(x: 150, y: 400))
        #expect(!driver.scene.isTabMenuOpen)
        #expect(driver.scene.focus == nil, "the ring shows on \(String(describing: driver.scene.focus)) after a click")
        driver.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
        driver.key(.escape)
        #expect(driver.scene.focus == .barControl(.tabMenu))
    }

    /// In dark colours the popup floats on a raised surface, lighter than the bar and the pages
    /// under it (GTK 4's popovers, Material's elevation); in light ones it is the bar's own colour.
    @Test func theMenuIsARaisedSurfaceInTheDark() throws {
        for dark in [false, true] {
            var theme = Self.theme()
            if dark { theme = theme.darkened() }
            var driver = Self.driver(theme: theme)
            driver.send(.key(KeyPress(.letter("a"), ctrl: true, shift: true)))
            let frame = try #require(driver.scene.tabMenuFrame)
            let surface = driver.drawList.commands.compactMap { command -> Color? in
                if case .roundedFill(let rect, _, let color) = command, rect == frame { color } else { nil }
            }.last
            let popup = try #require(surface)
            if dark {
                #expect(popup.lightness > theme.tabBarColor.lightness + 15 && popup.lightness > theme.pageColor.lightness + 15, "\(popup)")
            } else {
                #expect(popup == theme.tabBarColor)
            }
        }
    }
}
