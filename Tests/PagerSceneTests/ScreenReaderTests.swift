import PagerCore
import PagerTestSupport
import Testing

@testable import PagerScene

/// What a screen reader hears of the keyboard's walk: rows it can reach, badges it is told,
/// changes it is told of in words.
@Suite("Screen reader walk")
struct ScreenReaderWalkTests {
    static func list(rows: Int, refreshes: Bool = false, loadsMore: Bool = false) -> SceneContent {
        var list = ListContent(rowCount: rows, rowHeight: 50, template: "Row {row}")
        list.refreshes = refreshes
        list.loadsMore = loadsMore
        return SceneContent(tabs: [TabContent(title: "List", page: .list(list)), TabContent(title: "Other", page: .composed([]))])
    }

    static func focused(_ driver: SceneDriver) -> [AccessibleNode] {
        AccessibilityTreeTests.all(driver.scene.accessibilityTree()).filter { $0.states.contains(.focused) }
    }

    static func announcements(_ driver: SceneDriver) -> [String] {
        driver.scene.accessibilityTree().filter { $0.id.hasPrefix("announcement:") }.map(\.name)
    }

    /// Tab goes from the tab into the list at the first row on screen; Down and Up move row by
    /// row, the list scrolling to keep the row in view; Enter taps it; Tab leaves the list.
    @Test func aListsRowsAreOneTabStopThatTheArrowsWalk() throws {
        var driver = SceneDriver(content: Self.list(rows: 1_000))
        driver.scene.setScrollOffset(1_025, ofTab: 0)  // row 21 half hidden, row 22 the first whole one
        driver.key(.tab)
        #expect(driver.scene.focus == .control(page: 0, index: 21))
        #expect(Self.focused(driver).map(\.name) == ["Row 22"])
        for _ in 0..<15 { driver.key(.down) }
        driver.wait(0.5)
        #expect(driver.scene.focus == .control(page: 0, index: 36))
        let row = try #require(Self.focused(driver).first)
        #expect(row.name == "Row 37" && row.attributes["posinset"] == "37" && row.attributes["setsize"] == "1000")
        #expect(driver.scene.pagesFrame.contains(row.frame.centre), "the focused row scrolled into view: \(row.frame)")
        driver.key(.up)
        #expect(Self.focused(driver).map(\.name) == ["Row 36"])
        driver.key(.enter)
        #expect(driver.events.contains(.rowTapped(tab: 0, section: 0, row: 35)))
        driver.key(.tab)  // out of the list, round to the tab
        #expect(driver.scene.focus == .tab(0) && Self.focused(driver).map(\.name) == ["List"])
        driver.send(.key(KeyPress(.tab, shift: true)))  // back into it at the last row on screen
        guard case .control(0, let last)? = driver.scene.focus else { Issue.record("\(String(describing: driver.scene.focus))"); return }
        #expect(last > 35 && last < 50)
    }

    /// A list of up to a hundred rows tells of them all (a screen reader counts the places
    /// itself); a longer one of those in view.
    @Test func aShortListTellsOfEveryRow() throws {
        let short = SceneDriver(content: Self.list(rows: 100))
        let rows = try #require(AccessibilityTreeTests.all(short.scene.accessibilityTree()).first { $0.role == .list }).children
        #expect(rows.count == 100 && rows.last?.name == "Row 100" && rows.allSatisfy { $0.states.contains(.focusable) })
        let long = SceneDriver(content: Self.list(rows: 101))
        let inView = try #require(AccessibilityTreeTests.all(long.scene.accessibilityTree()).first { $0.role == .list }).children
        #expect(inView.count == 11 && inView.first?.attributes["posinset"] == "1")
    }

    /// A badge the selection clears is still said of its tab while the focus is on it.
    @Test func aClearedBadgeIsHeardWhileItsTabHasTheFocus() {
        var theme = Theme()
        theme.clearsBadgeOnSelect = true
        var driver = SceneDriver(content: AccessibilityTreeTests.settings, theme: theme)
        driver.key(.right)
        #expect(driver.scene.content.tabs[1].badge == nil)
        #expect(Self.focused(driver).map(\.description) == ["new"])
        driver.key(.tab)  // the focus leaves the tab for its list
        driver.send(.key(KeyPress(.tab, shift: true)))
        #expect(Self.focused(driver).map(\.name) == ["News"] && Self.focused(driver).map(\.description) == [""])
    }

    /// Changes nothing focused shows are announced, each a notification of its own for a while.
    @Test func addingRemovingAndRefreshingAreAnnounced() {
        var theme = Theme()
        theme.showsAddRemove = true
        var driver = SceneDriver(content: Self.list(rows: 30, refreshes: true, loadsMore: true), theme: theme)
        driver.send(.key(KeyPress(.letter("t"), ctrl: true)))
        #expect(Self.announcements(driver) == ["Tab 3 tab added"])
        let added = driver.scene.accessibilityTree().first { $0.id.hasPrefix("announcement:") }?.id
        driver.send(.key(KeyPress(.letter("w"), ctrl: true)))
        #expect(Self.announcements(driver) == ["Tab 3 tab removed"])
        #expect(driver.scene.accessibilityTree().first { $0.id.hasPrefix("announcement:") }?.id != added)
        driver.key(.f5)
        #expect(Self.announcements(driver) == ["Refreshing"])
        driver.scene.endRefresh(ofTab: 0, insertedRows: 3)
        #expect(Self.announcements(driver) == ["Refreshed, 3 new rows"])
        driver.wait(Tuning.announcementDuration + 0.1)
        #expect(Self.announcements(driver).isEmpty)
        driver.scene.setScrollOffset(.infinity, ofTab: 0)
        driver.wait(SceneDriver.frame)
        driver.scene.endLoadingMore(ofTab: 0, appendedRows: 1)
        #expect(Self.announcements(driver) == ["Loaded 1 more row"])
        driver.scene.endLoadingMore(ofTab: 0, appendedRows: 0, hasMore: false)
        #expect(Self.announcements(driver) == ["No more rows"])
        let noMore = driver.scene.accessibilityTree().first { $0.id.hasPrefix("announcement:") }?.id
        driver.scene.endLoadingMore(ofTab: 0, appendedRows: 0, hasMore: false)  // nothing was asked: nothing new to say
        #expect(driver.scene.accessibilityTree().first { $0.id.hasPrefix("announcement:") }?.id == noMore)
        driver.scene.announce("3 new messages")
        #expect(Self.announcements(driver) == ["3 new messages"])
    }

    /// Enter on an option says it chosen (a screen reader says a radio button's change only
    /// after Space).
    @Test func choosingAnOptionWithEnterIsAnnounced() {
        var driver = SceneDriver(content: AccessibilityTreeTests.settings)
        for _ in 0..<4 { driver.key(.tab) }  // sound, storage, light, dark
        #expect(Self.focused(driver).map(\.name) == ["Dark"])
        driver.key(.enter)
        #expect(driver.scene.chosenOption("theme") == "dark")
        #expect(Self.announcements(driver) == ["Dark, chosen"])
        #expect(Self.focused(driver).first?.states.contains(.checked) == true)
    }

    /// A section's footer describes the section; every row that reacts to a click is a button.
    @Test func aFooterDescribesItsSectionAndPlainRowsAreButtons() throws {
        let sections = [
            TableSection(
                header: "ACCOUNT", footer: "Signed in since 2020.",
                rows: [
                    TableRow(.profile(name: "Jeffrey", subtitle: "Account: jeffrey@example.com", avatarColor: .red)),
                    TableRow(.detail(title: "Version", detail: "1.0", style: .value)),
                    TableRow(.title("About")),
                ])
        ]
        let driver = SceneDriver(content: SceneContent(tabs: [TabContent(title: "Me", page: .table(TableContent(sections: sections)))]))
        let all = AccessibilityTreeTests.all(driver.scene.accessibilityTree())
        let section = try #require(all.first { $0.role == AccessibleRole.panel && $0.name == "ACCOUNT" })
        #expect(section.description == "Signed in since 2020.")
        #expect(!all.contains { $0.name == "Signed in since 2020." })
        #expect(section.children.map(\.role) == [AccessibleRole.pushButton, .pushButton, .pushButton])
        #expect(section.children.first.map { "\($0.name), \($0.description)" } == "Jeffrey, Account: jeffrey@example.com")
    }
}
