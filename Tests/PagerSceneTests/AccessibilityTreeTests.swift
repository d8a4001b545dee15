import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// What a screen reader is told of a scene: its tree, its states, and clicks through it.
@Suite("Accessibility tree")
struct AccessibilityTreeTests {
    static var settings: SceneContent {
        let detail = PageContent.list(ListContent(rowCount: 3, rowHeight: 44, template: "Detail {row}"))
        let sections = [
            TableSection(
                header: "NOTIFICATIONS",
                rows: [
                    TableRow(.toggle(id: "sound", title: "Sound", detail: "Play a sound", initiallyOn: false)),
                    TableRow(.disclosure(title: "Storage", detail: "1.2 GB", page: detail)),
                ]),
            TableSection(
                header: "THEME",
                rows: [
                    TableRow(.option(group: "theme", id: "light", title: "Light", initiallySelected: true)),
                    TableRow(.option(group: "theme", id: "dark", title: "Dark", initiallySelected: false)),
                ]),
        ]
        return SceneContent(tabs: [
            TabContent(id: "me", title: "Me", page: .table(TableContent(sections: sections)), badge: .count(3)),
            TabContent(id: "news", title: "News", page: .list(ListContent(rowCount: 1_000_000, rowHeight: 50, template: "Row {row}")), badge: .dot),
            TabContent(id: "more", title: "More", page: .composed([.heading("Hello"), .button("Press", message: "Pressed")])),
        ])
    }

    static func driver(_ content: SceneContent = settings, theme: Theme = Theme()) -> SceneDriver {
        var driver = SceneDriver(content: content, theme: theme)
        driver.wait(0.1)
        return driver
    }

    /// Every node of `nodes`, depth first.
    static func all(_ nodes: [AccessibleNode]) -> [AccessibleNode] { nodes.flatMap { [$0] + all($0.children) } }

    static func node(_ driver: SceneDriver, role: AccessibleRole, name: String) -> AccessibleNode? {
        all(driver.scene.accessibilityTree()).first { $0.role == role && $0.name == name }
    }

    static func tabs(_ driver: SceneDriver) -> [AccessibleNode] {
        driver.scene.accessibilityTree().first { $0.role == .pageTabList }?.children ?? []
    }

    @Test func theTabBarIsAPageTabListOfTheTabsWithTheSelectedOneSelected() {
        let driver = Self.driver()
        let tabs = Self.tabs(driver)
        #expect(tabs.map(\.name) == ["Me", "News", "More"])
        #expect(tabs.map(\.role) == [.pageTab, .pageTab, .pageTab])
        #expect(tabs.map { $0.states.contains(.selected) } == [true, false, false])
        #expect(tabs.map(\.description) == ["3 new", "new", ""])
        #expect(tabs.allSatisfy { $0.isClickable })
        for (index, tab) in tabs.enumerated() { #expect(tab.frame == driver.scene.tabFrame(index)) }
        // Only the page on screen is in the tree, inside its tab.
        #expect(tabs.map(\.children.count) == [1, 0, 0])
    }

    @Test func aTableIsSectionsNamedByTheirHeadersOfSwitchesButtonsAndOptions() throws {
        let driver = Self.driver()
        let page = try #require(Self.tabs(driver).first?.children.first)
        #expect(page.children.map(\.name) == ["NOTIFICATIONS", "THEME"])
        #expect(page.children.map(\.role) == [.panel, .panel])
        let sound = try #require(Self.node(driver, role: .toggleButton, name: "Sound"))
        #expect(sound.description == "Play a sound" && sound.states.contains(.checkable) && !sound.states.contains(.checked))
        let storage = try #require(Self.node(driver, role: .pushButton, name: "Storage"))
        #expect(storage.description == "1.2 GB")
        #expect(Self.node(driver, role: .radioButton, name: "Light")?.states.contains(.checked) == true)
        #expect(Self.node(driver, role: .radioButton, name: "Dark")?.states.contains(.checked) == false)
        // Frames are where the rows are drawn: Sound is the first row under a 20-unit header.
        let pages = driver.scene.pagesFrame
        #expect(sound.frame == Rect(x: 0, y: pages.minY + 20, width: 800, height: 44))
    }

    @Test func clickingASwitchThroughItsActionFlipsItAsAClickDoes() throws {
        var driver = Self.driver()
        let sound = try #require(Self.node(driver, role: .toggleButton, name: "Sound"))
        let flipped = driver.scene.performAccessibleAction(sound.id)
        #expect(flipped)
        driver.collect()
        #expect(driver.scene.switchValue("sound") == true)
        #expect(driver.events.contains(.switchChanged(id: "sound", isOn: true)))
        #expect(Self.node(driver, role: .toggleButton, name: "Sound")?.states.contains(.checked) == true)
        let dark = try #require(Self.node(driver, role: .radioButton, name: "Dark"))
        driver.scene.performAccessibleAction(dark.id)
        #expect(driver.scene.chosenOption("theme") == "dark")
    }

    @Test func clickingATabAnimatesThereAsATapDoes() throws {
        var driver = Self.driver()
        let more = try #require(Self.tabs(driver).last)
        let selected = driver.scene.performAccessibleAction(more.id)
        #expect(selected)
        driver.collect()
        #expect(driver.events.contains(.tabSelected(from: 0, to: 2, cause: .tap)))
        #expect(driver.scene.pagePosition < 0.5)  // it animates
        driver.wait(0.5)
        #expect(driver.scene.pagePosition == 2)
        #expect(Self.tabs(driver).map { $0.states.contains(.selected) } == [false, false, true])
        // The composed page is on screen now: its heading and its button.
        #expect(Self.node(driver, role: .heading, name: "Hello") != nil)
        let press = try #require(Self.node(driver, role: .pushButton, name: "Press"))
        driver.scene.performAccessibleAction(press.id)
        #expect(Self.node(driver, role: .notification, name: "Pressed") != nil)
    }

    @Test func aDetailPageHasABackButtonThatGoesBack() throws {
        var driver = Self.driver()
        let storage = try #require(Self.node(driver, role: .pushButton, name: "Storage"))
        driver.scene.performAccessibleAction(storage.id)
        driver.wait(0.5)
        let back = try #require(Self.node(driver, role: .pushButton, name: "Back"))
        #expect(Self.node(driver, role: .list, name: "Storage")?.children.map(\.name) == ["Detail 1", "Detail 2", "Detail 3"])
        let wentBack = driver.scene.performAccessibleAction(back.id)
        #expect(wentBack)
        driver.wait(0.5)
        #expect(Self.node(driver, role: .pushButton, name: "Back") == nil)
        #expect(Self.node(driver, role: .toggleButton, name: "Sound") != nil)
    }

    /// A list of a million rows tells only the rows in view, each with its place in the whole.
    @Test func aLongListTellsItsRowsInViewAndItsSize() throws {
        var driver = Self.driver()
        driver.key(.right)
        driver.wait(0.5)
        let list = try #require(Self.node(driver, role: .list, name: "News"))
        #expect(list.attributes["setsize"] == "1000000")
        #expect(list.children.count == 11)  // 540 units of 50-unit rows
        #expect(list.children.first?.name == "Row 1" && list.children.first?.attributes["posinset"] == "1")
        #expect(list.children.allSatisfy { (row: AccessibleNode) in row.role == .listItem && row.attributes["setsize"] == "1000000" })
        for _ in 0..<3 { driver.key(.pageDown) }
        driver.wait(0.5)
        let scrolled = try #require(Self.node(driver, role: .list, name: "News"))
        #expect(scrolled.children.first?.name != "Row 1")
        #expect(scrolled.children.count <= 12)
        let row = try #require(scrolled.children.first)
        driver.scene.performAccessibleAction(row.id)
        driver.collect()
        let position = try #require(row.attributes["posinset"].flatMap { Int($0) })
        #expect(driver.events.contains(.rowTapped(tab: 1, section: 0, row: position - 1)))
    }

    /// The selected tab has the focus before any key (a screen reader says it as the window
    /// opens); then the element under the focus ring does.
    @Test func theFocusIsOnTheSelectedTabThenTheRing() {
        var driver = Self.driver()
        func focused() -> [String] { Self.all(driver.scene.accessibilityTree()).filter { $0.states.contains(.focused) }.map(\.name) }
        #expect(driver.scene.focus == nil && focused() == ["Me"])
        driver.key(.tab)
        #expect(focused() == ["Sound"])
        driver.send(.key(KeyPress(.tab, shift: true)))
        #expect(focused() == ["Me"])
        driver.key(.end)
        #expect(focused() == [driver.scene.content.tabs[driver.scene.content.tabs.count - 1].title])
    }

    @Test func addAndRemoveAreButtonsWhenShown() throws {
        var theme = Theme()
        theme.showsAddRemove = true
        var driver = Self.driver(theme: theme)
        let add = try #require(Self.node(driver, role: .pushButton, name: "Add tab"))
        #expect(add.frame == driver.scene.frame(of: .add))
        driver.scene.performAccessibleAction(add.id)
        #expect(Self.tabs(driver).count == 4)
        let remove = try #require(Self.node(driver, role: .pushButton, name: "Remove tab"))
        driver.scene.performAccessibleAction(remove.id)
        driver.wait(0.5)
        #expect(Self.tabs(driver).count == 3)
        #expect(Self.node(Self.driver(), role: .pushButton, name: "Add tab") == nil)
    }

    @Test func anElementThatIsNotThereOrDoesNothingIsNotClicked() throws {
        var driver = Self.driver()
        let missing = driver.scene.performAccessibleAction("tab:nobody")
        #expect(!missing)
        let hidden = driver.scene.performAccessibleAction("add-tab")
        #expect(!hidden)  // not shown
        let section = try #require(Self.node(driver, role: .panel, name: "NOTIFICATIONS"))
        let grouped = driver.scene.performAccessibleAction(section.id)
        #expect(!grouped)
        #expect(driver.scene.selectedTab == 0)
    }

    @Test func rightToLeftMirrorsTheFrames() {
        var theme = Theme()
        theme.direction = .rightToLeft
        let driver = Self.driver(theme: theme)
        let tabs = Self.tabs(driver)
        #expect(tabs[0].frame.maxX == 800 && tabs[0].frame.minX > tabs[1].frame.minX)
        for (index, tab) in tabs.enumerated() { #expect(tab.frame == driver.scene.tabFrame(index)) }
    }

    @Test func theIDsOfTheSameElementsStayTheSame() {
        var driver = Self.driver()
        let before = Self.all(driver.scene.accessibilityTree()).map(\.id)
        driver.wait(1)
        #expect(Self.all(driver.scene.accessibilityTree()).map(\.id) == before)
        #expect(Set(before).count == before.count)
    }
}

/// Everything a click does, the keyboard does too.
@Suite("Keyboard reach")
struct KeyboardReachTests {
    static func list(refreshes: Bool = false, loadsMore: Bool = false) -> SceneContent {
        var list = ListContent(rowCount: 30, rowHeight: 50, template: "Row {row}")
        list.refreshes = refreshes
        list.loadsMore = loadsMore
        return SceneContent(tabs: [TabContent(title: "List", page: .list(list)), TabContent(title: "Other", page: .composed([]))])
    }

    @Test(arguments: [KeyPress(.f5), KeyPress(.letter("r"), ctrl: true)])
    func f5AndCtrlRRefreshAListAsAPullDoes(press: KeyPress) {
        var driver = SceneDriver(content: Self.list(refreshes: true))
        driver.send(.key(press))
        driver.wait(0.4)
        #expect(driver.events.contains(.refreshRequested(tab: 0)))
        #expect(driver.scene.scrollOffset(0) == -Tuning.refreshDistance)  // the spinner shows
        driver.forgetEvents()
        driver.send(.key(press))  // once at a time
        #expect(!driver.events.contains(.refreshRequested(tab: 0)))
        driver.scene.endRefresh(ofTab: 0, insertedRows: 2)
        driver.wait(0.5)
        #expect(driver.scene.scrollOffset(0) >= 0)  // the spinner is gone, the rows on screen stay
    }

    @Test func aListThatDoesNotRefreshIgnoresTheKey() {
        var driver = SceneDriver(content: Self.list())
        driver.key(.f5)
        driver.wait(0.4)
        #expect(!driver.events.contains(.refreshRequested(tab: 0)) && driver.scene.scrollOffset(0) == 0)
    }

    @Test func pageDownToTheEndLoadsMore() {
        var driver = SceneDriver(content: Self.list(loadsMore: true))
        for _ in 0..<3 {
            driver.key(.pageDown)
            driver.wait(0.3)
        }
        #expect(driver.events.contains(.moreRowsRequested(tab: 0)))
    }

    @Test func withTheFocusRingOnAGalleryLeftAndRightMoveItsPictures() {
        let gallery = ImagePages(paths: ["a.png", "b.png"], isGallery: true)
        var driver = SceneDriver(
            content: SceneContent(tabs: [TabContent(title: "Pictures", page: .images(gallery)), TabContent(title: "Next", page: .composed([]))]))
        driver.key(.tab)  // from the tab to the gallery
        #expect(driver.scene.focus == .control(page: 0, index: 0))
        driver.key(.right)
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 0 && driver.scene.host.pages[0]?.top.gallery?.targetPage == 1)
        #expect(AccessibilityTreeTests.all(driver.scene.accessibilityTree()).contains { $0.description == "gallery, picture 2 of 2" })
        driver.key(.right)  // at the last picture: on to the next tab
        driver.wait(0.5)
        #expect(driver.scene.selectedTab == 1)
    }
}
